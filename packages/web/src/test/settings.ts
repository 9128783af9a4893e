import type { SessionUser } from '@portal/shared/auth';
import type { Home } from '@portal/shared/home';
import { defaultHomeSections } from '@portal/shared/home-layout';
import { MENU_SECTIONS } from '@portal/shared/menus';
import type { Settings } from '@portal/shared/settings';

export const demoSettingsForTests: Settings = {
  site_name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam',
  question_and_answer: true,
  contact: true,
  vneid_enabled: true,
  managing_agency: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
  address: 'Số 18 đường Lê Hồng Phong',
  phone: '0238 3 844 557',
  email: 'nghiquyet57@sokhcn.songlam.gov.vn',
  partner: 'Trung tâm Đổi mới sáng tạo',
  facebook_url: '',
  youtube_url: '',
  deadline_days_proposals: 15,
  deadline_days_ideas: 15,
  deadline_days_solutions: 15,
  deadline_days_questions: 7,
  deadline_days_feedback: 7,
  department_short_name: 'Sở KH&CN tỉnh Sông Lam',
  title_suffix: 'Cổng thông tin Nghị quyết 57',
  primary_color: '#0b4f9c',
  accent_color: '#ffd54a',
  logo_url: '',
  favicon_url: '',
  share_image_url: '',
  menu: MENU_SECTIONS.map((section) => ({ route: section.route, label: section.label, href: '' })),
  footer_links: [],
  banner_title: '',
  banner_text: '',
  banner_image: '',
  banner_link_label: '',
  banner_link_href: '',
  home_sections: defaultHomeSections(),
  demo_removed: false,
};

export const citizenForTests: SessionUser = {
  id: 1,
  full_name: 'Trần Thị Bình',
  email: 'binh@example.vn',
  avatar: null,
  citizenPid: null,
  citizen_pid_masked: '********1234',
  is_admin: false,
  role: 'citizen',
  google_auththen_check: false,
  must_change_password: false,
  initial_password: false,
  vneid_linked: false,
  has_password: true,
  sign_in_method: 'pwd',
};

const firstPost: Home['featured'][number] = {
  id: 1,
  slug: 'ra-mat-cong-thong-tin',
  title: 'Ra mắt Cổng thông tin Nghị quyết 57 của tỉnh',
  summary: 'Cổng là nơi người dân, doanh nghiệp theo dõi và tham gia triển khai Nghị quyết.',
  cover_image: null,
  cover_alt: '',
  category: { id: 1, slug: 'tin-hoat-dong', name: 'Tin hoạt động' },
  featured: true,
  published_at: '2026-11-20T01:00:00.000Z',
  view_count: 12,
};

/** A home page with one post and nothing else, as /api/home would answer it. */
export const homeForTests: Home = {
  featured: [firstPost],
  latest: [],
  by_category: [{ category: firstPost.category, posts: [firstPost] }],
  products: [],
  big_problems: [],
  monitoring: { key_figures: [], task_groups: [], adopted_stages: [] },
};
