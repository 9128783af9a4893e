import type { StaffArea } from '@portal/shared/roles';
import type { ResourceProps } from 'react-admin';
import auditLog from './audit-log/index.tsx';
import bigProblems from './big-problems/index.tsx';
import categories from './categories/index.tsx';
import documents from './documents/index.tsx';
import faqs from './faqs/index.tsx';
import feedback from './feedback/index.tsx';
import ideas from './ideas/index.tsx';
import indicatorValues from './indicator-values/index.tsx';
import indicators from './indicators/index.tsx';
import posts from './posts/index.tsx';
import products from './products/index.tsx';
import proposals from './proposals/index.tsx';
import questions from './questions/index.tsx';
import settings from './settings/index.tsx';
import solutions from './solutions/index.tsx';
import staffInvitations from './staff-invitations/index.tsx';
import staticPages from './static-pages/index.tsx';
import users from './users/index.tsx';

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
  { area: 'moderation', resource: { name: 'questions', ...questions } },
  { area: 'moderation', resource: { name: 'feedback', ...feedback } },
  { area: 'administration', resource: { name: 'users', ...users } },
  { area: 'administration', resource: { name: 'staff-invitations', ...staffInvitations } },
  { area: 'content', resource: { name: 'products', ...products } },
  { area: 'content', resource: { name: 'big-problems', ...bigProblems } },
  { area: 'content', resource: { name: 'solutions', ...solutions } },
  { area: 'content', resource: { name: 'indicators', ...indicators } },
  { area: 'content', resource: { name: 'indicator-values', ...indicatorValues } },
  { area: 'content', resource: { name: 'documents', ...documents } },
  { area: 'moderation', resource: { name: 'proposals', ...proposals } },
  { area: 'moderation', resource: { name: 'ideas', ...ideas } },
  { area: 'administration', resource: { name: 'audit-log', ...auditLog } },
];
