/**
 * Who may do what in the back office (docs/DOMAIN.md, "People and roles"). The server checks the
 * precise permission on every admin call; the portal only shows the admin link to staff.
 */
export const USER_ROLES = ['citizen', 'reviewer', 'editor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userRoleLabels: Record<UserRole, string> = {
  citizen: 'Người dân',
  reviewer: 'Cán bộ kiểm duyệt',
  editor: 'Biên tập viên',
  admin: 'Quản trị viên',
};

/**
 * The back office's areas: moderation (proposals, ideas, solutions, questions, feedback),
 * content (news, categories, products, big problems, documents, FAQs, static pages, reports),
 * administration (users, roles, settings, audit log); dashboard (counts and queues), open to
 * every staff role.
 */
export type StaffArea = 'moderation' | 'content' | 'administration' | 'dashboard';

const areasOf: Record<UserRole, readonly StaffArea[]> = {
  citizen: [],
  reviewer: ['moderation', 'dashboard'],
  editor: ['content', 'dashboard'],
  admin: ['moderation', 'content', 'administration', 'dashboard'],
};

export const mayWorkIn = (role: UserRole, area: StaffArea): boolean => areasOf[role].includes(area);
