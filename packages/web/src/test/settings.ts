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
};
