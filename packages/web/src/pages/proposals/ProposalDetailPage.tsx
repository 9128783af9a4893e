import { proposalsApi } from '@portal/shared/api/proposals';
import { placeNames } from '@portal/shared/names';
import { expiredNotice } from '@portal/shared/product-labels';
import type { PublicProposalDetail } from '@portal/shared/proposal-answers';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import { href } from '@portal/shared/routes';
import { formatDate } from '@portal/shared/vietnam-time';
import { useEffect } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { FactList } from '../../components/FactList.tsx';
import { ProgressRecord, PublicAnswerBlock } from '../../components/FollowThrough.tsx';
import { ShareLinks } from '../../components/ShareLinks.tsx';
import { FollowButton } from '../../features/follows/FollowButton.tsx';
import { InterestButton } from '../../features/interests/InterestButton.tsx';
import { call } from '../../lib/api.ts';
import { pageTitle } from '../../lib/session.ts';

export async function loader({ params }: LoaderFunctionArgs): Promise<PublicProposalDetail> {
  return (await call(proposalsApi.detail, { params: { id: params.id ?? '' } })).data;
}

/** The fields the page shows in its body and its contact panel, not among the facts. */
const SHOWN_ELSEWHERE = ['title', 'summary', 'description', 'contact_name', 'contact_phone', 'contact_email'];

/** /propose/{id}: an approved proposal, with the contact details its author chose to publish. */
export function Component() {
  const proposal = useLoaderData<PublicProposalDetail>();
  useEffect(() => {
    document.title = pageTitle(proposal.title);
  }, [proposal.title]);
  return (
    <article className="page-section">
      <nav aria-label="Đường dẫn" className="small mb-2">
        <Link to={href('ProposeIndex')}>Danh sách đề xuất</Link> › {proposal.title}
      </nav>
      <h1 className="page-title">{proposal.title}</h1>
      {proposal.expired && proposal.expires_at && (
        <p className="alert alert-warning" role="note">
          {expiredNotice(proposal.expires_at)}
        </p>
      )}
      <FollowButton kind="proposal" id={proposal.id} followers={proposal.followers} />
      {proposal.approved_at && (
        <p className="text-body-secondary">
          Duyệt ngày <time dateTime={proposal.approved_at}>{formatDate(proposal.approved_at)}</time>
        </p>
      )}
      {proposal.big_problem && (
        <p>
          Giải pháp cho bài toán lớn:{' '}
          <Link to={`/big-problem/${proposal.big_problem.slug}`}>{proposal.big_problem.title}</Link>
        </p>
      )}
      {proposal.product_slug && (
        <p>
          <Link to={href('ProductDetail', { id: proposal.product_slug })}>
            Xem sản phẩm trên {placeNames.marketplace}
          </Link>
        </p>
      )}
      <div className="row g-4">
        <div className="col-lg-8">
          {proposal.images.length > 0 && (
            <div className="d-flex flex-wrap gap-2 mb-3">
              {proposal.images.map((image, index) => (
                <img
                  key={image.id}
                  src={image.url}
                  alt={`Hình ảnh ${index + 1} của ${proposal.title}`}
                  loading="lazy"
                  className="rounded border"
                  style={{ maxWidth: '100%', width: 320, height: 'auto' }}
                />
              ))}
            </div>
          )}
          {proposal.answer && <PublicAnswerBlock answer={proposal.answer} />}
          {proposal.progress && <ProgressRecord progress={proposal.progress} />}
          <h2 className="h5">Tóm tắt</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{proposal.summary}</p>
          <h2 className="h5">Mô tả chi tiết</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{proposal.description}</p>
          {proposal.attachments.length > 0 && (
            <>
              <h2 className="h5">Tệp đính kèm</h2>
              <ul>
                {proposal.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} download>
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <aside className="col-lg-4">
          <section className="panel mb-3" aria-labelledby="propose-facts">
            <h2 id="propose-facts" className="h5">
              Thông tin
            </h2>
            <FactList
              catalogue={proposalCatalogue}
              values={proposal}
              reader="public"
              except={SHOWN_ELSEWHERE}
              hideEmpty
            />
          </section>
          <section className="panel" aria-labelledby="propose-contact">
            <h2 id="propose-contact" className="h5">
              Liên hệ
            </h2>
            <p className="mb-1">{proposal.contact.name}</p>
            {proposal.contact.phone && (
              <p className="mb-1">
                <a href={`tel:${proposal.contact.phone}`}>{proposal.contact.phone}</a>
              </p>
            )}
            {proposal.contact.email && (
              <p className="mb-0">
                <a href={`mailto:${proposal.contact.email}`}>{proposal.contact.email}</a>
              </p>
            )}
            {/* A need: people reach its author through the department; this page is public, so is the need. */}
            {/* An expired need keeps its page but takes no new interest. */}
            {proposal.proposal_kind === 'need' && !proposal.expired && (
              <div className="mt-3">
                <InterestButton subject={{ kind: 'need', id: proposal.id, name: proposal.title }} />
              </div>
            )}
          </section>
        </aside>
      </div>
      <ShareLinks />
    </article>
  );
}
