import { pathOf } from '@portal/shared/api/endpoint';
import { lookupApi } from '@portal/shared/api/lookup';
import { placeNames } from '@portal/shared/names';
import { href } from '@portal/shared/routes';
import {
  correctionActionLabel,
  SUBMISSION_STATES,
  type SubmissionState,
  submissionStateLabels,
  submissionStateTones,
  type TimelineEntry,
  type UploadedFile,
} from '@portal/shared/submissions';
import { formatDateTime } from '@portal/shared/vietnam-time';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadWithToken, formatFileSize } from '../lib/files.ts';
import { type FilterOption, FilterSelect, listText } from './ListFilters.tsx';

/** A submission's state (proposal, idea) as a coloured badge, the same everywhere. */
export function StateBadge({ status }: { status: SubmissionState }) {
  return <span className={`badge text-bg-${submissionStateTones[status]}`}>{submissionStateLabels[status]}</span>;
}

/** What each step is called; `subject` names the submission ("đề xuất", "ý tưởng"). */
export function stepLabel(action: TimelineEntry['action'], subject: string): string {
  switch (action) {
    case 'create':
      return 'Tạo bản nháp';
    case 'submit':
      return `Gửi ${subject}`;
    case 'withdraw':
      return `Rút ${subject}`;
    case 'start_review':
      return 'Tiếp nhận, xem xét';
    case 'approve':
      return 'Duyệt';
    case 'reject':
      return 'Không duyệt';
    case 'request_revision':
      return 'Yêu cầu bổ sung';
    case 'publish':
      return 'Công bố';
    case 'hide':
      return 'Ẩn khỏi trang công khai';
    case 'show':
      return 'Hiện lại trên trang công khai';
    case 'correct':
      return correctionActionLabel;
  }
}

/**
 * Every step of a submission, oldest first, with who took it, when (Vietnam's time) and the
 * department's note, rendered as plain text.
 */
export function Timeline({ entries, subject }: { entries: TimelineEntry[]; subject: string }) {
  if (entries.length === 0) return <p className="text-body-secondary">Chưa có bước xử lý nào.</p>;
  return (
    <ol className="list-unstyled border-start border-2 ps-3 mb-0 submission-timeline" aria-label={placeNames.timeline}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="mb-3">
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <strong>{stepLabel(entry.action, subject)}</strong>
            <StateBadge status={entry.to} />
          </div>
          <div className="small text-body-secondary">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.actor}
          </div>
          {entry.note && (
            <p className="mb-0 mt-1 p-2 bg-body-tertiary rounded" style={{ whiteSpace: 'pre-line' }}>
              <span className="visually-hidden">Ghi chú: </span>
              {entry.note}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

export { loadFields, pageParam } from './list-calls.ts';

/** The filters of an author's own list (ideas, proposals); anything invalid in the address is dropped. */
export interface SubmissionFilters {
  q: string;
  status: SubmissionState | '';
}

export function submissionFiltersOf(url: URL): SubmissionFilters {
  const status = url.searchParams.get('status') ?? '';
  return {
    q: listText(url, 'q'),
    status: (SUBMISSION_STATES as readonly string[]).includes(status) ? (status as SubmissionState) : '',
  };
}

const submissionStateOptions: FilterOption[] = SUBMISSION_STATES.map((state) => ({
  value: state,
  label: submissionStateLabels[state],
}));

/** The status filter of an author's list: every state, or all of them. */
export function StatusFilter({ id, value, className }: { id: string; value: string; className: string }) {
  return (
    <FilterSelect
      className={className}
      id={id}
      name="status"
      label="Trạng thái"
      value={value}
      allLabel="Tất cả trạng thái"
      options={submissionStateOptions}
    />
  );
}

/**
 * A submission's files, each a button that downloads it with the author's token, and a message
 * naming the one that failed.
 */
export function FileDownloads({
  files,
  className,
  itemClassName,
}: {
  files: UploadedFile[];
  className?: string;
  itemClassName?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <ul className={className}>
        {files.map((file) => (
          <li key={file.id} className={itemClassName}>
            <button
              type="button"
              className="btn btn-link p-0 text-start"
              onClick={() => {
                setFailed(null);
                downloadWithToken({ ...file, key: file.id }).catch(() => setFailed(file.name));
              }}
            >
              Tải về {file.name}
            </button>{' '}
            <span className="text-body-secondary small">({formatFileSize(file.size)})</span>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="text-danger mb-0" role="alert">
          Không tải được tệp {failed}, vui lòng thử lại.
        </p>
      )}
    </>
  );
}

/** A proposal's tracking code, given when it is first sent. */
export function TrackingCode({ code }: { code: string | null }) {
  return (
    <span>
      Mã hồ sơ:{' '}
      {code ? (
        <strong className="proposal-tracking-code">{code}</strong>
      ) : (
        <span className="text-body-secondary">chưa có (chưa gửi)</span>
      )}
    </span>
  );
}

/**
 * Mã tra cứu beside the tracking code (the receipt, the author's page): with both anyone the author
 * tells reads the dossier's state on /lookup.
 */
export function LookupKey({ code, lookupKey }: { code: string | null; lookupKey: string | null }) {
  if (!code || !lookupKey) return null;
  return (
    <p className="mb-2 lookup-key">
      Mã tra cứu: <strong className="font-monospace">{lookupKey}</strong>. Cùng với mã hồ sơ, mã này dùng để{' '}
      <Link to={`${href('Lookup')}?code=${encodeURIComponent(code)}`}>tra cứu tình trạng hồ sơ</Link> mà không cần đăng
      nhập.{' '}
      <a href={pathOf(lookupApi.receipt, { query: { code, key: lookupKey } })} download>
        Tải phiếu tiếp nhận (PDF)
      </a>
    </p>
  );
}

/** The department's latest note, which says what to change when it asks for a revision. */
export function lastStaffNote(timeline: TimelineEntry[]): TimelineEntry | undefined {
  return [...timeline].reverse().find((entry) => entry.by === 'staff' && entry.note);
}
