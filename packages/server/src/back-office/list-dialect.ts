import { backOfficeMessages } from '@portal/shared/messages';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The back office's REST dialect, the one react-admin's `ra-data-simple-rest` speaks:
 * `GET /api/admin/<resource>?sort=["title","ASC"]&range=[0,24]&filter={"q":"khoa"}` answers the
 * rows as an array with `Content-Range: <resource> 0-24/319`; `GET/PUT/DELETE …/<id>` and
 * `POST /api/admin/<resource>` answer one record. The query parameters are JSON text.
 */
const json = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .string()
    .max(4000, message)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const ADMIN_PAGE_MAX = 1000;

export const AdminListQuerySchema = z.object({
  sort: json(z.tuple([z.string().max(60), z.enum(['ASC', 'DESC'])]), backOfficeMessages.sortInvalid)
    .optional()
    .describe('JSON [trường, "ASC" | "DESC"], ví dụ ["id","DESC"]'),
  range: json(
    z
      .tuple([z.int().min(0), z.int().min(0)])
      .refine(([first, last]) => last >= first && last - first < ADMIN_PAGE_MAX, backOfficeMessages.rangeInvalid),
    backOfficeMessages.rangeInvalid,
  )
    .optional()
    .describe(`JSON [đầu, cuối], tính từ 0, tối đa ${ADMIN_PAGE_MAX} bản ghi; tổng số trả về trong Content-Range`),
  filter: json(z.record(z.string(), z.unknown()), backOfficeMessages.filterInvalid)
    .optional()
    .describe('JSON {trường: giá trị}; q tìm theo chữ, không phân biệt dấu; id: [..] lấy nhiều bản ghi'),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

/** Offset and limit of a list request (25 rows from the start when no range is given). */
export const pageOf = (query: AdminListQuery) => {
  const [first, last] = query.range ?? [0, 24];
  return { offset: first, limit: last - first + 1 };
};

/**
 * The column of the list's `sort` field among its own `sortable` ones (never one inherited from
 * Object.prototype, like `__proto__` or `constructor`), with its direction. The staff guard has
 * already refused a field the route's `config.sortable` does not name (422).
 */
export function sortOf<T>(query: Pick<AdminListQuery, 'sort'>, sortable: Record<string, T>) {
  const [field, direction] = query.sort ?? [];
  if (field === undefined || !Object.hasOwn(sortable, field)) return undefined;
  return { column: sortable[field] as T, ascending: direction === 'ASC' };
}

/** The ORDER BY of a list: the requested field when it is one of `sortable`, then `fallback`. */
export function orderOf(
  query: Pick<AdminListQuery, 'sort'>,
  sortable: Record<string, PgColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  const sort = sortOf(query, sortable);
  if (!sort) return fallback;
  return [sort.ascending ? asc(sort.column) : desc(sort.column), ...fallback];
}

/** Sends a page of rows with the `Content-Range` react-admin reads the total from. */
export function sendPage<T>(reply: FastifyReply, resource: string, rows: T[], total: number, offset: number): T[] {
  const last = rows.length === 0 ? offset : offset + rows.length - 1;
  reply.header('content-range', `${resource} ${offset}-${last}/${total}`);
  return rows;
}

/** The ids of a `getMany` (`filter={"id":[1,2]}`), if the filter asks for them. */
export function idsOf(filter: Record<string, unknown> | undefined): number[] | undefined {
  const ids = filter?.id;
  if (ids === undefined) return undefined;
  const list = Array.isArray(ids) ? ids : [ids];
  return list.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}
