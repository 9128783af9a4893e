import { bigProblemsApi } from '@portal/shared/api/big-problems';
import { solutionPageTitle } from '@portal/shared/big-problem-pages';
import type { SolutionListResponse } from '@portal/shared/big-problems';
import { href } from '@portal/shared/routes';
import { formatDate } from '@portal/shared/vietnam-time';
import { useEffect } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigation } from 'react-router';
import { Pagination } from '../../components/Pagination.tsx';
import { ShareLinks } from '../../components/ShareLinks.tsx';
import { call } from '../../lib/api.ts';
import { pageTitle } from '../../lib/session.ts';
import { ProblemFacts, SendSolutionLink, StatusBadge } from './problem-parts.tsx';

export async function loader({ params, request }: LoaderFunctionArgs): Promise<SolutionListResponse> {
  const page = new URL(request.url).searchParams.get('page') ?? '';
  return call(bigProblemsApi.solutions, {
    params: { id: params.id ?? '' },
    query: { page: /^\d{1,5}$/.test(page) && page !== '0' ? page : '1' },
  });
}

/**
 * /solution/{id} ("Bài toán tìm giải pháp"): one big problem, in brief, with every solution
 * approved for it in full. {id} is the problem's id or slug, as on /big-problem/{id}.
 */
export function Component() {
  const { problem, data: solutions, meta } = useLoaderData<SolutionListResponse>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/solution/');
  const problemHref = `/big-problem/${problem.slug}`;
  useEffect(() => {
    document.title = pageTitle(solutionPageTitle(problem.title));
  }, [problem.title]);

  return (
    <article className="page-section solution-page">
      <nav aria-label="Đường dẫn" className="small mb-2">
        <Link to="/big-problem">Bài toán lớn</Link> › <Link to={problemHref}>{problem.title}</Link> › Giải pháp
      </nav>
      <h1 className="page-title">
        <span className="problem-kicker">Giải pháp cho bài toán:</span> {problem.title}
      </h1>
      <p>
        <StatusBadge status={problem.status} />
      </p>
      <ProblemFacts problem={problem} className="problem-facts--panel" />
      <p>
        <Link to={problemHref}>Xem mô tả, yêu cầu và kết quả mong đợi của bài toán</Link>
      </p>
      <SendSolutionLink problem={problem} />
      <section aria-labelledby="solutions-title" className="problem-section">
        <h2 id="solutions-title" className="problem-section-title">
          Giải pháp đã được duyệt ({meta.total})
        </h2>
        <div aria-busy={loading} className={loading ? 'list-loading' : undefined}>
          {solutions.length === 0 ? (
            <div className="alert alert-info" role="status">
              {meta.total === 0
                ? 'Chưa có giải pháp nào được duyệt cho bài toán này.'
                : 'Trang này không có giải pháp nào. Hãy quay lại trang đầu.'}
            </div>
          ) : (
            solutions.map((solution) => {
              // A citizen's approved proposal has its own numbering and its own page.
              const anchor = solution.source === 'proposal' ? `de-xuat-${solution.id}` : `giai-phap-${solution.id}`;
              return (
                <article key={anchor} id={anchor} className="solution-full" aria-labelledby={`${anchor}-title`}>
                  <h3 id={`${anchor}-title`} className="solution-item-title">
                    {solution.source === 'proposal' ? (
                      <Link to={href('ProposeDetail', { id: solution.id })}>{solution.title}</Link>
                    ) : (
                      solution.title
                    )}
                  </h3>
                  <p className="post-item-meta">
                    {solution.organisation}
                    {solution.approved_at && (
                      <>
                        {' '}
                        · Duyệt ngày <time dateTime={solution.approved_at}>{formatDate(solution.approved_at)}</time>
                      </>
                    )}
                  </p>
                  <p className="solution-summary">{solution.summary}</p>
                  {solution.content && (
                    // Sanitised by the server (content/rich-html.ts) when it was saved.
                    <div className="post-body" dangerouslySetInnerHTML={{ __html: solution.content }} />
                  )}
                </article>
              );
            })
          )}
          <Pagination page={meta.page} lastPage={meta.last_page} label="Phân trang giải pháp" />
        </div>
      </section>
      <ShareLinks />
    </article>
  );
}
