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
 * The back office's areas (each resource's is in `backOfficeAreas`); dashboard (counts and
 * queues) is open to every staff role.
 */
export type StaffArea = 'moderation' | 'content' | 'administration' | 'dashboard';

/**
 * Every resource of the back office and the area it belongs to, written once: the back office's
 * menu and routes (packages/admin/src/resources/index.tsx) take it from here, and the server's
 * `/api/admin/<resource>` routes declare the same area (admin.routes.test.ts checks each one).
 */
export const backOfficeAreas = {
  categories: 'content',
  posts: 'content',
  'static-pages': 'content',
  faqs: 'content',
  products: 'content',
  'big-problems': 'content',
  solutions: 'content',
  indicators: 'content',
  'indicator-values': 'content',
  documents: 'content',
  questions: 'moderation',
  feedback: 'moderation',
  interests: 'moderation',
  proposals: 'moderation',
  ideas: 'moderation',
  /** Chấm giải pháp: a judge (reviewer) scores the solutions of the big problems they judge. */
  judging: 'moderation',
  settings: 'administration',
  users: 'administration',
  'staff-invitations': 'administration',
  'audit-log': 'administration',
} as const satisfies Record<string, StaffArea>;
export type BackOfficeResourceName = keyof typeof backOfficeAreas;

const areasOf: Record<UserRole, readonly StaffArea[]> = {
  citizen: [],
  reviewer: ['moderation', 'dashboard'],
  editor: ['content', 'dashboard'],
  admin: ['moderation', 'content', 'administration', 'dashboard'],
};

export const mayWorkIn = (role: UserRole, area: StaffArea): boolean => areasOf[role].includes(area);
