// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Admin, CustomRoutes, testDataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { version } from '../../../../package.json';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { staffAs } from '../test/backOffice.tsx';
import { Layout } from './Layout.tsx';

// The worker's files share its modules (isolate: false): nothing rendered here outlives its test.
afterEach(cleanup);

describe('the back office layout', () => {
  it('ends every screen with the portal’s name and the release that runs it', async () => {
    window.location.hash = '#/';
    render(
      <Admin
        i18nProvider={i18nProvider}
        dataProvider={testDataProvider()}
        authProvider={staffAs('admin')}
        layout={Layout}
        dashboard={() => <p>Bảng điều khiển</p>}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/nothing" element={null} />
        </CustomRoutes>
      </Admin>,
    );
    const footer = (await screen.findByText(/Phiên bản/)).closest('footer');
    expect(footer?.textContent).toBe(`Cổng thông tin Nghị quyết 57 · Phiên bản ${version}`);
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
