import { afterEach, describe, expect, it, vi } from 'vitest';
import { citizenForTests } from '../test/settings.ts';
import { downloadWithToken, fileKind, formatFileSize } from './files.ts';
import { clearSession, signIn } from './session.ts';

describe('document files', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('writes sizes with Vietnamese decimal commas', () => {
    expect(formatFileSize(850)).toBe('850 B');
    expect(formatFileSize(27_190)).toBe('26,6 KB');
    expect(formatFileSize(1_258_291)).toBe('1,2 MB');
  });

  it('names the kind of file', () => {
    expect(fileKind({ mime: 'application/pdf', name: 'a.pdf' })).toBe('PDF');
    expect(fileKind({ mime: 'application/octet-stream', name: 'Bao-cao.docx' })).toBe('DOCX');
    expect(fileKind({ mime: 'application/octet-stream', name: 'khong-duoi' })).toBe('Tệp');
  });

  it('fetches an internal file with the bearer token and saves it under its name', async () => {
    signIn('access.token.value', citizenForTests);
    const fetchMock = vi.fn(async () => new Response('%PDF-1.4', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:tep');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    await downloadWithToken({
      key: 'ab.pdf',
      name: '15-KH-SKHCN.pdf',
      size: 8,
      mime: 'application/pdf',
      url: '/api/documents/7/files/ab.pdf',
    });

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/documents/7/files/ab.pdf');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer access.token.value');
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(clicked).toEqual([{ href: 'blob:tep', download: '15-KH-SKHCN.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
