import type { DocumentFile } from '@portal/shared/documents';
import { useState } from 'react';
import { downloadWithToken, fileKind, formatFileSize } from '../../lib/files.ts';
import { toast } from '../../lib/popups.ts';

/** One download per file: a plain link for public files, a fetch with the token for internal ones. */
export function Downloads({ files, internal }: { files: DocumentFile[]; internal: boolean }) {
  if (files.length === 0) return <span className="text-body-secondary">Chưa có tệp</span>;
  return (
    <div className="document-downloads">
      {files.map((file) =>
        internal ? (
          <TokenDownload key={file.key} file={file} />
        ) : (
          <a key={file.key} href={file.url} download={file.name} className="btn btn-sm btn-outline-primary">
            <DownloadLabel file={file} />
          </a>
        ),
      )}
    </div>
  );
}

function DownloadLabel({ file }: { file: DocumentFile }) {
  return (
    <>
      Tải về<span className="visually-hidden"> {file.name}</span>{' '}
      <span className="document-file-size">
        {fileKind(file)}, {formatFileSize(file.size)}
      </span>
    </>
  );
}

function TokenDownload({ file }: { file: DocumentFile }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(file);
    } catch {
      void toast('error', 'Không tải được tệp, vui lòng thử lại');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-sm btn-outline-primary" onClick={download} disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
      <DownloadLabel file={file} />
    </button>
  );
}
