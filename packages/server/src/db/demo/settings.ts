import { defaultHomeSections } from '@portal/shared/home-layout';
import { MENU_SECTIONS } from '@portal/shared/menus';
import type { Settings } from '@portal/shared/settings';

/** The fictional department of the demo (tỉnh Sông Lam): its settings, written only with SEED_DEMO_CONTENT. */
export const demoSettings: Settings = {
  site_name: 'Cổng thông tin Nghị quyết 57 tỉnh Sông Lam',
  question_and_answer: true,
  contact: true,
  vneid_enabled: true,
  managing_agency: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
  address: 'Số 18 đường Lê Hồng Phong, phường Trung Tâm, tỉnh Sông Lam',
  phone: '0238 3 844 557',
  email: 'nghiquyet57@sokhcn.songlam.gov.vn',
  partner: 'Trung tâm Đổi mới sáng tạo tỉnh Sông Lam',
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
