import {
  AdminPostSchema,
  type AdminPostStatus,
  adminContentMessages,
  adminPostStatusLabels,
  type PostInput,
  PostInputSchema,
} from '@portal/shared/admin-content';
import { postFieldLabels } from '@portal/shared/field-labels';
import { notFoundMessages } from '@portal/shared/messages';
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import { codeLabel, namesLabel, nq57GroupsLabel } from '../../../back-office/export.ts';
import { htmlToText } from '../../../content/html-text.ts';
import { storedRichHtml } from '../../../content/rich-html.ts';
import type { AppContext } from '../../../context.ts';
import { categories, posts } from '../../../db/schema/content.ts';
import { searchPattern } from '../../../db/search.ts';
import { notFound, unprocessable } from '../../../errors.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { type AdminResource, registerAdminResource } from '../resource.ts';

type Row = Record<string, unknown>;

/**
 * Scheduling, as stored: a scheduled post is kept as `published` with a future `published_at`.
 * Every public query already shows only `published` posts whose time has come (posts, search,
 * home, sitemap, feeds, link previews), so the post appears at its time with nothing else to
 * run, and the public cache's 30 s lifetime bounds the delay. The back office shows the derived
 * status `scheduled` (published, time still ahead). A row stored with the legacy status
 * `scheduled` (never written here) is shown as scheduled too and stays invisible until saved.
 */
export function derivedStatus(row: { status: string; publishedAt: Date | null }, now: Date): AdminPostStatus {
  if (row.status === 'scheduled') return 'scheduled';
  if (row.status === 'published' && row.publishedAt && row.publishedAt.getTime() > now.getTime()) return 'scheduled';
  return row.status as AdminPostStatus;
}

/** `filter.status` of the list, by the derived statuses the back office shows. */
const statusCondition = (status: unknown, now: Date): SQL | undefined => {
  switch (status) {
    case 'draft':
      return eq(posts.status, 'draft');
    case 'hidden':
      return eq(posts.status, 'hidden');
    case 'published':
      return and(eq(posts.status, 'published'), or(lte(posts.publishedAt, now), isNull(posts.publishedAt)));
    case 'scheduled':
      return or(eq(posts.status, 'scheduled'), and(eq(posts.status, 'published'), gt(posts.publishedAt, now)));
    default:
      return undefined;
  }
};

const positiveIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

const booleanOf = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

