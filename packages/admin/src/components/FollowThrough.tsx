import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { followThroughApi } from '@portal/shared/api/follow-through';
import { PROGRESS_STAGES, type ProgressStage, progressStageLabels } from '@portal/shared/follow-through';
import type { Progress, ProgressStep, PublicAnswer } from '@portal/shared/follow-through-answers';
import { formatDate, vietnamToday } from '@portal/shared/format';
import type { SubmissionState } from '@portal/shared/submissions';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { callApi } from '../providers/http.ts';
import { NoteDialog } from './NoteDialog.tsx';
import { StepButton } from './StepButton.tsx';
import type { ModerationResource } from './Submission.tsx';
import { useConfirmedStep } from './useConfirmedStep.tsx';

/**
 * What became of a dossier, on the moderation screens: a proposal's public answer,
 * written with the decision and edited here afterwards, and the progress record of an approved or
 * published proposal or idea (add a step, delete a wrong one).
 */

type FieldErrors = Record<string, string>;

/** The server's field errors of a 422 (toHttpError keeps the first message of each field). */
const fieldErrorsOf = (error: unknown): FieldErrors | undefined => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** The states in which a proposal has, or may get, a public answer. */
const ANSWERED: readonly SubmissionState[] = ['approved', 'published', 'rejected'];
/** The states of an adopted dossier, which has a progress record. */
const ADOPTED: readonly SubmissionState[] = ['approved', 'published'];

