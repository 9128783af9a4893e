import { z } from 'zod';

/**
 * Lists take `page` and `per_page` (10 by default, at most 100) and answer `{ data, meta }`
 * (docs/DOMAIN.md, "API conventions").
 */
export const PER_PAGE_DEFAULT = 10;
export const PER_PAGE_MAX = 100;

export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Số trang không hợp lệ').max(100_000, 'Số trang không hợp lệ').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'Số mục mỗi trang không hợp lệ')
    .max(PER_PAGE_MAX, `Mỗi trang có tối đa ${PER_PAGE_MAX} mục`)
    .default(PER_PAGE_DEFAULT),
});

export const PageMetaSchema = z.object({
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** Free-text search: diacritics and case are ignored by the server. */
export const SearchTextSchema = z.string().trim().max(200, 'Từ khóa tìm kiếm tối đa 200 ký tự').optional();

export const CategorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListResponseSchema = z.object({ data: z.array(CategorySchema) });

export const ListPostsQuerySchema = PaginationQuerySchema.extend({
  q: SearchTextSchema,
  /** A category's id or slug. */
  category: z.string().trim().max(100).optional(),
  featured: z
    .enum(['true', 'false'], { message: 'Giá trị không hợp lệ' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ListPostsQuery = z.input<typeof ListPostsQuerySchema>;

export const PostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover_image: z.string().nullable(),
  /** What the cover shows (its `alt`); empty when there is no cover. */
  cover_alt: z.string(),
  category: CategorySchema,
  featured: z.boolean(),
  published_at: z.string(),
  view_count: z.number(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const PostDetailSchema = PostSummarySchema.extend({
  body: z.string(),
  author: z.string(),
  source: z.string(),
  tags: z.array(z.string()),
  related: z.array(PostSummarySchema),
});
export type PostDetail = z.infer<typeof PostDetailSchema>;
export const PostDetailResponseSchema = z.object({ data: PostDetailSchema });
/** A post's number or its address (`slug`). */
export const PostIdParamsSchema = z.object({ id: z.string().max(120) });

export const PostListResponseSchema = z.object({ data: z.array(PostSummarySchema), meta: PageMetaSchema });

export const StaticPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type StaticPage = z.infer<typeof StaticPageSchema>;
export const StaticPageResponseSchema = z.object({ data: StaticPageSchema });
export const StaticPageSlugParamsSchema = z.object({ slug: z.string().max(100) });
