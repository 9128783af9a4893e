import type { UploadedFile } from '@portal/shared/submissions';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, updateSession } from '../lib/session.ts';
import { FileUploadField } from './FileUploadField.tsx';

/** jsdom's XMLHttpRequest would go to the network: this one lets the test play the server. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  aborted = false;
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

const uploaded = (id: string, name: string, kind: 'image' | 'attachment' = 'attachment'): UploadedFile => ({
  id,
  name,
  size: 2048,
  mime: 'application/pdf',
  kind,
  url: `/api/uploads/${id}`,
});

/** A promise the test settles when it wants (a server that answers later). */
function later<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const citizen = { id: 7, email: 'hoa@example.vn', full_name: 'Nguyễn Thị Hoa', role: 'citizen' };

function Harness(props: { kind?: 'image' | 'attachment'; max?: number; error?: string; initial?: UploadedFile[] }) {
  const [files, setFiles] = useState<UploadedFile[]>(props.initial ?? []);
  return (
    <>
      <FileUploadField
        id="attachments"
        label="Tệp đính kèm"
        kind={props.kind ?? 'attachment'}
        value={files}
        onChange={setFiles}
        max={props.max ?? 3}
        error={props.error}
        hint="PDF, Word, Excel, PowerPoint"
      />
      <output data-testid="ids">{files.map((file) => file.id).join(',')}</output>
    </>
  );
}

