// Without zod (catalogue.ts): the fields several entities share, declared once with their one label.
import type { FieldSpec } from './catalogue.ts';
import { submissionFieldChoices } from './fields.ts';
import { nq57GroupChoices } from './nq57-groups.ts';
import { demandTypeLabels, READINESS_LEVELS, readinessLabel } from './product-labels.ts';

const readinessChoices = Object.fromEntries(READINESS_LEVELS.map((level) => [level, readinessLabel(level)]));

/**
 * Fields that proposals, ideas, products and solutions have alike: a catalogue takes one as it is
 * (`field: scienceField`) or with its own reader or open-data line (`{ ...nq57GroupsField,
 * audience: 'author' }`), so that the label is the same on every entity.
 */
export const scienceField = {
  column: 'field',
  label: 'Lĩnh vực',
  audience: 'public',
  value: 'text',
  show: 'choice',
  choices: submissionFieldChoices,
  editable: true,
} as const satisfies FieldSpec;

export const summaryField = {
  column: 'summary',
  label: 'Tóm tắt',
  audience: 'public',
  value: 'text',
  show: 'paragraphs',
  editable: true,
} as const satisfies FieldSpec;

export const readinessField = {
  column: 'readinessLevel',
  label: 'Mức độ sẵn sàng công nghệ',
  audience: 'public',
  value: 'integer?',
  show: 'choice',
  choices: readinessChoices,
  editable: true,
} as const satisfies FieldSpec;

export const demandTypesField = {
  column: 'demandTypes',
  label: 'Nhu cầu kết nối',
  audience: 'public',
  value: 'integers',
  show: 'choices',
  choices: demandTypeLabels,
  editable: true,
} as const satisfies FieldSpec;

export const nq57GroupsField = {
  column: 'nq57Groups',
  label: 'Nhóm nhiệm vụ Nghị quyết 57',
  audience: 'public',
  value: 'integers',
  show: 'choices',
  choices: nq57GroupChoices,
  editable: true,
} as const satisfies FieldSpec;

export const contactNameField = {
  column: 'contactName',
  label: 'Người liên hệ',
  audience: 'public',
  value: 'text',
  show: 'text',
  editable: true,
} as const satisfies FieldSpec;

export const contactPhoneField = {
  column: 'contactPhone',
  label: 'Số điện thoại liên hệ',
  audience: 'public',
  value: 'text',
  show: 'text',
  editable: true,
} as const satisfies FieldSpec;

export const contactEmailField = {
  column: 'contactEmail',
  label: 'Email liên hệ',
  audience: 'public',
  value: 'text',
  show: 'email',
  editable: true,
} as const satisfies FieldSpec;

/** When staff made and last changed a record (the back office's columns). */
export const createdAtField = {
  column: 'createdAt',
  label: 'Ngày tạo',
  audience: 'staff',
  value: 'text',
  show: 'date',
} as const satisfies FieldSpec;

export const updatedAtField = {
  column: 'updatedAt',
  label: 'Cập nhật lần cuối',
  audience: 'staff',
  value: 'text',
  show: 'date',
} as const satisfies FieldSpec;

/** A public line of text in the entity's open dataset (`about`: what its column holds). */
export const openText = (column: string, label: string, about = '') =>
  ({ column, label, audience: 'public', value: 'text', show: 'text', openData: { about } }) as const;
