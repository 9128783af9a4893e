/**
 * Lĩnh vực: the one managed list of fields the proposal form and the idea form pick from, and the
 * only values the server accepts for a proposal. A constant (not a table) so that the portal's
 * select, the zod schema and the migration that mapped the old free-text values agree without a
 * call; a field is added here, and the change is reviewed like any other.
 */
export const SUBMISSION_FIELDS = [
  'Chuyển đổi số',
  'Cơ khí - Tự động hóa',
  'Công nghệ sinh học',
  'Công nghệ thông tin',
  'Đổi mới sáng tạo',
  'Khoa học và công nghệ',
  'Môi trường',
  'Năng lượng',
  'Nông nghiệp',
  'Sở hữu trí tuệ',
  'Tiêu chuẩn đo lường chất lượng',
  'Vật liệu',
  'Y dược',
] as const;
export type SubmissionField = (typeof SUBMISSION_FIELDS)[number];

export const isSubmissionField = (value: string): value is SubmissionField =>
  (SUBMISSION_FIELDS as readonly string[]).includes(value);

/** The list as a field catalogue's choices (catalogue.ts): each field is its own label. */
export const submissionFieldChoices: Record<string, string> = Object.fromEntries(
  SUBMISSION_FIELDS.map((field) => [field, field]),
);
