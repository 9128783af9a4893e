import { z } from 'zod';
import { PageMetaSchema, PaginationQuerySchema } from './content.ts';
import { SEARCH_KINDS } from './search-kinds.ts';

export { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchKind } from './search-kinds.ts';

/** Totals are counted up to this many: enough to say "hơn 1.000", cheap on any table size. */
export const SEARCH_COUNT_CAP = 1000;

export const SearchQuerySchema = PaginationQuerySchema.extend({
  q: z
    .string({ message: 'Vui lòng nhập từ khóa tìm kiếm' })
    .trim()
    .min(2, 'Từ khóa tìm kiếm cần ít nhất 2 ký tự')
    .max(200, 'Từ khóa tìm kiếm tối đa 200 ký tự'),
  kind: z.enum(SEARCH_KINDS, { message: 'Loại nội dung không hợp lệ' }).optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  /** yyyy-mm-dd or an ISO time: the publication or issue date. */
  date: z.string().nullable(),
  /** The portal page of the result. */
  url: z.string(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  total: z.number(),
  /** True when there are more than `total` (= SEARCH_COUNT_CAP) results. */
  capped: z.boolean(),
  items: z.array(SearchHitSchema),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

/** Without `kind`: the first results of every kind. */
export const SearchGroupsResponseSchema = z.object({ data: z.array(SearchGroupSchema) });

/** With `kind`: one kind, paginated. */
export const SearchPageResponseSchema = z.object({
  data: z.array(SearchHitSchema),
  meta: PageMetaSchema.extend({ capped: z.boolean() }),
});
export type SearchPageResponse = z.infer<typeof SearchPageResponseSchema>;

/** `GET /api/search`: the groups without `kind`, one kind's page with it. */
export const SearchResponseSchema = z.union([SearchGroupsResponseSchema, SearchPageResponseSchema]);
