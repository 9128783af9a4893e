import { messages as bigProblems } from './big-problems/messages.ts';
import { messages as documents } from './documents/messages.ts';
import { messages as faqs } from './faqs/messages.ts';
import { messages as feedback } from './feedback/messages.ts';
import { messages as ideas } from './ideas/messages.ts';
import { messages as indicatorValues } from './indicator-values/messages.ts';
import { messages as indicators } from './indicators/messages.ts';
import { messages as interests } from './interests/messages.ts';
import { messages as judging } from './judging/messages.ts';
import { messages as posts } from './posts/messages.ts';
import { messages as products } from './products/messages.ts';
import { messages as proposals } from './proposals/messages.ts';
import { messages as questions } from './questions/messages.ts';
import { messages as settings } from './settings/messages.ts';
import { messages as setup } from './setup/messages.ts';
import { messages as solutions } from './solutions/messages.ts';
import { messages as staffInvitations } from './staff-invitations/messages.ts';
import { messages as staticPages } from './static-pages/messages.ts';
import { messages as users } from './users/messages.ts';

/**
 * The texts of the resources added after the first two (whose texts are in i18n/i18nProvider.ts):
 * each resource folder exports its own `messages` (`{ name, fields: {...}, ... }`) and is listed
 * here once, under its resource name.
 */
export const resourceMessages: Record<string, unknown> = {
  posts,
  'static-pages': staticPages,
  settings,
  setup,
  faqs,
  questions,
  feedback,
  interests,
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
  judging,
};
