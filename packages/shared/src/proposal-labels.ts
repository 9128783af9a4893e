// The proposals' choices, labels and messages, apart from the schemas: the portal's list and
// detail pages need the words but not zod (proposals.ts has the form's schema, proposal-answers.ts
// what the API answers).

export const PROPOSAL_KINDS = ['product', 'solution', 'need'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export const proposalKindLabels: Record<ProposalKind, string> = {
  product: 'Sản phẩm',
  solution: 'Giải pháp',
  need: 'Nhu cầu',
};

/** Kinh phí (docs/DOMAIN.md, "The spec's contract", section 3): 0 uses the state budget, 1 does not. */
export const BUDGET_OPTIONS = [0, 1] as const;
export const budgetLabels: Record<0 | 1, string> = {
  0: 'Sử dụng ngân sách nhà nước',
  1: 'Không sử dụng ngân sách nhà nước',
};

/** Tư vấn sở hữu trí tuệ (docs/DOMAIN.md, "The spec's contract", section 3). */
export const IP_ADVICE_OPTIONS = [0, 1] as const;
export const ipAdviceLabels: Record<0 | 1, string> = {
  0: 'Đề nghị Hội đồng đánh giá và công bố ngay, không cần tư vấn bảo hộ sở hữu trí tuệ',
  1: 'Đề nghị được tư vấn bảo hộ sở hữu trí tuệ trước khi Hội đồng đánh giá và công bố',
};

export const PROPOSAL_MAX_IMAGES = 6;
export const PROPOSAL_MAX_ATTACHMENTS = 5;

export const proposalMessages = {
  titleRequired: 'Vui lòng nhập tên đề xuất',
  titleTooLong: 'Tên đề xuất không được vượt quá 200 ký tự',
  kindInvalid: 'Vui lòng chọn loại đề xuất',
  fieldRequired: 'Vui lòng chọn lĩnh vực',
  fieldTooLong: 'Lĩnh vực không được vượt quá 100 ký tự',
  summaryRequired: 'Vui lòng nhập tóm tắt',
  summaryTooLong: 'Tóm tắt không được vượt quá 1.000 ký tự',
  descriptionRequired: 'Vui lòng nhập mô tả chi tiết',
  descriptionTooShort: 'Mô tả chi tiết phải có ít nhất 30 ký tự',
  descriptionTooLong: 'Mô tả chi tiết không được vượt quá 10.000 ký tự',
  readinessRequired: 'Vui lòng chọn mức độ sẵn sàng công nghệ',
  readinessInvalid: 'Mức độ sẵn sàng công nghệ từ 1 đến 9',
  demandRequired: 'Vui lòng chọn ít nhất một nhu cầu',
  demandInvalid: 'Nhu cầu không hợp lệ',
  demandCustomer: 'Nhu cầu “Tìm khách hàng” không còn được tiếp nhận, vui lòng chọn nhu cầu khác',
  budgetInvalid: 'Vui lòng chọn kinh phí',
  ipAdviceInvalid: 'Vui lòng chọn hình thức tư vấn sở hữu trí tuệ',
  priceInvalid: 'Giá phải là số nguyên không âm (đồng)',
  organisationRequired: 'Vui lòng nhập tên tổ chức/cá nhân',
  organisationTooLong: 'Tên tổ chức/cá nhân không được vượt quá 200 ký tự',
  contactNameRequired: 'Vui lòng nhập người liên hệ',
  contactNameTooLong: 'Tên người liên hệ không được vượt quá 100 ký tự',
  contactPhoneRequired: 'Vui lòng nhập số điện thoại liên hệ',
  contactEmailRequired: 'Vui lòng nhập email liên hệ',
  contactEmailInvalid: 'Email không đúng định dạng',
  bigProblemInvalid: 'Bài toán không tồn tại hoặc đã ngừng nhận giải pháp',
  tooManyImages: `Tối đa ${PROPOSAL_MAX_IMAGES} hình ảnh`,
  tooManyAttachments: `Tối đa ${PROPOSAL_MAX_ATTACHMENTS} tệp đính kèm`,
  fileInvalid: 'Tệp đính kèm không hợp lệ, vui lòng tải lại',
  nq57Invalid: 'Nhóm nhiệm vụ không hợp lệ',
  requestInvalid: 'Mã yêu cầu không hợp lệ, vui lòng tải lại trang',
  saved: 'Đã lưu bản nháp đề xuất.',
  sent: 'Đề xuất đã được gửi tới Sở Khoa học và Công nghệ.',
  solutionSent: 'Giải pháp đã được gửi tới Sở Khoa học và Công nghệ.',
  notFound: 'Không tìm thấy đề xuất',
  publicFileInvalid: 'Chỉ chọn công khai được các tệp đính kèm của đề xuất',
  deleted: 'Đã xóa bản nháp đề xuất.',
  correctionNoteRequired: 'Vui lòng nhập lý do chỉnh sửa để gửi tới người gửi đề xuất',
  correctionNoteTooLong: 'Lý do chỉnh sửa không được vượt quá 1.000 ký tự',
  correctionNothing: 'Chưa có thông tin nào thay đổi',
  corrected: 'Đã lưu thông tin đã chỉnh sửa và báo cho người gửi đề xuất.',
  deleteNotDraft: 'Chỉ xóa được đề xuất ở trạng thái Bản nháp; đề xuất đã gửi có thể rút',
} as const;
