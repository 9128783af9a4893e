import { homeApi } from '@portal/shared/api/content';
import { ListBigProblemsQuerySchema } from '@portal/shared/big-problems';
import { type Home, HomeResponseSchema } from '@portal/shared/home';
import { ListProductsQuerySchema } from '@portal/shared/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';

const FEATURED = 3;
const LATEST = 6;
const PER_CATEGORY = 4;

/** The home page's content, built from the same services as each list, so the rules are the same. */
async function homeContent({ posts, products, bigProblems, monitoring }: AppContext): Promise<Home> {
  const [featured, latest, categories, productList, problemList, figures] = await Promise.all([
    posts.list({ page: 1, per_page: FEATURED, featured: true }),
    posts.list({ page: 1, per_page: LATEST + FEATURED }),
    posts.categories(),
    products.list(ListProductsQuerySchema.parse({ per_page: 4 })),
    bigProblems.list(ListBigProblemsQuerySchema.parse({ per_page: 3, status: 'open' })),
    monitoring.summary(),
  ]);
  const lead = featured.data.length > 0 ? featured.data : latest.data.slice(0, FEATURED);
  const leadIds = new Set(lead.map((post) => post.id));
  const byCategory = await Promise.all(
    categories.map(async (category) => ({
      category,
      posts: (await posts.list({ page: 1, per_page: PER_CATEGORY, category: String(category.id) })).data,
    })),
  );
  return {
    featured: lead,
    latest: latest.data.filter((post) => !leadIds.has(post.id)).slice(0, LATEST),
    by_category: byCategory.filter((group) => group.posts.length > 0),
    products: productList.data,
    big_problems: problemList.data,
    monitoring: figures,
  };
}

export function registerHomeRoutes(app: FastifyInstance, context: AppContext): void {
  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    homeApi.content,
    {
      schema: {
        tags: ['home'],
        summary:
          'Nội dung trang chủ trong một lần gọi: tin nổi bật, tin mới, tin theo chuyên mục, sản phẩm, bài toán lớn đang mở, số liệu theo dõi',
        response: { 200: HomeResponseSchema },
      },
    },
    async (request, reply) =>
      context.publicCache.send(request, reply, async () => ({ data: await homeContent(context) })),
  );
}
