import type { PageMeta } from '@portal/shared/content';
import { formatFileSize } from '@portal/shared/format';
import type { Report } from '@portal/shared/monitoring';
import { formatDate } from '@portal/shared/vietnam-time';
import { Pagination } from '../../components/Pagination.tsx';

export const REPORTS_ANCHOR = 'bao-cao-danh-gia';

/** issued_at is a calendar day (yyyy-mm-dd): read it as that local day, not as midnight UTC. */
const issuedDay = (day: string) => formatDate(`${day}T00:00:00`);

/** The published evaluation reports, newest first, with their files and pages. */
export function ReportList({ reports, meta, loading }: { reports: Report[]; meta: PageMeta; loading: boolean }) {
  return (
    <section className="monitor-section" aria-labelledby={REPORTS_ANCHOR}>
      <h2 id={REPORTS_ANCHOR} className="monitor-section-title">
        Báo cáo đánh giá
      </h2>
      <div aria-busy={loading} className={loading ? 'list-loading' : undefined}>
        {reports.length === 0 ? (
          <div className="alert alert-info" role="status">
            {meta.total === 0
              ? 'Chưa có báo cáo đánh giá nào được công bố.'
              : 'Trang này không có báo cáo. Hãy quay lại trang đầu.'}
          </div>
        ) : (
          <ul className="report-list">
            {reports.map((report) => (
              <li key={report.id} className="report-item">
                <h3 className="report-title">{report.title}</h3>
                <p className="report-meta">
                  <span>
                    Số hiệu: <strong>{report.number}</strong>
                  </span>
                  <span>
                    Ngày ban hành: <time dateTime={report.issued_at}>{issuedDay(report.issued_at)}</time>
                  </span>
                </p>
                {report.summary && <p className="report-summary">{report.summary}</p>}
                {report.files.length > 0 ? (
                  <ul className="report-files">
                    {report.files.map((file) => (
                      <li key={file.key}>
                        <a href={file.url} download={file.name}>
                          Tải về {file.name}
                        </a>{' '}
                        <span className="report-file-size">({formatFileSize(file.size)})</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="report-no-file">Chưa có tệp đính kèm.</p>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={meta.page}
          lastPage={meta.last_page}
          label="Phân trang báo cáo đánh giá"
          fragment={REPORTS_ANCHOR}
        />
      </div>
    </section>
  );
}
