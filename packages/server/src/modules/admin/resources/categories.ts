import { AdminCategorySchema, type CategoryInput, CategoryInputSchema } from '@portal/shared/admin';
import { categoryFieldLabels } from '@portal/shared/field-labels';
import { backOfficeMessages } from '@portal/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { namesLabel } from '../../../back-office/export.ts';
import { categories } from '../../../db/schema/content.ts';
import { searchPattern } from '../../../db/search.ts';
import type { AdminResource } from '../resource.ts';

/** Chuyên mục tin: editors keep the news categories (a category with posts cannot be deleted). */
export const categoriesResource: AdminResource<CategoryInput> = {
  name: 'categories',
  label: 'chuyên mục tin',
  area: 'content',
  table: categories,
  id: categories.id,
  record: AdminCategorySchema,
  present: (row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    parent_id: row.parentId ?? null,
    sort_order: row.sortOrder,
    visible: row.visible,
    created_at: (row.createdAt as Date).toISOString(),
    updated_at: (row.updatedAt as Date).toISOString(),
  }),
  sortable: {
    id: categories.id,
    name: categories.name,
    sort_order: categories.sortOrder,
    slug: categories.slug,
    visible: categories.visible,
    updated_at: categories.updatedAt,
  },
  order: [sql`${categories.sortOrder} asc`, sql`${categories.id} asc`],
  search: (q) => sql`lower(f_unaccent(${categories.name} || ' ' || ${categories.slug})) like ${searchPattern(q)}`,
  filters: {
    visible: (value) => (typeof value === 'boolean' ? eq(categories.visible, value) : undefined),
  },
  input: CategoryInputSchema,
  toRow: (input) => ({
    name: input.name,
    slug: input.slug,
    parentId: input.parent_id,
    sortOrder: input.sort_order,
    visible: input.visible,
  }),
  unique: { categories_slug_unique: ['slug', backOfficeMessages.categorySlugTaken] },
  deletable: true,
  inUse: backOfficeMessages.categoryInUse,
  publicContent: true,
  columns: categoryFieldLabels,
  // The parent as its name in the Excel export; the categories are few.
  exportLabels: async (db) => {
    const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
    return { parent_id: namesLabel(new Map(rows.map((row) => [row.id, row.name]))) };
  },
};
