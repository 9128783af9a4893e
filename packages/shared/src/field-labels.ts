// The back office's field names, apart from the schemas: its first screen (the menu, the
// dashboard) needs the names but not zod (issue 17 item 21: load little before the first screen).
import type { AdminFeedback, AdminQuestion, AdminUser } from './admin-people.ts';
import type { AdminInvitation } from './staff-invitations.ts';

export const questionFieldLabels: Record<keyof AdminQuestion, string> = {
  id: 'Số',
  name: 'Họ tên',
  email: 'Email',
  phone: 'Điện thoại',
  topic: 'Chủ đề',
  question: 'Câu hỏi',
  status: 'Trạng thái',
  answer: 'Câu trả lời',
  answered_at: 'Ngày trả lời',
  faq_id: 'Mã hỏi đáp',
  created_at: 'Ngày gửi',
};

export const feedbackFieldLabels: Record<keyof AdminFeedback, string> = {
  id: 'Số',
  name: 'Họ tên',
  email: 'Email',
  phone: 'Điện thoại',
  subject: 'Tiêu đề',
  message: 'Nội dung',
  status: 'Trạng thái',
  handled_at: 'Ngày xử lý',
  handled_note: 'Ghi chú xử lý',
  handled_by: 'Người xử lý',
  created_at: 'Ngày gửi',
};

export const userFieldLabels: Record<keyof AdminUser, string> = {
  id: 'Số',
  email: 'Email',
  full_name: 'Họ tên',
  role: 'Vai trò',
  citizen_pid_masked: 'Số định danh',
  two_factor: 'Xác thực hai lớp',
  locked: 'Đã khóa',
  disabled_at: 'Ngày khóa',
  locked_until: 'Tạm khóa đến',
  must_change_password: 'Phải đổi mật khẩu',
  vneid_linked: 'Liên kết VNeID',
  citizen_pid_verified: 'Số định danh đã xác thực qua VNeID',
  citizen_pid_disputed: 'Số định danh bị tranh chấp',
  consent_at: 'Ngày đồng ý xử lý dữ liệu',
  created_at: 'Ngày đăng ký',
  updated_at: 'Ngày cập nhật',
};

export const invitationFieldLabels: Record<keyof AdminInvitation, string> = {
  id: 'Số',
  email: 'Email',
  full_name: 'Họ tên',
  role: 'Vai trò',
  state: 'Trạng thái',
  expires_at: 'Hết hạn lúc',
  sent_at: 'Gửi lúc',
  sent_count: 'Số lần gửi',
  invited_by: 'Người mời',
  accepted_at: 'Nhận lúc',
  user_id: 'Tài khoản',
  revoked_at: 'Thu hồi lúc',
  created_at: 'Ngày mời',
};
