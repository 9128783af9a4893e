import { pathOf } from '@portal/shared/api/endpoint';
import { productsApi } from '@portal/shared/api/products';
import { valuesOf } from '@portal/shared/catalogue';
import type { PageMeta } from '@portal/shared/content';
import { notFoundMessages } from '@portal/shared/messages';
import { productCatalogue } from '@portal/shared/product-fields';
import {
  type ListProductsQuery,
  PRODUCT_CARD_FIELDS,
  type ProductDetail,
  type ProductField,
  type ProductFile,
  type ProductSummary,
} from '@portal/shared/products';
import { uploadMessages } from '@portal/shared/uploads';
import {
  and,
  arrayContains,
  asc,
  type Column,
  count,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, type StoredFile } from '../../db/schema/catalogue.ts';
import { proposals } from '../../db/schema/submissions.ts';
import { searchPattern } from '../../db/search.ts';
import { notFound } from '../../errors.ts';
import { cachedTotal, pageMeta } from '../../http/pagination.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import { followerCount } from '../follows/follows.service.ts';

/** Pictures a browser may show in place; any other file (an SVG, a PDF) is always a download. */
const INLINE_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

const summaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  summary: products.summary,
  field: products.field,
  readinessLevel: products.readinessLevel,
  ownerOrganisation: products.ownerOrganisation,
  demandTypes: products.demandTypes,
  price: products.price,
  images: products.images,
  publishedAt: products.publishedAt,
};

interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  summary: string;
  field: string;
  readinessLevel: number;
  ownerOrganisation: string;
  demandTypes: number[];
  price: number | null;
  images: StoredFile[];
  publishedAt: Date | null;
}

/** The last part of a stored key (`products/ab12….png` -> `ab12….png`): what a download URL names. */
const fileNameOf = (file: StoredFile) => file.key.slice(file.key.lastIndexOf('/') + 1);

/** What leaves the server of a stored file: never its key on disk, only the address that serves it. */
function presentFile(productId: number, file: StoredFile): ProductFile {
  return {
    name: file.name,
    size: file.size,
    mime: file.mime,
    url: pathOf(productsApi.file, { params: { id: productId, key: fileNameOf(file) } }),
  };
}

function presentSummary(row: SummaryRow): ProductSummary {
  const [firstImage] = row.images;
  const values = valuesOf(productCatalogue, row, 'public');
  return {
    id: row.id,
    ...Object.fromEntries(PRODUCT_CARD_FIELDS.map((key) => [key, values[key]])),
    image: firstImage ? presentFile(row.id, firstImage) : null,
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
  } as ProductSummary;
}

/**
 * Text ordered the same on PGlite and on any PostgreSQL: lower-case without diacritics ("Đ" with
 * "D") under the byte order of the C collation, which a server's locale (that ignores spaces and
 * puts "Giải pháp 11" before "Giải pháp 1") cannot change.
 */
const sortable = (column: Column) => sql`lower(f_unaccent(${column})) collate "C"`;
const sortableName = sortable(products.name);

/** A product's id (digits) or slug. */
const keyOf = (idOrSlug: string) =>
  /^\d{1,15}$/.test(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);

/**
 * Not past its end date: an expired product or need leaves the lists, the
 * search, the sitemap and the home page; its page stays, with a notice.
 */
export const notExpired = (at: Date) => or(isNull(products.expiresAt), gt(products.expiresAt, at)) as SQL;

/** Published, due and not expired: what the lists, the search and the sitemap show. */
export const listedProduct = (at: Date) =>
  and(eq(products.status, 'published'), lte(products.publishedAt, at), notExpired(at)) as SQL;

