import { pagesApi } from '@portal/shared/api/content';
import type { StaticPage } from '@portal/shared/content';
import { isFixedPage } from '@portal/shared/routes';
import { formatDate } from '@portal/shared/vietnam-time';
import { useEffect } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { call } from '../../lib/api.ts';
import { pageTitle } from '../../lib/session.ts';

/**
 * A page staff write as a whole: /introduce and /propose-introduce (the menu's), and the
 * department's own at /pages/<slug> (its functions and duties, its organisation…).
 */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<StaticPage> {
  // The menu's two pages have an address of their own, never a second one under /pages/.
  if (params.id !== undefined && isFixedPage(params.id)) throw new Response('', { status: 404 });
  const slug = params.id ?? new URL(request.url).pathname.replace(/^\//, '').replace(/\/$/, '');
  return (await call(pagesApi.detail, { params: { slug } })).data;
}

export function Component() {
  const page = useLoaderData<StaticPage>();
  // Titled as staff wrote it, as the server titles the page it sends.
  useEffect(() => {
    document.title = pageTitle(page.title);
  }, [page.title]);
  return (
    <article className="page-section static-page">
      <h1 className="page-title">{page.title}</h1>
      {/* The body is sanitised by the server (content/rich-html.ts) when it is saved. */}
      <div className="post-body" dangerouslySetInnerHTML={{ __html: page.body }} />
      <p className="small text-body-secondary mt-4">Cập nhật ngày {formatDate(page.updated_at)}</p>
    </article>
  );
}
