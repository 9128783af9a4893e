import { homeApi } from '@portal/shared/api/content';
import { pathOf } from '@portal/shared/api/endpoint';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router.tsx';
import { type SessionState, session, updateSession } from '../lib/session.ts';
import { demoSettingsForTests, homeForTests } from './settings.ts';

/**
 * Renders the real route table at `path`, with settings already in the session and the home page's
 * content inlined as the server does it, so no call is made. `signedIn` is what the browser holds
 * when the page is (re)loaded: a stored token, and the user once fetched.
 */
export function renderPortal(
  path: string,
  settings = demoSettingsForTests,
  signedIn: Partial<Pick<SessionState, 'token' | 'user'>> = {},
) {
  updateSession({ settings, user: null, token: null, fieldErrors: {}, redirectPath: null, ...signedIn });
  document.getElementById('portal-answers')?.remove();
  const answers = document.createElement('script');
  answers.type = 'application/json';
  answers.id = 'portal-answers';
  answers.textContent = JSON.stringify({ [pathOf(homeApi.content)]: { data: homeForTests } });
  document.head.append(answers);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, session, ...view };
}
