// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import posts from './posts/index.tsx';
import solutions from './solutions/index.tsx';
import staticPages from './static-pages/index.tsx';

afterEach(cleanup);

const record = {
  id: 7,
  title: 'Bản ghi thử',
  slug: 'ban-ghi-thu',
  path: '/pages/ban-ghi-thu',
  status: 'draft',
  organisation: 'Sở',
  visible: true,
  fixed: false,
  published_at: null,
  updated_at: '2026-11-23T02:00:00.000Z',
};

const listOf = (resource: string, List: ComponentType) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getList: async () => ({ data: [record], total: 1 }) as never,
        getMany: async () => ({ data: [] }) as never,
      })}
      i18nProvider={i18nProvider}
    >
      <ResourceContextProvider value={resource}>
        <List />
      </ResourceContextProvider>
    </AdminContext>,
  );

// Staff removing the demo, or a batch of drafts, select rows and delete them at once where deleting is allowed.
describe('bulk delete in the lists where deleting is allowed', { timeout: 30_000 }, () => {
  for (const [resource, views] of [
    ['static-pages', staticPages],
    ['posts', posts],
    ['solutions', solutions],
  ] as const) {
    it(resource, async () => {
      listOf(resource, views.list as ComponentType);
      expect(await screen.findByText('Bản ghi thử')).toBeTruthy();
      expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(1);
    });
  }
});
