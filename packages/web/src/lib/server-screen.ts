/**
 * What the server knows of the visitor's screen while it draws a page's first screen
 * (first-screen.tsx): whether it is a phone's, guessed from the browser's own hints. Hooks that
 * follow a media query answer it on the server.
 */
export const serverScreen = { narrow: false };
