import DownloadIcon from '@mui/icons-material/Download';
import { authApi } from '@portal/shared/api/auth';
import { dialectPath } from '@portal/shared/api/dialect';
import { useState } from 'react';
import {
  Button,
  CreateButton,
  FilterButton,
  TopToolbar,
  useListContext,
  useNotify,
  useResourceContext,
} from 'react-admin';
import { callApi, readToken, toHttpError } from '../providers/http.ts';
import { saveFile } from './StaffFile.tsx';

/**
 * "Xuất Excel": downloads the dialect's `<resource>/export.xlsx` (dialectPath) with the list's current sort and
 * filters (the server's dialect: JSON query parameters) and the portal's bearer token. Replaces
 * react-admin's CSV exporter: put it in the List's `actions` and give the List `exporter={false}`.
 */

/** The export's URL for a resource, a sort and filters (empty filters are left out). */
export function exportUrl(
  resource: string,
  sort?: { field: string; order: string },
  filter?: Record<string, unknown>,
): string {
  const params = new URLSearchParams();
  if (sort?.field) params.set('sort', JSON.stringify([sort.field, sort.order === 'DESC' ? 'DESC' : 'ASC']));
  const kept = Object.fromEntries(
    Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  if (Object.keys(kept).length > 0) params.set('filter', JSON.stringify(kept));
  const query = params.toString();
  return `${dialectPath(resource)}/export.xlsx${query ? `?${query}` : ''}`;
}

/** The file's name from Content-Disposition, else `<resource>.xlsx`. */
const fileNameOf = (response: Response, resource: string) =>
  /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${resource}.xlsx`;

function fetchFile(url: string): Promise<Response> {
  const token = readToken();
  return fetch(url, {
    headers: {
      Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'same-origin',
    cache: 'no-store',
  });
}

export interface ExportXlsxButtonProps {
  /** The resource's URL segment when it differs from the list's resource. */
  resource?: string;
  label?: string;
}

export function ExportXlsxButton({ resource: given, label = 'Xuất Excel' }: ExportXlsxButtonProps) {
  const current = useResourceContext();
  const resource = given ?? current ?? '';
  const { sort, filterValues, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const url = exportUrl(resource, sort, filterValues);
      let response = await fetchFile(url);
      if (response.status === 412) {
        // The token expired: the data provider's client renews it, then the file is asked again.
        await callApi(authApi.me);
        response = await fetchFile(url);
      }
      if (!response.ok) {
        const body = await response.json().catch(() => undefined);
        throw toHttpError(response.status, body);
      }
      saveFile(await response.blob(), fileNameOf(response, resource));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Không xuất được tệp Excel', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    // aria-label: on a phone react-admin draws an icon and names it only while it is enabled.
    <Button label={label} aria-label={label} onClick={download} disabled={busy || total === 0} aria-busy={busy}>
      <DownloadIcon />
    </Button>
  );
}

/**
 * A list's top toolbar with the Excel export instead of react-admin's CSV: the filter button,
 * the create button when the resource creates, and "Xuất Excel". Use with `exporter={false}`.
 */
export function XlsxListActions({ create = false }: { create?: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {create ? <CreateButton /> : null}
      <ExportXlsxButton />
    </TopToolbar>
  );
}
