import { interestFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Quan tâm sản phẩm, nhu cầu |||| Quan tâm sản phẩm, nhu cầu',
  forcedCaseName: 'yêu cầu quan tâm',
  fields: { ...interestFieldLabels, q: 'Tìm kiếm' },
};
