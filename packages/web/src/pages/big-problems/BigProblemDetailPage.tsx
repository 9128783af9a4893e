import { bigProblemsApi } from '@portal/shared/api/big-problems';
import { bigProblemCatalogue as fields } from '@portal/shared/big-problem-fields';
import type { BigProblemDetail } from '@portal/shared/big-problems';
import { formatDate } from '@portal/shared/vietnam-time';
import { useEffect } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ShareLinks } from '../../components/ShareLinks.tsx';
import { FollowButton } from '../../features/follows/FollowButton.tsx';
import { call } from '../../lib/api.ts';
import { pageTitle } from '../../lib/session.ts';
import { ChallengeSections } from './challenge-parts.tsx';
import { ProblemFacts, SendSolutionLink, StatusBadge } from './problem-parts.tsx';

export async function loader({ params }: LoaderFunctionArgs): Promise<BigProblemDetail> {
  return (await call(bigProblemsApi.detail, { params: { id: params.id ?? '' } })).data;
}

/** One section of the problem: sanitised HTML from the server, or a plain note when staff left it empty. */
function RichSection({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <section aria-labelledby={id} className="problem-section">
      <h2 id={id} className="problem-section-title">
        {title}
      </h2>
      {html ? (
        // Sanitised by the server (content/rich-html.ts) when it was saved.
        <div className="post-body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p>Chưa có nội dung.</p>
      )}
    </section>
  );
}

/** /big-problem/{id}: the problem, what it asks for, and the solutions approved so far. */
export function Component() {
  const problem = useLoaderData<BigProblemDetail>();
  useEffect(() => {
    document.title = pageTitle(problem.title);
  }, [problem.title]);
  const solutionsHref = `/solution/${problem.slug}`;
  const more = problem.approved_solution_count - problem.solutions.length;

  return (
    <article className="page-section problem-detail">
      <nav aria-label="Đường dẫn" className="small mb-2">
        <Link to="/big-problem">Bài toán lớn</Link> ›{' '}
        <Link to={`/big-problem?field=${encodeURIComponent(problem.field)}`}>{problem.field}</Link>
      </nav>
      <h1 className="page-title">{problem.title}</h1>
      <p className="post-item-meta">
        {/* Each fact stays on one line: a phone wraps between them, never inside one ("0 / lượt xem"). */}
        <StatusBadge status={problem.status} />{' '}
        <span className="text-nowrap">
          Đăng ngày <time dateTime={problem.published_at}>{formatDate(problem.published_at)}</time>
        </span>{' '}
        · <span className="text-nowrap">{problem.view_count} lượt xem</span>
      </p>
      <FollowButton kind="big_problem" id={problem.id} followers={problem.followers} />
      <SendSolutionLink problem={problem} />
      <ProblemFacts problem={problem} className="problem-facts--panel" />
      <RichSection id="problem-description" title={fields.description.label} html={problem.description} />
      <RichSection id="problem-requirements" title={fields.requirements.label} html={problem.requirements} />
      <RichSection id="problem-results" title={fields.expected_results.label} html={problem.expected_results} />
      <ChallengeSections problem={problem} />
      <section aria-labelledby="problem-solutions" className="problem-section">
        <h2 id="problem-solutions" className="problem-section-title">
          Giải pháp đã được duyệt ({problem.approved_solution_count})
        </h2>
        {problem.solutions.length === 0 ? (
          <div className="alert alert-info" role="status">
            Chưa có giải pháp nào được duyệt cho bài toán này.
          </div>
        ) : (
          <>
            <ul className="solution-list">
              {problem.solutions.map((solution) => (
                <li key={solution.id} className="solution-item">
                  <h3 className="solution-item-title">
                    <Link
                      to={`${solutionsHref}#${solution.source === 'proposal' ? 'de-xuat' : 'giai-phap'}-${solution.id}`}
                    >
                      {solution.title}
                    </Link>
                  </h3>
                  <p className="post-item-meta">
                    {solution.organisation}
                    {solution.approved_at && <> · Duyệt ngày {formatDate(solution.approved_at)}</>}
                  </p>
                  <p className="mb-0">{solution.summary}</p>
                </li>
              ))}
            </ul>
            <p>
              <Link to={solutionsHref} className="btn btn-outline-primary">
                {more > 0
                  ? `Xem tất cả ${problem.approved_solution_count} giải pháp`
                  : 'Xem trang giải pháp của bài toán'}
              </Link>
            </p>
          </>
        )}
      </section>
      <ShareLinks />
    </article>
  );
}
