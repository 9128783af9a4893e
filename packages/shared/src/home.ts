import { z } from 'zod';
import { BigProblemSummarySchema } from './big-problems.ts';
import { CategorySchema, PostSummarySchema } from './content.ts';
import { MonitoringSummarySchema } from './monitoring.ts';
import { ProductSummarySchema } from './products.ts';

/** Everything the home page shows, in one answer, so the first screen needs one request. */
export const HomeSchema = z.object({
  /** Featured news (the newest when none is featured). */
  featured: z.array(PostSummarySchema),
  latest: z.array(PostSummarySchema),
  by_category: z.array(z.object({ category: CategorySchema, posts: z.array(PostSummarySchema) })),
  products: z.array(ProductSummarySchema),
  big_problems: z.array(BigProblemSummarySchema),
  monitoring: MonitoringSummarySchema,
});
export type Home = z.infer<typeof HomeSchema>;

export const HomeResponseSchema = z.object({ data: HomeSchema });
