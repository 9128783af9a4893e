import type { AdminProduct } from '@portal/shared/admin-products';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Admin, type AuthProvider, type DataProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';

/** Signed in as staff of `role`, and never signed out. */
export const staffAs = (role: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

/**
 * The back office at a hash address, as the browser opens it, for staff of `role`, with the
 * `resources` given: every list holds `record` alone, every record read is it, and no reference
 * has any. `calls` replace the data provider's own (an update the test watches).
 */
export function backOfficeAt(
  address: string,
  { role, record, calls }: { role: string; record: { id: number }; calls?: Partial<DataProvider> },
  resources: ReactNode,
) {
  window.location.hash = `#${address}`;
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [record], total: 1 }) as never,
    getOne: async () => ({ data: record }) as never,
    getMany: async () => ({ data: [] }) as never,
    getManyReference: async () => ({ data: [], total: 0 }) as never,
    ...calls,
  });
  return render(
    <Admin
      i18nProvider={i18nProvider}
      dataProvider={dataProvider}
      authProvider={staffAs(role)}
      requireAuth
      disableTelemetry
    >
      {resources}
    </Admin>,
  );
}

/** A published product as staff read it: nobody follows it yet and it has no end date. */
export const staffProduct = (product: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 9,
  name: 'Máy sấy nông sản',
  slug: 'may-say',
  summary: '',
  description: '',
  field: 'Nông nghiệp',
  readiness_level: 5,
  demand_types: [],
  price: null,
  owner_organisation: '',
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  status: 'published',
  published_at: '2026-11-20T01:30:00.000Z',
  images: [],
  attachments: [],
  nq57_groups: [],
  view_count: 3,
  followers: 0,
  interests: 0,
  interests_accepted: 0,
  expires_at: null,
  created_at: '2026-11-20T01:30:00.000Z',
  updated_at: '2026-11-20T01:30:00.000Z',
  ...product,
});
