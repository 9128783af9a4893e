// Without zod (the portal's idea page reads it): the schemas made from it are in ideas.ts.
import { defineCatalogue } from './catalogue.ts';
import { submissionFieldChoices } from './fields.ts';
import { nq57GroupChoices } from './nq57-groups.ts';

/**
 * Ý tưởng: what its author writes, each field once (catalogue.ts). Its title and field are
 * public once adopted (the results page); what it says stays between its author and staff.
 */
export const ideaCatalogue = defineCatalogue({
  title: { column: 'title', label: 'Tên ý tưởng', audience: 'public', value: 'text', show: 'text', editable: true },
  field: {
    column: 'field',
    label: 'Lĩnh vực',
    audience: 'public',
    value: 'text',
    show: 'choice',
    choices: submissionFieldChoices,
    editable: true,
  },
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
  nq57_groups: {
    column: 'nq57Groups',
    label: 'Nhóm nhiệm vụ Nghị quyết 57',
    audience: 'author',
    value: 'integers',
    show: 'choices',
    choices: nq57GroupChoices,
    editable: true,
  },
});
export type IdeaCatalogue = typeof ideaCatalogue;
