import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { pdf, png } from './products-fixtures.ts';
import { listQuery, useStaffApp } from './staff-test-app.ts';

const product = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hệ thống tưới tiết kiệm nước thông minh',
  slug: 'he-thong-tuoi-thong-minh',
  summary: 'Tưới nhỏ giọt điều khiển qua điện thoại',
  description: '<p>Mô tả <strong>chi tiết</strong></p>',
  field: 'Nông nghiệp',
  readiness_level: 7,
  demand_types: [1, 3],
  price: 45_000_000,
  owner_organisation: 'Công ty Nông nghiệp Xanh',
  contact_name: 'Nguyễn Văn An',
  contact_phone: '0912 345 678',
  contact_email: 'an@nongnghiepxanh.vn',
  status: 'published',
  ...overrides,
});

describe('the back office products', () => {
  const staff = useStaffApp();

  const call = staff.call;
  const list = (query: Record<string, unknown>) => call('GET', `/api/admin/products?${listQuery(query)}`);
  const upload = (kind: string, form: ReturnType<typeof multipart>, folder = 'products', token = staff.tokens.editor) =>
    staff.t.app.inject({
      method: 'POST',
      url: `/api/admin/files?kind=${kind}&for=${folder}`,
      headers: { ...form.headers, ...bearer(token) },
      payload: form.payload,
    });

  it('refuse bad input with Vietnamese messages under the right field', async () => {
    const retired = await call('POST', '/api/admin/products', product({ demand_types: [1, 2] }));
    expect(retired.statusCode).toBe(422);
    expect(retired.json().errors.demand_types[0]).toContain('Tìm khách hàng');

    const invalid = await call(
      'POST',
      '/api/admin/products',
      product({ name: '', slug: 'Có Dấu', readiness_level: 10, contact_email: 'khong-phai-email', price: -1 }),
    );
    expect(invalid.statusCode).toBe(422);
    const errors = invalid.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['contact_email', 'name', 'price', 'readiness_level', 'slug']);
    expect(errors.name).toEqual(['Vui lòng nhập tên sản phẩm']);
    expect(errors.readiness_level?.[0]).toBe('Mức độ sẵn sàng công nghệ từ 1 đến 9');
    expect(errors.contact_email?.[0]).toBe('Địa chỉ e-mail không hợp lệ');

    const created = await call('POST', '/api/admin/products', product({ slug: 'san-pham-trung' }));
    expect(created.statusCode).toBe(201);
    const taken = await call('POST', '/api/admin/products', product({ slug: 'san-pham-trung', name: 'Khác' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Đường dẫn này đã được dùng cho sản phẩm khác'] });

    const updateRetired = await call('PUT', `/api/admin/products/${created.json().id}`, {
      ...(created.json() as object),
      demand_types: [2],
    });
    expect(updateRetired.statusCode).toBe(422);
    expect(updateRetired.json().errors.demand_types[0]).toContain('Tìm khách hàng');
    expect((await call('GET', '/api/admin/products/987654')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/products/987654', product({ slug: 'khong-co' }))).statusCode).toBe(404);
  });

  it('sanitise the description and show an edit on the portal at once', async () => {
    const created = await call(
      'POST',
      '/api/admin/products',
      product({
        slug: 'may-say-nong-san',
        name: 'Máy sấy nông sản năng lượng mặt trời',
        description: '<p onclick="alert(1)">Sấy <script>alert(1)</script><a href="javascript:alert(1)">đều</a></p>',
      }),
    );
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record.description).not.toMatch(/script|onclick|javascript/);
    expect(record.published_at).not.toBeNull();

    const before = await staff.t.app.inject({ url: '/api/products/may-say-nong-san' });
    expect(before.statusCode).toBe(200);
    expect(before.json().data.name).toBe('Máy sấy nông sản năng lượng mặt trời');
    expect((await staff.t.app.inject({ url: '/api/products/may-say-nong-san' })).headers['x-cache']).toBe('hit');

    const updated = await call('PUT', `/api/admin/products/${record.id}`, {
      ...record,
      name: 'Máy sấy nông sản thế hệ mới',
    });
    expect(updated.statusCode).toBe(200);
    const after = await staff.t.app.inject({ url: '/api/products/may-say-nong-san' });
    expect(after.json().data.name).toBe('Máy sấy nông sản thế hệ mới');

    const hidden = await call('PUT', `/api/admin/products/${record.id}`, {
      ...(updated.json() as object),
      status: 'hidden',
    });
    expect(hidden.statusCode).toBe(200);
    expect((await staff.t.app.inject({ url: '/api/products/may-say-nong-san' })).statusCode).toBe(404);
  });

  it('list with filters, search, sort and Content-Range', async () => {
    await call(
      'POST',
      '/api/admin/products',
      product({
        slug: 'loc-a',
        name: 'Ắc quy lưu trữ',
        field: 'Năng lượng',
        readiness_level: 5,
        demand_types: [4],
        status: 'draft',
      }),
    );
    await call(
      'POST',
      '/api/admin/products',
      product({ slug: 'loc-b', name: 'Bộ lọc nước gốm', field: 'Môi trường', readiness_level: 9, demand_types: [5] }),
    );

    const byField = await list({ filter: { field: 'Năng lượng' } });
    expect(byField.json().map((row: { slug: string }) => row.slug)).toEqual(['loc-a']);
    expect((await list({ filter: { status: 'draft' } })).json().map((row: { slug: string }) => row.slug)).toEqual([
      'loc-a',
    ]);
    expect((await list({ filter: { demand_type: 5 } })).json().map((row: { slug: string }) => row.slug)).toEqual([
      'loc-b',
    ]);
    expect((await list({ filter: { readiness_level: 9 } })).json().map((row: { slug: string }) => row.slug)).toEqual([
      'loc-b',
    ]);
    // Without diacritics or case.
    expect((await list({ filter: { q: 'loc nuoc gom' } })).json().map((row: { slug: string }) => row.slug)).toEqual([
      'loc-b',
    ]);
    const sorted = await list({ sort: ['name', 'ASC'], range: [0, 1] });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json().map((row: { name: string }) => row.name)).toEqual(['Ắc quy lưu trữ', 'Bộ lọc nước gốm']);
    expect(sorted.headers['content-range']).toMatch(/^products 0-1\/\d+$/);
  });

  it('take pictures and documents uploaded through /api/admin/files, checked by their bytes', async () => {
    const image = await upload('image', multipart('ảnh sản phẩm.png', 'image/png', await png()));
    expect(image.statusCode, image.body).toBe(201);
    const picture = image.json().data;
    expect(picture.key).toMatch(/^products\/[0-9a-f]{32}\.webp$/);
    expect(picture).toMatchObject({ name: 'ảnh sản phẩm.webp', mime: 'image/webp' });
    expect((await call('GET', picture.url)).statusCode).toBe(200);

    const document = await upload('attachment', multipart('thuyet-minh.pdf', 'application/pdf', pdf()));
    expect(document.statusCode, document.body).toBe(201);
    const attachment = document.json().data;

    const wrong = await upload('image', multipart('anh.png', 'image/png', Buffer.from('không phải ảnh')));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.file[0]).toBe('Chỉ nhận ảnh JPG, PNG hoặc WebP');
    const tooBig = await upload('image', multipart('lon.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1)));
    expect(tooBig.statusCode).toBe(413);
    const reviewer = await upload(
      'image',
      multipart('anh.png', 'image/png', await png()),
      'products',
      staff.tokens.reviewer,
    );
    expect(reviewer.statusCode).toBe(403);

    const created = await call(
      'POST',
      '/api/admin/products',
      product({
        slug: 'co-anh',
        images: [{ key: picture.key, name: 'Ảnh chính' }],
        attachments: [{ key: attachment.key, name: 'Thuyết minh.pdf' }],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().images).toEqual([
      { key: picture.key, name: 'Ảnh chính.webp', size: picture.size, mime: 'image/webp', url: picture.url },
    ]);
    expect(created.json().attachments[0]).toMatchObject({ name: 'Thuyết minh.pdf', mime: 'application/pdf' });
    const shown = (await staff.t.app.inject({ url: '/api/products/co-anh' })).json().data;
    expect(shown.images[0].name).toBe('Ảnh chính.webp');
    expect((await staff.t.app.inject({ url: shown.images[0].url })).statusCode).toBe(200);

    // A key nobody uploaded, one of another folder, an image given as a picture of the wrong kind.
    const unknown = await call(
      'POST',
      '/api/admin/products',
      product({ slug: 'khong-anh', images: [{ key: `products/${'a'.repeat(32)}.webp`, name: 'x' }] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.images[0]).toBe('Không tìm thấy tệp đã tải lên, vui lòng tải lại');
    const otherFolder = await call(
      'POST',
      '/api/admin/products',
      product({ slug: 'khong-anh', images: [{ key: `documents/${'a'.repeat(32)}.webp`, name: 'x' }] }),
    );
    expect(otherFolder.json().errors.images[0]).toBe('Tệp không hợp lệ, vui lòng tải lại');
    const pdfAsImage = await call(
      'POST',
      '/api/admin/products',
      product({ slug: 'khong-anh', images: [{ key: attachment.key, name: 'x' }] }),
    );
    expect(pdfAsImage.json().errors.images[0]).toBe('Tệp không hợp lệ, vui lòng tải lại');
    const traversal = await call(
      'POST',
      '/api/admin/products',
      product({ slug: 'khong-anh', images: [{ key: '../../etc/passwd', name: 'x' }] }),
    );
    expect(traversal.statusCode).toBe(422);
    expect(Object.keys(traversal.json().errors)[0]).toMatch(/^images/);
  });

  it('delete drafts only, with their files, and write an audit line for every write', async () => {
    const image = (await upload('image', multipart('nhap.png', 'image/png', await png()))).json().data;
    const draft = (
      await call('POST', '/api/admin/products', product({ slug: 'ban-nhap', status: 'draft', images: [image] }))
    ).json();
    expect(draft.published_at).toBeNull();
    const published = (await call('POST', '/api/admin/products', product({ slug: 'da-dang' }))).json();

    const refused = await call('DELETE', `/api/admin/products/${published.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status[0]).toContain('bản nháp');
    expect((await call('GET', `/api/admin/products/${published.id}`)).statusCode).toBe(200);

    const file = path.join(staff.t.config.DATA_DIR, 'uploads', image.key);
    expect(existsSync(file)).toBe(true);
    const removed = await call('DELETE', `/api/admin/products/${draft.id}`);
    expect(removed.statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect((await call('GET', `/api/admin/products/${draft.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/products/${draft.id}`)).statusCode).toBe(404);

    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(`{"resource":"products","record_id":"${draft.id}"}`)}`,
      undefined,
      staff.tokens.admin,
    );
    expect(log.json().map((line: { action: string }) => line.action)).toEqual(['delete', 'create']);
    expect(log.json()[0].actor_role).toBe('editor');
    const refusedLog = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(`{"resource":"products","record_id":"${published.id}"}`)}`,
      undefined,
      staff.tokens.admin,
    );
    expect(refusedLog.json().map((line: { action: string }) => line.action)).toEqual(['create']);
  });

  it('name every list filter and sort in /api/docs', async () => {
    const docs = (await staff.t.app.inject({ url: '/api/docs' })).json();
    expect(docs.paths['/api/admin/products'].get.description).toContain('demand_type');
    expect(docs.paths['/api/admin/big-problems'].get.description).toContain('visible');
    expect(docs.paths['/api/admin/solutions'].get.description).toContain('big_problem_id');
    expect(docs.paths['/api/admin/indicators'].get.description).toContain('nq57_group');
    expect(docs.paths['/api/admin/indicator-values'].get.description).toContain('indicator_id');
    expect(docs.paths['/api/admin/documents'].get.description).toContain('issuing_body');
    expect(docs.paths['/api/admin/files'].post.summary).toContain('kind=image|attachment');
    // Only the list: the other calls keep their own summaries.
    expect(docs.paths['/api/admin/products/{id}'].get.description).toBeUndefined();
  });
});
