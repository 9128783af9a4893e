import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { type Catalogue, type FieldSpec, sameValue } from '@portal/shared/catalogue';
import { useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { StepButton } from './StepButton.tsx';

type Values = Record<string, unknown>;

/** A number typed in a text box: empty is none, anything else is sent as typed for the server to judge. */
const typedNumber = (text: string) => (text.trim() === '' ? null : Number.isNaN(Number(text)) ? text : Number(text));

/** One field's control, chosen by how the catalogue shows it. */
function Control({
  name,
  spec,
  value,
  error,
  required,
  onChange,
}: {
  name: string;
  spec: FieldSpec;
  value: unknown;
  error?: string;
  required: boolean;
  onChange: (value: unknown) => void;
}) {
  const id = `correct-${name}`;
  if (spec.value === 'boolean') {
    return (
      <FormControlLabel
        control={<Checkbox id={id} checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
        label={spec.label}
      />
    );
  }
  if (spec.show === 'choices' && spec.choices) {
    const chosen = Array.isArray(value) ? (value as number[]) : [];
    return (
      <FormControl component="fieldset" error={Boolean(error)} required={required} sx={{ mb: 2 }}>
        <FormLabel component="legend">{spec.label}</FormLabel>
        <FormGroup>
          {Object.entries(spec.choices).map(([code, label]) => {
            const number = Number(code);
            // A retired choice stays only on the records that have it, to be taken off.
            if (spec.offered && !spec.offered.includes(number) && !chosen.includes(number)) return null;
            return (
              <FormControlLabel
                key={code}
                label={label}
                control={
                  <Checkbox
                    checked={chosen.includes(number)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...chosen, number].sort((a, b) => a - b)
                          : chosen.filter((item) => item !== number),
                      )
                    }
                  />
                }
              />
            );
          })}
        </FormGroup>
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </FormControl>
    );
  }
  const numeric = spec.value !== 'text' && spec.value !== 'text?';
  const common = {
    id,
    required,
    label: spec.label,
    fullWidth: true,
    error: Boolean(error),
    helperText: error,
    sx: { mb: 2 },
  };
  if (spec.show === 'choice' && spec.choices) {
    return (
      <TextField
        {...common}
        select
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : numeric ? Number(event.target.value) : event.target.value)
        }
      >
        {spec.value.endsWith('?') ? <MenuItem value="">—</MenuItem> : null}
        {Object.entries(spec.choices).map(([code, label]) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      multiline={spec.show === 'paragraphs'}
      minRows={spec.show === 'paragraphs' ? 3 : undefined}
      type={spec.show === 'email' ? 'email' : spec.show === 'link' ? 'url' : 'text'}
      inputMode={numeric ? 'numeric' : undefined}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange(numeric ? typedNumber(event.target.value) : event.target.value)}
    />
  );
}

/**
 * "Chỉnh sửa thông tin": staff correct what a citizen wrote, each field of the catalogue that
 * `fields` names, with the reason the author reads in the bell and a mail. Only what changed is
 * sent; the server's messages go under their fields.
 */
export function CorrectionDialog<R extends object>({
  catalogue,
  fields,
  required = [],
  record,
  noun,
  send,
  onClose,
  onDone,
}: {
  catalogue: Catalogue;
  fields: readonly string[];
  /** The fields a sent record must keep (marked "*"). */
  required?: readonly string[];
  record: R;
  /** What the record is called in the dialog ("đề xuất"). */
  noun: string;
  send: (body: Values) => Promise<R>;
  onClose: () => void;
  onDone: (record: R) => void;
}) {
  const notify = useNotify();
  const original = record as Values;
  const [values, setValues] = useState<Values>(() => Object.fromEntries(fields.map((key) => [key, original[key]])));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save() {
    const changed = Object.fromEntries(
      fields.filter((key) => !sameValue(values[key], original[key])).map((key) => [key, values[key]]),
    );
    setBusy(true);
    try {
      onDone(await send({ ...changed, note }));
      notify(`Đã lưu thông tin đã chỉnh sửa và báo cho người gửi ${noun}.`, { type: 'success' });
    } catch (error) {
      const body =
        error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (body?.errors)
        setErrors(Object.fromEntries(Object.entries(body.errors).filter(([, message]) => typeof message === 'string')));
      else notify(error instanceof Error ? error.message : 'Không lưu được', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      disableRestoreFocus
      fullWidth
      maxWidth="md"
      aria-labelledby="correction-title"
    >
      <DialogTitle id="correction-title">Chỉnh sửa thông tin {noun}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Chỉ sửa khi thông tin người gửi nhập có sai sót. Người gửi được báo qua thông báo và thư, kèm tên các trường
          đã sửa và lý do; nhật ký thao tác ghi giá trị trước và sau.
        </Typography>
        {fields.map((key) => {
          const spec = catalogue[key];
          return spec ? (
            <Control
              key={key}
              name={key}
              spec={spec}
              value={values[key]}
              error={errors[key]}
              required={required.includes(key)}
              onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
            />
          ) : null;
        })}
        <TextField
          required
          fullWidth
          multiline
          minRows={2}
          id="correct-note"
          label="Lý do chỉnh sửa (gửi tới người gửi)"
          value={note}
          error={Boolean(errors.note)}
          helperText={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <StepButton onClick={onClose} disabled={busy}>
          Hủy
        </StepButton>
        <StepButton variant="contained" onClick={save} disabled={busy}>
          Lưu chỉnh sửa
        </StepButton>
      </DialogActions>
    </Dialog>
  );
}
