import { invitationFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Mời cán bộ |||| Mời cán bộ',
  forcedCaseName: 'lời mời cán bộ',
  fields: { ...invitationFieldLabels, q: 'Tìm kiếm' },
};
