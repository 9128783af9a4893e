export const messages = {
  name: 'Giá trị chỉ tiêu |||| Giá trị chỉ tiêu',
  fields: {
    id: 'Mã',
    indicator_id: 'Chỉ tiêu',
    period: 'Kỳ báo cáo',
    value: 'Giá trị',
  },
  helpers: {
    period: 'Năm (2025), quý (2025-Q1), nửa năm (2025-H1) hoặc tháng (2025-06).',
  },
};
