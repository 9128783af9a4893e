import { z } from 'zod';
import { SUBMISSION_STATES } from './submission-states.ts';
import { TimelineEntrySchema } from './submissions.ts';

/**
 * Tra cứu hồ sơ: anyone with a dossier's tracking code (DX-…, YT-…, GP-…) and its lookup key
 * (mã tra cứu, random, printed on the receipt and in the receipt mail) reads its state and its
 * steps, as public-service portals offer. No personal data: no author, no contact, no staff note.
 * A wrong pair and an unknown code get the same answer.
 */

export const lookupMessages = {
  codeRequired: 'Vui lòng nhập mã hồ sơ, ví dụ DX-2026-000123',
  codeInvalid: 'Mã hồ sơ gồm DX, YT hoặc GP, năm và số hồ sơ, ví dụ DX-2026-000123',
  keyRequired: 'Vui lòng nhập mã tra cứu in trên phiếu tiếp nhận',
  keyInvalid: 'Mã tra cứu gồm 8 chữ cái và chữ số, in trên phiếu tiếp nhận',
  notFound:
    'Không tìm thấy hồ sơ với mã hồ sơ và mã tra cứu này. Vui lòng kiểm tra lại hai mã trên phiếu tiếp nhận hoặc thư xác nhận của Sở.',
} as const;

/** `dx-2026-123`, ` DX 2026 000123 ` → `DX-2026-000123`; anything else as typed, upper-cased. */
export function normalTrackingCode(value: string): string {
  const parts = /^\s*(DX|YT|GP)[\s-]*(\d{4})[\s-]*(\d{1,6})\s*$/i.exec(value);
  if (!parts) return value.trim().toUpperCase();
  const [, prefix = '', year = '', number = ''] = parts;
  return `${prefix.toUpperCase()}-${year}-${number.padStart(6, '0')}`;
}

/** A key as printed (`AB3K 9QXZ`, `ab3k-9qxz`): its letters and digits, upper-cased. */
export const normalLookupKey = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

export const DossierLookupSchema = z.object({
  code: z
    .string({ error: lookupMessages.codeRequired })
    .trim()
    .min(1, lookupMessages.codeRequired)
    .max(40, lookupMessages.codeInvalid)
    .transform(normalTrackingCode)
    .refine((code) => /^(DX|YT|GP)-\d{4}-\d{6,}$/.test(code), lookupMessages.codeInvalid),
  key: z
    .string({ error: lookupMessages.keyRequired })
    .trim()
    .min(1, lookupMessages.keyRequired)
    .max(20, lookupMessages.keyInvalid)
    .transform(normalLookupKey)
    .refine((key) => /^[A-Z0-9]{8}$/.test(key), lookupMessages.keyInvalid),
});
export type DossierLookup = z.input<typeof DossierLookupSchema>;

export const DossierLookupAnswerSchema = z.object({
  data: z.object({
    code: z.string(),
    /** "Đề xuất", "Ý tưởng" or "Giải pháp". */
    kind: z.string(),
    title: z.string(),
    status: z.enum(SUBMISSION_STATES),
    submitted_at: z.string().nullable(),
    /** Its steps, oldest first: what and when, never who nor the department's note to its author. */
    steps: z.array(
      z.object({
        action: TimelineEntrySchema.shape.action,
        to: z.enum(SUBMISSION_STATES),
        at: z.string(),
      }),
    ),
  }),
});
export type DossierLookupAnswer = z.infer<typeof DossierLookupAnswerSchema>;
