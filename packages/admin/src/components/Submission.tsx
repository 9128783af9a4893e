import AttachFileIcon from '@mui/icons-material/AttachFile';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  ListItem,
  ListItemText,
  Button as MuiButton,
  List as MuiList,
  Stack,
  Typography,
} from '@mui/material';
import { dialectPath } from '@portal/shared/api/dialect';
import { ideasApi } from '@portal/shared/api/ideas';
import { proposalsApi } from '@portal/shared/api/proposals';
import { formatDate, formatDateTime } from '@portal/shared/format';
import {
  SUBMISSION_STATES,
  SUBMISSION_TRANSITIONS,
  type SubmissionAction,
  type SubmissionState,
  submissionStateLabels,
  type TimelineEntry,
  type UploadedFile,
  visibilityActionLabels,
} from '@portal/shared/submissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { Confirm, ListButton, SelectInput, TopToolbar, useNotify } from 'react-admin';
import { useParams } from 'react-router';
import { callApi, httpClient, readToken, toHttpError } from '../providers/http.ts';
import { NoteDialog } from './NoteDialog.tsx';
import { useReturnFocus } from './useReturnFocus.ts';

/**
 * Pieces of the moderation screens (proposals and ideas): the status chip
 * and filter, the staff record (the dialect's record of the resource answers `{ data }`, not
 * simple-rest's bare record, so the show view reads it itself), its facts and dates, files
 * opened with the bearer token, the timeline and the allowed transitions as buttons. The queues'
 * list is SubmissionQueue.tsx.
 */

/**
 * A text button (react-admin's Button shows only its icon on phones, and these have none).
 */
function Button({
  label,
  variant = 'text',
  color = 'primary',
  onClick,
  disabled,
}: {
  label: string;
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'error' | 'warning' | 'success';
  onClick: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
}) {
  return (
    <MuiButton size="small" variant={variant} color={color} onClick={onClick} disabled={disabled}>
      {label}
    </MuiButton>
  );
}

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
      <TopToolbar>
        <ListButton resource={resource} label="Về danh sách" />
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
            <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

