import { adminPostStatusLabels } from '@portal/shared/admin-content';
import { validityLabels } from '@portal/shared/documents';
import { categoryFieldLabels } from '@portal/shared/field-labels';
import { demandTypeLabels } from '@portal/shared/products';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerExport } from '../../back-office/export.ts';
import type { AppContext } from '../../context.ts';
import { staffAudit, staffInvitations } from '../../db/schema/admin.ts';
import { bigProblems } from '../../db/schema/catalogue.ts';
import { categories } from '../../db/schema/content.ts';
import { feedback, questions } from '../../db/schema/engagement.ts';
import { ideas, proposals } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { type ReadCell, readSheet } from '../../test/xlsx-helpers.ts';
import { adminRoutes } from '../auth/staff-guard.ts';
import { registerAdminResource } from './resource.ts';
import { categoriesResource } from './resources/categories.ts';

/** A header that is a field's name (`category_id`, `published_at`, `name`) rather than words. */
const FIELD_NAME = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
/** Headers of the columns that hold days or moments. */
const DATE_HEADER = /^(Ngày|Thời điểm|Thời gian|Cập nhật|Hạn |Tạm khóa đến)|lúc$/;
/** A day or moment written as text (`2026-11-23`, `2026-11-23T02:00:00.000Z`). */
const ISO_TEXT = /^\d{4}-\d{2}-\d{2}(T|$)/;
/** Headers of the columns that hold stored codes, which must show as words. */
const CODE_HEADER = /^(Trạng thái|Tình trạng hiệu lực|Vai trò|Loại|Thao tác|Đối tượng)$/;

