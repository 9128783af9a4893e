import type { PageMeta } from '@portal/shared/content';
import type { DocumentFacets, DocumentItem, ListDocumentsQuery } from '@portal/shared/documents';
import { notFoundMessages } from '@portal/shared/messages';
import { uploadMessages } from '@portal/shared/uploads';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { documents, type StoredFile } from '../../db/schema/catalogue.ts';
import { searchPattern } from '../../db/search.ts';
import { notFound } from '../../errors.ts';
import { cachedTotal, pageMeta } from '../../http/pagination.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import { type DocumentRow, fileKeyOf, presentDocument } from './documents.presenter.ts';

/** Which documents a call reads: the public ones, or those for signed-in users only. */
export type DocumentAudience = 'public' | 'internal';

const documentNotFound = () => notFound(notFoundMessages.document);

const vietnamese = new Intl.Collator('vi');

/** Comparable text of a số hiệu: "57-NQ/TW" and "57-nq/tw", "QĐ" and "qd" are the same. */
const numberText = (value: SQL | string) => sql`lower(f_unaccent(${value}))`;

export function createDocumentsService(db: Database, cache: Pick<PublicCache, 'total'>) {
  /** Published, and of the audience asked for. */
  const visibleTo = (audience: DocumentAudience) =>
    and(eq(documents.status, 'published'), eq(documents.internal, audience === 'internal'));

  const findVisible = async (audience: DocumentAudience, id: string): Promise<DocumentRow | undefined> => {
    if (!/^\d{1,15}$/.test(id)) return undefined;
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.id, Number(id)), visibleTo(audience)));
    return row;
  };

  return {
    async list(
      audience: DocumentAudience,
      query: ListDocumentsQuery,
    ): Promise<{ data: DocumentItem[]; meta: PageMeta }> {
      const filters: (SQL | undefined)[] = [visibleTo(audience)];
      if (query.q) filters.push(sql`${documents.searchText} like ${searchPattern(query.q)}`);
      // strpos, not like: a số hiệu may hold characters that like treats as wildcards.
      if (query.number)
        filters.push(sql`strpos(${numberText(sql`${documents.number}`)}, ${numberText(query.number)}) > 0`);
      if (query.type) filters.push(eq(documents.type, query.type));
      if (query.issuing_body) filters.push(eq(documents.issuingBody, query.issuing_body));
      if (query.field) filters.push(eq(documents.field, query.field));
      if (query.year !== undefined) {
        // A range on the date itself keeps the listing index usable.
        filters.push(gte(documents.issuedAt, `${query.year}-01-01`), lt(documents.issuedAt, `${query.year + 1}-01-01`));
      }
      if (query.validity) filters.push(eq(documents.validity, query.validity));
      if (query.report !== undefined) filters.push(eq(documents.isReport, query.report));
      const where = and(...filters);

      const [rows, total] = await Promise.all([
        db
          .select()
          .from(documents)
          .where(where)
          .orderBy(desc(documents.issuedAt), desc(documents.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        cachedTotal(cache, `documents:${audience}`, query, () =>
          db.select({ total: sql<number>`count(*)::int` }).from(documents).where(where),
        ),
      ]);
      return { data: rows.map(presentDocument), meta: pageMeta(query.page, query.per_page, total) };
    },

    /** The distinct values the lookup's selects offer, over the audience's documents. */
    async facets(audience: DocumentAudience): Promise<DocumentFacets> {
      const where = visibleTo(audience);
      const distinct = async (column: typeof documents.type | typeof documents.issuingBody | typeof documents.field) =>
        (await db.selectDistinct({ value: column }).from(documents).where(where))
          .map((row) => row.value)
          // In Vietnamese order ("Ủy ban" after "Thủ tướng" and "Đổi mới" after "Dự án"), which the
          // database's collation may not know.
          .sort(vietnamese.compare);
      const year = sql<number>`extract(year from ${documents.issuedAt})::int`;
      const [types, bodies, fields, years] = await Promise.all([
        distinct(documents.type),
        distinct(documents.issuingBody),
        distinct(documents.field),
        db.selectDistinct({ value: year }).from(documents).where(where).orderBy(desc(year)),
      ]);
      return { types, issuing_bodies: bodies, fields, years: years.map((row) => Number(row.value)) };
    },

    /** One document of the audience; 404 when unknown, unpublished or of the other audience. */
    async detail(audience: DocumentAudience, id: string): Promise<DocumentItem> {
      const row = await findVisible(audience, id);
      if (!row) throw documentNotFound();
      return presentDocument(row);
    },

    /**
     * The stored file `key` of a published document, public or internal. `authorizeInternal`
     * runs first when the document is internal (it throws for a visitor), so a visitor learns
     * nothing of its files. The key is looked up in the document's own files: no path from
     * the request reaches the disk.
     */
    async file(id: string, key: string, authorizeInternal: () => Promise<unknown>): Promise<StoredFile> {
      if (!/^\d{1,15}$/.test(id)) throw documentNotFound();
      const [row] = await db
        .select({ internal: documents.internal, files: documents.files })
        .from(documents)
        .where(and(eq(documents.id, Number(id)), eq(documents.status, 'published')));
      if (!row) throw documentNotFound();
      if (row.internal) await authorizeInternal();
      const file = row.files.find((candidate) => fileKeyOf(candidate) === key);
      if (!file) throw notFound(uploadMessages.notFound);
      return file;
    },

    /** What a link preview of `/documents?id=` shows; undefined unless the document is public. */
    async shareInfo(id: string) {
      const row = await findVisible('public', id);
      return (
        row && {
          title: row.title,
          description: `${row.type} số ${row.number} của ${row.issuingBody}. ${row.summary}`.trim(),
        }
      );
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
