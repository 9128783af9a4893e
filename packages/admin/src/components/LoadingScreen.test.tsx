// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, Resource, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App.tsx';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { Layout } from '../layout/Layout.tsx';
import { backOfficeResources } from '../resources/index.tsx';
import { staffAs } from '../test/backOffice.tsx';

/**
 * While the back office loads (the sign-in check, a screen's code), axe found react-admin's
 * loading: an unnamed spinner (aria-progressbar-name), its words at 2.7:1 (#9b9b9c on #fafafb)
 * and the app bar's h1 empty. The loading says so to screen readers, and hides the empty h1.
 */

// A server that never answers: the back office stays loading.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.removeItem('token');
});

describe("the back office's loading", () => {
  it('while the sign-in is checked, shows a status with a named spinner in readable words', async () => {
    // A token of its own: the sign-in check is asked once per token.
    localStorage.setItem('token', `loading-${Math.random()}`);
    window.location.hash = '#/';
    render(<App />);
    const status = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(await within(status).findByRole('progressbar', { name: 'Đang tải' }, { timeout: 3000 })).toBeTruthy();
    const words = within(status).getByText('Đang tải, vui lòng chờ…');
    // text.secondary (5.6:1 on the page), not react-admin's text.disabled (2.7:1).
    expect(getComputedStyle(status).color).toBe('rgba(0, 0, 0, 0.6)');
    expect(words.closest('[role="status"]')).toBe(status);
  });

  it('while a screen’s code loads, shows a status and no empty h1', async () => {
    const categories = backOfficeResources.find(({ resource }) => resource.name === 'categories');
    if (!categories) throw new Error('no categories resource');
    window.location.hash = '#/categories/create';
    render(
      <Admin
        i18nProvider={i18nProvider}
        dataProvider={testDataProvider()}
        authProvider={staffAs('admin')}
        layout={Layout}
        disableTelemetry
      >
        <Resource {...categories.resource} />
      </Admin>,
    );
    // No empty heading while no screen has set its title: the app bar's h1 is hidden until then.
    await waitFor(() => {
      expect(screen.getByRole('status')).toBeTruthy();
      const h1 = document.querySelector('h1');
      expect(h1?.textContent).toBe('');
      expect(h1 && getComputedStyle(h1).visibility).toBe('hidden');
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });
  });
});
