import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_WIDTH } from '@portal/shared/images';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { demoCoversDir } from '../paths.ts';
import type { UploadStore } from '../storage/uploads.ts';
import type { Database } from './client.ts';
import { posts } from './schema/content.ts';

/** covers.json: which demo post each picture was drawn for, and what it shows. */
const CoversSchema = z.array(
  z.object({ key: z.string().regex(/^[a-z0-9-]+$/), slug: z.string(), alt: z.string().min(5) }),
);

/**
 * The demo posts that have a picture drawn for them (db/demo/covers: SVG made for this demo,
 * nobody's photograph) get it as their cover, rendered to WebP like an upload (sharp), with its
 * description. Only posts staff have not touched and that have no cover yet: a cover removed on
 * purpose stays removed. Answers how many covers it gave.
 */
export async function seedPostCovers(db: Database, uploads: UploadStore): Promise<number> {
  const covers = CoversSchema.parse(JSON.parse(await readFile(path.join(demoCoversDir, 'covers.json'), 'utf8')));
  const rows = await db
    .select({ id: posts.id, slug: posts.slug })
    .from(posts)
    .where(
      and(
        inArray(
          posts.slug,
          covers.map((cover) => cover.slug),
        ),
        isNull(posts.coverImage),
        sql`${posts.updatedAt} = ${posts.createdAt}`,
      ),
    );
  if (rows.length === 0) return 0;

  // Loaded only when there is something to draw: every later start skips sharp's SVG renderer.
  const { default: sharp } = await import('sharp');
  for (const row of rows) {
    const cover = covers.find((candidate) => candidate.slug === row.slug);
    if (!cover) continue;
    const svg = await readFile(path.join(demoCoversDir, `${cover.key}.svg`));
    const picture = await sharp(svg)
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      // Effort 2 of 6: half the time of the default for 7 % more bytes on these flat drawings (60 of
      // them at every first start, and in every test that seeds the demo).
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
    const url = await uploads.save('images', picture, 'webp');
    // The same value in both: the post still counts as untouched by staff.
    await db.update(posts).set({ coverImage: url, coverAlt: cover.alt }).where(eq(posts.id, row.id));
  }
  return rows.length;
}
