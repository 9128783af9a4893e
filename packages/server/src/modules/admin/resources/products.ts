import { adminCatalogueMessages, PUBLICATION_STATUSES, publicationStatusLabels } from '@portal/shared/admin-catalogue';
import {
  type AdminProduct,
  AdminProductSchema,
  expiryInstant,
  type ProductInput,
  ProductInputSchema,
  productExpiryMessages,
} from '@portal/shared/admin-products';
import { valuesOf } from '@portal/shared/catalogue';
import { productFieldLabels } from '@portal/shared/field-labels';
import { followTargetLink } from '@portal/shared/follow-through';
import { vietnamToday } from '@portal/shared/format';
import { notFoundMessages } from '@portal/shared/messages';
import { productCatalogue } from '@portal/shared/product-fields';
import { demandTypeLabel, readinessLabel } from '@portal/shared/products';
import { arrayContains, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import { codeLabel, fileNamesLabel, nq57GroupsLabel } from '../../../back-office/export.ts';
import { htmlToText } from '../../../content/html-text.ts';
import { storedRichHtml } from '../../../content/rich-html.ts';
import type { AppContext } from '../../../context.ts';
import { products } from '../../../db/schema/catalogue.ts';
import { searchPattern } from '../../../db/search.ts';
import { notFound, unprocessable } from '../../../errors.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { followerCount, withFollowers } from '../../follows/follows.service.ts';
import { withInterestCounts } from '../../interests/interest-counts.ts';
import { staffListingEnd } from '../../products/listing-end.ts';
import { type AdminResource, registerAdminResource } from '../resource.ts';
import { describeList, presentAdminFile, removeUnlisted, storedFilesOf } from './products-files.ts';

const positiveInt = (value: unknown) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

type ProductRow = typeof products.$inferSelect;

/** The files a product being updated holds now (none for a new one). */
const ownedFiles = (current: Record<string, unknown> | undefined) => {
  const row = current as ProductRow | undefined;
  return row ? [...row.images, ...row.attachments] : [];
};

/**
 * The end date staff set: none when the field is absent
 * or names the day it has already (the form sends the record's value back), else a day to come
 * by the app's clock; an end date once set stays one (the listing rule), never emptied.
 */
function expiryChange(input: ProductInput, at: Date, current: ProductRow | undefined): { expiresAt?: Date } {
  const value = input.expires_at;
  if (value === undefined) return {};
  const was = current?.expiresAt ?? null;
  if (value === null || value === '') {
    if (was === null) return {};
    throw unprocessable({ expires_at: [productExpiryMessages.required] }, productExpiryMessages.required);
  }
  const chosen = expiryInstant(value);
  if (!chosen) throw unprocessable({ expires_at: [productExpiryMessages.invalid] }, productExpiryMessages.invalid);
  const sameDay = was !== null && vietnamToday(was) === vietnamToday(chosen);
  if (was !== null && (was.getTime() === chosen.getTime() || (sameDay && !value.includes('T')))) return {};
  return { expiresAt: staffListingEnd(value, at) };
}

/** A product as the back office edits it, but for its follower and interest counts (withFollowers, withInterestCounts). */
export function presentProduct(row: ProductRow): Omit<AdminProduct, 'followers' | 'interests' | 'interests_accepted'> {
  return {
    id: row.id,
    ...valuesOf(productCatalogue, row, 'staff'),
    status: row.status,
    images: row.images.map(presentAdminFile),
    attachments: row.attachments.map(presentAdminFile),
    view_count: row.viewCount,
  };
}

/**
 * Sản phẩm, giải pháp KH&CN (editors and admins). Filters: q (name, summary, owner), field,
 * status, demand_type, readiness_level. The portal shows a product once it is published and its
 * published_at has come; writes empty the public cache so an edit shows at once. Deleting is for
 * drafts only (registerProductDelete); a published product is hidden through its status.
 */
export function productsResource(context: AppContext): AdminResource<ProductInput> {
  return {
    name: 'products',
    label: 'sản phẩm KH&CN',
    area: 'content',
    table: products,
    id: products.id,
    record: AdminProductSchema,
    present: (row) => presentProduct(row as ProductRow),
    complete: async (db, records) =>
      withInterestCounts(db, await withFollowers(db, 'product', records as { id: number }[])),
    sortable: {
      id: products.id,
      name: sql`lower(f_unaccent(${products.name})) collate "C"`,
      published_at: products.publishedAt,
      readiness_level: products.readinessLevel,
      view_count: products.viewCount,
      status: products.status,
      field: products.field,
      created_at: products.createdAt,
      updated_at: products.updatedAt,
    },
    order: [sql`${products.updatedAt} desc`, sql`${products.id} desc`],
    search: (q) => sql`${products.searchText} like ${searchPattern(q)}`,
    filters: {
      field: (value) => (typeof value === 'string' ? eq(products.field, value) : undefined),
      status: (value) =>
        (PUBLICATION_STATUSES as readonly unknown[]).includes(value)
          ? eq(products.status, value as (typeof PUBLICATION_STATUSES)[number])
          : sql`false`,
      demand_type: (value) => {
        const type = positiveInt(value);
        return type === undefined ? sql`false` : arrayContains(products.demandTypes, [type]);
      },
      readiness_level: (value) => {
        const level = positiveInt(value);
        return level === undefined ? sql`false` : eq(products.readinessLevel, level);
      },
    },
    input: ProductInputSchema,
    toRow: async (input, at, current) => ({
      name: input.name,
      slug: input.slug,
      summary: input.summary,
      description: storedRichHtml('description', input.description, ProductInputSchema.shape.description),
      field: input.field,
      readinessLevel: input.readiness_level,
      demandTypes: input.demand_types,
      price: input.price,
      ownerOrganisation: input.owner_organisation,
      contactName: input.contact_name,
      contactPhone: input.contact_phone,
      contactEmail: input.contact_email,
      status: input.status,
      // Publishing without a time publishes now; a draft keeps no time until then.
      publishedAt: input.published_at ? new Date(input.published_at) : input.status === 'published' ? at : null,
      // The files it holds stay acceptable whatever their folder (a proposal's, once published as this product).
      images: await storedFilesOf(context, 'products', 'image', 'images', input.images, ownedFiles(current)),
      attachments: await storedFilesOf(
        context,
        'products',
        'attachment',
        'attachments',
        input.attachments,
        ownedFiles(current),
      ),
      nq57Groups: input.nq57_groups,
      ...expiryChange(input, at, current as ProductRow | undefined),
    }),
    unique: { products_slug_unique: ['slug', adminCatalogueMessages.productSlugTaken] },
    deletable: false,
    publicContent: true,
    columns: productFieldLabels,
    exportLabels: {
      status: codeLabel(publicationStatusLabels),
      readiness_level: (level) => readinessLabel(Number(level)),
      demand_types: (types) =>
        Array.isArray(types) ? types.map((type) => demandTypeLabel(Number(type)) || type).join('; ') : types,
      description: (description) => htmlToText(String(description)),
      images: fileNamesLabel,
      attachments: fileNamesLabel,
      nq57_groups: nq57GroupsLabel,
    },
  };
}

/** The products of the back office: list, show, create, update, and delete for drafts. */
export function registerProductsAdmin(app: FastifyInstance, context: AppContext): void {
  const resource = productsResource(context);
  describeList(
    app,
    'products',
    'filter: q (tên, tóm tắt, tổ chức sở hữu; không dấu), field (lĩnh vực, đúng tên), status (draft|published|hidden), ' +
      'demand_type (1|3|4|5; 2 chỉ còn trong dữ liệu cũ), readiness_level (1–9), id (mảng). ' +
      'sort: id, name, published_at, readiness_level, view_count, status, field, created_at, updated_at (mặc định updated_at giảm dần).',
  );
  registerAdminResource(app, context, {
    ...resource,
    // Its followers hear when the product changes state: published again, or taken off the portal.
    afterUpdate: async (before, after) => {
      const [was, now] = [before as ProductRow, after as ProductRow];
      if (was.status === now.status || was.status === 'draft' || now.status === 'draft') return;
      const text =
        now.status === 'published'
          ? `Sản phẩm “${now.name}” đã được đăng lại trên sàn công nghệ.`
          : `Sản phẩm “${now.name}” đã tạm ngừng hiển thị trên sàn công nghệ.`;
      await context.followerNews.tell('product', now.id, text, followTargetLink('product', now.id, now.slug));
    },
  });
  registerProductDelete(app, context);
}

/** `DELETE /api/admin/products/:id`: a draft only (422 otherwise), with its audit line and its files. */
function registerProductDelete(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/admin/products/:id',
    {
      config: { staffArea: 'content' },
      schema: {
        tags: ['admin'],
        summary: 'Xóa một sản phẩm ở trạng thái bản nháp (422 với sản phẩm khác: hãy chuyển sang “Đã ẩn”)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: AdminProductSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const at = context.now();
      const id = request.params.id;
      const removed = await context.database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!row) throw notFound(notFoundMessages.product);
        if (row.status !== 'draft') {
          throw unprocessable(
            { status: [adminCatalogueMessages.productDeleteNotDraft] },
            adminCatalogueMessages.productDeleteNotDraft,
          );
        }
        await tx.delete(products).where(eq(products.id, id));
        await recordStaffWrite(tx, staff, { action: 'delete', resource: 'products', recordId: id, before: row }, at);
        return row;
      });
      context.publicCache.invalidate();
      await removeUnlisted(context, [...removed.images, ...removed.attachments]);
      // A draft was never on the portal: nobody could be interested in it.
      return {
        ...presentProduct(removed),
        followers: await followerCount(context.database.db, 'product', id),
        interests: 0,
        interests_accepted: 0,
      };
    },
  );
}
