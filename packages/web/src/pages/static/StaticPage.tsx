import { pagesApi } from '@portal/shared/api/content';
import type { StaticPage } from '@portal/shared/content';
import { formatDate } from '@portal/shared/vietnam-time';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { call } from '../../lib/api.ts';

/** /introduce and /propose-introduce: pages staff edit, stored in the database. */
export async function loader({ request }: LoaderFunctionArgs): Promise<StaticPage> {
  const slug = new URL(request.url).pathname.replace(/^\//, '').replace(/\/$/, '');
  return (await call(pagesApi.detail, { params: { slug } })).data;
}

export function Component() {
  const page = useLoaderData<StaticPage>();
  return (
    <article className="page-section static-page">
      <h1 className="page-title">{page.title}</h1>
      {/* The body is sanitised by the server (content/rich-html.ts) when it is saved. */}
      <div className="post-body" dangerouslySetInnerHTML={{ __html: page.body }} />
      <p className="small text-body-secondary mt-4">Cập nhật ngày {formatDate(page.updated_at)}</p>
    </article>
  );
}
