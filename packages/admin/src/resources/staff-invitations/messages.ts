import { invitationFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Mời cán bộ |||| Mời cán bộ',
  fields: { ...invitationFieldLabels, q: 'Tìm kiếm' },
};
