import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCoversDir } from '../paths.ts';
import { createUploadStore } from '../storage/uploads.ts';
import { useTestDatabase } from '../test/helper.ts';
import { demoPosts } from './demo/posts.ts';
import { posts } from './schema/content.ts';
import { seedNews } from './seed-content.ts';
import { seedPostCovers } from './seed-post-covers.ts';

const covers = JSON.parse(readFileSync(path.join(demoCoversDir, 'covers.json'), 'utf8')) as {
  key: string;
  slug: string;
  alt: string;
}[];

describe('the demo posts’ covers', () => {
  it('are drawn for posts of the demo, each described in Vietnamese, and hold no text, script or outside reference', () => {
    const slugs = new Set(demoPosts.map((post) => post.slug));
    expect(covers.length).toBeGreaterThanOrEqual(10);
    for (const cover of covers) {
      expect(slugs.has(cover.slug), cover.slug).toBe(true);
      expect(cover.alt).toMatch(/^Minh họa [a-zà-ỹđ]/u);
      const svg = readFileSync(path.join(demoCoversDir, `${cover.key}.svg`), 'utf8');
      expect(svg).toContain('viewBox="0 0 1600 900"');
      expect(svg).not.toMatch(/<(text|script|image|foreignObject)\b|https?:\/\/(?!www\.w3\.org\/)/);
    }
  });
});

describe('seedPostCovers', () => {
  const test = useTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-post-covers-'));
  const uploads = createUploadStore(dataDir);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives each post a cover was drawn for its picture as a WebP upload, with its description', async () => {
    const db = test.current().db;
    await seedNews(db);
    expect(await seedPostCovers(db, uploads)).toBe(covers.length);

    const covered = await db
      .select({ slug: posts.slug, coverImage: posts.coverImage, coverAlt: posts.coverAlt })
      .from(posts)
      .where(isNotNull(posts.coverImage));
    expect(covered.map((post) => post.slug).sort()).toEqual(covers.map((cover) => cover.slug).sort());
    for (const post of covered) {
      expect(post.coverAlt).toBe(covers.find((cover) => cover.slug === post.slug)?.alt);
      expect(post.coverImage).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    }
    const picture = await uploads.read((covered[0]?.coverImage ?? '').replace('/uploads/', ''));
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 900 });
  });

  it('changes nothing on the next start, and leaves a cover staff removed removed', async () => {
    const db = test.current().db;
    expect(await seedPostCovers(db, uploads)).toBe(0);
    const [first] = covers;
    await db
      .update(posts)
      .set({ coverImage: null, coverAlt: '', updatedAt: new Date('2026-12-01T00:00:00Z') })
      .where(eq(posts.slug, first?.slug ?? ''));
    expect(await seedPostCovers(db, uploads)).toBe(0);
  });
});
