import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, type StoredFile } from '../../db/schema/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { expectRefusedUnder } from '../../test/refusals.ts';
import { FILE_CSP } from '../uploads/upload-paths.fixture.ts';

interface Listed {
  slug: string;
  demand_types: number[];
  readiness_level: number;
  field: string;
}

const FIELDS = ['Nông nghiệp', 'Công nghệ thông tin', 'Y dược'] as const;

describe('the product marketplace', () => {
  let t: TestApp;
  let photo: StoredFile;
  let brochure: StoredFile;
  let vector: StoredFile;

  beforeAll(async () => {
    t = await buildTestApp();
    const { uploads } = t.app.context;
    photo = await uploads.store('products', Buffer.from('png-bytes'), {
      name: 'Ảnh máy sấy.png',
      mime: 'image/png',
      extension: 'png',
    });
    vector = await uploads.store('products', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      name: 'so-do.svg',
      mime: 'image/svg+xml',
      extension: 'svg',
    });
    brochure = await uploads.store('products', Buffer.from('%PDF-1.4 brochure'), {
      name: 'Tài liệu giới thiệu.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await t.database.db.insert(products).values([
      // sp-1 … sp-25, published on days 1 … 25: fields round-robin, TRL 1–9 in turn, demand types varied.
      ...Array.from({ length: 25 }, (_, i) => ({
        slug: `sp-${i + 1}`,
        name:
          i === 3
            ? 'Máy sấy đa năng năng lượng mặt trời'
            : i === 9
              ? 'Ứng dụng Đăng ký khám bệnh'
              : `Giải pháp ${i + 1}`,
        summary: i === 14 ? 'Chế phẩm KHOA HỌC cho cây trồng' : 'Tóm tắt sản phẩm',
        description: '<p>Mô tả</p>',
        field: FIELDS[i % 3] ?? 'Nông nghiệp',
        readinessLevel: (i % 9) + 1,
        ownerOrganisation: i === 20 ? 'Viện Khoa học Nông nghiệp' : 'Công ty TNHH Ví dụ',
        demandTypes: i % 5 === 0 ? [2] : i % 2 === 0 ? [1, 2, 3] : [4, 5],
        price: i % 4 === 0 ? null : 1_000_000 * (i + 1),
        contactName: 'Nguyễn Văn A',
        contactPhone: '0912 000 000',
        contactEmail: 'lienhe@example.vn',
        status: 'published' as const,
        publishedAt: day(i + 1),
        images: i === 3 ? [photo, vector] : [],
        attachments: i === 3 ? [brochure] : [],
      })),
      { slug: 'nhap', name: 'Bản nháp máy sấy', field: 'Nông nghiệp', readinessLevel: 3, status: 'draft' as const },
      {
        slug: 'an-di',
        name: 'Sản phẩm ẩn máy sấy',
        field: 'Vật liệu',
        readinessLevel: 3,
        status: 'hidden' as const,
        publishedAt: day(2),
        attachments: [brochure],
      },
      {
        slug: 'hen-gio',
        name: 'Máy sấy hẹn giờ',
        field: 'Vật liệu',
        readinessLevel: 3,
        status: 'published' as const,
        publishedAt: new Date('2099-01-01'),
      },
    ]);
    t.app.context.publicCache.invalidate();
  });
  afterAll(() => t.close());

  const list = (query = '') => t.app.inject({ url: `/api/products${query}` });
  const slugsOf = async (query: string) =>
    (await list(query)).json().data.map((product: { slug: string }) => product.slug) as string[];

  it('pages published products newest first with data and meta', async () => {
    const first = (await list()).json();
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: 25, last_page: 3 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      slug: 'sp-25',
      name: 'Giải pháp 25',
      summary: 'Tóm tắt sản phẩm',
      field: 'Nông nghiệp',
      readiness_level: 7,
      owner_organisation: 'Công ty TNHH Ví dụ',
      demand_types: [1, 2, 3],
      price: null,
      image: null,
      published_at: '2026-01-25T00:00:00.000Z',
    });
    expect(await slugsOf('?page=3')).toEqual(['sp-5', 'sp-4', 'sp-3', 'sp-2', 'sp-1']);
    expect(await slugsOf('?page=4')).toEqual([]);
    expect((await list('?per_page=100')).json().data).toHaveLength(25);
    const withImage = (await list('?page=3')).json().data[1];
    expect(withImage.image).toEqual({
      name: 'Ảnh máy sấy.png',
      size: photo.size,
      mime: 'image/png',
      url: `/api/products/${withImage.id}/files/${photo.key.split('/')[1]}`,
    });
  });

  it('never lists drafts, hidden products or products scheduled later', async () => {
    const slugs = await slugsOf('?per_page=100');
    for (const slug of ['nhap', 'an-di', 'hen-gio']) expect(slugs).not.toContain(slug);
    expect(await slugsOf('?q=may%20say&per_page=100')).toEqual(['sp-4']);
  });

  it('refuses bad pagination and bad filters with 422 under the field', async () => {
    await expectRefusedUnder(t, '/api/products', [
      ['?page=0', 'page'],
      ['?per_page=101', 'per_page'],
      ['?per_page=abc', 'per_page'],
      ['?readiness=0', 'readiness'],
      ['?readiness=10', 'readiness'],
      ['?readiness=abc', 'readiness'],
      ['?readiness_min=6&readiness_max=3', 'readiness_max'],
      ['?demand_type=7', 'demand_type'],
      ['?sort=price', 'sort'],
      [`?field=${'a'.repeat(101)}`, 'field'],
    ]);
    expect((await list('?per_page=101')).json().errors.per_page).toEqual(['Mỗi trang có tối đa 100 mục']);
  });

  it('never filters by "Tìm khách hàng" (demand type 2)', async () => {
    const response = await list('?demand_type=2');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      demand_type: ['Nhu cầu “Tìm khách hàng” không được dùng để lọc danh sách'],
    });
  });

  it('filters by field, demand type and readiness, alone and together', async () => {
    const all: Listed[] = (await list('?per_page=100')).json().data;
    const expected = (keep: (product: Listed) => boolean) => all.filter(keep).map((product) => product.slug);

    expect(await slugsOf('?per_page=100&field=Y%20d%C6%B0%E1%BB%A3c')).toEqual(expected((p) => p.field === 'Y dược'));
    expect((await list('?field=Y')).json().meta.total).toBe(0);
    for (const type of [1, 3, 4, 5]) {
      const slugs = await slugsOf(`?per_page=100&demand_type=${type}`);
      expect(slugs.length, `type ${type}`).toBeGreaterThan(0);
      expect(slugs).toEqual(expected((p) => p.demand_types.includes(type)));
    }
    expect(await slugsOf('?per_page=100&readiness=4')).toEqual(['sp-22', 'sp-13', 'sp-4']);
    expect(await slugsOf('?per_page=100&readiness_min=8')).toEqual(expected((p) => p.readiness_level >= 8));
    expect(await slugsOf('?per_page=100&readiness_min=3&readiness_max=5')).toEqual(
      expected((p) => p.readiness_level >= 3 && p.readiness_level <= 5),
    );
    expect(await slugsOf('?per_page=100&field=N%C3%B4ng%20nghi%E1%BB%87p&demand_type=1&readiness_min=5')).toEqual(
      expected((p) => p.field === 'Nông nghiệp' && p.demand_types.includes(1) && p.readiness_level >= 5),
    );
  });

  it('searches without diacritics and case, and with them; đ matches d', async () => {
    const search = (q: string) => slugsOf(`?per_page=100&q=${encodeURIComponent(q)}`);
    expect(await search('may say')).toEqual(['sp-4']);
    expect(await search('Máy sấy')).toEqual(['sp-4']);
    expect(await search('dang ky')).toEqual(['sp-10']);
    expect(await search('ĐĂNG KÝ')).toEqual(['sp-10']);
    expect(await search('đăng ký')).toEqual(['sp-10']);
    // The summary and the owner organisation are searched too.
    expect(await search('khoa hoc')).toEqual(['sp-21', 'sp-15']);
    expect(await search('khong co gi')).toEqual([]);
    expect((await list(`?q=${'a'.repeat(201)}`)).statusCode).toBe(422);
  });

  it('sorts by name without regard to diacritics', async () => {
    const names = (await list('?per_page=100&sort=name')).json().data.map((p: { name: string }) => p.name);
    expect(names.slice(0, 3)).toEqual(['Giải pháp 1', 'Giải pháp 11', 'Giải pháp 12']);
    expect(names.indexOf('Máy sấy đa năng năng lượng mặt trời')).toBe(names.length - 2);
    expect(names.at(-1)).toBe('Ứng dụng Đăng ký khám bệnh');
  });

  it('lists the fields of published products with their counts', async () => {
    const response = await t.app.inject({ url: '/api/products/fields' });
    expect(response.statusCode).toBe(200);
    // "Vật liệu" has only a hidden and a scheduled product.
    expect(response.json().data).toEqual([
      { name: 'Công nghệ thông tin', count: 8 },
      { name: 'Nông nghiệp', count: 9 },
      { name: 'Y dược', count: 8 },
    ]);
  });

  it('shows a product by id or slug with its files, contact and related products', async () => {
    const bySlug = await t.app.inject({ url: '/api/products/sp-4' });
    expect(bySlug.statusCode).toBe(200);
    const product = bySlug.json().data;
    expect(product).toMatchObject({
      slug: 'sp-4',
      name: 'Máy sấy đa năng năng lượng mặt trời',
      description: '<p>Mô tả</p>',
      field: 'Nông nghiệp',
      readiness_level: 4,
      contact: { name: 'Nguyễn Văn A', phone: '0912 000 000', email: 'lienhe@example.vn' },
      view_count: expect.any(Number),
    });
    expect(product.images.map((file: { name: string }) => file.name)).toEqual(['Ảnh máy sấy.png', 'so-do.svg']);
    expect(product.attachments).toEqual([
      {
        name: 'Tài liệu giới thiệu.pdf',
        size: brochure.size,
        mime: 'application/pdf',
        url: `/api/products/${product.id}/files/${brochure.key.split('/')[1]}`,
      },
    ]);
    // The stored keys (folder and name on disk) never leave the server.
    expect(JSON.stringify(product)).not.toContain(brochure.key);
    expect(JSON.stringify(product)).not.toContain('"key"');
    // Related: other products of the same field, newest first, at most 4.
    expect(product.related.map((p: { slug: string }) => p.slug)).toEqual(['sp-25', 'sp-22', 'sp-19', 'sp-16']);

    const byId = (await t.app.inject({ url: `/api/products/${product.id}` })).json().data;
    expect(byId.slug).toBe('sp-4');
  });

  it('answers 404 for an unknown, draft, hidden or scheduled product', async () => {
    for (const id of ['khong-co', '999999', 'nhap', 'an-di', 'hen-gio', '99999999999999999999']) {
      const response = await t.app.inject({ url: `/api/products/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Không tìm thấy sản phẩm');
    }
  });

  it('counts the views of a product', async () => {
    const before = (await t.app.inject({ url: '/api/products/sp-7' })).json().data;
    await t.app.inject({ url: '/api/products/sp-7' });
    await t.app.inject({ url: `/api/products/${before.id}` });
    await t.app.context.views.flush();
    t.app.context.publicCache.invalidate();
    const after = (await t.app.inject({ url: '/api/products/sp-7' })).json().data;
    expect(after.view_count).toBe(before.view_count + 3);
  });

  it('downloads a file the product lists, with safe headers; pictures show in place', async () => {
    const product = (await t.app.inject({ url: '/api/products/sp-4' })).json().data;
    const pdf = await t.app.inject({ url: product.attachments[0].url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).toBe('%PDF-1.4 brochure');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Tai lieu gioi thieu.pdf"; filename*=UTF-8''${encodeURIComponent('Tài liệu giới thiệu.pdf')}`,
    );
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['content-security-policy']).toBe(FILE_CSP);

    const image = await t.app.inject({ url: product.images[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; /);
    expect(image.headers['content-security-policy']).toBe(FILE_CSP);
    // An SVG could carry script: it is only ever a download.
    const svg = await t.app.inject({ url: product.images[1].url });
    expect(svg.headers['content-disposition']).toMatch(/^attachment; /);

    // The same file through the slug.
    expect((await t.app.inject({ url: `/api/products/sp-4/files/${brochure.key.split('/')[1]}` })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for a file the product does not list, or of a product that is not public', async () => {
    const name = brochure.key.split('/')[1];
    for (const url of [
      '/api/products/sp-4/files/00000000000000000000000000000000.pdf',
      `/api/products/sp-5/files/${name}`,
      `/api/products/an-di/files/${name}`,
      '/api/products/sp-4/files/..%2F..%2Fetc%2Fpasswd',
      `/api/products/sp-4/files/${encodeURIComponent(brochure.key)}`,
      `/api/products/khong-co/files/${name}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('describes the calls in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs' })).json();
    const parameters = document.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(
      expect.arrayContaining(['page', 'per_page', 'q', 'field', 'demand_type', 'readiness', 'sort']),
    );
    expect(document.paths['/api/products/{id}/files/{key}']).toBeDefined();
  });

  it('gives the page of a product its Open Graph preview and lists it in sitemap.xml', async () => {
    const info = await t.app.context.products.shareInfo('sp-4');
    expect(info).toEqual({
      title: 'Máy sấy đa năng năng lượng mặt trời',
      summary: 'Tóm tắt sản phẩm',
      image: expect.stringMatching(/^\/api\/products\/\d+\/files\/[0-9a-f]{32}\.png$/),
    });
    expect(await t.app.context.products.shareInfo('nhap')).toBeUndefined();
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/products/sp-25</loc>');
    expect(sitemap.body).not.toContain('/products/nhap<');
  });
});
