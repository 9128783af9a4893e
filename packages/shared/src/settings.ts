import { z } from 'zod';

/**
 * Site settings as the portal receives them from `GET /api/settings`.
 * Every key has a default so a fresh database answers a complete object.
 */
export const SettingsSchema = z.object({
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
});

export type Settings = z.infer<typeof SettingsSchema>;
export type SettingKey = keyof Settings;
export const settingKeys = Object.keys(SettingsSchema.shape) as SettingKey[];

/** `GET /api/settings?keys=contact,question_and_answer` answers only those keys. */
export const SettingsQuerySchema = z.object({
  keys: z
    .string()
    .max(500)
    .optional()
    .transform((value) => (value ? value.split(',').map((key) => key.trim()) : undefined))
    .pipe(
      z
        .array(z.enum(settingKeys as [SettingKey, ...SettingKey[]], { message: 'Khóa cấu hình không hợp lệ' }))
        .optional(),
    ),
});

export const SettingsResponseSchema = z.object({ data: SettingsSchema.partial() });
