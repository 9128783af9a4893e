import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import type { AdminFileFolder } from '@portal/shared/admin-files';
import { adminApi } from '@portal/shared/api/admin';
import { formatFileSize } from '@portal/shared/format';
import { NQ57_GROUPS } from '@portal/shared/monitoring';
import { checkUploadFile } from '@portal/shared/uploads';
import { type ChangeEvent, useRef, useState } from 'react';
import { TextInput, type TextInputProps, useInput, useNotify } from 'react-admin';
import { StaffFileLink, StaffImage } from '../../components/StaffFile.tsx';
import { callApi } from '../../providers/http.ts';

/**
 * Inputs the catalogue's forms share (products, big problems, solutions, indicators, documents):
 * optional texts kept as '' (the schemas want a string, react-admin would send null), ISO times,
 * task groups of Resolution 57, and the files uploaded through adminApi.files.upload.
 */

/** Resolution 57's task groups as choices (ids 1–7). */
export const nq57Choices = NQ57_GROUPS.map((name, index) => ({ id: index + 1, name: `${index + 1}. ${name}` }));

/** An optional text: empty stays '' (the shared schema's default), never null. */
export const OptionalText = (props: TextInputProps) => (
  <TextInput {...props} parse={(value: string | null) => value ?? ''} format={(value) => value ?? ''} />
);

type FileRef = { key: string; name: string; url?: string; size?: number };

const sizeText = (bytes: number | undefined) => (bytes === undefined ? '' : formatFileSize(bytes));

interface FilesInputProps {
  source: string;
  label?: string;
  kind: 'image' | 'attachment';
  folder: AdminFileFolder;
  accept: string;
  helperText?: string;
}

/**
 * A list of uploaded files: each chosen file goes to adminApi.files.upload (`?kind=…&for=…`, the
 * server checks its bytes) and its `{ key, name }` joins the list the record will keep.
 */
export function FilesInput({ source, label, kind, folder, accept, helperText }: FilesInputProps) {
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const {
    field,
    fieldState: { error },
  } = useInput<FileRef[]>({ source, defaultValue: [] });
  const files: FileRef[] = Array.isArray(field.value) ? field.value : [];

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    setUploading(true);
    const added: FileRef[] = [];
    try {
      for (const file of chosen) {
        // Size and name checked here as the portal's forms do: a file over the limit never leaves.
        const problem = checkUploadFile(file, kind);
        if (problem) throw new Error(`${file.name}: ${problem}`);
        const body = new FormData();
        body.append('file', file);
        const answer = await callApi(adminApi.files.upload, { query: { kind, for: folder }, body });
        added.push(answer.data);
      }
      notify(added.length > 1 ? `Đã tải lên ${added.length} tệp` : 'Đã tải lên tệp', { type: 'info' });
    } catch (failure) {
      notify((failure as Error).message || 'Không tải lên được tệp', { type: 'error' });
    } finally {
      if (added.length > 0) field.onChange([...files, ...added]);
      setUploading(false);
    }
  }

  const remove = (key: string) => field.onChange(files.filter((file) => file.key !== key));

  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Chưa có tệp nào.
        </Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.5}>
          {files.map((file) => (
            <Box component="li" key={file.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {kind === 'image' && file.url ? (
                <StaffImage url={file.url} alt={file.name} />
              ) : (
                <AttachFileIcon fontSize="small" />
              )}
              {file.url ? <StaffFileLink url={file.url}>{file.name}</StaffFileLink> : <span>{file.name}</span>}
              <Typography variant="caption" color="text.secondary">
                {sizeText(file.size)}
              </Typography>
              <IconButton aria-label={`Bỏ tệp ${file.name}`} onClick={() => remove(file.key)} size="small">
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <input ref={picker} type="file" hidden multiple accept={accept} onChange={upload} aria-label={label} />
      <Button
        sx={{ mt: 1 }}
        variant="outlined"
        size="small"
        startIcon={uploading ? <CircularProgress size={16} aria-label="Đang tải lên" /> : <UploadIcon />}
        disabled={uploading}
        onClick={() => picker.current?.click()}
      >
        {uploading ? 'Đang tải lên…' : kind === 'image' ? 'Tải ảnh lên' : 'Tải tệp lên'}
      </Button>
      {error?.message || helperText ? (
        <FormHelperText error={Boolean(error)}>{error?.message ?? helperText}</FormHelperText>
      ) : null}
    </Box>
  );
}
