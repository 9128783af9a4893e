import { z } from 'zod';
import { defaultHomeSections, HOME_SECTION_KEYS } from './home-layout.ts';
import { FooterLinkSchema, MENU_SECTIONS, MenuEntrySchema } from './menus.ts';
import { DEFAULT_ACCENT, DEFAULT_PRIMARY, HEX_COLOR } from './theme.ts';

/**
 * The queues of the dashboard's deadlines: how many calendar days a dossier may
 * wait for staff before the dashboard highlights it. Calendar days, not working days: holidays
 * would need a calendar the department keeps, and the deadline is a warning, not a legal term.
 */
export const DEADLINE_QUEUES = ['proposals', 'ideas', 'solutions', 'questions', 'feedback'] as const;
export type DeadlineQueue = (typeof DEADLINE_QUEUES)[number];
export const deadlineSettingKey = (queue: DeadlineQueue) => `deadline_days_${queue}` as const;
export const DEADLINE_DAYS_MAX = 365;
const deadlineDays = (days: number) => z.number().int().min(1).max(DEADLINE_DAYS_MAX).default(days);

/**
 * Site settings as the portal receives them from `GET /api/settings` (and in every page it is sent).
 * Every key has a default so a fresh database answers a complete object.
 */
export const PublicSettingsSchema = z.object({
  site_name: z.string().max(200).default('Cổng thông tin Nghị quyết 57'),
  question_and_answer: z.boolean().default(true),
  contact: z.boolean().default(true),
  vneid_enabled: z.boolean().default(true),
  managing_agency: z.string().max(300).default(''),
  address: z.string().max(300).default(''),
  phone: z.string().max(50).default(''),
  email: z.string().max(200).default(''),
  partner: z.string().max(300).default(''),
  facebook_url: z.string().max(300).default(''),
  youtube_url: z.string().max(300).default(''),
  /** Giao diện: the department's short name, which the header shows where the full one does not fit. */
  department_short_name: z.string().max(100).default(''),
  /** What every page's title ends with ("Tin tức | <suffix>"). */
  title_suffix: z.string().max(100).default('Cổng thông tin Nghị quyết 57'),
  /** The department's colours (theme.ts): white text on the primary, dark text on the accent. */
  primary_color: z.string().regex(HEX_COLOR).default(DEFAULT_PRIMARY),
  accent_color: z.string().regex(HEX_COLOR).default(DEFAULT_ACCENT),
  /** Images staff uploaded (`/uploads/images/….webp`); empty: the portal's own emblem. */
  logo_url: z.string().max(300).default(''),
  favicon_url: z.string().max(300).default(''),
  share_image_url: z.string().max(300).default(''),
  /** The main menu (menus.ts): the spec's sections in the department's words and order, and its own links. */
  menu: z
    .array(MenuEntrySchema)
    .max(20)
    .default(() => MENU_SECTIONS.map((section) => ({ route: section.route, label: section.label, href: '' }))),
  /** The footer's "Liên kết website", after the spec's two. */
  footer_links: z.array(FooterLinkSchema).max(20).default([]),
  /** The home page's banner (home-layout.ts); empty: the portal's own words, no picture, no link. */
  banner_title: z.string().max(150).default(''),
  banner_text: z.string().max(400).default(''),
  banner_image: z.string().max(300).default(''),
  banner_link_label: z.string().max(60).default(''),
  banner_link_href: z.string().max(500).default(''),
  /** The home page's sections, in order, each shown or not. */
  home_sections: z
    .array(z.object({ key: z.enum(HOME_SECTION_KEYS), visible: z.boolean() }))
    .max(HOME_SECTION_KEYS.length)
    .default(defaultHomeSections),
});

/**
 * Every setting: the public ones and the back office's own, which only the admin settings routes
 * answer (`/api/admin/settings`, the dashboard). Visitors have no use for them.
 */
export const SettingsSchema = PublicSettingsSchema.extend({
  /** Calendar days a dossier of each queue may wait before the dashboard highlights it. */
  deadline_days_proposals: deadlineDays(15),
  deadline_days_ideas: deadlineDays(15),
  deadline_days_solutions: deadlineDays(15),
  deadline_days_questions: deadlineDays(7),
  deadline_days_feedback: deadlineDays(7),
  /** The demo was taken out (db/demo.ts): a later start seeds it no more. */
  demo_removed: z.boolean().default(false),
});

export type Settings = z.infer<typeof SettingsSchema>;
export type SettingKey = keyof Settings;
export const settingKeys = Object.keys(SettingsSchema.shape) as SettingKey[];

export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
export type PublicSettingKey = keyof PublicSettings;
export const publicSettingKeys = Object.keys(PublicSettingsSchema.shape) as PublicSettingKey[];

/** The public part of the settings: what `GET /api/settings` and the portal's pages carry. */
export const publicSettingsOf = (settings: Settings): PublicSettings =>
  Object.fromEntries(publicSettingKeys.map((key) => [key, settings[key]])) as PublicSettings;

/** `GET /api/settings?keys=contact,question_and_answer` answers only those keys. */
export const SettingsQuerySchema = z.object({
  keys: z
    .string()
    .max(500)
    .optional()
    .transform((value) => (value ? value.split(',').map((key) => key.trim()) : undefined))
    .pipe(
      z
        .array(
          z.enum(publicSettingKeys as [PublicSettingKey, ...PublicSettingKey[]], {
            message: 'Khóa cấu hình không hợp lệ',
          }),
        )
        .optional(),
    ),
});

export const SettingsResponseSchema = z.object({ data: PublicSettingsSchema.partial() });
