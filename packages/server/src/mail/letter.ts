import type { Settings } from '@portal/shared/settings';
import { FIRST_ADMIN_NAME } from '@portal/shared/setup';

/** Who writes the portal's mails: the managing agency, or the site's name when none is set. */
export const agencyOf = (site: Settings): string => site.managing_agency || site.site_name;

/** Whom to call when a step on an account was not its owner's: the agency and, when set, its phone. */
export const agencyContact = (site: Settings): string =>
  `${agencyOf(site)}${site.phone ? ` (điện thoại ${site.phone})` : ''}`;

/**
 * The salutation of every mail: by name when the portal knows it, else to "Ông/Bà" alone. The
 * first administrator's placeholder name (until the first sign-in sets a real one) is not a name.
 */
export const greeting = (name?: string | null): string => {
  const trimmed = name?.trim();
  const known = trimmed === FIRST_ADMIN_NAME ? '' : trimmed;
  return known ? `Kính gửi Ông/Bà ${known},` : 'Kính gửi Ông/Bà,';
};

/** The department's signature: its name, address, and how to reach it, as the settings give them. */
export const signature = (site: Settings): string[] => {
  const contact = [site.phone && `Điện thoại: ${site.phone}`, site.email && `Email: ${site.email}`]
    .filter(Boolean)
    .join(' · ');
  return [agencyOf(site), site.address, contact].filter(Boolean);
};

/** The line under every automatic mail. */
export const AUTOMATIC_NOTE = 'Đây là thư tự động, xin Ông/Bà không trả lời thư này.';

export interface Letter {
  subject: string;
  text: string;
}

/**
 * Every mail the portal sends to a person, in one formal form (docs/GLOSSARY.md, "Thư"): the
 * site's name leads the subject; "Kính gửi Ông/Bà {họ tên}," then the body, "Trân trọng," and
 * the department's signature; under a rule, the note that the mail is automatic and, when
 * given, a last word of the sender's own (a way to stop such mails, what to do if it was not
 * them). Plain text only: what people typed reaches a mail client as text, never rendered.
 */
export function letter(
  site: Settings,
  {
    subject,
    to,
    body,
    footer = [],
  }: { subject: string; to?: string | null; body: readonly string[]; footer?: readonly string[] },
): Letter {
  return {
    subject: `[${site.site_name}] ${subject}`,
    text: [greeting(to), '', ...body, '', 'Trân trọng,', ...signature(site), '', '---', AUTOMATIC_NOTE, ...footer].join(
      '\n',
    ),
  };
}
