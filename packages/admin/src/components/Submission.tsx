import { Alert, Box, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import { dialectPath } from '@portal/shared/api/dialect';
import { formatDate } from '@portal/shared/format';
import { SUBMISSION_STATES, type SubmissionState, submissionStateLabels } from '@portal/shared/submissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SelectInput, Title, TopToolbar } from 'react-admin';
import { useParams } from 'react-router';
import { httpClient } from '../providers/http.ts';
import { BackToList } from './BackToList.tsx';

/**
 * Pieces of the moderation screens (proposals and ideas): the status chip
 * and filter, the staff record (the dialect's record of the resource answers `{ data }`, not
 * simple-rest's bare record, so the show view reads it itself), its facts and dates. The files
 * (SubmissionFiles.tsx), the timeline (SubmissionTimeline.tsx) and the allowed transitions
 * (TransitionButtons.tsx) are beside it; the queues' list is SubmissionQueue.tsx, the record's
 * page SubmissionRecord.tsx.
 */

export type ModerationResource = 'proposals' | 'ideas';

/** The states staff see in their queues (drafts are their author's alone). */
export const QUEUE_STATES = SUBMISSION_STATES.filter((state) => state !== 'draft');

const chipColor: Record<SubmissionState, 'default' | 'primary' | 'info' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  submitted: 'primary',
  under_review: 'info',
  needs_revision: 'warning',
  approved: 'success',
  rejected: 'error',
  published: 'success',
  withdrawn: 'default',
};

export function StatusChip({ status }: { status: SubmissionState }) {
  return (
    <Chip
      size="small"
      label={submissionStateLabels[status]}
      color={chipColor[status]}
      variant={status === 'published' ? 'filled' : 'outlined'}
    />
  );
}

/** The queue's status filter: one state among those staff see. */
export const statusFilter = (
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    emptyText="Tất cả trạng thái"
    choices={QUEUE_STATES.map((state) => ({ id: state, name: submissionStateLabels[state] }))}
  />
);

/** `dd/mm/yyyy` of an ISO time, or "—". */
export const dayOf = (value: string | null | undefined) => (value ? formatDate(value) : '—');

/** The record of the show view, read from the dialect's record (`dialectPath(resource, id)`, `{ data }`). */
export function useStaffRecord<T>(resource: ModerationResource) {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // The key is react-admin's getOne key: its refresh (useRefresh) reloads this record too.
  const queryKey = [resource, 'getOne', { id: String(id), meta: 'staff' }];
  const query = useQuery({
    queryKey,
    queryFn: async () => (await httpClient(dialectPath(resource, id))).json.data as T,
  });
  return { id, ...query, replace: (record: T) => queryClient.setQueryData(queryKey, record) };
}

/** Loading, error and the record's page around `children`. */
export function StaffRecordPage({
  resource,
  title,
  loading,
  error,
  children,
}: {
  resource: ModerationResource;
  title: string;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title={title} />
      <TopToolbar>
        <BackToList resource={resource} />
      </TopToolbar>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-live="polite">
          <CircularProgress aria-label="Đang tải hồ sơ" />
        </Box>
      ) : error ? (
        <Alert severity="error">{error instanceof Error ? error.message : 'Không tải được hồ sơ'}</Alert>
      ) : (
        <Card>
          <CardContent>
            {/* The app bar's h1 may cut a long title; the record shows it whole. */}
            <Typography variant="h5" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

export type SubmissionFactsRecord = {
  status: SubmissionState;
  tracking_code: string | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
};

/** The line under the record's title: its state, tracking code and day sent; `children` add to it. */
export const SubmissionFacts = ({ record, children }: { record: SubmissionFactsRecord; children?: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
    <StatusChip status={record.status} />
    <span>Mã hồ sơ: {record.tracking_code ?? '—'}</span>
    <span>· Gửi ngày {dayOf(record.submitted_at)}</span>
    {children}
  </Box>
);

/** The last line of the record's page: the days it was made and changed; `children` add to it. */
export const SubmissionDates = ({ record, children }: { record: SubmissionFactsRecord; children?: ReactNode }) => (
  <Box sx={{ mt: 2, color: 'text.secondary', fontSize: 14 }}>
    Tạo ngày {dayOf(record.created_at)} · Cập nhật ngày {dayOf(record.updated_at)}
    {children}
  </Box>
);

/** The sending account as staff read it. */
export const accountOf = (author: { full_name: string; email: string } | null) =>
  author ? `${author.full_name} <${author.email}>` : 'Tài khoản đã xóa';

/** A section heading of the show view. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mt: 3 }}>
    <Typography variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** One labelled value, shown as text (citizen text is never HTML). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {empty ? '—' : children}
      </Typography>
    </Box>
  );
}
