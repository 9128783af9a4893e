import { staticPageFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Trang tĩnh',
  forcedCaseName: 'trang tĩnh',
  fields: staticPageFieldLabels,
  helpers: { slug: 'Địa chỉ của trang trên Cổng thông tin (không đổi được).' },
};
