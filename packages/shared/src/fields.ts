/**
 * Lĩnh vực: the managed list of fields the idea form picks from and every field a submission may
 * be read under; proposals pick from the part of it below (PROPOSAL_FIELDS). A constant (not a
 * table) so that the portal's select, the zod schema and the migration that mapped the old
 * free-text values agree without a call; a field is added here, and the change is reviewed like
 * any other.
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

/**
 * The fields a proposal (a product, a solution, a need: what the marketplace lists) is filed
 * under: the technology fields products are filed under, and digital transformation. Not the
 * department's areas of work ("Khoa học và công nghệ", "Đổi mới sáng tạo", "Sở hữu trí tuệ",
 * "Tiêu chuẩn đo lường chất lượng"), which name news categories and documents' fields and stay for
 * ideas, which may be about any of the department's work. A proposal filed under one of those
 * before keeps it (staff and the public read it); its author picks a field of this list at the
 * next edit, as with the free-text fields before the list (migration 0012).
 */
export const PROPOSAL_FIELDS = [
  'Chuyển đổi số',
  'Cơ khí - Tự động hóa',
  'Công nghệ sinh học',
  'Công nghệ thông tin',
  'Môi trường',
  'Năng lượng',
  'Nông nghiệp',
  'Vật liệu',
  'Y dược',
] as const satisfies readonly SubmissionField[];

export const isProposalField = (value: string): boolean => (PROPOSAL_FIELDS as readonly string[]).includes(value);

/** The list as a field catalogue's choices (catalogue.ts): each field is its own label. */
export const submissionFieldChoices: Record<string, string> = Object.fromEntries(
  SUBMISSION_FIELDS.map((field) => [field, field]),
);
