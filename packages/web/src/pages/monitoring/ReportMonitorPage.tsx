import { monitoringApi } from '@portal/shared/api/monitoring';
import type { PageMeta } from '@portal/shared/content';
import type { Indicator, MonitoringSummary, Report } from '@portal/shared/monitoring';
import { resolution57 } from '@portal/shared/resolution';
import { type LoaderFunctionArgs, useLoaderData, useNavigation } from 'react-router';
import { call } from '../../lib/api.ts';
import { IndicatorChart } from './IndicatorChart.tsx';
import { KeyFigures } from './KeyFigures.tsx';
import { ReportList } from './ReportList.tsx';
import { AdoptedStageTable, TaskGroupTable } from './TaskGroupTable.tsx';

interface ReportMonitorData {
  indicators: Indicator[];
  reports: Report[];
  meta: PageMeta;
  summary: MonitoringSummary;
}

/** /report-monitor: the indicators, the key figures and task-group counts, and one page of reports. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ReportMonitorData> {
  const requested = new URL(request.url).searchParams.get('page') ?? '';
  // A mistyped ?page= shows the first page rather than an error: the page has more than the list.
  const page = /^[1-9]\d{0,4}$/.test(requested) ? requested : '1';
  const [indicators, reports, summary] = await Promise.all([
    call(monitoringApi.indicators),
    call(monitoringApi.reports, { query: { page } }),
    call(monitoringApi.summary),
  ]);
  return { indicators: indicators.data, reports: reports.data, meta: reports.meta, summary: summary.data };
}

/** Indicators grouped by the task group they measure, groups in the resolution's order. */
function byTaskGroup(indicators: Indicator[]): { group: number; name: string; indicators: Indicator[] }[] {
  const groups = new Map<number, { group: number; name: string; indicators: Indicator[] }>();
  for (const indicator of indicators) {
    const entry = groups.get(indicator.nq57_group) ?? {
      group: indicator.nq57_group,
      name: indicator.nq57_group_name,
      indicators: [],
    };
    entry.indicators.push(indicator);
    groups.set(indicator.nq57_group, entry);
  }
  return [...groups.values()].sort((a, b) => a.group - b.group);
}

export function Component() {
  const { indicators, reports, meta, summary } = useLoaderData<ReportMonitorData>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/report-monitor';

  return (
    <section className="page-section monitor-page">
      <h1 className="page-title">Báo cáo, đánh giá Nghị quyết 57</h1>
      <p className="monitor-lead">
        Kết quả thực hiện các chỉ tiêu của tỉnh theo {resolution57.full}, cập nhật theo từng kỳ báo cáo.
      </p>
      <KeyFigures figures={summary.key_figures} />

      <section className="monitor-section" aria-labelledby="indicators-title">
        <h2 id="indicators-title" className="monitor-section-title">
          Kết quả theo nhóm nhiệm vụ
        </h2>
        {indicators.length === 0 ? (
          <div className="alert alert-info" role="status">
            Chưa có chỉ tiêu nào được công bố.
          </div>
        ) : (
          byTaskGroup(indicators).map((group) => (
            <section key={group.group} className="indicator-group" aria-labelledby={`task-group-${group.group}`}>
              <h3 id={`task-group-${group.group}`} className="indicator-group-title">
                <span className="task-group-number">Nhóm {group.group}.</span> {group.name}
              </h3>
              <div className="indicator-grid">
                {group.indicators.map((indicator) => (
                  <IndicatorChart key={indicator.id} indicator={indicator} />
                ))}
              </div>
            </section>
          ))
        )}
      </section>

      <ReportList reports={reports} meta={meta} loading={loading} />
      <TaskGroupTable groups={summary.task_groups} />
      <AdoptedStageTable stages={summary.adopted_stages} />
    </section>
  );
}
