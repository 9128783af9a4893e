// Without zod: the back office's field names come from it before its first screen (field-labels.ts).
import { defineCatalogue } from './catalogue.ts';
import { createdAtField, openText as text, updatedAtField } from './common-fields.ts';
import { nq57GroupChoices } from './nq57-groups.ts';

/**
 * Chỉ tiêu theo dõi Nghị quyết 57, each field once (catalogue.ts): the back office's record, form
 * and Excel headers and the indicators dataset's columns read it; a period's value is beside it
 * (`indicatorValueCatalogue`).
 */
export const indicatorCatalogue = defineCatalogue({
  code: text('code', 'Mã chỉ tiêu', 'Ký hiệu Sở đặt cho chỉ tiêu (chữ không dấu, số và các dấu . _ -)'),
  name: text('name', 'Tên chỉ tiêu'),
  unit: text('unit', 'Đơn vị tính'),
  nq57_group: {
    column: 'nq57Group',
    label: 'Nhóm nhiệm vụ Nghị quyết 57',
    audience: 'public',
    value: 'integer',
    show: 'choice',
    choices: nq57GroupChoices,
    openData: { about: 'Số thứ tự nhóm nhiệm vụ (1–7)', codes: true },
  },
  target: {
    column: 'target',
    label: 'Giá trị mục tiêu',
    audience: 'public',
    value: 'number',
    show: 'text',
    openData: { about: 'Theo đơn vị tính' },
  },
  target_year: {
    column: 'targetYear',
    label: 'Năm mục tiêu',
    audience: 'public',
    value: 'integer',
    show: 'text',
    openData: { about: '' },
  },
  source: text('source', 'Nguồn số liệu'),
  sort_order: { column: 'sortOrder', label: 'Thứ tự', audience: 'staff', value: 'integer', show: 'text' },
  visible: { column: 'visible', label: 'Hiển thị trên Cổng', audience: 'staff', value: 'boolean', show: 'yes-no' },
  created_at: createdAtField,
  updated_at: updatedAtField,
});

/** Số liệu of an indicator in a period (kỳ báo cáo). */
export const indicatorValueCatalogue = defineCatalogue({
  indicator_id: { column: 'indicatorId', label: 'Chỉ tiêu', audience: 'staff', value: 'integer', show: 'text' },
  period: {
    column: 'period',
    label: 'Kỳ báo cáo',
    audience: 'public',
    value: 'text',
    show: 'text',
    openData: { about: 'yyyy (năm), yyyy-Qn (quý), yyyy-Hn (6 tháng) hoặc yyyy-mm (tháng)' },
  },
  value: {
    column: 'value',
    label: 'Giá trị',
    audience: 'public',
    value: 'number',
    show: 'text',
    openData: { about: 'Theo đơn vị tính; dấu chấm thập phân' },
  },
});
