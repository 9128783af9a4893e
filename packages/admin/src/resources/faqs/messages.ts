import { faqFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Câu hỏi thường gặp',
  forcedCaseName: 'câu hỏi thường gặp',
  fields: { ...faqFieldLabels, q: 'Tìm kiếm' },
  helpers: {
    topic: 'Các câu hỏi cùng chủ đề được xếp chung một nhóm trên trang Hỏi đáp.',
    topic_filter: 'Đúng tên chủ đề',
    sort_order: 'Số nhỏ đứng trước trong chủ đề.',
  },
  search: 'Tìm theo chủ đề, câu hỏi',
  shown: 'Đang hiển thị',
  hidden: 'Đang ẩn',
};
