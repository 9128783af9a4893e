/**
 * The first run of a department's portal (back office, "Thiết lập ban đầu"): what is still to do,
 * which the dashboard lists for administrators until nothing is left.
 */
export const SETUP_STEPS = ['department', 'contacts', 'logo', 'staff', 'categories', 'account'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupStepLabels: Record<SetupStep, string> = {
  department: 'Chọn tỉnh, thành phố và tên Sở',
  contacts: 'Địa chỉ, điện thoại và thư điện tử liên hệ',
  logo: 'Biểu trưng (logo) của Sở',
  staff: 'Mời cán bộ biên tập, cán bộ kiểm duyệt',
  categories: 'Chuyên mục tin tức (tin bài nào cũng thuộc một chuyên mục)',
  account: 'Họ tên thật của quản trị viên (thay “Quản trị viên”)',
};

/** The name the first administrator starts with (db/seed.ts). */
export const FIRST_ADMIN_NAME = 'Quản trị viên';
