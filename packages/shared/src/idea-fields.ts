// Without zod (the portal's idea page reads it): the schemas made from it are in ideas.ts.
import { defineCatalogue } from './catalogue.ts';
import { nq57GroupsField, scienceField } from './common-fields.ts';

/**
 * Ý tưởng: what its author writes, each field once (catalogue.ts). Its title and field are
 * public once adopted (the results page); what it says stays between its author and staff.
 */
export const ideaCatalogue = defineCatalogue({
  title: { column: 'title', label: 'Tên ý tưởng', audience: 'public', value: 'text', show: 'text', editable: true },
  field: scienceField,
  problem: {
    column: 'problem',
    label: 'Vấn đề cần giải quyết',
    audience: 'author',
    value: 'text',
    show: 'paragraphs',
    editable: true,
  },
  solution: {
    column: 'solution',
    label: 'Giải pháp đề xuất',
    audience: 'author',
    value: 'text',
    show: 'paragraphs',
    editable: true,
  },
  impact: {
    column: 'impact',
    label: 'Hiệu quả dự kiến',
    audience: 'author',
    value: 'text',
    show: 'paragraphs',
    editable: true,
  },
  support_needed: {
    column: 'supportNeeded',
    label: 'Nhu cầu hỗ trợ',
    audience: 'author',
    value: 'text',
    show: 'paragraphs',
    editable: true,
  },
  scope: {
    column: 'scope',
    label: 'Phạm vi, đối tượng áp dụng',
    audience: 'author',
    value: 'text',
    show: 'paragraphs',
    editable: true,
  },
  nq57_groups: { ...nq57GroupsField, audience: 'author' },
});
export type IdeaCatalogue = typeof ideaCatalogue;
