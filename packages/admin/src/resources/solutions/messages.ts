export const messages = {
  name: 'Giải pháp |||| Giải pháp cho bài toán',
  fields: {
    id: 'Mã',
    big_problem_id: 'Bài toán',
    title: 'Tên giải pháp',
    organisation: 'Đơn vị đề xuất',
    summary: 'Tóm tắt',
    content: 'Nội dung',
    contact_name: 'Người liên hệ',
    contact_phone: 'Số điện thoại',
    contact_email: 'E-mail liên hệ',
    status: 'Trạng thái',
    approved_at: 'Ngày duyệt',
    published_at: 'Ngày công bố',
    created_at: 'Ngày tạo',
    updated_at: 'Cập nhật lần cuối',
    q: 'Tìm kiếm',
  },
  helpers: {
    status: 'Giải pháp của Sở: đã duyệt hoặc đã công bố thì hiện trên Cổng; đã rút thì ẩn.',
    approved_at: 'Để trống: lấy thời điểm lưu.',
  },
};
