import { documentFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Văn bản |||| Văn bản',
  forcedCaseName: 'văn bản',
  fields: { ...documentFieldLabels, q: 'Tìm kiếm' },
  filters: { year: 'Năm ban hành' },
  helpers: {
    internal: 'Chỉ người đã đăng nhập mới xem được văn bản nội bộ.',
    is_report: 'Báo cáo đánh giá được liệt kê trên trang theo dõi thực hiện Nghị quyết 57.',
  },
  internal_yes: 'Nội bộ',
  internal_no: 'Công khai',
  report_yes: 'Là báo cáo',
  report_no: 'Không phải báo cáo',
};