const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Tệp đính kèm'), { target: { files } });
const pdfFile = (name = 'bao-cao.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('FileUploadField', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    updateSession({ token: 'tok-123', user: null, fieldErrors: {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uploads a chosen file at once with the token, shows its progress, then lists it', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Tệp đính kèm');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    choose(pdfFile());
    const xhr = FakeXhr.all[0] as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads?kind=attachment');
    expect(xhr.headers.Authorization).toBe('Bearer tok-123');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('bao-cao.pdf');

    xhr.progress(40, 100);
    const bar = screen.getByRole('progressbar', { name: 'Tiến độ tải lên bao-cao.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');

    await xhr.answer(201, { data: uploaded('a'.repeat(32), 'bao-cao.pdf') });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('ids')).toHaveTextContent('a'.repeat(32));
    expect(screen.getByRole('list', { name: 'Tệp đã tải lên: Tệp đính kèm' })).toHaveTextContent('bao-cao.pdf (2 KB)');
  });

  it('keeps every file when several finish together', async () => {
    render(<Harness />);
    choose(pdfFile('a.pdf'), pdfFile('b.pdf'));
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    await FakeXhr.all[1]?.answer(201, { data: uploaded('b'.repeat(32), 'b.pdf') });
    await FakeXhr.all[0]?.answer(201, { data: uploaded('a'.repeat(32), 'a.pdf') });
    expect(screen.getByTestId('ids')).toHaveTextContent(`${'b'.repeat(32)},${'a'.repeat(32)}`);
  });

  it('refuses a wrong type, a file too large and one too many before sending', () => {
    render(<Harness max={1} />);
    choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'logo.svg: Chỉ nhận tệp PDF, Word, Excel, PowerPoint, OpenDocument hoặc ảnh JPG, PNG',
    );
    choose(pdfFile('lon.pdf', 20 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('lon.pdf: Tệp đính kèm không được vượt quá 20 MB');
    choose(pdfFile('mot.pdf'), pdfFile('hai.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('hai.pdf: Chỉ được gửi tối đa 1 tệp');
    expect(FakeXhr.all).toHaveLength(1);
    expect(screen.getByLabelText('Tệp đính kèm')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s refusal and the form’s error under the field', async () => {
    render(<Harness error="Vui lòng đính kèm ít nhất một tệp" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng đính kèm ít nhất một tệp');
    choose(pdfFile('gia.pdf'));
    await FakeXhr.all[0]?.answer(422, {
      message: 'Dữ liệu không hợp lệ',
      errors: { file: ['Chỉ nhận tệp PDF, Word, Excel, PowerPoint, OpenDocument hoặc ảnh JPG, PNG'] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'gia.pdf: Chỉ nhận tệp PDF, Word, Excel, PowerPoint, OpenDocument hoặc ảnh JPG, PNG',
    );
    expect(screen.getByTestId('ids')).toHaveTextContent('');
    choose(pdfFile('to.pdf'));
    await FakeXhr.all[1]?.answer(413, { message: 'Tệp đính kèm không được vượt quá 20 MB' });
    expect(screen.getByRole('alert')).toHaveTextContent('to.pdf: Tệp đính kèm không được vượt quá 20 MB');
  });

  it('says the session has expired when the refresh fails', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Hết hạn' }), { status: 401 }));
    render(<Harness />);
    choose(pdfFile('het-han.pdf'));
    await FakeXhr.all[0]?.answer(412, { message: 'Token expired' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'het-han.pdf: Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    );
  });

  it('removes a file from the list and deletes the upload', async () => {
    const file = uploaded('c'.repeat(32), 'thuyet-minh.pdf');
    render(<Harness initial={[file]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Xóa tệp thuyet-minh.pdf' }));
    expect(screen.queryByText(/thuyet-minh\.pdf/)).toBeNull();
    expect(screen.getByTestId('ids')).toHaveTextContent('');
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/uploads/${'c'.repeat(32)}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('shows an image from its private address with the token', async () => {
    fetchMock.mockResolvedValue(new Response('x', { status: 200, headers: { 'content-type': 'image/webp' } }));
    const created = vi.fn(() => 'blob:thumb');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    render(<Harness kind="image" initial={[uploaded('d'.repeat(32), 'anh.webp', 'image')]} />);
    expect(await screen.findByRole('img', { name: 'anh.webp' })).toHaveAttribute('src', 'blob:thumb');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/uploads/${'d'.repeat(32)}`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-123');
  });

  it('loads thumbnails one after another, not all at once', async () => {
    const answers: ReturnType<typeof later<Response>>[] = [];
    fetchMock.mockImplementation(() => {
      const answer = later<Response>();
      answers.push(answer);
      return answer.promise;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:thumb'), revokeObjectURL: vi.fn() }));
    const images = ['1', '2', '3'].map((n) => uploaded(n.repeat(32), `anh-${n}.webp`, 'image'));
    render(<Harness kind="image" initial={images} />);
    for (const [i, image] of images.entries()) {
      await act(async () => {});
      expect(fetchMock).toHaveBeenCalledTimes(i + 1);
      expect(fetchMock.mock.calls[i]?.[0]).toBe(image.url);
      await act(async () => answers[i]?.settle(new Response('x', { status: 200 })));
      expect(await screen.findByRole('img', { name: image.name })).toHaveAttribute('src', 'blob:thumb');
    }
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shares one refresh between uploads that meet an expired token, and keeps the session', async () => {
    const refresh = later<Response>();
    fetchMock.mockImplementation(async (path: string, init: RequestInit) => {
      const token = new Headers(init.headers).get('Authorization');
      if (path === '/api/auth/refresh') return refresh.promise;
      if (path === '/api/auth/me') {
        return token === 'Bearer tok-new'
          ? json(200, { data: { user: citizen } })
          : json(412, { message: 'Token expired' });
      }
      return new Response(null, { status: 404 });
    });
    render(<Harness />);
    choose(pdfFile('mot.pdf'), pdfFile('hai.pdf'));
    const [first, second] = FakeXhr.all as [FakeXhr, FakeXhr];
    await first.answer(412, { message: 'Token expired' });
    await second.answer(412, { message: 'Token expired' });
    await act(async () => refresh.settle(json(200, { data: { access_token: 'tok-new', user: citizen } })));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(4));

    const refreshes = fetchMock.mock.calls.filter(([path]) => path === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(session.get().token).toBe('tok-new');
    const [again1, again2] = FakeXhr.all.slice(2) as [FakeXhr, FakeXhr];
    expect(again1.headers.Authorization).toBe('Bearer tok-new');
    expect(again2.headers.Authorization).toBe('Bearer tok-new');
    await again1.answer(201, { data: uploaded('a'.repeat(32), 'mot.pdf') });
    await again2.answer(201, { data: uploaded('b'.repeat(32), 'hai.pdf') });
    expect(screen.getByTestId('ids')).toHaveTextContent(`${'a'.repeat(32)},${'b'.repeat(32)}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends again at once, without a refresh, an upload whose token was renewed meanwhile', async () => {
    render(<Harness />);
    choose(pdfFile('cu.pdf'));
    updateSession({ token: 'tok-renewed' });
    await FakeXhr.all[0]?.answer(412, { message: 'Token expired' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.all[1]?.headers.Authorization).toBe('Bearer tok-renewed');
  });

  it('forgets each request once it has ended: leaving the page aborts only those under way', async () => {
    const { unmount } = render(<Harness />);
    choose(pdfFile('xong.pdf'), pdfFile('dang-tai.pdf'));
    const [done, pending] = FakeXhr.all as [FakeXhr, FakeXhr];
    await done.answer(201, { data: uploaded('e'.repeat(32), 'xong.pdf') });
    unmount();
    expect(done.aborted).toBe(false);
    expect(pending.aborted).toBe(true);
  });

  it('downloads an uploaded file with the token, under its name', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF-1.4', { status: 200 }));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:tep'), revokeObjectURL: vi.fn() });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    render(<Harness initial={[uploaded('f'.repeat(32), 'thuyet-minh.pdf')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tải về tệp thuyet-minh.pdf' }));
    await vi.waitFor(() => expect(clicked).toEqual([{ href: 'blob:tep', download: 'thuyet-minh.pdf' }]));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/uploads/${'f'.repeat(32)}`);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-123');
  });

  it('says so when a download fails', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Không tìm thấy tệp' }));
    render(<Harness initial={[uploaded('f'.repeat(32), 'mat.pdf')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tải về tệp mat.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('mat.pdf: Không tải về được tệp, vui lòng thử lại');
  });
});
