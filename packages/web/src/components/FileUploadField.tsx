import { authApi } from '@portal/shared/api/auth';
import { pathOf } from '@portal/shared/api/endpoint';
import { uploadsApi } from '@portal/shared/api/uploads';
import { formatFileSize } from '@portal/shared/format';
import type { UploadedFile } from '@portal/shared/submissions';
import { checkUploadFile, type UploadKind, uploadAccept, uploadMessages } from '@portal/shared/uploads';
import { useEffect, useRef, useState } from 'react';
import { Button, ProgressBar } from 'react-bootstrap';
import { api, call } from '../lib/api.ts';
import { downloadWithToken } from '../lib/files.ts';
import { session } from '../lib/session.ts';

export interface FileUploadFieldProps {
  /** The input's id; messages and the list hang off it (`<id>-error`, `<id>-hint`). */
  id: string;
  label: string;
  kind: UploadKind;
  /** The files uploaded so far (what the form sends as ids). */
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** How many files the field takes. */
  max: number;
  /** The form's message for the field (its 422), shown under it. */
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Told true while a file is on its way, false when none is (forms wait before sending). */
  onBusyChange?: (busy: boolean) => void;
  /**
   * A "Công khai" box on each file (a proposal's attachments): the ids ticked, the change, and
   * the id of the notice saying what being public means.
   */
  publicChoice?: { ids: readonly string[]; onChange: (id: string, isPublic: boolean) => void; describedBy?: string };
}

interface InFlight {
  key: number;
  name: string;
  percent: number;
}

interface Answer {
  status: number;
  body: { data?: UploadedFile; message?: string; errors?: Record<string, string[]> } | undefined;
}

/**
 * The field's calls through the api client (thumbnails, downloads, deletions, the refresh after
 * an upload met an expired token) go one after another, for every field of the page: several
 * at once would each meet the expired token, and the api client clears the session on a 412
 * that arrives while a refresh is under way (lib/api.ts).
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => {});
  return run;
}

let refreshing: Promise<boolean> | null = null;

/**
 * After an upload answered 412 (its token expired): ONE refresh for every upload that met it.
 * The api client's own refresh runs (a call of authApi.me meets the 412 and refreshes);
 * uploads answered 412 meanwhile wait for that refresh instead of starting another, and an
 * upload sent with a token already replaced is simply sent again. True when a retry may go.
 */
