import type { StaffArea } from '@portal/shared/roles';
import type { ResourceProps } from 'react-admin';
import auditLog from './audit-log/index.tsx';
import bigProblems from './big-problems/index.tsx'; // admin-ui-catalogue
import categories from './categories/index.tsx';
import documents from './documents/index.tsx'; // admin-ui-catalogue
import faqs from './faqs/index.tsx'; // admin-ui-content
import feedback from './feedback/index.tsx'; // admin-ui-people
import ideas from './ideas/index.tsx'; // admin-ui-moderation
import indicatorValues from './indicator-values/index.tsx'; // admin-ui-catalogue
import indicators from './indicators/index.tsx'; // admin-ui-catalogue
import posts from './posts/index.tsx'; // admin-ui-content
import products from './products/index.tsx'; // admin-ui-catalogue
import proposals from './proposals/index.tsx'; // admin-ui-moderation
import questions from './questions/index.tsx'; // admin-ui-people
import settings from './settings/index.tsx'; // admin-ui-content
import solutions from './solutions/index.tsx'; // admin-ui-catalogue
import staticPages from './static-pages/index.tsx'; // admin-ui-content
import users from './users/index.tsx'; // admin-ui-people

/**
 * Every resource of the back office with the area it belongs to (shared/roles.ts): the menu and
 * the routes show a staff member only the resources of their role. The server checks the same
 * area on every call (packages/server/src/modules/admin/guard.ts). A new resource is one folder
 * exporting `{ list, edit, create, show?, icon }` and one line here.
 */
export const backOfficeResources: { area: StaffArea; resource: ResourceProps }[] = [
  { area: 'content', resource: { name: 'categories', ...categories } },
  { area: 'content', resource: { name: 'posts', ...posts } },
  { area: 'content', resource: { name: 'static-pages', ...staticPages } },
  { area: 'content', resource: { name: 'faqs', ...faqs } },
  { area: 'administration', resource: { name: 'settings', ...settings } },
  { area: 'moderation', resource: { name: 'questions', ...questions } }, // admin-ui-people
  { area: 'moderation', resource: { name: 'feedback', ...feedback } }, // admin-ui-people
  { area: 'administration', resource: { name: 'users', ...users } }, // admin-ui-people
  { area: 'content', resource: { name: 'products', ...products } }, // admin-ui-catalogue
  { area: 'content', resource: { name: 'big-problems', ...bigProblems } }, // admin-ui-catalogue
  { area: 'content', resource: { name: 'solutions', ...solutions } }, // admin-ui-catalogue
  { area: 'content', resource: { name: 'indicators', ...indicators } }, // admin-ui-catalogue
  { area: 'content', resource: { name: 'indicator-values', ...indicatorValues } }, // admin-ui-catalogue
  { area: 'content', resource: { name: 'documents', ...documents } }, // admin-ui-catalogue
  { area: 'moderation', resource: { name: 'proposals', ...proposals } }, // admin-ui-moderation
  { area: 'moderation', resource: { name: 'ideas', ...ideas } }, // admin-ui-moderation
  { area: 'administration', resource: { name: 'audit-log', ...auditLog } },
];
