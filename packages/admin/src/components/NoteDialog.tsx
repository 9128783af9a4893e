import { Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button } from 'react-admin';

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
      </DialogContent>
      <DialogActions>
        <Button label="Hủy" onClick={onClose} disabled={busy} />
        <Button label={title} variant="contained" color={confirmColor} onClick={onConfirm} disabled={busy} />
      </DialogActions>
    </Dialog>
  );
}
