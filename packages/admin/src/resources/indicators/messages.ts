import { indicatorFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Chỉ tiêu Nghị quyết 57',
  forcedCaseName: 'chỉ tiêu Nghị quyết 57',
  fields: { ...indicatorFieldLabels, q: 'Tìm kiếm' },
  helpers: {
    code: 'Chữ không dấu, số và các dấu . _ -, ví dụ: CT-01.',
  },
  shown: 'Đang hiển thị',
  hidden: 'Đang ẩn',
  add_value: 'Thêm giá trị',
};
