import { solutionFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Giải pháp |||| Giải pháp cho bài toán',
  forcedCaseName: 'giải pháp',
  fields: { ...solutionFieldLabels, q: 'Tìm kiếm' },
  helpers: {
    status: 'Giải pháp của Sở: đã duyệt hoặc đã công bố thì hiện trên Cổng; đã rút thì ẩn.',
    approved_at: 'Để trống: lấy thời điểm lưu.',
  },
};
