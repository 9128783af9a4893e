// The back office's field names, apart from the schemas: its first screen (the menu, the
// dashboard) needs the names but not zod (load little before the first screen).
// One map per resource, read by the back office's screens (`resources.<r>.fields`) and by the
// server as the headers of the resource's Excel export: the server refuses to
// start when a map misses a field of its record. Type imports only: nothing of zod at runtime.
import type { AdminCategory } from './admin.ts';
import type { AdminBigProblem, AdminSolution } from './admin-big-problems.ts';
import type { AdminFaq, AdminPost, AdminStaticPage } from './admin-content.ts';
import type { AdminDocument } from './admin-documents.ts';
import type { AdminIndicator, AdminIndicatorValue } from './admin-indicators.ts';
import type { AdminFeedback, AdminQuestion, AdminUser } from './admin-people.ts';
import type { AdminProduct } from './admin-products.ts';
import { bigProblemCatalogue } from './big-problem-fields.ts';
import { labelsFor } from './catalogue.ts';
import { documentCatalogue } from './document-fields.ts';
import { feedbackCatalogue, questionCatalogue } from './engagement-fields.ts';
import { indicatorCatalogue, indicatorValueCatalogue } from './indicator-fields.ts';
import type { AdminInterest } from './interests.ts';
import { postCatalogue } from './post-fields.ts';
import { productCatalogue } from './product-fields.ts';
import { solutionCatalogue } from './solution-fields.ts';
import type { AdminInvitation } from './staff-invitations.ts';
import { CORRECTION_ACTION, correctionActionLabel } from './status-labels.ts';

export const questionFieldLabels = { id: 'Số', ...labelsFor(questionCatalogue, 'staff') } as Record<
  keyof AdminQuestion,
  string
>;

export const feedbackFieldLabels = {
  id: 'Số',
  ...labelsFor(feedbackCatalogue, 'staff'),
  handled_by: 'Người xử lý',
} as Record<keyof AdminFeedback, string>;

