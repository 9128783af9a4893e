import { userFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Người dùng |||| Người dùng',
  forcedCaseName: 'người dùng',
  fields: { ...userFieldLabels, q: 'Tìm kiếm' },
};
