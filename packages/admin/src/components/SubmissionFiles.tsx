import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Link, ListItem, ListItemText, List as MuiList, Typography } from '@mui/material';
import { formatFileSize } from '@portal/shared/format';
import type { UploadedFile } from '@portal/shared/submissions';
import { useNotify } from 'react-admin';
import { fetchStaffFile, saveFile } from './StaffFile.tsx';

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
      saveFile(await fetchStaffFile(file.url), file.name);
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
            secondary={`${file.kind === 'image' ? 'Hình ảnh' : 'Tệp đính kèm'} · ${formatFileSize(file.size)}${visibilityOf(file)}`}
          />
        </ListItem>
      ))}
    </MuiList>
  );
}