type SubmissionFactsRecord = {
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

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** What the author chose for a proposal's attachment: published with it, or kept for staff. */
const visibilityOf = (file: UploadedFile & { public?: boolean }) =>
  file.public === undefined ? '' : file.public ? ' · Công khai khi công bố' : ' · Không công khai';

/**
 * Files of the submission: each opens (downloads) through the bearer token. A proposal's
 * attachments also say whether the author chose to publish them.
 */
export function Files({ files }: { files: (UploadedFile & { public?: boolean })[] }) {
  const notify = useNotify();
  if (files.length === 0) return <Typography color="text.secondary">Không có tệp.</Typography>;

  async function open(file: UploadedFile) {
    try {
      const token = readToken();
      const response = await fetch(file.url, {
        headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok) throw toHttpError(response.status, await response.json().catch(() => undefined));
      const href = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = file.name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Không mở được tệp', { type: 'error' });
    }
  }

  return (
    <MuiList dense disablePadding>
      {files.map((file) => (
        <ListItem key={file.id} disableGutters>
          <AttachFileIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
          <ListItemText
            primary={
              <Link component="button" type="button" onClick={() => open(file)} sx={{ textAlign: 'left' }}>
                {file.name}
              </Link>
            }
            secondary={`${file.kind === 'image' ? 'Hình ảnh' : 'Tệp đính kèm'} · ${sizeOf(file.size)}${visibilityOf(file)}`}
          />
        </ListItem>
      ))}
    </MuiList>
  );
}

/** Each queue's staff step (the same body; the answer is the record in `data`). */
const transitionOf = { proposals: proposalsApi.transition, ideas: ideasApi.transition } as const;

const actionLabel = (action: TimelineEntry['action']) =>
  action === 'create'
    ? 'Tạo hồ sơ'
    : action === 'hide' || action === 'show'
      ? visibilityActionLabels[action]
      : SUBMISSION_TRANSITIONS[action].label;

/** The timeline: every step, oldest first, with its notes. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <Typography color="text.secondary">Chưa có bước xử lý nào.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Quá trình xử lý">
      {entries.map((entry, index) => (
        <Box component="li" key={`${entry.at}-${index}`} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, pb: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.at)} · {entry.actor}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{actionLabel(entry.action)}</Typography>
            <StatusChip status={entry.to} />
          </Stack>
          {entry.note ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              Ghi chú: {entry.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

const successOf: Record<SubmissionAction, string> = {
  submit: 'Đã gửi hồ sơ',
  withdraw: 'Đã rút hồ sơ',
  start_review: 'Đã tiếp nhận hồ sơ để xem xét',
  approve: 'Đã duyệt hồ sơ',
  reject: 'Đã không duyệt hồ sơ',
  request_revision: 'Đã yêu cầu người gửi bổ sung',
  publish: 'Đã công bố hồ sơ',
};

const confirmOf: Record<SubmissionAction, string> = {
  submit: '',
  withdraw: '',
  start_review: 'Tiếp nhận hồ sơ này để xem xét? Người gửi sẽ nhận thư thông báo.',
  approve: 'Duyệt hồ sơ này? Hồ sơ sẽ hiển thị công khai trên Cổng thông tin và người gửi nhận thư thông báo.',
  reject: '',
  request_revision: '',
  publish: 'Công bố hồ sơ đã duyệt này?',
};

/**
 * The staff steps allowed now (the server's `staff_actions`, i.e. allowedActions(status, 'staff')):
 * a confirmation for each, a required note for reject and request revision. `extra` adds
 * buttons of the resource (proposals: publish as a product).
 */
export function TransitionButtons<T extends { id: number }>({
  resource,
  record,
  actions,
  onDone,
  extra,
}: {
  resource: ModerationResource;
  record: T;
  actions: SubmissionAction[];
  onDone: (record: T) => void;
  extra?: ReactNode;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState<SubmissionAction | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocus(open !== null);
  const staffActions = actions.filter((action) => SUBMISSION_TRANSITIONS[action].by === 'staff');

  const close = () => {
    setOpen(null);
    setNote('');
    setNoteError('');
  };

  async function run(action: SubmissionAction) {
    const needsNote = SUBMISSION_TRANSITIONS[action].noteRequired === true;
    if (needsNote && note.trim() === '') {
      setNoteError('Vui lòng nhập lý do để gửi cho người gửi');
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi(transitionOf[resource], {
        params: { id: record.id },
        body: { action, note: note.trim() },
      });
      onDone(answer.data as unknown as T);
      notify(successOf[action], { type: 'success' });
      close();
    } catch (error) {
      const fieldError = (error as { body?: { errors?: Record<string, string> } }).body?.errors?.note;
      if (fieldError) setNoteError(fieldError);
      else {
        notify(error instanceof Error ? error.message : 'Không thực hiện được thao tác', { type: 'error' });
        close();
      }
    } finally {
      setBusy(false);
    }
  }

  if (staffActions.length === 0 && !extra) {
    return <Typography color="text.secondary">Không có bước xử lý nào ở trạng thái này.</Typography>;
  }
  const current = open ? SUBMISSION_TRANSITIONS[open] : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {staffActions.map((action) => (
        <Button
          key={action}
          variant={action === 'reject' ? 'outlined' : 'contained'}
          color={action === 'reject' ? 'error' : action === 'request_revision' ? 'warning' : 'primary'}
          label={SUBMISSION_TRANSITIONS[action].label}
          onClick={(event) => {
            focus.remember(event);
            setOpen(action);
          }}
          disabled={busy}
        />
      ))}
      {extra}
      {open && current?.noteRequired ? (
        <NoteDialog
          id="note-dialog-title"
          title={current.label}
          explanation={
            open === 'reject'
              ? 'Nêu lý do không duyệt. Người gửi sẽ nhận lý do này qua thư và trong quá trình xử lý.'
              : 'Nêu những gì người gửi cần bổ sung. Người gửi sẽ nhận nội dung này qua thư và sửa lại hồ sơ.'
          }
          noteLabel="Ghi chú cho người gửi"
          required
          minRows={4}
          note={note}
          noteError={noteError}
          onNoteChange={(value) => {
            setNote(value);
            setNoteError('');
          }}
          confirmColor={open === 'reject' ? 'error' : 'warning'}
          busy={busy}
          onClose={close}
          onConfirm={() => run(open)}
        />
      ) : (
        <Confirm
          isOpen={open !== null && !current?.noteRequired}
          loading={busy}
          title={current?.label ?? ''}
          content={open ? confirmOf[open] : ''}
          confirm="Đồng ý"
          cancel="Hủy"
          onConfirm={() => (open ? run(open) : undefined)}
          onClose={close}
        />
      )}
    </Stack>
  );
}

/** A step of the record `id` that reads no body and answers the record in `data`. */
type RecordStep = typeof proposalsApi.publishProduct;

/** A custom step behind a confirmation (publish as a product: `step={proposalsApi.publishProduct}`). */
export function ConfirmStepButton<T>({
  step,
  id,
  label,
  title,
  content,
  success,
  onDone,
}: {
  step: RecordStep;
  id: number;
  label: string;
  title: string;
  content: string;
  success: string;
  onDone: (record: T) => void;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const answer = await callApi(step, { params: { id }, body: {} });
      onDone(answer.data as T);
      notify(success, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Không thực hiện được thao tác', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }
  return (
    <>
      <Button variant="contained" color="success" label={label} onClick={() => setOpen(true)} disabled={busy} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm="Đồng ý"
        cancel="Hủy"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
