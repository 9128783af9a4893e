import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormHelperText, Typography } from '@mui/material';
import { adminApi } from '@portal/shared/api/admin';
import { checkUploadFile } from '@portal/shared/uploads';
import { type ChangeEvent, useId, useState } from 'react';
import { HttpError, useInput, useNotify, useTranslate } from 'react-admin';
import { callApi } from '../providers/http.ts';

/** Out of sight but still reached with Tab (MUI's upload pattern); `hidden` would leave keyboards out. */
const VISUALLY_HIDDEN = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/**
 * A public image staff upload (a post's cover, the department's logo, favicon and share image): the
 * chosen file goes to adminApi.images (re-encoded as WebP by the server) and the field keeps the
 * url it answers (`/uploads/images/<hex>.webp`), or `empty` once removed. `texts` names the
 * messages' group: none, choose, replace, remove, preview, help, uploaded, failed.
 */
export function ImageUploadInput({
  source,
  label,
  texts,
  empty = null,
  previewWidth = 320,
}: {
  source: string;
  label: string;
  texts: string;
  empty?: null | '';
  previewWidth?: number;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const { field, fieldState } = useInput({ source, defaultValue: empty });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const url = typeof field.value === 'string' && field.value ? field.value : null;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Size and name checked here as the portal's forms do: a file over the limit never leaves.
    const problem = checkUploadFile(file, 'image');
    if (problem) {
      setUploadError(problem);
      notify(problem, { type: 'error' });
      return;
    }
    setUploading(true);
    setUploadError(null);
    try {
      const body = new FormData();
      body.append('file', file);
      field.onChange((await callApi(adminApi.images, { body })).url);
      notify(`${texts}.uploaded`, { type: 'success' });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> }) : undefined;
      const message =
        (typeof body?.errors?.file === 'string' ? body.errors.file : undefined) ??
        (error instanceof Error ? error.message : translate(`${texts}.failed`));
      setUploadError(message);
      notify(message, { type: 'error' });
    } finally {
      setUploading(false);
    }
  }

  const error = uploadError ?? (fieldState.error?.message ? translate(fieldState.error.message) : null);
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <Typography variant="body2" component="label" htmlFor={inputId} sx={{ display: 'block', mb: 1 }}>
        {translate(label)}
      </Typography>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={translate(`${texts}.preview`)}
          sx={{ display: 'block', maxWidth: '100%', width: previewWidth, borderRadius: 1, mb: 1 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${texts}.none`)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {/* biome-ignore lint/a11y/useValidAriaRole: MUI gives a label button's role, which a label may not have; the file input inside is the control and takes the focus (MUI's upload pattern). */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
          variant="outlined"
          size="small"
          startIcon={uploading ? <CircularProgress size={16} aria-label="Đang tải lên" /> : <UploadIcon />}
          disabled={uploading}
        >
          {translate(url ? `${texts}.replace` : `${texts}.choose`)}
          <input
            id={inputId}
            style={VISUALLY_HIDDEN}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={upload}
            data-testid={`${source.replaceAll('_', '-')}-file`}
          />
        </Button>
        {url ? (
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(empty)}>
            {translate(`${texts}.remove`)}
          </Button>
        ) : null}
      </Box>
      <FormHelperText error={Boolean(error)}>{error ?? translate(`${texts}.help`)}</FormHelperText>
    </Box>
  );
}
