import { messages as bigProblems } from './big-problems/index.tsx';
import { messages as documents } from './documents/index.tsx';
import { messages as faqs } from './faqs/index.tsx';
import { messages as feedback } from './feedback/index.tsx';
import { messages as ideas } from './ideas/index.tsx';
import { messages as indicatorValues } from './indicator-values/index.tsx';
import { messages as indicators } from './indicators/index.tsx';
import { messages as posts } from './posts/index.tsx';
import { messages as products } from './products/index.tsx';
import { messages as proposals } from './proposals/index.tsx';
import { messages as questions } from './questions/index.tsx';
import { messages as settings } from './settings/index.tsx';
import { messages as solutions } from './solutions/index.tsx';
import { messages as staffInvitations } from './staff-invitations/index.tsx';
import { messages as staticPages } from './static-pages/index.tsx';
import { messages as users } from './users/index.tsx';

/**
 * The texts of the resources added after the first two (whose texts are in i18n/i18nProvider.ts):
 * each resource folder exports its own `messages` (`{ name, fields: {...}, ... }`) and is listed
 * here once, under its resource name.
 */
export const resourceMessages: Record<string, unknown> = {
  posts,
  'static-pages': staticPages,
  settings,
  faqs,
  questions,
  feedback,
  users,
  'staff-invitations': staffInvitations,
  products,
  'big-problems': bigProblems,
  solutions,
  indicators,
  'indicator-values': indicatorValues,
  documents,
  proposals,
  ideas,
};
