import { type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * Where focus goes when a back-office dialog closes (WCAG 2.4.3): back to the
 * button that opened it. When the step changed the page so that this button is gone or disabled
 * (a feedback marked handled, a proposal that moved on), focus goes to the page's content
 * (react-admin's `#main-content`) rather than being lost on BODY.
 *
 * MUI's own restore remembers the element that had focus, which a keyboard user loses whenever the
 * record refreshes under the dialog; the dialogs pass `disableRestoreFocus` and use this instead.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (wasOpen.current && !open) returnFocus(opener.current);
    wasOpen.current = open;
  }, [open]);

  return {
    /** The opener's onClick: remembers the button (a click does not focus it on every browser). */
    remember(event: SyntheticEvent<HTMLElement>) {
      opener.current = event.currentTarget;
    },
    /** The step succeeded and its button will be disabled: focus goes to the page's content. */
    forget() {
      opener.current = null;
    },
  };
}

export function returnFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected && !opener.matches(':disabled')) {
    opener.focus();
    return;
  }
  const content = document.getElementById('main-content');
  if (!content) return;
  if (!content.hasAttribute('tabindex')) content.setAttribute('tabindex', '-1');
  content.focus();
}
