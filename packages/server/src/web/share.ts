import { solutionPageTitle } from '@portal/shared/big-problems';
import { missingItemTitles } from '@portal/shared/messages';
import { isFixedPage, type RouteName } from '@portal/shared/routes';
import { and, eq } from 'drizzle-orm';
import { htmlToText } from '../content/html-text.ts';
import type { AppContext } from '../context.ts';
import { staticPages } from '../db/schema/content.ts';

/** What a link preview (Facebook, Zalo) of one item shows. */
export interface ShareInfo {
  title: string;
  description: string;
  /** A path or URL of the image; the site's logo when null. */
  image: string | null;
  type: 'article' | 'website';
}

/** Finds the item a shareable page shows from its `:id` parameter (and the query); undefined when not public. */
export type Sharer = (id: string, query: URLSearchParams) => Promise<ShareInfo | undefined>;

/** The shareable pages of the portal and how each finds its item. */
export function sharersOf(context: AppContext): Partial<Record<RouteName, Sharer>> {
  return {
    PostDetail: async (id) => {
      const post = await context.posts.shareInfo(id);
      return post && { title: post.title, description: post.summary, image: post.coverImage, type: 'article' };
    },
    // A public document opens on the list page, `/documents?id=<id>`: no route of its own.
    Documents: async (_path, query) => {
      const document = await context.documents.shareInfo(query.get('id') ?? '');
      return document && { title: document.title, description: document.description, image: null, type: 'article' };
    },
    ProductDetail: async (id) => {
      const product = await context.products.shareInfo(id);
      return product && { title: product.title, description: product.summary, image: product.image, type: 'article' };
    },
    // An approved or published proposal; drafts and those under review are never previewed.
    ProposeDetail: async (id) => {
      const proposal = await context.proposals.shareInfo(id);
      return (
        proposal && { title: proposal.title, description: proposal.summary, image: proposal.image, type: 'article' }
      );
    },
    BigProblemDetail: async (id) => {
      const problem = await context.bigProblems.shareInfo(id);
      return problem && { title: problem.title, description: problem.description, image: null, type: 'article' };
    },
    // The department's pages: the menu's two at their own address, the others at /pages/<slug>
    // (never the menu's two a second time there), each titled as staff wrote it.
    Introduce: () => pageShare(context, 'introduce'),
    ProposeIntroduce: () => pageShare(context, 'propose-introduce'),
    StaticPage: async (slug) => (isFixedPage(slug) ? undefined : pageShare(context, slug)),
    SolutionDetail: async (id) => {
      const problem = await context.bigProblems.shareInfo(id);
      return (
        problem && {
          title: solutionPageTitle(problem.title),
          description: problem.description,
          image: null,
          type: 'article',
        }
      );
    },
  };
}

/** A static page while it is shown: its title, and the opening words of its text. */
async function pageShare(context: AppContext, slug: string): Promise<ShareInfo | undefined> {
  const [page] = await context.database.db
    .select({ title: staticPages.title, body: staticPages.body })
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), eq(staticPages.visible, true)));
  return (
    page && {
      title: page.title,
      description: htmlToText(page.body).replace(/\s+/g, ' ').trim().slice(0, 200),
      image: null,
      type: 'article',
    }
  );
}

/**
 * The pages whose `:id` names one item, with the title of the page when no public item has it
 * (missing, hidden, unpublished, a draft, an internal one): the server then answers 404, so
 * search engines and link checkers see it, and visitors learn nothing of what is not public.
 */
export const itemPageTitles: Partial<Record<RouteName, string>> = {
  Category: missingItemTitles.category,
  PostDetail: missingItemTitles.post,
  ProductDetail: missingItemTitles.product,
  ProposeDetail: missingItemTitles.proposal,
  BigProblemDetail: missingItemTitles.bigProblem,
  SolutionDetail: missingItemTitles.bigProblem,
  StaticPage: missingItemTitles.page,
};

/**
 * Whether an item page's item is public: its sharer's lookup where it has one; a category (a tab
 * of the news list, previewed as the list) is one of the visible categories, by id or slug, as the
 * portal finds it.
 */
export async function itemIsPublic(
  context: AppContext,
  route: RouteName,
  id: string,
  shared: ShareInfo | undefined,
): Promise<boolean> {
  if (route !== 'Category') return shared !== undefined;
  const categories = await context.posts.categories();
  return categories.some((category) => String(category.id) === id || category.slug === id);
}