function refreshAfterExpiry(sentWith: string | null): Promise<boolean> {
  const renewed = () => session.get().token !== sentWith;
  if (renewed()) return Promise.resolve(session.get().token !== null);
  refreshing ??= oneAtATime(async () => {
    if (renewed()) return session.get().token !== null;
    return call(authApi.me).then(
      () => true,
      () => false,
    );
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * One upload with XMLHttpRequest, for its progress events (fetch has none for the body), sent
 * with `token`. The request is in `requests` while it is under way (to abort it on unmount).
 */
function sendFile(
  file: File,
  kind: UploadKind,
  token: string | null,
  onProgress: (percent: number) => void,
  requests: Set<XMLHttpRequest>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    requests.add(xhr);
    xhr.open(uploadsApi.upload.method, pathOf(uploadsApi.upload, { query: { kind } }));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      requests.delete(xhr);
      let body: Answer['body'];
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => {
      requests.delete(xhr);
      reject(new Error('network'));
    };
    xhr.onabort = () => {
      requests.delete(xhr);
      reject(new Error('aborted'));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The message of a refused upload, in the server's words when it gave any. */
function refusal({ status, body }: Answer): string {
  if (status === 401 || status === 412) return uploadMessages.sessionExpired;
  return body?.errors?.file?.[0] ?? Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message ?? uploadMessages.failed;
}

/**
 * An image the user uploaded, read with their token (uploads are private) and shown from memory.
 * Thumbnails load one after another (see oneAtATime); one gone from the page before its turn is
 * not fetched.
 */
function Thumbnail({ file }: { file: UploadedFile }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let address: string | null = null;
    let live = true;
    oneAtATime(() => (live ? api<Blob>(file.url, {}, (response) => response.blob()) : Promise.resolve(null)))
      .then((blob) => {
        if (!blob) return;
        if (!live) return;
        address = URL.createObjectURL(blob);
        setSource(address);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [file.url]);
  return (
    <span className="file-upload-thumb d-inline-block bg-body-secondary rounded me-2 flex-shrink-0">
      {source && <img src={source} alt={file.name} width={64} height={64} className="rounded object-fit-cover" />}
    </span>
  );
}

/**
 * A file field of a submission form: each chosen file goes up at once (uploadsApi.upload) with
 * a progress bar, then joins the list with a remove button. Type and size are checked here
 * first with the server's messages; the server's refusals and the form's `error` show under it.
 */
export function FileUploadField({
  id,
  label,
  kind,
  value,
  onChange,
  max,
  error,
  hint,
  disabled,
  onBusyChange,
  publicChoice,
}: FileUploadFieldProps) {
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // The list as last told to the form: uploads finishing together each add to it.
  const current = useRef(value);
  current.current = value;
  const requests = useRef(new Set<XMLHttpRequest>());
  const nextKey = useRef(0);
  const busyCallback = useRef(onBusyChange);
  busyCallback.current = onBusyChange;

  const busy = inFlight.length > 0;
  useEffect(() => {
    busyCallback.current?.(busy);
  }, [busy]);
  useEffect(() => {
    const open = requests.current;
    return () => {
      for (const xhr of open) xhr.abort();
    };
  }, []);

  const setPercent = (key: number, percent: number) =>
    setInFlight((list) => list.map((item) => (item.key === key ? { ...item, percent } : item)));

  async function upload(file: File): Promise<void> {
    const key = nextKey.current++;
    setInFlight((list) => [...list, { key, name: file.name, percent: 0 }]);
    const attempt = (token: string | null) =>
      sendFile(file, kind, token, (percent) => setPercent(key, percent), requests.current);
    try {
      const sentWith = session.get().token;
      let answer = await attempt(sentWith);
      if (answer.status === 412 && (await refreshAfterExpiry(sentWith))) {
        // The token was renewed (by this upload's refresh or another's): once more with the new one.
        setPercent(key, 0);
        answer = await attempt(session.get().token);
      }
      if (answer.status === 201 && answer.body?.data) {
        const next = [...current.current, answer.body.data];
        current.current = next;
        onChange(next);
      } else {
        setProblems((list) => [...list, `${file.name}: ${refusal(answer)}`]);
      }
    } catch (failure) {
      if ((failure as Error).message !== 'aborted') {
        setProblems((list) => [...list, `${file.name}: ${uploadMessages.failed}`]);
      }
    } finally {
      setInFlight((list) => list.filter((item) => item.key !== key));
    }
  }

  function choose(files: FileList | null) {
    if (!files || files.length === 0) return;
    const found: string[] = [];
    let room = max - current.current.length - inFlight.length;
    for (const file of Array.from(files)) {
      const problem = checkUploadFile(file, kind);
      if (problem) found.push(`${file.name}: ${problem}`);
      else if (room <= 0) found.push(`${file.name}: ${uploadMessages.tooMany(max)}`);
      else {
        room -= 1;
        void upload(file);
      }
    }
    setProblems(found);
  }

  function remove(file: UploadedFile) {
    const next = current.current.filter((item) => item.id !== file.id);
    current.current = next;
    onChange(next);
    // A file not yet in a submission goes at once; one already attached stays until the form is saved.
    void oneAtATime(() => call(uploadsApi.remove, { params: { id: file.id } })).catch(() => {});
  }

  function download(file: UploadedFile) {
    setProblems((list) => list.filter((problem) => !problem.startsWith(`${file.name}: `)));
    oneAtATime(() => downloadWithToken({ ...file, key: file.id })).catch(() =>
      setProblems((list) => [...list, `${file.name}: ${uploadMessages.downloadFailed}`]),
    );
  }

  const messages = [...problems, ...(error ? [error] : [])];
  const full = value.length + inFlight.length >= max;
  const describedBy = [hint ? `${id}-hint` : '', messages.length > 0 ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="mb-3 file-upload-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className={messages.length > 0 ? 'form-control is-invalid' : 'form-control'}
        accept={uploadAccept(kind)}
        multiple={max > 1}
        disabled={disabled || full}
        aria-invalid={messages.length > 0 ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          choose(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint} (tối đa {max} tệp)
        </div>
      )}
      {messages.length > 0 && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
      {inFlight.map((item) => (
        <div key={item.key} className="mt-2">
          <div className="small text-break">Đang tải lên {item.name}</div>
          {/* Stacked form: the label reaches the element whose role is progressbar. */}
          <ProgressBar>
            <ProgressBar
              now={item.percent}
              label={`${item.percent}%`}
              aria-label={`Tiến độ tải lên ${item.name}`}
              striped
              animated
            />
          </ProgressBar>
        </div>
      ))}
      {value.length > 0 && (
        <ul className="list-unstyled mt-2 mb-0" aria-label={`Tệp đã tải lên: ${label}`}>
          {value.map((file) => (
            <li key={file.id} className="d-flex align-items-center gap-2 border rounded p-2 mb-2">
              {file.kind === 'image' && <Thumbnail file={file} />}
              <span className="flex-grow-1 text-break">
                {file.name} <span className="text-body-secondary small">({formatFileSize(file.size)})</span>
              </span>
              {publicChoice && (
                <div className="form-check form-switch mb-0 text-nowrap">
                  <input
                    id={`${id}-public-${file.id}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={publicChoice.ids.includes(file.id)}
                    onChange={(event) => publicChoice.onChange(file.id, event.currentTarget.checked)}
                    disabled={disabled}
                    aria-label={`Công khai tệp ${file.name}`}
                    aria-describedby={publicChoice.describedBy}
                  />
                  <label htmlFor={`${id}-public-${file.id}`} className="form-check-label small" aria-hidden="true">
                    Công khai
                  </label>
                </div>
              )}
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => download(file)}
                aria-label={`Tải về tệp ${file.name}`}
              >
                Tải về
              </Button>
              <Button
                variant="outline-danger"
                size="sm"
                onClick={() => remove(file)}
                disabled={disabled}
                aria-label={`Xóa tệp ${file.name}`}
              >
                Xóa
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
