import { Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { StepButton } from './StepButton.tsx';

/**
 * A step that takes a note (a reason to reject, what to add, why a proposal is hidden): what the
 * step does, the note with its error under it, "Hủy" and the step's own button.
 */
export function NoteDialog({
  id,
  title,
  explanation,
  noteLabel,
  required,
  minRows,
  note,
  noteError,
  onNoteChange,
  confirmColor,
  busy,
  onClose,
  onConfirm,
  publicAnswer,
  answerUnit,
}: {
  id: string;
  title: string;
  explanation: ReactNode;
  noteLabel: string;
  required: boolean;
  minRows: number;
  note: string;
  noteError: string;
  onNoteChange: (note: string) => void;
  confirmColor?: 'primary' | 'error' | 'warning';
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /**
   * The department's public answer (a proposal's approve, publish or reject): optional,
   * separate from the note, shown on the proposal's public page (a rejection's to its author only).
   */
  publicAnswer?: { value: string; error: string; onChange: (value: string) => void; help: string };
  /** The unit the public answer is signed with; empty takes the managing agency of the settings. */
  answerUnit?: { value: string; error: string; onChange: (value: string) => void };
}) {
  return (
    // Focus returns through useReturnFocus in the opener (the record may have changed under it).
    <Dialog open onClose={busy ? undefined : onClose} disableRestoreFocus fullWidth maxWidth="sm" aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{explanation}</Typography>
        <TextField
          autoFocus
          required={required}
          fullWidth
          multiline
          minRows={minRows}
          label={noteLabel}
          value={note}
          onChange={(event) => onNoteChange(event.target.value)}
          error={Boolean(noteError)}
          helperText={noteError || 'Tối đa 2.000 ký tự'}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {publicAnswer ? (
          <TextField
            fullWidth
            multiline
            minRows={3}
            sx={{ mt: 2 }}
            label="Trả lời công khai"
            value={publicAnswer.value}
            onChange={(event) => publicAnswer.onChange(event.target.value)}
            error={Boolean(publicAnswer.error)}
            helperText={publicAnswer.error || publicAnswer.help}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        ) : null}
        {answerUnit ? (
          <TextField
            fullWidth
            sx={{ mt: 2 }}
            label="Đơn vị trả lời"
            value={answerUnit.value}
            onChange={(event) => answerUnit.onChange(event.target.value)}
            error={Boolean(answerUnit.error)}
            helperText={answerUnit.error || 'Để trống: đứng tên cơ quan chủ quản trong phần Cài đặt. Tối đa 200 ký tự'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        {/* Words at every width (react-admin's Button left two empty 24 px boxes here on a phone). */}
        <StepButton onClick={onClose} disabled={busy}>
          Hủy
        </StepButton>
        <StepButton variant="contained" color={confirmColor} onClick={onConfirm} disabled={busy}>
          {title}
        </StepButton>
      </DialogActions>
    </Dialog>
  );
}
