import { bigProblemFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Bài toán lớn |||| Bài toán lớn',
  forcedCaseName: 'bài toán lớn',
  fields: { ...bigProblemFieldLabels, q: 'Tìm kiếm' },
  helpers: {
    slug: 'Chữ thường không dấu, số và dấu gạch ngang. Dùng trong địa chỉ trang.',
    deadline: 'Ngày cuối cùng nhận giải pháp; để trống nếu không có hạn.',
    published_at: 'Để trống: lấy thời điểm lưu.',
    criteria: 'Trọng số là số nguyên, tổng các trọng số bằng 100. Để trống nếu chưa công bố tiêu chí.',
  },
  criterion: { name: 'Tên tiêu chí', description: 'Mô tả', weight: 'Trọng số (%)' },
  shown: 'Đang hiển thị',
  hidden: 'Đang ẩn',
  add_solution: 'Thêm giải pháp',
};
