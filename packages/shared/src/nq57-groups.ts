// Without zod: the public pages that name the groups import them from here (first-load.test.ts).

/**
 * The task groups of Resolution 57 (numbers 1–7, in this order). Content is tagged with them
 * (`nq57_groups`), each indicator measures one, and the monitoring page shows their names.
 */
export const NQ57_GROUPS = [
  'Nâng cao nhận thức, đột phá về đổi mới tư duy, quyết tâm chính trị',
  'Khẩn trương hoàn thiện thể chế, xóa bỏ mọi tư tưởng, quan niệm, rào cản đang cản trở sự phát triển',
  'Tăng cường đầu tư, hoàn thiện hạ tầng cho khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số',
  'Phát triển, trọng dụng nhân lực chất lượng cao, nhân tài',
  'Đẩy mạnh chuyển đổi số trong hoạt động của các cơ quan trong hệ thống chính trị',
  'Thúc đẩy mạnh mẽ hoạt động khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số trong doanh nghiệp',
  'Tăng cường hợp tác quốc tế về phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số',
] as const;

/** The name of task group `group` (1–7); an unknown number still gets a readable label. */
export function nq57GroupName(group: number): string {
  return NQ57_GROUPS[group - 1] ?? `Nhóm nhiệm vụ ${group}`;
}

/** The groups as a field catalogue's choices (catalogue.ts): number → name. */
export const nq57GroupChoices: Record<number, string> = Object.fromEntries(
  NQ57_GROUPS.map((name, index) => [index + 1, name]),
);