describe('every Excel export of the back office', () => {
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  let t: TestApp;
  let admin: string;
  const exports = () => adminRoutes.filter((route) => route.method === 'GET' && route.url.endsWith('/export.xlsx'));

  beforeAll(async () => {
    t = await buildTestApp({ SEED_DEMO_CONTENT: 'true' }, { now: clock.now });
    admin = (await tokensByRole(t, 1)).admin;
    // The demo content has no citizen's submissions, messages, invitations or audit lines: one of each.
    const db = t.database.db;
    const [author] = await db.select({ id: users.id }).from(users).limit(1);
    const at = new Date('2026-11-20T03:15:00Z');
    await db.insert(questions).values({
      name: 'Trần Văn An',
      email: 'an@example.vn',
      question: 'Thủ tục đăng ký sáng chế gồm những gì?',
      status: 'answered',
      answer: '<p>Hồ sơ gồm <strong>tờ khai</strong>.</p>',
      answeredAt: at,
    });
    await db.insert(feedback).values({
      name: 'Lê Thị Bình',
      email: 'binh@example.vn',
      subject: 'Góp ý giao diện',
      message: 'Nội dung',
      status: 'handled',
      handledAt: at,
      handledNote: 'Đã chuyển bộ phận kỹ thuật',
    });
    await db.insert(staffInvitations).values({
      email: 'canbo@example.vn',
      fullName: 'Phạm Văn Cường',
      role: 'editor',
      tokenHash: 'a'.repeat(64),
      expiresAt: new Date('2026-11-30T00:00:00Z'),
      sentAt: at,
    });
    await db.insert(staffAudit).values({
      actorEmail: 'admin@example.vn',
      actorRole: 'admin',
      action: 'update',
      resource: 'categories',
      recordId: '1',
      at,
    });
    const submitted = { authorId: author?.id, status: 'submitted' as const, submittedAt: at, updatedAt: at };
    await db.insert(proposals).values({ ...submitted, trackingCode: 'DX-2026-00001', title: 'Máy sấy nông sản' });
    await db
      .insert(ideas)
      .values({ ...submitted, trackingCode: 'YT-2026-00001', title: 'Dự báo thời tiết cho nông dân' });
  });
  afterAll(() => t.close());

  const sheetOf = async (url: string) => {
    const response = await t.app.inject({ url, headers: bearer(admin) });
    expect(response.statusCode, url).toBe(200);
    const { cells } = readSheet(response);
    const header = cells[0]?.map((cell) => cell.text) ?? [];
    const column = (name: string): ReadCell[] => cells.slice(1).map((row) => row[header.indexOf(name)] as ReadCell);
    return { header, rows: cells.slice(1), column };
  };

  it('walks every export route', () => {
    const names = exports().map((route) => route.url.replace(/^\/api\/admin\/|\/export\.xlsx$/g, ''));
    expect(names.sort()).toEqual(
      [
        'audit-log',
        'big-problems',
        'categories',
        'documents',
        'faqs',
        'feedback',
        'ideas',
        'indicators',
        'posts',
        'products',
        'proposals',
        'questions',
        'solutions',
        'staff-invitations',
        'static-pages',
        'users',
      ].sort(),
    );
  });

  it('heads every column in Vietnamese, writes dates as date cells and codes as words', async () => {
    for (const { url } of exports()) {
      const { header, rows } = await sheetOf(url);
      expect(header.length, url).toBeGreaterThan(2);
      // Rows to read, and at least one date among them.
      expect(rows.length, url).toBeGreaterThan(0);
      expect(
        rows.flat().some((cell) => cell?.kind === 'date'),
        url,
      ).toBe(true);
      for (const text of header) expect(text, `${url}: header "${text}"`).not.toMatch(FIELD_NAME);
      header.forEach((text, index) => {
        const cells = rows.map((row) => row[index]).filter((cell) => cell && cell.kind !== 'empty') as ReadCell[];
        for (const cell of cells) {
          expect(cell.text, `${url}: ${text}`).not.toMatch(ISO_TEXT);
          if (DATE_HEADER.test(text)) {
            expect(cell.kind, `${url}: ${text} ${cell.text}`).toBe('date');
            expect(cell.format, `${url}: ${text}`).toMatch(/^dd\/mm\/yyyy( hh:mm)?$/);
          }
          if (CODE_HEADER.test(text)) expect(cell.text, `${url}: ${text}`).not.toMatch(FIELD_NAME);
        }
      });
    }
  });

  it('shows the catalogue and content in words: categories, problems, statuses, demands, groups, text', async () => {
    const db = t.database.db;
    const categoryNames = new Set((await db.select({ name: categories.name }).from(categories)).map((c) => c.name));
    const problemTitles = new Set(
      (await db.select({ title: bigProblems.title }).from(bigProblems)).map((b) => b.title),
    );
    const texts = (cells: ReadCell[]) => cells.filter((cell) => cell && cell.kind !== 'empty').map((cell) => cell.text);

    const posts = await sheetOf('/api/admin/posts/export.xlsx');
    const postCategories = texts(posts.column('Chuyên mục'));
    expect(postCategories.length).toBe(posts.rows.length);
    for (const name of postCategories) expect(categoryNames).toContain(name);
    for (const status of texts(posts.column('Trạng thái')))
      expect(Object.values(adminPostStatusLabels)).toContain(status);
    expect(texts(posts.column('Nhóm nhiệm vụ Nghị quyết 57')).some((groups) => /^\d\. \p{Lu}/u.test(groups))).toBe(
      true,
    );
    for (const body of texts(posts.column('Nội dung'))) expect(body).not.toMatch(/<\/?(p|strong|em|a)\b/);

    const answered = await sheetOf('/api/admin/questions/export.xlsx');
    expect(texts(answered.column('Câu trả lời'))).toEqual(['Hồ sơ gồm tờ khai.']);
    const log = await sheetOf('/api/admin/audit-log/export.xlsx');
    expect(texts(log.column('Thao tác'))).toEqual(['Sửa']);
    expect(texts(log.column('Mục dữ liệu'))).toEqual(['Chuyên mục tin']);

    const parents = await sheetOf('/api/admin/categories/export.xlsx');
    for (const name of texts(parents.column(categoryFieldLabels.parent_id))) expect(categoryNames).toContain(name);

    const solutions = await sheetOf('/api/admin/solutions/export.xlsx');
    const problems = texts(solutions.column('Bài toán'));
    expect(problems.length).toBe(solutions.rows.length);
    for (const title of problems) expect(problemTitles).toContain(title);

    const products = await sheetOf('/api/admin/products/export.xlsx');
    for (const level of texts(products.column('Mức độ sẵn sàng công nghệ'))) expect(level).toMatch(/^TRL \d – /);
    const demands = texts(products.column('Nhu cầu kết nối')).flatMap((cell) => cell.split('; '));
    expect(demands.length).toBeGreaterThan(0);
    for (const demand of demands) expect(Object.values(demandTypeLabels)).toContain(demand);
    expect(texts(products.column('Trạng thái'))).toContain('Đã đăng');

    const documents = await sheetOf('/api/admin/documents/export.xlsx');
    for (const validity of texts(documents.column('Tình trạng hiệu lực')))
      expect(Object.values(validityLabels)).toContain(validity);
    // A day is a day: shown dd/mm/yyyy without a time.
    for (const issued of documents.column('Ngày ban hành')) expect(issued.format).toBe('dd/mm/yyyy');

    const indicators = await sheetOf('/api/admin/indicators/export.xlsx');
    for (const group of texts(indicators.column('Nhóm nhiệm vụ'))) expect(group).toMatch(/^\d\. \p{Lu}/u);
    const problemsSheet = await sheetOf('/api/admin/big-problems/export.xlsx');
    expect(texts(problemsSheet.column('Trạng thái'))).toContain('Đang tìm giải pháp');
    for (const deadline of texts(problemsSheet.column('Hạn nhận giải pháp')))
      expect(deadline).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('a back-office resource without Vietnamese headers for its export', () => {
  const context = {
    database: { db: {} },
    now: () => new Date('2026-11-23T03:00:00Z'),
    publicCache: {},
  } as unknown as AppContext;
  const { parent_id: _, ...withoutParent } = categoryFieldLabels;

  it('stops the server at start-up: no columns, or a field of the record missing', () => {
    const noColumns = { ...categoriesResource, columns: undefined } as unknown as typeof categoriesResource;
    expect(() => registerAdminResource(Fastify(), context, noColumns)).toThrow(/missing: name, slug, parent_id/);
    expect(() => registerAdminResource(Fastify(), context, { ...categoriesResource, columns: withoutParent })).toThrow(
      /categories\/export\.xlsx.*missing: parent_id$/,
    );
    expect(() =>
      registerAdminResource(Fastify(), context, {
        ...categoriesResource,
        columns: { ...withoutParent, parent_id: ' ' },
      }),
    ).toThrow(/missing: parent_id$/);
    expect(() => registerAdminResource(Fastify(), context, categoriesResource)).not.toThrow();
  });

  it('holds for the exports registered on their own (ideas, proposals, the audit log)', () => {
    const spec = {
      name: 'ideas',
      label: 'ý tưởng',
      area: 'moderation' as const,
      record: z.object({ id: z.number(), tracking_code: z.string() }),
      sortable: ['id'],
      rows: async () => [],
    };
    expect(() => registerExport(Fastify(), context, { ...spec, columns: { id: 'Số' } })).toThrow(
      /missing: tracking_code$/,
    );
    expect(() =>
      registerExport(Fastify(), context, { ...spec, columns: { id: 'Số', tracking_code: 'Mã hồ sơ' } }),
    ).not.toThrow();
  });
});