export function postsResource(context: AppContext): AdminResource<PostInput> {
  const { database, now } = context;
  return {
    name: 'posts',
    label: 'tin bài',
    listHelp:
      'Lọc: q (tiêu đề, tóm tắt; không dấu), category_id (số hoặc mảng), status (draft|scheduled|published|hidden), ' +
      'featured (true|false), id (mảng). Sắp xếp: published_at, title, view_count, id, updated_at, created_at. ' +
      'status "scheduled" = đã đăng với published_at trong tương lai: tin tự hiện trên cổng đúng giờ',
    area: 'content',
    table: posts,
    id: posts.id,
    record: AdminPostSchema,
    present: (row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      summary: row.summary,
      body: row.body,
      cover_image: row.coverImage ?? null,
      cover_alt: row.coverAlt as string,
      category_id: row.categoryId,
      author: row.author,
      source: row.source,
      tags: row.tags,
      nq57_groups: row.nq57Groups,
      featured: row.featured,
      status: derivedStatus(row as { status: string; publishedAt: Date | null }, now()),
      published_at: row.publishedAt ? (row.publishedAt as Date).toISOString() : null,
      view_count: row.viewCount,
      created_at: (row.createdAt as Date).toISOString(),
      updated_at: (row.updatedAt as Date).toISOString(),
    }),
    sortable: {
      id: posts.id,
      title: posts.title,
      published_at: posts.publishedAt,
      view_count: posts.viewCount,
      updated_at: posts.updatedAt,
      created_at: posts.createdAt,
    },
    // Drafts (no date) first, then the newest.
    order: [sql`${posts.publishedAt} desc nulls first`, sql`${posts.id} desc`],
    search: (q) => sql`${posts.searchText} like ${searchPattern(q)}`,
    filters: {
      category_id: (value) => {
        const ids = positiveIds(value);
        return ids.length ? inArray(posts.categoryId, ids) : undefined;
      },
      status: (value) => statusCondition(value, now()),
      featured: (value) => {
        const featured = booleanOf(value);
        return featured === undefined ? undefined : eq(posts.featured, featured);
      },
    },
    input: PostInputSchema,
    async toRow(input, at) {
      const [category] = await database.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, input.category_id));
      if (!category) throw unprocessable({ category_id: [adminContentMessages.categoryUnknown] });
      // A cover is an image uploaded here (POST /api/admin/images): a path to none would show a broken picture.
      if (
        input.cover_image &&
        (await context.uploads.size(input.cover_image.replace(/^\/uploads\//, ''))) === undefined
      ) {
        throw unprocessable({ cover_image: [adminContentMessages.coverInvalid] });
      }
      let publishedAt = input.published_at ? new Date(input.published_at) : null;
      if (input.status === 'scheduled' && publishedAt && publishedAt.getTime() <= at.getTime()) {
        throw unprocessable({ published_at: [adminContentMessages.scheduleInPast] });
      }
      // Published without a date: from now on.
      if (input.status === 'published' && !publishedAt) publishedAt = at;
      return {
        title: input.title,
        slug: input.slug,
        summary: input.summary,
        body: storedRichHtml('body', input.body, PostInputSchema.shape.body),
        coverImage: input.cover_image,
        coverAlt: input.cover_image ? input.cover_alt : '',
        categoryId: input.category_id,
        author: input.author,
        source: input.source,
        tags: input.tags,
        nq57Groups: input.nq57_groups,
        featured: input.featured,
        status: input.status === 'scheduled' ? 'published' : input.status,
        publishedAt,
      };
    },
    unique: { posts_slug_unique: ['slug', adminContentMessages.slugTaken] },
    // Deleting is the route below: drafts only.
    deletable: false,
    publicContent: true,
    columns: postFieldLabels,
    // The category as its name in the Excel export (the categories are few), codes as words.
    exportLabels: async (db) => {
      const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
      return {
        category_id: namesLabel(new Map(rows.map((row) => [row.id, row.name]))),
        status: codeLabel(adminPostStatusLabels),
        nq57_groups: nq57GroupsLabel,
        body: (body) => htmlToText(String(body)),
      };
    },
  };
}

const IdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Tin bài in the back office: the resource (list, show, create, update) and a delete that only
 * takes drafts; a post visitors may have seen is hidden through its status instead.
 */
export function registerPostsAdmin(app: FastifyInstance, context: AppContext): void {
  const resource = postsResource(context);
  registerAdminResource(app, context, resource);

  const db = context.database.db;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/admin/posts/:id',
    {
      config: { staffArea: 'content' },
      schema: {
        tags: ['admin'],
        summary: 'Xóa tin bài nháp (tin đã đăng, hẹn giờ hoặc đã ẩn: 422, hãy chuyển trạng thái sang "hidden")',
        params: IdParams,
        response: { 200: AdminPostSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const at = context.now();
      const removed = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(posts).where(eq(posts.id, request.params.id));
        if (!before) throw notFound(notFoundMessages.post);
        if (before.status !== 'draft') throw unprocessable({ status: [adminContentMessages.deleteOnlyDrafts] });
        await tx.delete(posts).where(eq(posts.id, request.params.id));
        await recordStaffWrite(
          tx,
          staff,
          { action: 'delete', resource: 'posts', recordId: request.params.id, before },
          at,
        );
        return before;
      });
      return resource.present(removed as Row) as z.infer<typeof AdminPostSchema>;
    },
  );
}
