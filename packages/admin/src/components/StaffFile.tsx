import { Box, Link } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { readToken, toHttpError } from '../providers/http.ts';

/**
 * Files only staff may open (adminApi.files.open, an AdminFile's `url`) answer 401 to a plain `<img src>` or link: the
 * browser sends no bearer token. Both are fetched with the token and shown from a blob instead.
 */
export async function fetchStaffFile(url: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(url, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw toHttpError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

/** Saves `blob` as a download named `name` (a link clicked, its address freed after ten seconds). */
export function saveFile(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** A thumbnail of a staff-only picture; nothing while it loads or when it cannot be read. */
export function StaffImage({ url, alt, size = 48 }: { url: string; alt: string; size?: number }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let href: string | null = null;
    let current = true;
    fetchStaffFile(url)
      .then((blob) => {
        if (!current) return;
        href = URL.createObjectURL(blob);
        setSource(href);
      })
      .catch(() => setSource(null));
    return () => {
      current = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [url]);
  if (!source) return <Box sx={{ width: size, height: size, bgcolor: 'action.hover' }} />;
  return <Box component="img" src={source} alt={alt} sx={{ width: size, height: size, objectFit: 'cover' }} />;
}

/** A link that opens a staff-only file in a new tab (fetched with the token first). */
export function StaffFileLink({ url, children }: { url: string; children: ReactNode }) {
  const notify = useNotify();
  async function open() {
    // Opened before the fetch: a window opened after an await is a pop-up the browser blocks.
    const tab = window.open('', '_blank');
    try {
      const href = URL.createObjectURL(await fetchStaffFile(url));
      if (tab) tab.location.href = href;
      else window.location.assign(href);
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (error) {
      tab?.close();
      notify(error instanceof Error ? error.message : 'Không mở được tệp', { type: 'error' });
    }
  }
  return (
    <Link component="button" type="button" onClick={open} sx={{ wordBreak: 'break-all', textAlign: 'left' }}>
      {children}
    </Link>
  );
}
