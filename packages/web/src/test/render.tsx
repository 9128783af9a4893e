import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router.tsx';
import { session, updateSession } from '../lib/session.ts';
import { demoSettingsForTests } from './settings.ts';

/** Renders the real route table at `path`, with settings already in the session so no call is made. */
export function renderPortal(path: string, settings = demoSettingsForTests) {
  updateSession({ settings, user: null, token: null, fieldErrors: {}, redirectPath: null });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, session, ...view };
}