export const userFieldLabels: Record<keyof AdminUser, string> = {
  id: 'Số',
  email: 'Email',
  full_name: 'Họ tên',
  role: 'Vai trò',
  citizen_pid_masked: 'Số CMND/CCCD',
  two_factor: 'Xác thực hai bước',
  locked: 'Đã khóa',
  disabled_at: 'Ngày khóa',
  locked_until: 'Tạm khóa đến',
  must_change_password: 'Phải đổi mật khẩu',
  vneid_linked: 'Liên kết VNeID',
  citizen_pid_verified: 'Số CMND/CCCD đã xác thực qua VNeID',
  citizen_pid_disputed: 'Số CMND/CCCD bị tranh chấp',
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

export const categoryFieldLabels: Record<keyof AdminCategory, string> = {
  id: 'Mã',
  name: 'Tên chuyên mục',
  slug: 'Đường dẫn',
  parent_id: 'Chuyên mục cha',
  sort_order: 'Thứ tự',
  visible: 'Hiển thị',
  created_at: 'Ngày tạo',
  updated_at: 'Cập nhật lần cuối',
};

export const postFieldLabels = { id: 'Mã', ...labelsFor(postCatalogue, 'staff') } as Record<keyof AdminPost, string>;

export const staticPageFieldLabels: Record<keyof AdminStaticPage, string> = {
  id: 'Mã',
  slug: 'Địa chỉ trang',
  path: 'Địa chỉ trên Cổng',
  title: 'Tiêu đề',
  body: 'Nội dung',
  visible: 'Hiển thị',
  fixed: 'Cổng liên kết sẵn',
  created_at: 'Ngày tạo',
  updated_at: 'Cập nhật lần cuối',
};

export const faqFieldLabels: Record<keyof AdminFaq, string> = {
  id: 'Mã',
  topic: 'Chủ đề',
  question: 'Câu hỏi',
  answer: 'Câu trả lời',
  sort_order: 'Thứ tự',
  visible: 'Hiển thị',
  created_at: 'Ngày tạo',
  updated_at: 'Cập nhật lần cuối',
};

export const productFieldLabels = {
  id: 'Mã',
  ...labelsFor(productCatalogue, 'staff'),
  images: 'Ảnh sản phẩm',
  attachments: 'Tài liệu đính kèm',
  view_count: 'Lượt xem',
  followers: 'Người theo dõi',
  interests: 'Yêu cầu quan tâm',
  interests_accepted: 'Quan tâm được đồng ý',
} as Record<keyof AdminProduct, string>;

export const bigProblemFieldLabels = {
  id: 'Mã',
  ...labelsFor(bigProblemCatalogue, 'staff'),
  criteria: 'Tiêu chí đánh giá',
  results: 'Kết quả đánh giá',
  followers: 'Người theo dõi',
} as Record<keyof AdminBigProblem, string>;

export const solutionFieldLabels = { id: 'Mã', ...labelsFor(solutionCatalogue, 'staff') } as Record<
  keyof AdminSolution,
  string
>;

export const indicatorFieldLabels = { id: 'Mã', ...labelsFor(indicatorCatalogue, 'staff') } as Record<
  keyof AdminIndicator,
  string
>;

export const indicatorValueFieldLabels = { id: 'Mã', ...labelsFor(indicatorValueCatalogue, 'staff') } as Record<
  keyof AdminIndicatorValue,
  string
>;

export const documentFieldLabels = {
  id: 'Mã',
  ...labelsFor(documentCatalogue, 'staff'),
  files: 'Tệp văn bản',
} as Record<keyof AdminDocument, string>;

/** The audit log's columns (nhật ký thao tác): its screen and its Excel export name them alike. */
export const auditFieldLabels = {
  id: 'Mã',
  at: 'Thời điểm',
  actor_email: 'Người thực hiện',
  actor_role: 'Vai trò',
  action: 'Thao tác',
  resource: 'Mục dữ liệu',
  record_id: 'Mã bản ghi',
  before: 'Trước',
  after: 'Sau',
} as const;

/** The audit log's actions (nhật ký thao tác), on its screen and in its Excel export. */
export const auditActionLabels = {
  create: 'Tạo mới',
  update: 'Sửa',
  delete: 'Xóa',
  answer: 'Trả lời',
  publish: 'Công bố',
  hide: 'Ẩn',
  handle: 'Xử lý',
  upload: 'Tải ảnh lên',
  lock: 'Khóa tài khoản',
  unlock: 'Mở khóa tài khoản',
  'reset-two-factor': 'Đặt lại xác thực hai bước',
  // The moderation steps (shared/submissions.ts).
  start_review: 'Tiếp nhận, xem xét',
  approve: 'Duyệt',
  reject: 'Không duyệt',
  request_revision: 'Yêu cầu bổ sung',
  submit: 'Gửi',
  withdraw: 'Rút hồ sơ',
  show: 'Hiện lại',
  [CORRECTION_ACTION]: correctionActionLabel,
  reply: 'Trả lời góp ý',
  resend: 'Gửi lại lời mời',
  revoke: 'Thu hồi lời mời',
  accept: 'Nhận lời mời',
  // Judged challenges (challenges.routes.ts).
  assign_judge: 'Phân công giám khảo',
  remove_judge: 'Thôi phân công giám khảo',
  publish_results: 'Công bố kết quả',
  withdraw_results: 'Thu hồi kết quả',
  // Public answers and progress (follow-through.service.ts).
  remove_answer: 'Gỡ câu trả lời công khai',
  add_progress: 'Thêm bước tiến độ',
  update_progress: 'Sửa bước tiến độ',
  delete_progress: 'Xóa bước tiến độ',
  // The interests' queue (interest-queue.ts).
  forward: 'Chuyển cho chủ sở hữu',
  close: 'Đóng yêu cầu',
} as const satisfies Record<string, string>;

/** An action the audit log records: one of those it has a label for. */
export type AuditAction = keyof typeof auditActionLabels;

/** Quan tâm sản phẩm, nhu cầu: the back office's record of an interest. */
export const interestFieldLabels: Record<keyof AdminInterest, string> = {
  id: 'Mã',
  kind: 'Loại tin',
  product_id: 'Sản phẩm',
  proposal_id: 'Nhu cầu',
  subject_name: 'Sản phẩm, nhu cầu',
  subject_link: 'Trang trên cổng',
  has_owner: 'Có tài khoản chủ sở hữu',
  owner_name: 'Chủ sở hữu',
  sender_name: 'Người gửi',
  sender_email: 'Email người gửi',
  demand_type: 'Mong muốn',
  message: 'Lời nhắn',
  status: 'Trạng thái',
  staff_note: 'Ghi chú của Sở',
  created_at: 'Ngày gửi',
  forwarded_at: 'Thời điểm chuyển chủ sở hữu',
  answered_at: 'Thời điểm trả lời',
};
