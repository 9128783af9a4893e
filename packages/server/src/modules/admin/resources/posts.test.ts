import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokensByRole } from '../../../test/auth-helpers.ts';
import { movableClock } from '../../../test/helper.ts';
import { multipart } from '../../../test/multipart.ts';
import { callAs, listQuery, useStaffApp } from './staff-test-app.ts';

const HOUR = 60 * 60 * 1000;

describe('the back office news (posts) and their cover images', () => {
  const clock = movableClock(new Date('2026-11-23T02:00:00Z'));
  const staff = useStaffApp({ SEED_DEMO_CONTENT: 'true' }, { now: clock.now });
  let categoryId: number;

  beforeAll(async () => {
    const categories = await staff.t.app.inject({ method: 'GET', url: '/api/categories' });
    categoryId = categories.json().data[0].id;
  });

  const call = (method: string, url: string, token: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);
  const list = (query: Record<string, unknown>, token = staff.tokens.editor) =>
    call('GET', `/api/admin/posts?${listQuery(query)}`, token);
  const sendImage = (form: ReturnType<typeof multipart>, token = staff.tokens.editor) =>
    staff.t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  const publicPost = (slug: string) => staff.t.app.inject({ method: 'GET', url: `/api/posts/${slug}` });
  const auditOf = async (id: number) => {
    const response = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'posts', record_id: String(id) }))}`,
      staff.tokens.admin,
    );
    return (response.json() as { action: string; before: unknown; after: unknown; actor_role: string }[]).reverse();
  };
  const post = (overrides: Record<string, unknown> = {}) => ({
    title: 'Sở Khoa học và Công nghệ ra mắt cổng tiếp nhận đề xuất',
    slug: 'so-khcn-ra-mat-cong-tiep-nhan-de-xuat',
    summary: 'Tóm tắt tin.',
    body: '<p>Nội dung <strong>chính</strong></p>',
    category_id: categoryId,
    author: 'Minh Châu',
    source: 'Sở KH&CN',
    tags: ['đề xuất', 'đề xuất', 'cổng'],
    nq57_groups: [3, 1],
    featured: false,
    status: 'published',
    published_at: null,
    ...overrides,
  });

  it('list posts with search, filters, sort and Content-Range', async () => {
    const all = await list({ range: [0, 4] });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(5);
    const total = Number(/\/(\d+)$/.exec(all.headers['content-range'] as string)?.[1]);
    expect(all.headers['content-range']).toMatch(/^posts 0-4\/\d+$/);
    expect(total).toBeGreaterThan(5);

    const searched = await list({ filter: { q: 'quan triet nghi quyet' } });
    expect(searched.json().length).toBeGreaterThan(0);
    for (const row of searched.json()) expect(row.title.toLowerCase()).toMatch(/quán triệt/);

    const inCategory = await list({ filter: { category_id: categoryId }, range: [0, 99] });
    expect(inCategory.json().length).toBeGreaterThan(0);
    for (const row of inCategory.json()) expect(row.category_id).toBe(categoryId);

    const featured = await list({ filter: { featured: true }, range: [0, 99] });
    for (const row of featured.json()) expect(row.featured).toBe(true);

    const published = await list({ filter: { status: 'published' }, range: [0, 999] });
    expect(published.headers['content-range']).toMatch(new RegExp(`/${total}$`));
    const drafts = await list({ filter: { status: 'draft' } });
    expect(drafts.json()).toEqual([]);

    const byTitle = await list({ sort: ['title', 'ASC'], range: [0, 9] });
    const titles = byTitle.json().map((row: { title: string }) => row.title);
    expect(titles).toHaveLength(10);
    const byViews = await list({ sort: ['view_count', 'DESC'], range: [0, 9] });
    const views = byViews.json().map((row: { view_count: number }) => row.view_count);
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a));
    const byDate = await list({ sort: ['published_at', 'ASC'], range: [0, 9] });
    const dates = byDate.json().map((row: { published_at: string }) => row.published_at);
    expect(dates).toEqual([...dates].sort());

    const one = await call('GET', `/api/admin/posts/${all.json()[0].id}`, staff.tokens.editor);
    expect(one.statusCode).toBe(200);
    expect(one.json().body).toContain('<p>');
    expect((await call('GET', '/api/admin/posts/987654', staff.tokens.editor)).statusCode).toBe(404);
  });

  it('refuse bad input with Vietnamese messages under the fields', async () => {
    const invalid = await call('POST', '/api/admin/posts', staff.tokens.editor, {
      title: 'Tin',
      slug: 'Có Dấu',
      category_id: 0,
      cover_image: 'https://example.com/x.jpg',
      status: 'live',
      tags: ['x'.repeat(60)],
      nq57_groups: [9],
    });
    expect(invalid.statusCode).toBe(422);
    const errors = invalid.json().errors;
    expect(Object.keys(errors).sort()).toEqual(
      ['category_id', 'cover_image', 'nq57_groups.0', 'slug', 'status', 'tags.0', 'title'].sort(),
    );
    expect(errors.title[0]).toBe('Tiêu đề phải có từ 5 đến 300 ký tự');
    expect(errors.category_id[0]).toBe('Vui lòng chọn chuyên mục');
    expect(errors.cover_image[0]).toContain('Ảnh bìa không hợp lệ');

    const unknownCategory = await call('POST', '/api/admin/posts', staff.tokens.editor, post({ category_id: 987654 }));
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().errors).toEqual({ category_id: ['Chuyên mục không tồn tại'] });

    const noDate = await call('POST', '/api/admin/posts', staff.tokens.editor, post({ status: 'scheduled' }));
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors.published_at[0]).toBe('Vui lòng chọn thời điểm đăng cho tin hẹn giờ');
    const past = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({ status: 'scheduled', published_at: new Date(clock.now().getTime() - HOUR).toISOString() }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.published_at[0]).toBe('Thời điểm hẹn đăng phải sau thời điểm hiện tại');
    const badDate = await call('POST', '/api/admin/posts', staff.tokens.editor, post({ published_at: 'ngày mai' }));
    expect(badDate.json().errors.published_at[0]).toMatch(/^Thời điểm đăng không hợp lệ/);

    // Within the limit as sent, over it once sanitized (each bare "&" becomes "&amp;"): refused under
    // the body, nothing stored (it was stored at 4 times the limit and could not be saved again).
    const swelling = `<p>${'&'.repeat(150_000)}</p>`;
    const swollen = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({
        title: 'Tin có nội dung phình to',
        slug: 'phinh-to',
        body: swelling,
      }),
    );
    expect(swollen.statusCode).toBe(422);
    expect(swollen.json().errors).toEqual({ body: ['Nội dung quá dài (tối đa 200.000 ký tự)'] });
    expect((await list({ filter: { q: 'noi dung phinh to' } })).json()).toEqual([]);

    const [existing] = (await list({ range: [0, 0] })).json();
    const taken = await call('POST', '/api/admin/posts', staff.tokens.editor, post({ slug: existing.slug }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Đường dẫn này đã được dùng cho tin bài khác'] });
  });

  it('publish a post: sanitised body, on the portal at once, audited; hide it and it is gone at once', async () => {
    // The portal's list and the post's page are in the public cache before the write.
    const before = await staff.t.app.inject({ method: 'GET', url: '/api/posts?per_page=5' });
    expect(before.statusCode).toBe(200);
    expect((await publicPost('so-khcn-ra-mat-cong-tiep-nhan-de-xuat')).statusCode).toBe(404);

    const created = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({
        body: '<p onclick="steal()">Nội dung</p><script>alert(1)</script><img src="javascript:x"><a href="javascript:y">z</a>',
      }),
    );
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record.status).toBe('published');
    expect(record.published_at).toBe(clock.now().toISOString());
    expect(record.tags).toEqual(['đề xuất', 'cổng']);
    expect(record.nq57_groups).toEqual([1, 3]);
    expect(record.body).not.toMatch(/script|onclick|javascript/);
    expect(record.body).toContain('<p>Nội dung</p>');

    const shown = await publicPost(record.slug);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.title).toBe(record.title);
    const newest = await staff.t.app.inject({ method: 'GET', url: '/api/posts?per_page=5' });
    expect(newest.json().data[0].slug).toBe(record.slug);

    const hidden = await call('PUT', `/api/admin/posts/${record.id}`, staff.tokens.editor, {
      ...post(),
      status: 'hidden',
      published_at: record.published_at,
      title: 'Sở KH&CN ra mắt cổng tiếp nhận đề xuất (đã ẩn)',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().status).toBe('hidden');
    expect((await publicPost(record.slug)).statusCode).toBe(404);

    const audit = await auditOf(record.id);
    expect(audit.map((line) => line.action)).toEqual(['create', 'update']);
    expect(audit[1]?.actor_role).toBe('editor');
    expect(audit[1]?.before).toMatchObject({ status: 'published', title: record.title });
    expect(audit[1]?.after).toMatchObject({ status: 'hidden' });
  });

  it('schedule a post: invisible until its time, then shown without anything else happening', async () => {
    const at = new Date(clock.now().getTime() + 2 * HOUR);
    const created = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({
        slug: 'tin-hen-gio',
        title: 'Tin hẹn giờ đăng lúc 11 giờ',
        status: 'scheduled',
        published_at: at.toISOString(),
      }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json().status).toBe('scheduled');
    expect((await publicPost('tin-hen-gio')).statusCode).toBe(404);
    const scheduled = await list({ filter: { status: 'scheduled' } });
    expect(scheduled.json().map((row: { id: number }) => row.id)).toEqual([id]);

    // A local time from react-admin's DateTimeInput is Vietnam's time.
    const moved = await call(
      'PUT',
      `/api/admin/posts/${id}`,
      staff.tokens.editor,
      post({
        slug: 'tin-hen-gio',
        title: 'Tin hẹn giờ đăng lúc 11 giờ',
        status: 'scheduled',
        published_at: '2026-11-23T11:00',
      }),
    );
    expect(moved.json().published_at).toBe('2026-11-23T04:00:00.000Z');

    clock.advance(2 * HOUR + 1000);
    // Access tokens are short-lived: sign in again at the new time.
    staff.tokens = await tokensByRole(staff.t, 10);
    expect((await publicPost('tin-hen-gio')).statusCode).toBe(200);
    const shown = await call('GET', `/api/admin/posts/${id}`, staff.tokens.editor);
    expect(shown.json().status).toBe('published');
    expect((await list({ filter: { status: 'scheduled' } })).json()).toEqual([]);
  });

  it('delete drafts only: a post visitors may have seen is hidden instead', async () => {
    const [published] = (await list({ filter: { status: 'published' }, range: [0, 0] })).json();
    const refused = await call('DELETE', `/api/admin/posts/${published.id}`, staff.tokens.editor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status[0]).toContain('Chỉ xóa được tin nháp');

    const draft = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({ slug: 'ban-nhap', status: 'draft' }),
    );
    expect(draft.json()).toMatchObject({ status: 'draft', published_at: null });
    const id = draft.json().id as number;
    const removed = await call('DELETE', `/api/admin/posts/${id}`, staff.tokens.editor);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().slug).toBe('ban-nhap');
    expect((await call('GET', `/api/admin/posts/${id}`, staff.tokens.editor)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/posts/${id}`, staff.tokens.editor)).statusCode).toBe(404);
    expect((await auditOf(id)).map((line) => line.action)).toEqual(['create', 'delete']);
  });

  it('upload a cover image: re-encoded WebP under a public path with a long cache, used as the cover', async () => {
    const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const uploaded = await sendImage(multipart('bia.png', 'image/png', png));
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json();
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);

    const served = await staff.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await staff.t.app.inject({ method: 'GET', url: '/uploads/images/../../x.webp' })).statusCode).toBe(404);
    expect(
      (await staff.t.app.inject({ method: 'GET', url: `/uploads/images/${'0'.repeat(32)}.webp` })).statusCode,
    ).toBe(404);

    // The sizes a page asks for (srcset): made on first request from the upload, then kept; none wider than it.
    for (const width of [480, 960]) {
      const sized = await staff.t.app.inject({ method: 'GET', url: url.replace('.webp', `-w${width}.webp`) });
      expect(sized.statusCode).toBe(200);
      expect(sized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(sized.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
      const again = await staff.t.app.inject({ method: 'GET', url: url.replace('.webp', `-w${width}.webp`) });
      expect(again.rawPayload.equals(sized.rawPayload)).toBe(true);
    }
    for (const odd of ['-w481.webp', '-w1600.webp', '-w.webp', '-w0480.webp', '-w000960.webp']) {
      expect((await staff.t.app.inject({ method: 'GET', url: url.replace('.webp', odd) })).statusCode).toBe(404);
    }
    expect(
      (await staff.t.app.inject({ method: 'GET', url: `/uploads/images/${'0'.repeat(32)}-w480.webp` })).statusCode,
    ).toBe(404);

    // A cover is an upload of this portal: a well-formed path to no file would show a broken picture.
    const never = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({
        slug: 'tin-anh-khong-co',
        cover_image: `/uploads/images/${'0123456789abcdef'.repeat(2)}.webp`,
        cover_alt: 'Ảnh không có thật',
      }),
    );
    expect(never.statusCode).toBe(422);
    expect(never.json().errors.cover_image[0]).toContain('Ảnh bìa không hợp lệ');
    // Invisible characters and spaces describe nothing.
    const invisible = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({ slug: 'tin-mo-ta-rong', cover_image: url, cover_alt: '\u200b\u200b\u200b\u200b\u200b   ' }),
    );
    expect(invisible.json().errors.cover_alt).toBeDefined();
    // Said together with the other fields' errors, not after them.
    const both = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({ slug: 'tin-hai-loi', title: 'A', cover_image: url }),
    );
    expect(Object.keys(both.json().errors).sort()).toEqual(['cover_alt', 'title']);

    // A cover needs its description, for who cannot see it; nothing is saved without it.
    const undescribed = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({ slug: 'tin-co-anh-bia', cover_image: url }),
    );
    expect(undescribed.statusCode).toBe(422);
    expect(undescribed.json().errors.cover_alt[0]).toBe(
      'Vui lòng mô tả ảnh bìa (ít nhất 5 ký tự) cho người không xem được ảnh',
    );
    expect((await publicPost('tin-co-anh-bia')).statusCode).toBe(404);

    const alt = 'Đại biểu tham quan gian trưng bày sản phẩm khoa học';
    const created = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({ slug: 'tin-co-anh-bia', cover_image: url, cover_alt: alt }),
    );
    expect(created.statusCode).toBe(201);
    expect((await publicPost('tin-co-anh-bia')).json().data).toMatchObject({ cover_image: url, cover_alt: alt });
    // Without a cover the description has nothing to describe: it is not kept.
    const plain = await call(
      'POST',
      '/api/admin/posts',
      staff.tokens.editor,
      post({ slug: 'tin-khong-anh-bia', cover_alt: 'Mô tả còn sót lại' }),
    );
    expect(plain.json()).toMatchObject({ cover_image: null, cover_alt: '' });

    const audit = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'images' }))}`,
      staff.tokens.admin,
    );
    expect(audit.json()[0]).toMatchObject({ action: 'upload', record_id: url });
  });

  it('refuse a cover image that is no image (422), too big (413) or missing (422)', async () => {
    const send = sendImage;
    const text = await send(multipart('anh.png', 'image/png', Buffer.from('<script>alert(1)</script>')));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file[0]).toBe('Chỉ nhận ảnh JPG, PNG hoặc WebP');

    const pdf = await send(multipart('anh.jpg', 'image/jpeg', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')));
    expect(pdf.statusCode).toBe(422);

    const big = await send(multipart('lon.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 1, 1)));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Ảnh không được vượt quá 5 MB');

    const wrongField = await send(multipart('anh.png', 'image/png', Buffer.from('x'), 'image'));
    expect(wrongField.statusCode).toBe(422);
    expect(Object.keys(wrongField.json().errors)).toEqual(['file']);
    const notMultipart = await call('POST', '/api/admin/images', staff.tokens.editor, {});
    expect(notMultipart.statusCode).toBe(422);

    const citizen = await send(multipart('anh.png', 'image/png', Buffer.from('x')), staff.tokens.citizen);
    expect(citizen.statusCode).toBe(403);
    const reviewer = await send(multipart('anh.png', 'image/png', Buffer.from('x')), staff.tokens.reviewer);
    expect(reviewer.statusCode).toBe(403);
  });
});
