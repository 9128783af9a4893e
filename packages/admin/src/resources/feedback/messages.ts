import { feedbackFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Góp ý |||| Góp ý',
  forcedCaseName: 'góp ý',
  fields: { ...feedbackFieldLabels, q: 'Tìm kiếm' },
};
