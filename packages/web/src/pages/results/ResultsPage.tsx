import { followThroughApi } from '@portal/shared/api/follow-through';
import type { PageMeta } from '@portal/shared/content';
import { PROGRESS_KINDS, PROGRESS_STAGES, progressStageLabels } from '@portal/shared/follow-through';
import type { ResultItem } from '@portal/shared/follow-through-answers';
import { nq57GroupName } from '@portal/shared/nq57-groups';
import { href } from '@portal/shared/routes';
import { submissionKindLabels } from '@portal/shared/submission-states';
import { formatDate } from '@portal/shared/vietnam-time';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { FilteredList } from '../../components/FilteredList.tsx';
import { ProgressBar } from '../../components/FollowThrough.tsx';
import { FilterSelect, listPage, listText, oneOf } from '../../components/ListFilters.tsx';
import { pageNote } from '../../components/ListResults.tsx';
import { pageParam } from '../../components/list-calls.ts';
import { ProgressStageFilter } from '../../components/ProgressStageFilter.tsx';
import { call } from '../../lib/api.ts';

interface Filters {
  stage: string;
  kind: string;
}

interface ResultsData {
  results: ResultItem[];
  meta: PageMeta;
  filters: Filters;
}

const LIST_PATH = href('Results');

export async function loader({ request }: LoaderFunctionArgs): Promise<ResultsData> {
  const url = new URL(request.url);
  const filters = {
    stage: oneOf(listText(url, 'stage'), PROGRESS_STAGES),
    kind: oneOf(listText(url, 'kind'), PROGRESS_KINDS),
  };
  const list = await call(followThroughApi.results, { query: { ...filters, page: pageParam(listPage(url)) } });
  return { results: list.data, meta: list.meta, filters };
}

/**
 * /results, "Kết quả thực hiện": proposals and ideas the department adopted, with how carrying
 * them out goes. An idea is private: only its title, field and task groups are shown, never a link.
 */
export function Component() {
  const { results, meta, filters } = useLoaderData<ResultsData>();
  const filtered = Boolean(filters.stage || filters.kind);

  return (
    <section className="page-section">
      <h1 className="page-title">Kết quả thực hiện</h1>
      <p>
        Các đề xuất, ý tưởng của người dân, doanh nghiệp đã được Sở tiếp thu và tiến độ triển khai, do Sở cập nhật. Xem
        các đề xuất đã duyệt tại <Link to={href('ProposeIndex')}>Danh sách đề xuất</Link>.
      </p>

      <FilteredList
        listPath={LIST_PATH}
        formLabel="Lọc kết quả thực hiện"
        formClassName="row g-2 align-items-end mb-3"
        submitLabel="Lọc"
        filters={
          <>
            <ProgressStageFilter
              className="col-sm-6 col-md-4"
              id="results-stage"
              label="Giai đoạn"
              value={filters.stage}
            />
            <FilterSelect
              className="col-sm-6 col-md-3"
              id="results-kind"
              name="kind"
              label="Loại hồ sơ"
              value={filters.kind}
              allLabel="Đề xuất và ý tưởng"
              options={PROGRESS_KINDS.map((value) => ({ value, label: submissionKindLabels[value] }))}
            />
          </>
        }
        meta={meta}
        filtered={filtered}
        status={
          <p className="small text-body-secondary" role="status">
            {filtered
              ? `Tìm thấy ${meta.total} kết quả phù hợp`
              : `Có ${meta.total} đề xuất, ý tưởng đang được theo dõi`}
            {pageNote(meta)}
          </p>
        }
        count={results.length}
        empty={{
          filtered: (
            <>
              Không có đề xuất, ý tưởng nào ở giai đoạn này. <Link to={LIST_PATH}>Xóa bộ lọc</Link> để xem tất cả.
            </>
          ),
          none: 'Chưa có đề xuất, ý tưởng nào được cập nhật tiến độ thực hiện.',
          noun: 'kết quả',
        }}
        paginationLabel="Phân trang kết quả thực hiện"
      >
        <ul className="list-unstyled row g-3" aria-label="Kết quả thực hiện">
          {results.map((result) => {
            const headingId = `result-${result.kind}-${result.id}`;
            const latest = result.progress.steps.at(-1);
            return (
              <li key={headingId} className="col-md-6">
                <article className="panel h-100" aria-labelledby={headingId}>
                  <p className="small mb-1">
                    <span className="badge text-bg-light border">{submissionKindLabels[result.kind]}</span>{' '}
                    <span className="text-body-secondary">{result.field || 'Chưa rõ lĩnh vực'}</span>
                  </p>
                  <h2 id={headingId} className="h6">
                    {result.link ? <Link to={result.link}>{result.title}</Link> : result.title}
                  </h2>
                  <p className="small mb-1">
                    {progressStageLabels[result.progress.stage]} · cập nhật ngày{' '}
                    <time dateTime={result.progress.updated_on}>{formatDate(result.progress.updated_on)}</time>
                  </p>
                  <ProgressBar progress={result.progress} label={`Tỷ lệ hoàn thành: ${result.title}`} />
                  {latest?.note && <p className="small mt-2 mb-1">{latest.note}</p>}
                  {result.nq57_groups.length > 0 && (
                    <p className="small text-body-secondary mt-2 mb-0">
                      Nhóm nhiệm vụ Nghị quyết 57:{' '}
                      {result.nq57_groups.map((group) => `${group}. ${nq57GroupName(group)}`).join('; ')}
                    </p>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      </FilteredList>
    </section>
  );
}
