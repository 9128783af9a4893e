import { staticPageFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Trang tĩnh',
  forcedCaseName: 'trang tĩnh',
  fields: { ...staticPageFieldLabels, q: 'Tìm kiếm' },
  helpers: {
    slug: 'Trang đọc tại /pages/<địa chỉ>: chữ thường không dấu, số và dấu gạch ngang (ví dụ: co-cau-to-chuc); tự tạo từ tiêu đề khi gõ, sửa được.',
    slug_fixed: 'Trang được Cổng liên kết sẵn (menu, trang chủ): địa chỉ không đổi được.',
    visible: 'Tắt để ẩn trang với người xem (trang vẫn được lưu để soạn tiếp).',
    visible_fixed: 'Trang được Cổng liên kết sẵn nên luôn hiển thị.',
  },
  search: 'Tìm theo tiêu đề, nội dung',
  shown: 'Đang hiển thị',
  hidden: 'Đang ẩn',
};