export function createProductsService(db: Database, now: () => Date, cache: Pick<PublicCache, 'total'>) {
  /** Published and due: what visitors may open (an expired one's page stays). */
  const visible = () => and(eq(products.status, 'published'), lte(products.publishedAt, now()));
  /** …and not expired: what the lists show. */
  const listed = () => listedProduct(now());

  function filtersOf(query: ListProductsQuery): SQL | undefined {
    const filters: (SQL | undefined)[] = [listed()];
    if (query.q) filters.push(sql`${products.searchText} like ${searchPattern(query.q)}`);
    if (query.field) filters.push(eq(products.field, query.field));
    if (query.demand_type !== undefined) filters.push(arrayContains(products.demandTypes, [query.demand_type]));
    if (query.readiness !== undefined) filters.push(eq(products.readinessLevel, query.readiness));
    if (query.readiness_min !== undefined) filters.push(gte(products.readinessLevel, query.readiness_min));
    if (query.readiness_max !== undefined) filters.push(lte(products.readinessLevel, query.readiness_max));
    return and(...filters);
  }

  return {
    async list(query: ListProductsQuery): Promise<{ data: ProductSummary[]; meta: PageMeta }> {
      const where = filtersOf(query);
      const order =
        query.sort === 'name' ? [asc(sortableName), asc(products.id)] : [desc(products.publishedAt), desc(products.id)];
      const [rows, total] = await Promise.all([
        db
          .select(summaryColumns)
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        cachedTotal(cache, 'products', query, () => db.select({ total: count() }).from(products).where(where)),
      ]);
      return { data: rows.map(presentSummary), meta: pageMeta(query.page, query.per_page, total) };
    },

    /** The fields (lĩnh vực) of published products with how many each has, by name. */
    async fields(): Promise<ProductField[]> {
      const rows = await db
        .select({ name: products.field, count: count() })
        .from(products)
        .where(listed())
        .groupBy(products.field)
        .orderBy(sortable(products.field), products.field);
      return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
    },

    /** A published product by id or slug, with up to 4 others of its field; 404 otherwise. The route counts the view. */
    async detail(idOrSlug: string): Promise<ProductDetail> {
      const [row] = await db
        .select({
          ...summaryColumns,
          description: products.description,
          attachments: products.attachments,
          contactName: products.contactName,
          contactPhone: products.contactPhone,
          contactEmail: products.contactEmail,
          viewCount: products.viewCount,
          expiresAt: products.expiresAt,
          // Made from a proposal: its author is the owner, reached only through the department.
          hasOwner: sql<boolean>`exists (select 1 from ${proposals} where ${proposals.productId} = ${sql.raw('"products"."id"')})`,
        })
        .from(products)
        .where(and(keyOf(idOrSlug), visible()));
      if (!row) throw notFound(notFoundMessages.product);
      const [related, followers] = await Promise.all([
        db
          .select(summaryColumns)
          .from(products)
          .where(and(listed(), eq(products.field, row.field), ne(products.id, row.id)))
          .orderBy(desc(products.publishedAt), desc(products.id))
          .limit(4),
        followerCount(db, 'product', row.id),
      ]);
      return {
        ...presentSummary(row),
        description: row.description,
        images: row.images.map((file) => presentFile(row.id, file)),
        attachments: row.attachments.map((file) => presentFile(row.id, file)),
        // A proposer's personal contact is never public: people reach them through "Bày tỏ quan tâm".
        contact: row.hasOwner
          ? { name: '', phone: '', email: '' }
          : { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
        brokered: Boolean(row.hasOwner),
        expires_at: row.expiresAt?.toISOString() ?? null,
        expired: row.expiresAt !== null && row.expiresAt <= now(),
        view_count: row.viewCount,
        followers,
        related: related.map(presentSummary),
      };
    },

    /**
     * One picture or attachment of a published product, found by the name its URL carries among
     * the files the product itself lists: a URL never names a path on disk. 404 otherwise.
     */
    async file(idOrSlug: string, name: string): Promise<{ file: StoredFile; inline: boolean }> {
      const [row] = await db
        .select({ images: products.images, attachments: products.attachments })
        .from(products)
        .where(and(keyOf(idOrSlug), visible()));
      const image = row?.images.find((file) => fileNameOf(file) === name);
      if (image) return { file: image, inline: INLINE_IMAGE_TYPES.has(image.mime) };
      const attachment = row?.attachments.find((file) => fileNameOf(file) === name);
      if (attachment) return { file: attachment, inline: false };
      throw notFound(uploadMessages.notFound);
    },

    /** What a link preview of a product shows, without counting a view; undefined when not visible. */
    async shareInfo(idOrSlug: string) {
      if (!idOrSlug || idOrSlug.length > 120) return undefined;
      const [row] = await db
        .select({ id: products.id, name: products.name, summary: products.summary, images: products.images })
        .from(products)
        .where(and(keyOf(idOrSlug), visible()));
      if (!row) return undefined;
      const [firstImage] = row.images;
      return {
        title: row.name,
        summary: row.summary,
        image: firstImage && INLINE_IMAGE_TYPES.has(firstImage.mime) ? presentFile(row.id, firstImage).url : null,
      };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
