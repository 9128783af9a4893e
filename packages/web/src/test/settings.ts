import type { SessionUser } from '@portal/shared/auth';
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
};
