import { interestFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Quan tâm sản phẩm |||| Quan tâm sản phẩm',
  fields: { ...interestFieldLabels, q: 'Tìm kiếm' },
};
