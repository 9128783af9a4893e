import type { Settings } from '@portal/shared/settings';

/** Who writes the portal's mails: the managing agency, or the site's name when none is set. */
export const agencyOf = (site: Settings): string => site.managing_agency || site.site_name;

/** Whom to call when a step on an account was not its owner's: the agency and, when set, its phone. */
export const agencyContact = (site: Settings): string =>
  `${agencyOf(site)}${site.phone ? ` (điện thoại ${site.phone})` : ''}`;

/** The lines every automatic mail ends with: not to answer it, and the signature. */
export const signOff = (...signature: string[]): string[] => [
  '---',
  'Đây là thư tự động, xin đừng trả lời thư này.',
  '',
  'Trân trọng,',
  ...signature,
];