export function PublicAnswerSection({
  record,
  onChange,
}: {
  record: { id: number; status: SubmissionState; answer: PublicAnswer | null };
  onChange: (answer: PublicAnswer | null) => void;
}) {
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [unit, setUnit] = useState('');
  const [unitError, setUnitError] = useState('');
  const [busy, setBusy] = useState(false);
  const removal = useConfirmedStep({
    title: 'Gỡ trả lời công khai',
    content: 'Gỡ trả lời công khai của Sở khỏi trang đề xuất?',
    success: 'Đã gỡ trả lời công khai',
    run: async () => {
      await callApi(followThroughApi.removeProposalAnswer, { params: { id: record.id } });
      onChange(null);
    },
  });

  if (!ANSWERED.includes(record.status)) {
    return (
      <Typography color="text.secondary">
        Trả lời công khai được viết khi duyệt, công bố hoặc không duyệt đề xuất.
      </Typography>
    );
  }

  async function save() {
    setBusy(true);
    try {
      const saved = await callApi(followThroughApi.setProposalAnswer, {
        params: { id: record.id },
        // An empty unit takes the managing agency of the settings (the server fills it in).
        body: { text, unit: unit.trim() },
      });
      onChange(saved.data);
      notify(saved.message, { type: 'success' });
      setEditing(false);
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      if (errors?.text || errors?.unit) {
        setError(errors.text ?? '');
        setUnitError(errors.unit ?? '');
      } else notify(failure instanceof Error ? failure.message : 'Không lưu được trả lời', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      {record.answer ? (
        <Box sx={{ mb: 1 }}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.answer.text}</Typography>
          <Typography variant="body2" color="text.secondary">
            {record.answer.unit} · {formatDate(record.answer.date)}
            {record.status === 'rejected' ? ' · chỉ người gửi đọc được (đề xuất không được duyệt)' : ''}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Chưa có trả lời công khai.
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StepButton
          variant="outlined"
          onClick={() => {
            setText(record.answer?.text ?? '');
            setError('');
            setUnit(record.answer?.unit ?? '');
            setUnitError('');
            setEditing(true);
          }}
        >
          {record.answer ? 'Sửa trả lời công khai' : 'Viết trả lời công khai'}
        </StepButton>
        {record.answer ? (
          <StepButton color="error" onClick={removal.ask} disabled={removal.busy}>
            Gỡ trả lời
          </StepButton>
        ) : null}
      </Stack>
      {removal.dialog}
      {editing ? (
        <NoteDialog
          id="answer-dialog-title"
          title="Lưu trả lời công khai"
          explanation="Trả lời của Sở hiển thị trên trang công khai của đề xuất, kèm ngày và đơn vị trả lời."
          noteLabel="Trả lời công khai"
          required
          minRows={4}
          note={text}
          noteError={error}
          onNoteChange={(value) => {
            setText(value);
            setError('');
          }}
          answerUnit={{
            value: unit,
            error: unitError,
            onChange: (value) => {
              setUnit(value);
              setUnitError('');
            },
          }}
          busy={busy}
          onClose={() => setEditing(false)}
          onConfirm={save}
        />
      ) : null}
    </Box>
  );
}

const addOf = { proposals: followThroughApi.addProposalProgress, ideas: followThroughApi.addIdeaProgress } as const;
const deleteOf = {
  proposals: followThroughApi.deleteProposalProgress,
  ideas: followThroughApi.deleteIdeaProgress,
} as const;

/** The form of a new step: stage, percentage, day (dd/mm/yyyy) and note; the server's errors under each field. */
export function ProgressStepForm({
  resource,
  id,
  latest,
  onSaved,
}: {
  resource: ModerationResource;
  id: number;
  latest: ProgressStep | undefined;
  onSaved: (progress: Progress | null) => void;
}) {
  const notify = useNotify();
  const [stage, setStage] = useState<ProgressStage>(latest?.stage ?? 'preparing');
  const [percent, setPercent] = useState(String(latest?.percent ?? 0));
  const [day, setDay] = useState(() => formatDate(vietnamToday()));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await callApi(addOf[resource], {
        params: { id },
        body: { stage, percent: percent.trim(), note, happened_on: day },
      });
      onSaved(saved.data);
      notify(saved.message, { type: 'success' });
      setNote('');
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields && Object.keys(fields).some((name) => name !== 'root')) setErrors(fields);
      else notify(failure instanceof Error ? failure.message : 'Không lưu được bước tiến độ', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} aria-label="Thêm bước tiến độ" sx={{ mt: 2 }} noValidate>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Thêm bước tiến độ
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          label="Giai đoạn"
          value={stage}
          onChange={(event) => setStage(event.target.value as ProgressStage)}
          error={Boolean(errors.stage)}
          helperText={errors.stage}
          sx={{ minWidth: 220 }}
        >
          {PROGRESS_STAGES.map((value) => (
            <MenuItem key={value} value={value}>
              {progressStageLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Tỷ lệ hoàn thành (%)"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          error={Boolean(errors.percent)}
          helperText={errors.percent || 'Số nguyên từ 0 đến 100'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 200 }}
        />
        <TextField
          label="Ngày thực hiện"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={Boolean(errors.happened_on)}
          helperText={errors.happened_on || 'dd/mm/yyyy'}
          sx={{ width: 200 }}
        />
      </Stack>
      <TextField
        label="Ghi chú"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(errors.note)}
        helperText={errors.note || 'Công khai cùng tiến độ; tối đa 1.000 ký tự'}
        fullWidth
        multiline
        minRows={2}
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <StepButton type="submit" variant="contained" sx={{ mt: 1 }} disabled={busy}>
        Thêm bước
      </StepButton>
    </Box>
  );
}

function StepLine({
  resource,
  id,
  step,
  onDeleted,
}: {
  resource: ModerationResource;
  id: number;
  step: ProgressStep;
  onDeleted: (progress: Progress | null) => void;
}) {
  const removal = useConfirmedStep({
    title: 'Xóa bước tiến độ',
    content: `Xóa bước “${progressStageLabels[step.stage]}” ngày ${formatDate(step.happened_on)}? Trang công khai không còn hiển thị bước này.`,
    success: 'Đã xóa bước tiến độ',
    run: async () => {
      const answer = await callApi(deleteOf[resource], { params: { id, stepId: step.id } });
      onDeleted(answer.data);
    },
  });
  return (
    <Box component="li" sx={{ mb: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {formatDate(step.happened_on)}
        </Typography>
        <Typography component="span">
          {progressStageLabels[step.stage]} · {step.percent}%
        </Typography>
        <StepButton color="error" onClick={removal.ask} disabled={removal.busy}>
          Xóa bước
        </StepButton>
      </Stack>
      {step.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {step.note}
        </Typography>
      ) : null}
      {removal.dialog}
    </Box>
  );
}

/** "Tiến độ thực hiện": the steps (each deletable) and, on an adopted dossier, the form of a new one. */
export function ProgressSection({
  resource,
  record,
  onChange,
}: {
  resource: ModerationResource;
  record: { id: number; status: SubmissionState; progress: Progress | null };
  onChange: (progress: Progress | null) => void;
}) {
  const adopted = ADOPTED.includes(record.status);
  const steps = record.progress?.steps ?? [];
  return (
    <Box>
      {record.progress ? (
        <Typography sx={{ mb: 1 }}>
          Hiện tại: <strong>{progressStageLabels[record.progress.stage]}</strong>, {record.progress.percent}% · cập nhật
          ngày {formatDate(record.progress.updated_on)}
        </Typography>
      ) : null}
      {steps.length > 0 ? (
        <Box component="ol" aria-label="Các bước thực hiện" sx={{ pl: 3, my: 1 }}>
          {steps.map((step) => (
            <StepLine key={step.id} resource={resource} id={record.id} step={step} onDeleted={onChange} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">Chưa có bước tiến độ nào.</Typography>
      )}
      {adopted ? (
        <ProgressStepForm
          key={steps.length}
          resource={resource}
          id={record.id}
          latest={steps.at(-1)}
          onSaved={onChange}
        />
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          Chỉ cập nhật tiến độ cho hồ sơ đã duyệt hoặc đã công bố.
        </Alert>
      )}
    </Box>
  );
}
