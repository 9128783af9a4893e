import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../db/schema/content.ts';
import { escapeHtml } from '../http/html.ts';
import { buildTestApp, movableClock, type TestApp, useTestApp } from '../test/helper.ts';
import { DRAWING_QUEUE, DRAWN_ANSWERS_MAX } from './first-screen.ts';

const indexHtml = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Cổng thông tin Nghị quyết 57</title>
<meta name="description" content="Cổng thông tin của Sở Khoa học và Công nghệ." /><meta name="theme-color" content="#0b4f9c" /><link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<script type="module" src="/js/index-abc123.js"></script><link rel="stylesheet" href="/css/app-abc123.css"></head>
<body><div id="root"><div class="boot-screen" role="status"><img src="/favicon.svg" alt="" width="72" height="72" /><p class="boot-title">Cổng</p></div></div>${'<!-- padding so the page is worth compressing -->'.repeat(40)}</body></html>`;

/** A small stand-in for `packages/web/dist`, so these tests do not depend on a portal build. */
function writeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'js'));
  mkdirSync(path.join(dist, 'css'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dist, 'js', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'js', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'css', 'app-abc123.css'), 'body{color:#222}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'js/index-abc123.js', isEntry: true },
      'src/start.tsx': {
        file: 'js/start-abc123.js',
        isDynamicEntry: true,
        imports: ['index.html', '_react-abc123.js'],
      },
      '_react-abc123.js': { file: 'js/react-abc123.js' },
      'src/pages/home/HomePage.tsx': {
        file: 'js/HomePage-abc123.js',
        isDynamicEntry: true,
        imports: ['src/start.tsx', '_react-abc123.js'],
      },
      'src/pages/NotFoundPage.tsx': {
        file: 'js/NotFoundPage-abc123.js',
        isDynamicEntry: true,
        imports: ['src/start.tsx'],
      },
    }),
  );
  return dist;
}

describe('serving the built portal', () => {
  const portal = useTestApp({}, { webBuild: writeBuild });

  it('serves hashed scripts and the stylesheet with a year of immutable caching', async () => {
    const script = await portal.t.app.inject({ url: '/js/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const css = await portal.t.app.inject({ url: '/css/app-abc123.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file to a browser that accepts it', async () => {
    const response = await portal.t.app.inject({ url: '/js/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('answers a missing script with 404, not with the page, so a stale chunk fails visibly', async () => {
    const response = await portal.t.app.inject({ url: '/js/PostPage-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('reads a path starting with two slashes as a path, not as another host (found by the fuzzer: it was a 500)', async () => {
    const response = await portal.t.app.inject({
      url: '//99999999999999999999?q=%20',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves index.html for every portal route with its Vietnamese title, never cached', async () => {
    for (const [url, title] of [
      ['/', 'Cổng thông tin Nghị quyết 57'],
      ['/posts', 'Tin tức - Hoạt động | Cổng thông tin Nghị quyết 57'],
      ['/products', 'Sản phẩm, giải pháp khoa học và công nghệ | Cổng thông tin Nghị quyết 57'],
      ['/propose/7/personal-propose', 'Chỉnh sửa đề xuất | Cổng thông tin Nghị quyết 57'],
      ['/FAQ?page=2', 'Hỏi đáp | Cổng thông tin Nghị quyết 57'],
    ] as const) {
      const response = await portal.t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("answers a department's page by its address once shown, titled by staff, and 404 while hidden", async () => {
    const { staticPages } = await import('../db/schema/content.ts');
    const { eq } = await import('drizzle-orm');
    const hidden = await portal.t.app.inject({ url: '/pages/co-cau-to-chuc' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('<title>Không tìm thấy trang | Cổng thông tin Nghị quyết 57</title>');
    await portal.t.database.db.update(staticPages).set({ visible: true }).where(eq(staticPages.slug, 'co-cau-to-chuc'));
    portal.t.app.context.publicCache.invalidate();
    const shown = await portal.t.app.inject({ url: '/pages/co-cau-to-chuc' });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<title>Cơ cấu tổ chức | Cổng thông tin Nghị quyết 57</title>');
    expect(shown.body).toContain('<meta property="og:description" content="Trang mẫu, chưa hiển thị');
    expect(shown.body).toContain('"/api/pages/co-cau-to-chuc"');
  });

  it("titles the menu's two pages as staff wrote them, and serves them at their own address only", async () => {
    const page = await portal.t.app.inject({ url: '/introduce' });
    expect(page.statusCode).toBe(200);
    // The page's own title ("Giới thiệu" on a database without the demo), not the route's.
    expect(page.body).toContain('<title>Giới thiệu | Cổng thông tin Nghị quyết 57</title>');
    expect((await portal.t.app.inject({ url: '/pages/introduce' })).statusCode).toBe(404);
  });

  it("paints the department's look from the first byte: its colours, favicon, logo, title suffix and share image", async () => {
    const { settings } = portal.t.app.context;
    const before = await portal.t.app.inject({ url: '/posts' });
    // The portal's own look until staff choose theirs.
    expect(before.body).toContain('<style id="portal-theme">:root{--portal-primary:#0b4f9c;');
    expect(before.body).toContain('<title>Tin tức - Hoạt động | Cổng thông tin Nghị quyết 57</title>');
    expect(before.body).toContain('<link rel="icon" href="/favicon.svg"');

    const agency = (await settings.get()).managing_agency;
    const logo = `/uploads/images/${'a'.repeat(32)}.webp`;
    const icon = `/uploads/images/${'b'.repeat(32)}.webp`;
    const share = `/uploads/images/${'c'.repeat(32)}.webp`;
    await settings.update({
      primary_color: '#8b1a1a',
      accent_color: '#f4c430',
      logo_url: logo,
      favicon_url: icon,
      share_image_url: share,
      title_suffix: 'Cổng Nghị quyết 57 tỉnh Quảng Trị',
      managing_agency: 'Sở Khoa học và Công nghệ tỉnh Quảng Trị',
    });
    try {
      const page = (await portal.t.app.inject({ url: '/posts' })).body;
      // The description of the pages, and of a share preview without its own, names the department.
      const described = 'Cổng thông tin của Sở Khoa học và Công nghệ tỉnh Quảng Trị về triển khai Nghị quyết 57-NQ/TW';
      expect(page).toContain(`<meta name="description" content="${described}`);
      expect(page).toContain(`<meta property="og:description" content="${described}`);
      const style = page.match(/<style id="portal-theme">(.*?)<\/style>/)?.[1] ?? '';
      expect(style).toContain('--portal-primary:#8b1a1a;');
      expect(style).toContain('--portal-accent:#f4c430');
      expect(style).toContain('--bs-primary-rgb:139, 26, 26;');
      // After the stylesheet, so its custom properties win over the built defaults.
      expect(page.indexOf('id="portal-theme"')).toBeGreaterThan(page.indexOf('/css/app-abc123.css'));
      expect(page).toContain('<meta name="theme-color" content="#8b1a1a"');
      expect(page).toContain(`<link rel="icon" href="${icon}" type="image/webp">`);
      const favicon = await portal.t.app.inject({ url: '/favicon.ico' });
      expect([favicon.statusCode, favicon.headers.location]).toEqual([302, icon]);
      expect(page).toContain(`<img src="${logo}" alt=""`);
      expect(page).toContain('<p class="boot-title">Cổng Nghị quyết 57 tỉnh Quảng Trị</p>');
      expect(page).toContain('<title>Tin tức - Hoạt động | Cổng Nghị quyết 57 tỉnh Quảng Trị</title>');
      expect(page).toContain(`<meta property="og:image" content="http://localhost:3000${share}">`);
      expect((await portal.t.app.inject({ url: '/' })).body).toContain(
        '<title>Cổng Nghị quyết 57 tỉnh Quảng Trị</title>',
      );
    } finally {
      await settings.update({
        primary_color: '#0b4f9c',
        accent_color: '#ffd54a',
        logo_url: '',
        favicon_url: '',
        share_image_url: '',
        title_suffix: 'Cổng thông tin Nghị quyết 57',
        managing_agency: agency,
      });
    }
  });

  it('writes the settings into the page, escaped so they cannot close the script element', async () => {
    await portal.t.app.inject({ url: '/' });
    const { createSettingsService } = await import('../modules/settings/settings.service.ts');
    await createSettingsService(portal.t.database.db).update({ partner: '</script><script>alert(1)</script>' });
    // The app's own settings cache lives a second; a fresh app would see it at once.
    const response = await portal.t.app.inject({ url: '/introduce' });
    const json = response.body.match(/<script type="application\/json" id="portal-settings">(.*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json ?? '').data.managing_agency).toBe('Sở Khoa học và Công nghệ tỉnh Sông Lam');
    expect(response.body).not.toContain('<script>alert(1)');
    // The public settings only: the queue deadlines are the back office's.
    expect(response.body).not.toContain('deadline_days');
  });

  /** The answers a page carries for its loader's first calls, by API path. */
  const answersIn = (body: string) =>
    JSON.parse(
      body.match(/<script type="application\/json" id="portal-answers">(.*?)<\/script>/)?.[1] ?? '{}',
    ) as Record<string, { data: unknown }>;

  it('writes the home page content into the home page, escaped', async () => {
    const { categories, posts } = await import('../db/schema/content.ts');
    const [category] = await portal.t.database.db
      .insert(categories)
      .values({ slug: 'tin-thu', name: 'Tin thử' })
      .returning({ id: categories.id });
    await portal.t.database.db.insert(posts).values({
      slug: 'tin-co-the-script',
      categoryId: category?.id ?? 0,
      title: "Tin có </script><script>alert(2)</script> và $' $& $`",
      status: 'published',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    portal.t.app.context.publicCache.invalidate();
    const home = await portal.t.app.inject({ url: '/' });
    const answers = answersIn(home.body);
    expect(Object.keys(answers)).toEqual(['/api/home']);
    // `$'` and friends stay text: they are no replacement patterns when the page is put together.
    const { featured } = (answers['/api/home'] as { data: { featured: { title: string }[] } }).data;
    expect(featured[0]?.title).toBe("Tin có </script><script>alert(2)</script> và $' $& $`");
    expect(home.body.match(/<title>/g)).toHaveLength(1);
    expect(home.body).not.toContain('<script>alert(2)');
    // The same answer as the call itself, byte for byte.
    const call = await portal.t.app.inject({ url: '/api/home' });
    expect(answers['/api/home']).toEqual(JSON.parse(call.body));
  });

  it("writes the answers of a list page's first calls into it, the same the calls give", async () => {
    const page = await portal.t.app.inject({ url: '/FAQ' });
    const answers = answersIn(page.body);
    expect(Object.keys(answers).sort()).toEqual(['/api/faqs/topics', '/api/faqs?page=1']);
    for (const call of ['/api/faqs?page=1', '/api/faqs/topics']) {
      expect(answers[call]).toEqual(JSON.parse((await portal.t.app.inject({ url: call })).body));
    }
    const posts = answersIn((await portal.t.app.inject({ url: '/posts' })).body);
    expect(Object.keys(posts).sort()).toEqual(['/api/categories', '/api/posts?page=1']);
    expect(posts['/api/posts?page=1']).toEqual(
      JSON.parse((await portal.t.app.inject({ url: '/api/posts?page=1' })).body),
    );
  });

  it('writes the answer of a detail page in, and nothing for an unknown item or a page without public calls', async () => {
    const list = JSON.parse((await portal.t.app.inject({ url: '/api/posts?page=1' })).body) as {
      data: { slug: string }[];
    };
    const slug = list.data[0]?.slug ?? '';
    const detail = answersIn((await portal.t.app.inject({ url: `/posts/${slug}` })).body);
    expect(Object.keys(detail)).toEqual([`/api/posts/${slug}`]);
    expect((await portal.t.app.inject({ url: '/posts/khong-co-tin-nay' })).body).not.toContain('portal-answers');
    // Personal pages carry nothing: what they show depends on who asks.
    expect((await portal.t.app.inject({ url: '/profile' })).body).not.toContain('portal-answers');
    expect((await portal.t.app.inject({ url: '/internal-documents' })).body).not.toContain('portal-answers');
  });

  it('leaves out the answers of a section that is switched off', async () => {
    const { settings } = portal.t.app.context;
    await settings.update({ question_and_answer: false });
    try {
      expect((await portal.t.app.inject({ url: '/FAQ' })).body).not.toContain('portal-answers');
    } finally {
      await settings.update({ question_and_answer: true });
    }
  });

  it('answers 404 for a section its setting switches off, and 200 once it is on again', async () => {
    const { settings } = portal.t.app.context;
    await settings.update({ question_and_answer: false, contact: false });
    try {
      for (const url of ['/FAQ', '/contacts']) {
        const response = await portal.t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('<title>Không tìm thấy nội dung | Cổng thông tin Nghị quyết 57</title>');
      }
    } finally {
      await settings.update({ question_and_answer: true, contact: true });
    }
    for (const url of ['/FAQ', '/contacts']) expect((await portal.t.app.inject({ url })).statusCode, url).toBe(200);
  });

  it('names the chunks of the home page for after its first paint, and preloads those of other pages', async () => {
    const chunksOf = (body: string) =>
      JSON.parse(body.match(/<script type="application\/json" id="portal-chunks">(.*?)<\/script>/)?.[1] ?? 'null');
    const home = await portal.t.app.inject({ url: '/' });
    expect(chunksOf(home.body)).toEqual(['/js/start-abc123.js', '/js/react-abc123.js', '/js/HomePage-abc123.js']);
    // Nothing but the tiny entry and the stylesheet is fetched before the home page's first paint.
    expect(home.body).not.toContain('modulepreload');
    const other = await portal.t.app.inject({ url: '/khong-co-trang-nay' });
    expect(chunksOf(other.body)).toBeNull();
    for (const file of ['start', 'react', 'NotFoundPage']) {
      expect(
        other.body.match(new RegExp(`<link rel="modulepreload" crossorigin href="/js/${file}-abc123.js">`, 'g')),
      ).toHaveLength(1);
    }
    expect(other.body).not.toContain('HomePage');
  });

  it("paints the visitor's reading choices from the first byte, from their cookies", async () => {
    const root = async (cookie?: string) =>
      (await portal.t.app.inject({ url: '/posts', headers: cookie ? { cookie } : {} })).body.match(/<html[^>]*>/)?.[0];
    expect(await root('high-contrast=1; font-scale=1.25')).toBe(
      '<html lang="vi" class="high-contrast" style="font-size:125%">',
    );
    expect(await root('font-scale=0.875')).toBe('<html lang="vi" style="font-size:87.5%">');
    // A size no button sets, or anything else, is ignored.
    expect(await root('high-contrast=0; font-scale=1.3')).toBe('<html lang="vi">');
    expect(await root('font-scale=1%22%3E%3Cscript%3E')).toBe('<html lang="vi">');
    expect(await root()).toBe('<html lang="vi">');
  });

  it("paints the home page's opening words before the script runs, and the boot screen elsewhere", async () => {
    const { homeHero } = await import('@portal/shared/home-hero');
    const home = (await portal.t.app.inject({ url: '/' })).body;
    // Without a banner heading of its own, the portal's name heads it.
    const { site_name } = await portal.t.app.context.settings.get();
    expect(home).toContain(`<h1 class="home-hero-title">${site_name}</h1>`);
    expect(home).toContain(`<p class="home-hero-lead">${homeHero.lead}</p>`);
    expect(home).not.toContain('boot-screen');
    const posts = (await portal.t.app.inject({ url: '/posts' })).body;
    expect(posts).toContain('<div class="boot-screen" role="status"><img src="/favicon.svg"');
    expect(posts).not.toContain('home-hero');
  });

  it("paints the department's banner on the home page: its words, picture and button, escaped", async () => {
    const { settings } = portal.t.app.context;
    const image = `/uploads/images/${'d'.repeat(32)}.webp`;
    await settings.update({
      banner_title: 'Quảng Trị <b>đột phá</b>',
      banner_text: 'Khoa học và công nghệ cho miền Trung',
      banner_image: image,
      banner_link_label: 'Gửi đề xuất',
      banner_link_href: '/products/create-product',
    });
    try {
      const home = (await portal.t.app.inject({ url: '/' })).body;
      expect(home).toContain('<h1 class="home-hero-title">Quảng Trị &#60;b&#62;đột phá&#60;/b&#62;</h1>');
      expect(home).toContain('<p class="home-hero-lead">Khoa học và công nghệ cho miền Trung</p>');
      expect(home).toContain(`url(&quot;${image}&quot;)`);
      expect(home).toContain('<a class="btn btn-light home-hero-link" href="/products/create-product">Gửi đề xuất</a>');
    } finally {
      await settings.update({
        banner_title: '',
        banner_text: '',
        banner_image: '',
        banner_link_label: '',
        banner_link_href: '',
      });
    }
  });

  it('writes Open Graph tags into every page, with the title and summary of a post', async () => {
    const { categories, posts } = await import('../db/schema/content.ts');
    const [category] = await portal.t.database.db.insert(categories).values({ slug: 'tin', name: 'Tin' }).returning();
    await portal.t.database.db.insert(posts).values({
      slug: 'ra-mat-cong',
      categoryId: category?.id ?? 0,
      title: 'Ra mắt cổng "Nghị quyết 57" <mới>',
      summary: 'Cổng thông tin chính thức đi vào hoạt động.',
      status: 'published',
      publishedAt: new Date('2026-01-01'),
    });
    const post = (await portal.t.app.inject({ url: '/posts/ra-mat-cong' })).body;
    expect(post).toContain(
      '<title>Ra mắt cổng &#34;Nghị quyết 57&#34; &#60;mới&#62; | Cổng thông tin Nghị quyết 57</title>',
    );
    expect(post).toContain('<meta property="og:title" content="Ra mắt cổng &#34;Nghị quyết 57&#34; &#60;mới&#62;">');
    expect(post).toContain('<meta property="og:description" content="Cổng thông tin chính thức đi vào hoạt động.">');
    expect(post).toContain('<meta property="og:type" content="article">');
    expect(post).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/posts\/ra-mat-cong">/);

    const list = (await portal.t.app.inject({ url: '/posts' })).body;
    expect(list).toContain('<meta property="og:title" content="Tin tức - Hoạt động | Cổng thông tin Nghị quyết 57">');
    const unknown = (await portal.t.app.inject({ url: '/posts/khong-co' })).body;
    expect(unknown).toContain('<meta property="og:type" content="website">');
  });

  it('links the news feed from every page for RSS autodiscovery, with the feed’s Vietnamese title', async () => {
    // The site's name as the settings have it now (an earlier test put markup in it).
    const siteName = (await portal.t.app.inject({ url: '/api/settings' })).json().data.site_name as string;
    const title = escapeHtml(`${siteName} - Tin tức`);
    const link = `<link rel="alternate" type="application/rss+xml" title="${title}" href="/rss.xml">`;
    for (const url of ['/', '/posts', '/FAQ', '/profile', '/khong-co-trang-nay']) {
      const response = await portal.t.app.inject({ url });
      expect(response.body.match(/<link rel="alternate"[^>]*>/g), url).toEqual([link]);
      expect(response.body.indexOf(link), url).toBeLessThan(response.body.indexOf('</head>'));
    }
    const feed = await portal.t.app.inject({ url: '/rss.xml' });
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain(`<title>${title}</title>`);
  });

  it('answers a path outside the portal with the page and a 404 status', async () => {
    const response = await portal.t.app.inject({ url: '/khong-co-trang-nay' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Không tìm thấy trang | Cổng thông tin Nghị quyết 57</title>');
  });

  it('answers an unknown API path with JSON 404 in Vietnamese', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await portal.t.app.inject({ method, url: '/api/khong-ton-tai' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Không tìm thấy chức năng được yêu cầu, vui lòng tải lại trang và thử lại',
        code: 'not_found',
      });
    }
  });

  it('compresses the page for a browser that accepts it', async () => {
    const response = await portal.t.app.inject({ url: '/posts', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends strict security headers on pages, assets, API answers and errors', async () => {
    for (const url of ['/', '/js/index-abc123.js', '/api/settings', '/api/khong-ton-tai', '/khong-co']) {
      const response = await portal.t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Served over plain HTTP here: no HSTS.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves other files of the build with a day of caching', async () => {
    const response = await portal.t.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('does not serve index.html under its own name', async () => {
    const response = await portal.t.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(404);
  });
});

/**
 * A stand-in for the portal's own drawing of a page (`packages/web/dist-ssr/first-screen.js`, built
 * beside `dist`): it writes what it was given, fails on /FAQ, declines /contacts and takes 300 ms
 * to draw /sitemap.
 */
const standInDrawing = `export async function drawFirstScreen({ url, answers, settings, narrow }) {
  if (url.startsWith('/FAQ')) throw new Error('the page broke');
  if (url.startsWith('/contacts')) return undefined;
  if (url.startsWith('/sitemap')) await new Promise((resolve) => setTimeout(resolve, 300));
  return '<main><h1>' + url + '</h1><p>' + Object.keys(answers).join(' ') + '</p><p>' + settings.site_name + '</p><p>narrow: ' + narrow + '</p></main>';
}`;

describe('public pages the portal draws on the server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-build-'));
  const portal = useTestApp(
    { SEED_DEMO_CONTENT: 'true' },
    {
      now: movableClock().now,
      webBuild: () => {
        const dist = writeBuild();
        mkdirSync(path.join(root, 'dist-ssr'));
        writeFileSync(path.join(root, 'dist-ssr', 'first-screen.js'), standInDrawing);
        const placed = path.join(root, 'dist');
        renameSync(dist, placed);
        return placed;
      },
    },
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const phone = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

  it("paints a public page as the portal draws it, from the page's own answers, as a picture until the script runs", async () => {
    const response = await portal.t.app.inject({ url: '/posts', headers: { 'user-agent': desktop } });
    expect(response.statusCode).toBe(200);
    const { site_name } = await portal.t.app.context.settings.get();
    expect(response.body).toContain(
      `<div class="boot-page"><p class="visually-hidden" role="status">Đang tải nội dung…</p><div class="boot-page-screen" inert aria-hidden="true"><main><h1>/posts</h1><p>/api/posts?page=1 /api/categories</p><p>${site_name}</p><p>narrow: false</p></main></div></div>`,
    );
    expect(response.body).not.toContain('boot-screen');
    // Painted without its script, the page has its chunks only named, as the home page has.
    expect(response.body).toContain('<script type="application/json" id="portal-chunks">');
    expect(response.body).not.toContain('modulepreload');
  });

  it('keeps the sign-in buttons of the picture out of sight for a browser that holds a token', async () => {
    const page = async (cookie?: string) =>
      (await portal.t.app.inject({ url: '/posts', headers: cookie ? { cookie } : {} })).body.match(
        /<div class="boot-page[^"]*">/,
      )?.[0];
    expect(await page('token=eyJ.abc.def')).toBe('<div class="boot-page boot-page--signed-in">');
    expect(await page()).toBe('<div class="boot-page">');
  });

  it('draws no page whose content is very long, and still writes its answers in', async () => {
    const list = JSON.parse((await portal.t.app.inject({ url: '/api/posts?page=1' })).body) as {
      data: { slug: string }[];
    };
    const slug = list.data[0]?.slug ?? '';
    expect((await portal.t.app.inject({ url: `/posts/${slug}` })).body).toContain('boot-page');
    const body = `<p>${'Nghị quyết 57 coi khoa học, công nghệ là đột phá. '.repeat(4_000)}</p>`;
    await portal.t.database.db.update(posts).set({ body }).where(eq(posts.slug, slug));
    portal.t.app.context.publicCache.invalidate();
    const long = (await portal.t.app.inject({ url: `/posts/${slug}` })).body;
    expect(long.length).toBeGreaterThan(DRAWN_ANSWERS_MAX);
    expect(long).toContain('portal-answers');
    expect(long).not.toContain('boot-page');
    expect(long).toContain('<div class="boot-screen"');
  });

  it("draws for a phone's screen when the browser says it is one", async () => {
    const drawn = async (headers: Record<string, string>) =>
      (await portal.t.app.inject({ url: '/documents', headers })).body.match(/narrow: (\w+)/)?.[1];
    expect(await drawn({ 'user-agent': phone })).toBe('true');
    expect(await drawn({ 'user-agent': desktop })).toBe('false');
    // Client Hints, where the browser sends them, say it better than the user agent.
    expect(await drawn({ 'user-agent': phone, 'sec-ch-ua-mobile': '?0' })).toBe('false');
    expect(await drawn({ 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' })).toBe('true');
    const response = await portal.t.app.inject({ url: '/documents', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.vary).toContain('sec-ch-ua-mobile, user-agent');
  });

  it('shows the boot screen and preloads the chunks where the page could not be drawn', async () => {
    for (const url of ['/FAQ', '/contacts']) {
      const response = await portal.t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div class="boot-screen" role="status">');
      expect(response.body, url).not.toContain('boot-page');
      expect(response.body, url).toContain('<link rel="modulepreload" crossorigin href="/js/start-abc123.js">');
    }
  });

  it('sends a page with its boot screen at once while as many pages as the queue holds are being drawn', async () => {
    const pages = await Promise.all(
      Array.from({ length: DRAWING_QUEUE + 4 }, () => portal.t.app.inject({ url: '/sitemap' })),
    );
    const drawn = pages.filter((page) => page.body.includes('boot-page')).length;
    expect(drawn).toBe(DRAWING_QUEUE);
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    // Once they are drawn, the next is drawn again.
    expect((await portal.t.app.inject({ url: '/sitemap' })).body).toContain('boot-page');
  });

  it('draws neither the home page (its own first screen), a page for signed-in people nor a missing item', async () => {
    const home = (await portal.t.app.inject({ url: '/' })).body;
    expect(home).toContain('home-hero');
    expect(home).not.toContain('boot-page');
    expect((await portal.t.app.inject({ url: '/profile' })).body).toContain('<div class="boot-screen"');
    const missing = await portal.t.app.inject({ url: '/posts/khong-co-bai-nay' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div class="boot-screen"');
  });
});

describe('item pages whose item is missing or not public', () => {
  const portal = useTestApp({ SEED_DEMO_CONTENT: 'true' }, { now: movableClock().now, webBuild: writeBuild });

  const page = (url: string) => portal.t.app.inject({ url });
  const titled = (title: string) => `<title>${title} | Cổng thông tin Nghị quyết 57</title>`;
  const firstOf = async (url: string) =>
    ((await page(url)).json() as { data: { id: number; slug?: string }[] }).data[0];

  it('answer 404 with the not-found page and a "Không tìm thấy …" title', async () => {
    for (const [url, title] of [
      ['/posts/999999', 'Không tìm thấy tin bài'],
      ['/products/999999', 'Không tìm thấy sản phẩm'],
      ['/big-problem/999999', 'Không tìm thấy bài toán'],
      ['/solution/999999', 'Không tìm thấy bài toán'],
      ['/propose/999999', 'Không tìm thấy đề xuất'],
      ['/category/999999', 'Không tìm thấy chuyên mục'],
      ['/category/khong-co-chuyen-muc-nay', 'Không tìm thấy chuyên mục'],
      // An address the database cannot store names nothing (it answered 200, as for an outage).
      ['/posts/%00', 'Không tìm thấy tin bài'],
      ['/products/a%00b', 'Không tìm thấy sản phẩm'],
      ['/big-problem/%00', 'Không tìm thấy bài toán'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain(titled(title));
      // The portal itself, which shows its not-found notice for the item.
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('answer 200 with the item for ones that exist', async () => {
    const post = await firstOf('/api/posts?page=1');
    const product = await firstOf('/api/products?page=1');
    const problem = await firstOf('/api/big-problems?page=1');
    const { proposals } = await import('../db/schema/submissions.ts');
    const time = new Date('2026-01-01T00:00:00Z');
    const [proposal] = await portal.t.database.db
      .insert(proposals)
      .values({
        title: 'Máy sấy nông sản',
        summary: 'Sấy bằng năng lượng mặt trời',
        status: 'approved',
        decidedAt: time,
      })
      .returning({ id: proposals.id });
    const category = await firstOf('/api/categories');
    for (const url of [
      `/posts/${post?.slug}`,
      `/posts/${post?.id}`,
      `/products/${product?.id}`,
      `/big-problem/${problem?.id}`,
      `/solution/${problem?.id}`,
      `/propose/${proposal?.id}`,
      `/category/${category?.id}`,
      `/category/${category?.slug}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('Không tìm thấy');
    }
  });

  it('answer 404 for hidden, unpublished and draft items, and show nothing of them', async () => {
    const { eq } = await import('drizzle-orm');
    const { categories, posts } = await import('../db/schema/content.ts');
    const { bigProblems, products } = await import('../db/schema/catalogue.ts');
    const { proposals } = await import('../db/schema/submissions.ts');
    const { db } = portal.t.database;
    const time = new Date('2026-01-01T00:00:00Z');
    const [hiddenCategory] = await db
      .insert(categories)
      .values({ slug: 'chuyen-muc-an', name: 'Chuyên mục ẩn', visible: false })
      .returning();
    const [inHiddenCategory, draftPost] = await db
      .insert(posts)
      .values([
        {
          slug: 'tin-trong-chuyen-muc-an',
          categoryId: hiddenCategory?.id ?? 0,
          title: 'Tin trong chuyên mục ẩn',
          summary: 'Không công khai',
          status: 'published',
          publishedAt: time,
        },
        { slug: 'tin-nhap', categoryId: hiddenCategory?.id ?? 0, title: 'Tin nháp bí mật', summary: 'Nháp' },
      ])
      .returning();
    const product = await firstOf('/api/products?page=1');
    await db
      .update(products)
      .set({ status: 'hidden' })
      .where(eq(products.id, product?.id ?? 0));
    const problem = await firstOf('/api/big-problems?page=1');
    await db
      .update(bigProblems)
      .set({ visible: false })
      .where(eq(bigProblems.id, problem?.id ?? 0));
    const [draftProposal] = await db
      .insert(proposals)
      .values({ title: 'Đề xuất nháp bí mật', summary: 'Chưa gửi', status: 'draft', createdAt: time, updatedAt: time })
      .returning({ id: proposals.id });
    portal.t.app.context.publicCache.invalidate();

    for (const [url, title] of [
      [`/category/${hiddenCategory?.id}`, 'Không tìm thấy chuyên mục'],
      ['/category/chuyen-muc-an', 'Không tìm thấy chuyên mục'],
      [`/posts/${inHiddenCategory?.id}`, 'Không tìm thấy tin bài'],
      ['/posts/tin-nhap', 'Không tìm thấy tin bài'],
      [`/posts/${draftPost?.id}`, 'Không tìm thấy tin bài'],
      [`/products/${product?.id}`, 'Không tìm thấy sản phẩm'],
      [`/big-problem/${problem?.id}`, 'Không tìm thấy bài toán'],
      [`/solution/${problem?.id}`, 'Không tìm thấy bài toán'],
      [`/propose/${draftProposal?.id}`, 'Không tìm thấy đề xuất'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(titled(title));
      for (const secret of ['Chuyên mục ẩn', 'Tin trong chuyên mục ẩn', 'Tin nháp bí mật', 'Đề xuất nháp bí mật']) {
        expect(response.body, url).not.toContain(secret);
      }
    }
  });
});

describe('HTTPS deployment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://nghiquyet57.sokhcn.example.vn' });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrade-insecure-requests when the public address is HTTPS', async () => {
    const response = await t.app.inject({ url: '/api/settings' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('without a portal build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says in Vietnamese that the portal must be built, and the API still works', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
