import { postsApi } from '@portal/shared/api/content';
import type { PostDetail } from '@portal/shared/content';
import { POST_COVER_SIZES } from '@portal/shared/images';
import { postCatalogue } from '@portal/shared/post-fields';
import { formatDate } from '@portal/shared/vietnam-time';
import { useEffect } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { CoverImage } from '../../components/CoverImage.tsx';
import { ShareLinks } from '../../components/ShareLinks.tsx';
import { call } from '../../lib/api.ts';
import { pageTitle } from '../../lib/session.ts';

export async function loader({ params }: LoaderFunctionArgs): Promise<PostDetail> {
  return (await call(postsApi.detail, { params: { id: params.id ?? '' } })).data;
}

/** A post: its sanitised HTML (cleaned by the server when it was saved), share links, related posts. */
export function Component() {
  const post = useLoaderData<PostDetail>();
  useEffect(() => {
    document.title = pageTitle(post.title);
  }, [post.title]);

  return (
    <article className="page-section post-detail">
      <nav aria-label="Đường dẫn" className="small mb-2">
        <Link to="/posts">Tin tức</Link> › <Link to={`/category/${post.category.slug}`}>{post.category.name}</Link>
      </nav>
      <h1 className="page-title">{post.title}</h1>
      <p className="post-item-meta">
        <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
        {post.author && <> · {post.author}</>} · {post.view_count} lượt xem
      </p>
      {post.cover_image && (
        <figure className="post-cover">
          <CoverImage url={post.cover_image} alt={post.cover_alt} sizes={POST_COVER_SIZES} first />
        </figure>
      )}
      <p className="post-lead">{post.summary}</p>
      {/* The body is sanitised by the server (content/rich-html.ts) when it is saved. */}
      <div className="post-body" dangerouslySetInnerHTML={{ __html: post.body }} />
      {post.source && (
        <p className="small text-body-secondary">
          {postCatalogue.source.label}: {post.source}
        </p>
      )}
      {post.tags.length > 0 && (
        <ul className="post-tags" aria-label="Từ khóa">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/posts?q=${encodeURIComponent(tag)}`}>{tag}</Link>
            </li>
          ))}
        </ul>
      )}
      <ShareLinks />
      {post.related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-4">
          <h2 id="related-title" className="h5">
            Tin liên quan
          </h2>
          <ul>
            {post.related.map((item) => (
              <li key={item.id}>
                <Link to={`/posts/${item.slug}`}>{item.title}</Link>{' '}
                <span className="text-body-secondary small">({formatDate(item.published_at)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
