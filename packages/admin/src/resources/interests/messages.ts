import { interestFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Quan tâm sản phẩm |||| Quan tâm sản phẩm',
  forcedCaseName: 'yêu cầu quan tâm',
  fields: { ...interestFieldLabels, q: 'Tìm kiếm' },
};
