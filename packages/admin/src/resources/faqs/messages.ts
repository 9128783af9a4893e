export const messages = {
  name: 'Câu hỏi thường gặp',
  fields: {
    id: 'Mã',
    topic: 'Chủ đề',
    question: 'Câu hỏi',
    answer: 'Câu trả lời',
    sort_order: 'Thứ tự',
    visible: 'Hiển thị',
    created_at: 'Ngày tạo',
    updated_at: 'Cập nhật lần cuối',
    q: 'Tìm kiếm',
  },
  helpers: {
    topic: 'Các câu hỏi cùng chủ đề được xếp chung một nhóm trên trang Hỏi đáp.',
    topic_filter: 'Đúng tên chủ đề',
    sort_order: 'Số nhỏ đứng trước trong chủ đề.',
  },
  search: 'Tìm theo chủ đề, câu hỏi',
  shown: 'Đang hiển thị',
  hidden: 'Đang ẩn',
};
