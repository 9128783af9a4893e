import { existsSync } from 'node:fs';
import path from 'node:path';
import { adminCatalogueMessages } from '@portal/shared/admin-catalogue';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { pdf } from './products-fixtures.ts';
import { useStaffApp } from './staff-test-app.ts';

const document = (overrides: Record<string, unknown> = {}) => ({
  number: '12/2026/QĐ-UBND',
  title: 'Quyết định ban hành quy chế quản lý nhiệm vụ khoa học và công nghệ',
  type: 'Quyết định',
  issuing_body: 'UBND tỉnh',
  signer: 'Trần Văn Bình',
  issued_at: '2026-03-02',
  effective_at: '2026-03-15',
  field: 'Quản lý khoa học',
  summary: 'Quy chế <b>mới</b>',
  ...overrides,
});

describe('the back office documents', () => {
  const staff = useStaffApp();

  const call = staff.call;
  const filtered = (filter: Record<string, unknown>) =>
    call('GET', `/api/admin/documents?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const publicNumbers = async (url = '/api/documents?per_page=100', token?: string) =>
    (await staff.t.app.inject({ url, headers: token ? bearer(token) : {} }))
      .json()
      .data.map((row: { number: string }) => row.number);
  const uploadPdf = async () => {
    const form = multipart('quyet-dinh.pdf', 'application/pdf', pdf());
    const response = await staff.t.app.inject({
      method: 'POST',
      url: '/api/admin/files?kind=attachment&for=documents',
      headers: { ...form.headers, ...bearer(staff.tokens.editor) },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { key: string; name: string; url: string };
  };

  it('refuse bad dates and fields in Vietnamese', async () => {
    const invalid = await call(
      'POST',
      '/api/admin/documents',
      document({ issued_at: '30/02/2026', validity: 'con', title: '' }),
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      issued_at: [adminCatalogueMessages.dateInvalid],
      validity: ['Tình trạng hiệu lực không hợp lệ'],
      title: ['Vui lòng nhập trích yếu'],
    });
    for (const empty of ['', '  ', null]) {
      const missing = await call('POST', '/api/admin/documents', document({ issued_at: empty }));
      expect(missing.json().errors, String(empty)).toEqual({ issued_at: ['Vui lòng nhập ngày ban hành'] });
    }
    const backwards = await call('POST', '/api/admin/documents', document({ effective_at: '2026-01-01' }));
    expect(backwards.json().errors).toEqual({ effective_at: ['Ngày hiệu lực không được trước ngày ban hành'] });
    expect((await call('GET', '/api/admin/documents/987654')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/documents/987654')).statusCode).toBe(404);
  });

  it('publish a document with its file; an internal one never appears in the public list', async () => {
    const file = await uploadPdf();
    const created = await call(
      'POST',
      '/api/admin/documents',
      document({ files: [{ key: file.key, name: 'Quyết định 12' }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record.files[0]).toMatchObject({ key: file.key, name: 'Quyết định 12.pdf', mime: 'application/pdf' });
    expect(await publicNumbers()).toContain('12/2026/QĐ-UBND');
    const shown = (await staff.t.app.inject({ url: `/api/documents/${record.id}` })).json().data;
    expect((await staff.t.app.inject({ url: shown.files[0].url })).statusCode).toBe(200);

    const internal = await call(
      'POST',
      '/api/admin/documents',
      document({ number: '99/2026/KH-NB', title: 'Kế hoạch nội bộ về chuyển đổi số', internal: true }),
    );
    expect(internal.statusCode).toBe(201);
    expect(await publicNumbers()).not.toContain('99/2026/KH-NB');
    expect((await staff.t.app.inject({ url: `/api/documents/${internal.json().id}` })).statusCode).toBe(404);
    expect(await publicNumbers('/api/internal-documents?per_page=100', staff.tokens.citizen)).toContain(
      '99/2026/KH-NB',
    );

    // Made internal after being public: gone from the public list at once.
    const hiddenFromPublic = await call('PUT', `/api/admin/documents/${record.id}`, { ...record, internal: true });
    expect(hiddenFromPublic.statusCode).toBe(200);
    expect(await publicNumbers()).not.toContain('12/2026/QĐ-UBND');

    expect(
      (await filtered({ internal: true }))
        .json()
        .map((row: { number: string }) => row.number)
        .sort(),
    ).toEqual(['12/2026/QĐ-UBND', '99/2026/KH-NB']);
  });

  it('list by type, issuing body, year, validity, report, and search', async () => {
    await call(
      'POST',
      '/api/admin/documents',
      document({
        number: '01/BC-SKHCN',
        title: 'Báo cáo đánh giá năm 2025',
        type: 'Báo cáo',
        issuing_body: 'Sở Khoa học và Công nghệ',
        issued_at: '2025-12-20',
        effective_at: null,
        is_report: true,
      }),
    );
    await call(
      'POST',
      '/api/admin/documents',
      document({
        number: '57-NQ/TW',
        title: 'Nghị quyết về đột phá phát triển khoa học',
        type: 'Nghị quyết',
        issuing_body: 'Bộ Chính trị',
        issued_at: '2024-12-22',
        effective_at: null,
        validity: 'amended',
      }),
    );

    const numbers = async (filter: Record<string, unknown>) =>
      (await filtered(filter)).json().map((row: { number: string }) => row.number);
    expect(await numbers({ type: 'Báo cáo' })).toEqual(['01/BC-SKHCN']);
    expect(await numbers({ issuing_body: 'Bộ Chính trị' })).toEqual(['57-NQ/TW']);
    expect(await numbers({ year: 2024 })).toEqual(['57-NQ/TW']);
    expect(await numbers({ validity: 'amended' })).toEqual(['57-NQ/TW']);
    expect(await numbers({ is_report: true })).toEqual(['01/BC-SKHCN']);
    expect(await numbers({ q: 'dot pha' })).toEqual(['57-NQ/TW']);
    const reports = (await staff.t.app.inject({ url: '/api/reports' }))
      .json()
      .data.map((row: { title: string }) => row.title);
    expect(reports).toContain('Báo cáo đánh giá năm 2025');
    const sorted = await call(
      'GET',
      `/api/admin/documents?sort=${encodeURIComponent('["issued_at","ASC"]')}&range=[0,0]`,
    );
    expect(sorted.json()[0].number).toBe('57-NQ/TW');
    expect(sorted.headers['content-range']).toMatch(/^documents 0-0\/\d+$/);
  });

  it('delete a document with its file and an audit line', async () => {
    const file = await uploadPdf();
    const created = (
      await call(
        'POST',
        '/api/admin/documents',
        document({ number: 'XOA-01', files: [{ key: file.key, name: 'Tệp' }] }),
      )
    ).json();
    const onDisk = path.join(staff.t.config.DATA_DIR, 'uploads', file.key);
    expect(existsSync(onDisk)).toBe(true);
    expect((await call('DELETE', `/api/admin/documents/${created.id}`)).statusCode).toBe(200);
    expect(existsSync(onDisk)).toBe(false);
    expect(await publicNumbers()).not.toContain('XOA-01');
    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(`{"resource":"documents","record_id":"${created.id}"}`)}`,
      undefined,
      staff.tokens.admin,
    );
    expect(log.json().map((line: { action: string }) => line.action)).toEqual(['delete', 'create']);
  });
});
