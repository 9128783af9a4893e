import type { StaffArea } from '@portal/shared/roles';
import type { ResourceProps } from 'react-admin';
import auditLog from './audit-log/index.tsx';
import categories from './categories/index.tsx';

/**
 * Every resource of the back office with the area it belongs to (shared/roles.ts): the menu and
 * the routes show a staff member only the resources of their role. The server checks the same
 * area on every call (packages/server/src/modules/admin/guard.ts). A new resource is one folder
 * exporting `{ list, edit, create, show?, icon }` and one line here.
 */
export const backOfficeResources: { area: StaffArea; resource: ResourceProps }[] = [
  { area: 'content', resource: { name: 'categories', ...categories } },
  { area: 'administration', resource: { name: 'audit-log', ...auditLog } },
];
