import { proposalsApi } from '@portal/shared/api/proposals';
import type { PageMeta } from '@portal/shared/content';
import { PROPOSAL_FIELDS } from '@portal/shared/fields';
import { PROGRESS_STAGES } from '@portal/shared/follow-through';
import { demandTypeLabel, formatPrice, OFFERED_DEMAND_TYPES } from '@portal/shared/product-labels';
import type { PublicProposalSummary } from '@portal/shared/proposal-answers';
import { BUDGET_OPTIONS, budgetLabels, proposalKindLabels } from '@portal/shared/proposal-labels';
import { href } from '@portal/shared/routes';
import { formatDate } from '@portal/shared/vietnam-time';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { DemandTypeFilter } from '../../components/DemandTypeFilter.tsx';
import { FilteredList } from '../../components/FilteredList.tsx';
import { FilterSelect, listPage, listText, oneOf, SearchFilter } from '../../components/ListFilters.tsx';
import { pageNote } from '../../components/ListResults.tsx';
import { pageParam } from '../../components/list-calls.ts';
import { ProgressStageFilter } from '../../components/ProgressStageFilter.tsx';
import { call } from '../../lib/api.ts';

interface Filters {
  q: string;
  demand_type: string;
  field: string;
  budget: string;
  stage: string;
}

interface ListData {
  proposals: PublicProposalSummary[];
  meta: PageMeta;
  fields: string[];
  filters: Filters;
}

const LIST_PATH = href('ProposeIndex');

function filtersOf(url: URL): Filters {
  const get = (name: string) => listText(url, name);
  return {
    q: get('q').slice(0, 200),
    field: get('field').slice(0, 100),
    demand_type: oneOf(get('demand_type'), OFFERED_DEMAND_TYPES),
    budget: oneOf(get('budget'), ['0', '1']),
    stage: oneOf(get('stage'), PROGRESS_STAGES),
  };
}

export async function loader({ request }: LoaderFunctionArgs): Promise<ListData> {
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = listPage(url);
  const list = await call(proposalsApi.list, { query: { ...filters, page: pageParam(page) } });
  // The fields a proposal is filed under (the products' own list lacks "Chuyển đổi số", which they have none of).
  return { proposals: list.data, meta: list.meta, fields: [...PROPOSAL_FIELDS], filters };
}

/** /propose: approved proposals, newest decision first, with search and filters in the URL. */
export function Component() {
  const { proposals, meta, fields, filters } = useLoaderData<ListData>();
  const filtered = Boolean(filters.q || filters.field || filters.demand_type || filters.budget || filters.stage);
  const fieldOptions = filters.field && !fields.includes(filters.field) ? [...fields, filters.field] : fields;

  return (
    <section className="page-section">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <h1 className="page-title">Danh sách đề xuất</h1>
        <Link to={href('createProduct')} className="btn btn-primary">
          Gửi đề xuất
        </Link>
      </div>
      <p>
        Các sản phẩm, giải pháp và nhu cầu người dân, doanh nghiệp gửi tới Sở, đã được duyệt. Xem tiến độ triển khai tại
        trang <Link to={href('Results')}>Kết quả thực hiện</Link>.
      </p>

      <FilteredList
        listPath={LIST_PATH}
        search
        formLabel="Tìm và lọc đề xuất"
        formClassName="row g-2 align-items-end mb-3"
        submitLabel="Tìm kiếm"
        filters={
          <>
            <SearchFilter
              className="col-md-4"
              id="propose-q"
              label="Tìm đề xuất"
              value={filters.q}
              placeholder="Tên, tổ chức…"
            />
            <DemandTypeFilter className="col-sm-6 col-md-3" id="propose-demand" value={filters.demand_type} />
            <FilterSelect
              className="col-sm-6 col-md-2"
              id="propose-field"
              name="field"
              label="Lĩnh vực"
              value={filters.field}
              allLabel="Tất cả lĩnh vực"
              options={fieldOptions.map((field) => ({ value: field, label: field }))}
            />
            <FilterSelect
              className="col-sm-6 col-md-3"
              id="propose-budget"
              name="budget"
              label="Kinh phí"
              value={filters.budget}
              allLabel="Tất cả"
              options={BUDGET_OPTIONS.map((value) => ({ value, label: budgetLabels[value] }))}
            />
            <ProgressStageFilter
              className="col-sm-6 col-md-3"
              id="propose-stage"
              label="Tiến độ thực hiện"
              value={filters.stage}
            />
          </>
        }
        meta={meta}
        filtered={filtered}
        status={
          <p className="small text-body-secondary" role="status">
            {filtered ? `Tìm thấy ${meta.total} đề xuất phù hợp` : `Có ${meta.total} đề xuất đã được duyệt`}
            {pageNote(meta)}
          </p>
        }
        count={proposals.length}
        empty={{
          filtered: (
            <>
              Không có đề xuất nào phù hợp. <Link to={LIST_PATH}>Xóa bộ lọc</Link> để xem tất cả.
            </>
          ),
          none: 'Chưa có đề xuất nào được duyệt.',
          noun: 'đề xuất',
        }}
        paginationLabel="Phân trang đề xuất"
      >
        <ul className="list-unstyled row g-3" aria-label="Danh sách đề xuất">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="col-md-6">
              <article className="panel h-100" aria-labelledby={`propose-${proposal.id}`}>
                <h2 id={`propose-${proposal.id}`} className="h6">
                  <Link to={href('ProposeDetail', { id: proposal.id })}>{proposal.title}</Link>
                </h2>
                <p className="small text-body-secondary mb-1">
                  {proposalKindLabels[proposal.proposal_kind]} · {proposal.field || 'Chưa rõ lĩnh vực'}
                  {proposal.organisation && <> · {proposal.organisation}</>}
                </p>
                <p className="mb-2">{proposal.summary}</p>
                <div className="d-flex flex-wrap gap-1 small">
                  {proposal.demand_types
                    .filter((type) => type !== 2)
                    .map((type) => (
                      <span key={type} className="badge text-bg-light border">
                        {demandTypeLabel(type)}
                      </span>
                    ))}
                  <span className="badge text-bg-light border">{budgetLabels[proposal.budget === 0 ? 0 : 1]}</span>
                </div>
                <p className="small mt-2 mb-0">
                  Giá: {formatPrice(proposal.price)}
                  {proposal.approved_at && (
                    <>
                      {' '}
                      · Duyệt ngày <time dateTime={proposal.approved_at}>{formatDate(proposal.approved_at)}</time>
                    </>
                  )}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </FilteredList>
    </section>
  );
}
