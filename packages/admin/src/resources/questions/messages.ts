import { questionFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Câu hỏi |||| Câu hỏi',
  forcedCaseName: 'câu hỏi',
  fields: { ...questionFieldLabels, q: 'Tìm kiếm' },
};
