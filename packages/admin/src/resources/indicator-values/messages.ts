import { indicatorValueFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Giá trị chỉ tiêu |||| Giá trị chỉ tiêu',
  forcedCaseName: 'giá trị chỉ tiêu',
  fields: indicatorValueFieldLabels,
  helpers: {
    period: 'Năm (2025), quý (2025-Q1), nửa năm (2025-H1) hoặc tháng (2025-06).',
  },
};
