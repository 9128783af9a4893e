import { categoriesApi, postsApi } from '@portal/shared/api/content';
import type { Category, PageMeta, PostSummary } from '@portal/shared/content';
import { missingItemTitles } from '@portal/shared/messages';
import { formatDate } from '@portal/shared/vietnam-time';
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useNavigation } from 'react-router';
import { CoverImage } from '../../components/CoverImage.tsx';
import { listPage, listText } from '../../components/ListFilters.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ApiError, call } from '../../lib/api.ts';

interface PostListData {
  posts: PostSummary[];
  meta: PageMeta;
  categories: Category[];
  category: Category | null;
  q: string;
}

/** /posts and /category/{id}: the news, newest first, with search and pages. */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<PostListData> {
  const url = new URL(request.url);
  const q = listText(url, 'q');
  // The keys in this order: first-calls.ts builds the first page's calls the same way.
  const query = { page: listPage(url), q, category: params.id };
  const [list, categoryList] = await Promise.all([call(postsApi.list, { query }), call(categoriesApi.list)]);
  const category = params.id
    ? (categoryList.data.find((c) => String(c.id) === params.id || c.slug === params.id) ?? null)
    : null;
  // An unknown or hidden category is no page (the server answers it with 404 too): the not-found
  // notice, not the whole news list under the category's address.
  if (params.id && !category) throw new ApiError(404, { message: missingItemTitles.category, code: 'not_found' });
  return { posts: list.data, meta: list.meta, categories: categoryList.data, category, q };
}

/** Items a phone or a wide screen shows before any scrolling: their covers load with the page. */
const FIRST_SCREEN_ITEMS = 3;

export function Component() {
  const { posts, meta, categories, category, q } = useLoaderData<PostListData>();
  const firstCover = posts.findIndex((post) => post.cover_image);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/');

  return (
    <section className="page-section">
      <h1 className="page-title">{category ? category.name : 'Tin tức - Hoạt động'}</h1>
      <nav aria-label="Chuyên mục tin" className="category-tabs">
        <Link
          to="/posts"
          className={category ? 'category-tab' : 'category-tab active'}
          aria-current={category ? undefined : 'page'}
        >
          Tất cả
        </Link>
        {categories.map((item) => (
          <Link
            key={item.id}
            to={`/category/${item.slug}`}
            className={category?.id === item.id ? 'category-tab active' : 'category-tab'}
            aria-current={category?.id === item.id ? 'page' : undefined}
          >
            {item.name}
          </Link>
        ))}
      </nav>
      <Form method="get" role="search" aria-label="Tìm tin bài" className="search-form my-3">
        <label htmlFor="post-search" className="visually-hidden">
          Tìm tin bài
        </label>
        <input
          id="post-search"
          name="q"
          type="search"
          defaultValue={q}
          className="form-control"
          placeholder="Tìm tin bài (gõ có dấu hoặc không dấu)"
          maxLength={200}
        />
        <button type="submit" className="btn btn-primary">
          Tìm kiếm
        </button>
      </Form>
      <div aria-busy={loading} className={loading ? 'list-loading' : undefined}>
        {q && (
          <p className="text-body-secondary" role="status">
            Tìm thấy {meta.total} tin bài cho “{q}”.
          </p>
        )}
        {posts.length === 0 ? (
          <div className="alert alert-info" role="status">
            {q
              ? 'Không có tin bài nào phù hợp với từ khóa. Hãy thử từ khóa khác.'
              : category
                ? 'Chuyên mục này chưa có tin bài.'
                : 'Chưa có tin bài nào.'}
          </div>
        ) : (
          <ul className="post-list">
            {posts.map((post, index) => (
              <li key={post.id} className={post.cover_image ? 'post-item with-cover' : 'post-item'}>
                <div className="post-item-text">
                  <h2 className="post-item-title">
                    <Link to={`/posts/${post.slug}`}>{post.title}</Link>
                  </h2>
                  <p className="post-item-meta">
                    <time dateTime={post.published_at}>{formatDate(post.published_at)}</time> · {post.category.name}
                  </p>
                  <p className="post-item-summary">{post.summary}</p>
                </div>
                {/* After the words in the page's order (the title leads), drawn beside them on a wide screen. */}
                {post.cover_image && (
                  <CoverImage
                    url={post.cover_image}
                    alt={post.cover_alt}
                    sizes="(min-width: 768px) 240px, 100vw"
                    // The first cover leads the list, wherever it is among the first screen's items.
                    first={index === firstCover && index < FIRST_SCREEN_ITEMS}
                    eager={index < FIRST_SCREEN_ITEMS}
                    className="cover-image post-item-cover"
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <Pagination page={meta.page} lastPage={meta.last_page} label="Phân trang tin bài" />
      </div>
    </section>
  );
}
