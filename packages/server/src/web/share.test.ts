import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema/catalogue.ts';
import { categories, posts } from '../db/schema/content.ts';
import { proposals } from '../db/schema/submissions.ts';
import { useTestApp } from '../test/helper.ts';

/** The smallest portal build the page server needs (an index page and its manifest). */
function writeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-share-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Cổng thông tin Nghị quyết 57</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'js/i.js', isEntry: true } }),
  );
  return dist;
}

describe('link previews of proposals (/propose/{id})', () => {
  const portal = useTestApp({}, { webBuild: writeBuild });

  it('shows an approved proposal’s title, summary and first image, and nothing of one not public', async () => {
    const time = new Date('2026-01-01T00:00:00Z');
    const image = { id: 'img1', key: 'k/img1.webp', name: 'Ảnh.webp', size: 10, mime: 'image/webp', kind: 'image' };
    const [approved, draft] = await portal.t.database.db
      .insert(proposals)
      .values([
        {
          title: 'Máy sấy "nông sản" <mới>',
          summary: 'Sấy 500 kg mỗi mẻ bằng năng lượng mặt trời.',
          status: 'approved',
          images: [image] as never,
          decidedAt: time,
          createdAt: time,
          updatedAt: time,
        },
        { title: 'Bản nháp bí mật', summary: 'Chưa gửi', status: 'draft', createdAt: time, updatedAt: time },
      ])
      .returning({ id: proposals.id });

    const page = (await portal.t.app.inject({ url: `/propose/${approved?.id}` })).body;
    expect(page).toContain('<meta property="og:title" content="Máy sấy &#34;nông sản&#34; &#60;mới&#62;">');
    expect(page).toContain('<meta property="og:description" content="Sấy 500 kg mỗi mẻ bằng năng lượng mặt trời.">');
    expect(page).toContain('<meta property="og:type" content="article">');
    expect(page).toMatch(
      new RegExp(`<meta property="og:image" content="http://[^"]+/api/proposals/${approved?.id}/files/img1">`),
    );

    for (const url of [`/propose/${draft?.id}`, '/propose/abc', '/propose/999999']) {
      const other = (await portal.t.app.inject({ url })).body;
      expect(other).not.toContain('Bản nháp bí mật');
      expect(other).toContain('<meta property="og:type" content="website">');
    }
  });
});

describe('a post’s page (/posts/{slug})', () => {
  const portal = useTestApp({}, { webBuild: writeBuild });

  it('fetches its cover with the page, in the sizes the page shows it at; a post without one preloads nothing', async () => {
    const time = new Date('2026-01-01T00:00:00Z');
    const cover = `/uploads/images/${'d'.repeat(32)}.webp`;
    const [category] = await portal.t.database.db
      .insert(categories)
      .values({ slug: 'tin-thu', name: 'Tin thử' })
      .returning({ id: categories.id });
    await portal.t.database.db.insert(posts).values([
      {
        slug: 'tin-co-anh',
        categoryId: category?.id ?? 0,
        title: 'Tin có ảnh bìa',
        coverImage: cover,
        coverAlt: 'Đại biểu tham quan gian trưng bày',
        status: 'published',
        publishedAt: time,
      },
      {
        slug: 'tin-khong-anh',
        categoryId: category?.id ?? 0,
        title: 'Tin không ảnh',
        status: 'published',
        publishedAt: time,
      },
    ]);

    const page = (await portal.t.app.inject({ url: '/posts/tin-co-anh' })).body;
    const stem = `/uploads/images/${'d'.repeat(32)}`;
    expect(page).toContain(
      `<link rel="preload" as="image" href="${stem}-w960.webp" imagesrcset="${stem}-w480.webp 480w, ${stem}-w960.webp 960w, ${cover} 1600w" imagesizes="(min-width: 992px) 880px, 100vw" fetchpriority="high">`,
    );
    expect((await portal.t.app.inject({ url: '/posts/tin-khong-anh' })).body).not.toContain('rel="preload" as="image"');
  });
});

describe('a product’s page (/products/{slug})', () => {
  const portal = useTestApp({}, { webBuild: writeBuild });

  it('fetches its first picture with the page, as its gallery shows it; a product without one preloads nothing', async () => {
    const picture = {
      id: 'p1',
      key: `products/${'e'.repeat(32)}.webp`,
      name: 'Ảnh chính.webp',
      size: 10,
      mime: 'image/webp',
    };
    const product = (slug: string, images: (typeof picture)[]) => ({
      slug,
      name: `Sản phẩm ${slug}`,
      field: 'Môi trường',
      readinessLevel: 7,
      status: 'published' as const,
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      images,
    });
    const [pictured] = await portal.t.database.db
      .insert(products)
      .values([product('co-anh', [picture]), product('khong-anh', [])])
      .returning({ id: products.id });

    const page = (await portal.t.app.inject({ url: '/products/co-anh' })).body;
    // The gallery's large picture is the first of the product's pictures, at the address the API gives.
    const shown = (await portal.t.app.inject({ url: '/api/products/co-anh' })).json().data.images[0].url;
    expect(shown).toContain(`/api/products/${pictured?.id}/`);
    expect(page).toContain(`<link rel="preload" as="image" href="${shown}" fetchpriority="high">`);
    expect((await portal.t.app.inject({ url: '/products/khong-anh' })).body).not.toContain('rel="preload" as="image"');
  });
});
