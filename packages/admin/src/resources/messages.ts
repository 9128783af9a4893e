import { messages as bigProblems } from './big-problems/index.tsx'; // admin-ui-catalogue
import { messages as documents } from './documents/index.tsx'; // admin-ui-catalogue
import { messages as faqs } from './faqs/index.tsx'; // admin-ui-content
import { messages as feedback } from './feedback/index.tsx'; // admin-ui-people
import { messages as ideas } from './ideas/index.tsx'; // admin-ui-moderation
import { messages as indicatorValues } from './indicator-values/index.tsx'; // admin-ui-catalogue
import { messages as indicators } from './indicators/index.tsx'; // admin-ui-catalogue
import { messages as posts } from './posts/index.tsx'; // admin-ui-content
import { messages as products } from './products/index.tsx'; // admin-ui-catalogue
import { messages as proposals } from './proposals/index.tsx'; // admin-ui-moderation
import { messages as questions } from './questions/index.tsx'; // admin-ui-people
import { messages as settings } from './settings/index.tsx'; // admin-ui-content
import { messages as solutions } from './solutions/index.tsx'; // admin-ui-catalogue
import { messages as staticPages } from './static-pages/index.tsx'; // admin-ui-content
import { messages as users } from './users/index.tsx'; // admin-ui-people

/**
 * The texts of the resources added after the first two (whose texts are in i18n/i18nProvider.ts):
 * each resource folder exports its own `messages` (`{ name, fields: {...}, ... }`) and is listed
 * here once, under its resource name.
 */
export const resourceMessages: Record<string, unknown> = {
  posts, // admin-ui-content
  'static-pages': staticPages, // admin-ui-content
  settings, // admin-ui-content
  faqs, // admin-ui-content
  questions, // admin-ui-people
  feedback, // admin-ui-people
  users, // admin-ui-people
  products, // admin-ui-catalogue
  'big-problems': bigProblems, // admin-ui-catalogue
  solutions, // admin-ui-catalogue
  indicators, // admin-ui-catalogue
  'indicator-values': indicatorValues, // admin-ui-catalogue
  documents, // admin-ui-catalogue
  proposals, // admin-ui-moderation
  ideas, // admin-ui-moderation
};
