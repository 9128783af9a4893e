// Without zod: the back office's field names come from it before its first screen (field-labels.ts).
import { defineCatalogue } from './catalogue.ts';
import { createdAtField, nq57GroupsField, updatedAtField } from './common-fields.ts';
import { adminPostStatusLabels } from './status-labels.ts';

/**
 * Tin tức, hoạt động, each field once (catalogue.ts): the back office's record, form and Excel
 * headers and the news dataset's columns read it. The dataset names a post's category (chuyên mục)
 * by its name where staff pick it by number.
 */
export const postCatalogue = defineCatalogue({
  title: {
    column: 'title',
    label: 'Tiêu đề',
    audience: 'public',
    value: 'text',
    show: 'text',
    openData: { about: '' },
  },
  slug: { column: 'slug', label: 'Đường dẫn', audience: 'public', value: 'text', show: 'text' },
  summary: {
    column: 'summary',
    label: 'Tóm tắt',
    audience: 'public',
    value: 'text',
    show: 'paragraphs',
    openData: { about: '' },
  },
  body: { column: 'body', label: 'Nội dung', audience: 'public', value: 'text', show: 'html' },
  cover_image: { column: 'coverImage', label: 'Ảnh bìa', audience: 'public', value: 'text?', show: 'link' },
  cover_alt: { column: 'coverAlt', label: 'Mô tả ảnh bìa', audience: 'public', value: 'text', show: 'text' },
  category_id: { column: 'categoryId', label: 'Chuyên mục', audience: 'staff', value: 'integer', show: 'text' },
  author: {
    column: 'author',
    label: 'Tác giả',
    audience: 'public',
    value: 'text',
    show: 'text',
    openData: { about: '' },
  },
  source: {
    column: 'source',
    label: 'Nguồn tin',
    audience: 'public',
    value: 'text',
    show: 'text',
    openData: { about: '' },
  },
  tags: {
    column: 'tags',
    label: 'Từ khóa',
    audience: 'public',
    value: 'texts',
    show: 'choices',
    openData: { about: 'Cách nhau bởi dấu chấm phẩy' },
  },
  nq57_groups: {
    ...nq57GroupsField,
    openData: {
      about: 'Số thứ tự các nhóm nhiệm vụ của Nghị quyết 57 (1–7), cách nhau bởi dấu chấm phẩy',
      codes: true,
    },
  },
  featured: { column: 'featured', label: 'Tin nổi bật', audience: 'staff', value: 'boolean', show: 'yes-no' },
  status: {
    column: 'status',
    label: 'Trạng thái',
    audience: 'staff',
    value: 'text',
    show: 'choice',
    choices: adminPostStatusLabels,
  },
  published_at: { column: 'publishedAt', label: 'Ngày đăng', audience: 'public', value: 'text?', show: 'date' },
  view_count: { column: 'viewCount', label: 'Lượt xem', audience: 'staff', value: 'integer', show: 'text' },
  created_at: createdAtField,
  updated_at: updatedAtField,
});
