import { formatDateTime } from '@portal/shared/format';
import type { ProductField } from '@portal/shared/products';
import {
  type SubmissionState,
  submissionStateLabels,
  submissionStateTones,
  type TimelineEntry,
} from '@portal/shared/submissions';
import { api } from '../lib/api.ts';

/** A submission's state (proposal, idea) as a coloured badge, the same everywhere. */
export function StateBadge({ status }: { status: SubmissionState }) {
  return <span className={`badge text-bg-${submissionStateTones[status]}`}>{submissionStateLabels[status]}</span>;
}

/** What each step is called; `subject` names the submission ("đề xuất", "ý tưởng"). */
function stepLabel(action: TimelineEntry['action'], subject: string): string {
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
  }
}

/**
 * Every step of a submission, oldest first, with who took it, when (Vietnam's time) and the
 * department's note, rendered as plain text.
 */
export function Timeline({ entries, subject }: { entries: TimelineEntry[]; subject: string }) {
  if (entries.length === 0) return <p className="text-body-secondary">Chưa có bước xử lý nào.</p>;
  return (
    <ol className="list-unstyled border-start border-2 ps-3 mb-0 submission-timeline" aria-label="Quá trình xử lý">
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

/** The fields (lĩnh vực) of the marketplace, offered by the proposal and idea forms; empty when unavailable. */
export async function loadFields(signal?: AbortSignal): Promise<string[]> {
  try {
    const { data } = await api<{ data: ProductField[] }>('/api/products/fields', { signal });
    return data.map((field) => field.name).filter(Boolean);
  } catch {
    // The field is optional: the forms and filters still work without the list.
    return [];
  }
}
