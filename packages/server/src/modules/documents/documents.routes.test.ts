import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { demoDocuments } from '../../db/demo/documents.ts';
import { documents, type StoredFile } from '../../db/schema/catalogue.ts';
import { bearer, login, signedInCitizen } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { FILE_CSP } from '../uploads/upload-paths.fixture.ts';

type NewDocument = typeof documents.$inferInsert;

const base = {
  signer: 'Trần Thị Minh Nguyệt',
  issuingBody: 'Ủy ban nhân dân tỉnh Sông Lam',
  field: 'Khoa học và công nghệ',
  summary: 'Tóm tắt nội dung văn bản.',
  validity: 'active' as const,
};

/** 20 public documents (two pages), 2 internal ones, a draft and a hidden one. */
const fixtures: NewDocument[] = [
  // Resolution 57 as the demo content has it, with the summary of the others.
  { ...demoDocuments.find((document) => document.number === '57-NQ/TW'), summary: base.summary } as NewDocument,
  {
    ...base,
    number: '05/2025/NQ-HĐND',
    title: 'Nghị quyết quy định chính sách hỗ trợ phát triển khoa học và công nghệ',
    type: 'Nghị quyết',
    issuingBody: 'Hội đồng nhân dân tỉnh Sông Lam',
    issuedAt: '2025-04-18',
    effectiveAt: '2025-05-01',
    validity: 'amended',
  },
  {
    ...base,
    number: '71/2025/QH15',
    title: 'Luật Công nghiệp công nghệ số',
    type: 'Luật',
    issuingBody: 'Quốc hội',
    issuedAt: '2025-06-14',
    effectiveAt: '2026-01-01',
    field: 'Chuyển đổi số',
  },
  {
    ...base,
    number: '256/QĐ-UBND',
    title: 'Quyết định thành lập Ban Chỉ đạo tỉnh',
    type: 'Quyết định',
    issuedAt: '2025-02-20',
    effectiveAt: null,
    validity: 'expired',
  },
  {
    ...base,
    number: '58/BC-UBND',
    title: 'Báo cáo kết quả thực hiện Nghị quyết số 57-NQ/TW quý I năm 2025',
    type: 'Báo cáo',
    issuedAt: '2025-04-10',
    effectiveAt: '2025-04-10',
    isReport: true,
  },
  {
    ...base,
    number: '14/HD-SKHCN',
    title: 'Hướng dẫn hỗ trợ bảo hộ quyền sở hữu công nghiệp',
    type: 'Hướng dẫn',
    issuingBody: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    issuedAt: '2025-10-28',
    effectiveAt: '2025-10-28',
    field: 'Sở hữu trí tuệ',
    summary: 'Hồ sơ đề nghị hỗ trợ chi phí Đăng ký nhãn hiệu, kiểu dáng công nghiệp và sáng chế.',
  },
  ...Array.from({ length: 14 }, (_, i) => ({
    ...base,
    number: `${100 + i}/KH-UBND`,
    title: `Kế hoạch triển khai nhiệm vụ số ${i + 1}`,
    type: 'Kế hoạch',
    issuedAt: `2026-01-${String(i + 1).padStart(2, '0')}`,
    effectiveAt: `2026-01-${String(i + 1).padStart(2, '0')}`,
  })),
  {
    ...base,
    number: '15/KH-SKHCN',
    title: 'Kế hoạch nội bộ triển khai Nghị quyết số 57-NQ/TW tại Sở',
    type: 'Kế hoạch',
    issuingBody: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    field: 'Quản trị nội bộ',
    issuedAt: '2025-02-25',
    internal: true,
  },
  {
    ...base,
    number: '09/HD-SKHCN',
    title: 'Hướng dẫn nội bộ quy trình tiếp nhận đề xuất',
    type: 'Hướng dẫn',
    issuingBody: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    issuedAt: '2025-09-05',
    internal: true,
  },
  {
    ...base,
    number: '99/QĐ-UBND',
    title: 'Quyết định còn là bản nháp',
    type: 'Quyết định',
    issuedAt: '2026-02-01',
    status: 'draft',
  },
  {
    ...base,
    number: '98/QĐ-UBND',
    title: 'Quyết định đã ẩn',
    type: 'Quyết định',
    issuedAt: '2026-02-02',
    status: 'hidden',
  },
];

interface Listed {
  id: number;
  number: string;
  files: { key: string; name: string; size: number; mime: string; url: string }[];
}

describe('documents: public lookup, internal documents and downloads', () => {
  const clock = movableClock();
  let t: TestApp;
  let token: string;
  const ids = new Map<string, number>();
  let publicFile: StoredFile;
  let internalFile: StoredFile;

  // A portal build of one page, for the link previews of `/documents?id=`.
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Cổng</title></head><body></body></html>',
  );

  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: dist }, { now: clock.now });
    const { uploads } = t.app.context;
    publicFile = await uploads.store('documents', Buffer.from('%PDF-1.4\n% nghị quyết\n'), {
      name: '57-NQ-TW Nghị quyết đột phá.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    internalFile = await uploads.store('documents', Buffer.from('%PDF-1.4\n% nội bộ\n'), {
      name: '15-KH-SKHCN.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    const rows = await t.database.db
      .insert(documents)
      .values(
        fixtures.map((document) => ({
          ...document,
          files:
            document.number === '57-NQ/TW' ? [publicFile] : document.number === '15/KH-SKHCN' ? [internalFile] : [],
        })),
      )
      .returning({ id: documents.id, number: documents.number });
    for (const row of rows) ids.set(row.number, row.id);
    ({ token } = await signedInCitizen(t, 70));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const numbers = async (query: string) => {
    const response = await get(`/api/documents?per_page=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Listed[]).map((document) => document.number);
  };
  const idOf = (number: string) => ids.get(number) ?? 0;

  describe('the public list', () => {
    it('pages published public documents, newest issued first', async () => {
      const first = (await get('/api/documents')).json();
      expect(first.meta).toEqual({ page: 1, per_page: 10, total: 20, last_page: 2 });
      expect(first.data.map((d: Listed) => d.number).slice(0, 3)).toEqual([
        '113/KH-UBND',
        '112/KH-UBND',
        '111/KH-UBND',
      ]);
      const second = (await get('/api/documents?page=2')).json();
      expect(second.data).toHaveLength(10);
      expect(second.data.at(-1).number).toBe('57-NQ/TW');
      expect((await get('/api/documents?page=3')).json().data).toEqual([]);
      expect((await get('/api/documents?per_page=100')).json().data).toHaveLength(20);
    });

    it('refuses pages and page sizes out of bounds with 422 and Vietnamese messages', async () => {
      for (const query of ['page=0', 'per_page=0', 'per_page=101', 'page=abc']) {
        const response = await get(`/api/documents?${query}`);
        expect(response.statusCode, query).toBe(422);
        expect(response.json().message).toBe('Dữ liệu không hợp lệ');
      }
      expect((await get('/api/documents?per_page=101')).json().errors).toEqual({
        per_page: ['Mỗi trang có tối đa 100 mục'],
      });
    });

    it('answers each item with its lookup fields, dates as yyyy-mm-dd and file links', async () => {
      const [item] = (await get('/api/documents?number=57-NQ/TW')).json().data;
      expect(item).toEqual({
        id: idOf('57-NQ/TW'),
        number: '57-NQ/TW',
        title: fixtures[0]?.title,
        type: 'Nghị quyết',
        issuing_body: 'Bộ Chính trị',
        signer: 'Tổng Bí thư Tô Lâm',
        issued_at: '2024-12-22',
        effective_at: '2024-12-22',
        validity: 'active',
        field: 'Khoa học và công nghệ',
        summary: 'Tóm tắt nội dung văn bản.',
        files: [
          {
            key: publicFile.key.replace('documents/', ''),
            name: '57-NQ-TW Nghị quyết đột phá.pdf',
            size: publicFile.size,
            mime: 'application/pdf',
            url: `/api/documents/${idOf('57-NQ/TW')}/files/${publicFile.key.replace('documents/', '')}`,
          },
        ],
      });
      const [undated] = (await get('/api/documents?number=256')).json().data;
      expect(undated.effective_at).toBeNull();
    });

    it('never lists internal documents, drafts or hidden ones', async () => {
      const all = await numbers('');
      for (const number of ['15/KH-SKHCN', '09/HD-SKHCN', '99/QĐ-UBND', '98/QĐ-UBND']) {
        expect(all).not.toContain(number);
      }
      expect(await numbers('q=noi bo')).toEqual([]);
    });

    it('looks up by số hiệu, ignoring case and diacritics', async () => {
      expect(await numbers('number=57-NQ')).toEqual(['57-NQ/TW']);
      expect(await numbers('number=57-nq')).toEqual(['57-NQ/TW']);
      expect(await numbers('number=qđ-ubnd')).toEqual(['256/QĐ-UBND']);
      expect(await numbers('number=QD-UBND')).toEqual(['256/QĐ-UBND']);
      expect(await numbers('number=NQ-HĐND')).toEqual(['05/2025/NQ-HĐND']);
      expect(await numbers('number=%25')).toEqual([]);
    });

    it('searches number, title and summary without regard to diacritics or case, đ included', async () => {
      expect(await numbers('q=57-NQ')).toEqual(['58/BC-UBND', '57-NQ/TW']);
      expect(await numbers('q=cong nghiep cong nghe so')).toEqual(['71/2025/QH15']);
      expect(await numbers('q=Công nghiệp công nghệ số')).toEqual(['71/2025/QH15']);
      expect(await numbers('q=dang ky nhan hieu')).toEqual(['14/HD-SKHCN']);
      expect(await numbers('q=đăng ký')).toEqual(['14/HD-SKHCN']);
      expect(await numbers('q=ĐĂNG KÝ')).toEqual(['14/HD-SKHCN']);
      expect(await numbers('q=dot pha')).toEqual(['57-NQ/TW']);
      expect(await numbers('q=khong co van ban nay')).toEqual([]);
    });

    it('filters by type, issuing body, field, year, validity and reports, alone and together', async () => {
      expect(await numbers(`type=${encodeURIComponent('Luật')}`)).toEqual(['71/2025/QH15']);
      expect(await numbers(`type=${encodeURIComponent('Nghị quyết')}`)).toEqual(['05/2025/NQ-HĐND', '57-NQ/TW']);
      expect(await numbers(`issuing_body=${encodeURIComponent('Quốc hội')}`)).toEqual(['71/2025/QH15']);
      expect(await numbers(`field=${encodeURIComponent('Sở hữu trí tuệ')}`)).toEqual(['14/HD-SKHCN']);
      expect(await numbers('year=2024')).toEqual(['57-NQ/TW']);
      expect(await numbers('year=2025')).toEqual([
        '14/HD-SKHCN',
        '71/2025/QH15',
        '05/2025/NQ-HĐND',
        '58/BC-UBND',
        '256/QĐ-UBND',
      ]);
      expect(await numbers('validity=expired')).toEqual(['256/QĐ-UBND']);
      expect(await numbers('validity=amended')).toEqual(['05/2025/NQ-HĐND']);
      expect(await numbers('report=true')).toEqual(['58/BC-UBND']);
      expect(await numbers('report=false')).not.toContain('58/BC-UBND');
      expect(await numbers(`type=${encodeURIComponent('Nghị quyết')}&year=2025&validity=amended`)).toEqual([
        '05/2025/NQ-HĐND',
      ]);
      expect(await numbers(`type=${encodeURIComponent('Nghị quyết')}&year=2026`)).toEqual([]);
      // Empty fields of the lookup form are no filter.
      expect(await numbers('q=&number=&type=&issuing_body=&field=&year=&validity=&report=')).toHaveLength(20);
    });

    it('refuses a year before 1945 or after next year, and an unknown validity, with 422', async () => {
      // The shared schema reads the calendar itself (the portal's form runs it too): its date is fixed here.
      vi.useFakeTimers({ now: clock.now(), toFake: ['Date'] });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const next = clock.now().getFullYear() + 1;
      expect((await get(`/api/documents?year=${next}`)).statusCode).toBe(200);
      expect((await get('/api/documents?year=1945')).statusCode).toBe(200);
      for (const year of ['1944', String(next + 1), 'abc', '2025.5']) {
        const response = await get(`/api/documents?year=${year}`);
        expect(response.statusCode, year).toBe(422);
        expect(response.json().errors).toEqual({ year: ['Năm ban hành không hợp lệ'] });
      }
      const validity = await get('/api/documents?validity=cancelled');
      expect(validity.statusCode).toBe(422);
      expect(validity.json().errors).toEqual({ validity: ['Tình trạng hiệu lực không hợp lệ'] });
      expect((await get('/api/documents?report=maybe')).statusCode).toBe(422);
      expect((await get(`/api/documents?q=${'a'.repeat(201)}`)).statusCode).toBe(422);
    });

    it('answers through the public cache', async () => {
      await get('/api/documents?year=2024');
      expect((await get('/api/documents?year=2024')).headers['x-cache']).toBe('hit');
    });
  });

  describe('facets and details', () => {
    it('offers the types, issuing bodies, fields and years of public documents only', async () => {
      const { data } = (await get('/api/documents/facets')).json();
      expect(data.types).toEqual(['Báo cáo', 'Hướng dẫn', 'Kế hoạch', 'Luật', 'Nghị quyết', 'Quyết định']);
      expect(data.issuing_bodies).toContain('Quốc hội');
      expect(data.fields).toEqual(expect.arrayContaining(['Chuyển đổi số', 'Khoa học và công nghệ', 'Sở hữu trí tuệ']));
      expect(data.fields).not.toContain('Quản trị nội bộ');
      expect(data.years).toEqual([2026, 2025, 2024]);
    });

    it('shows a public document, and 404 for an internal, unpublished, unknown or malformed id', async () => {
      const shown = await get(`/api/documents/${idOf('71/2025/QH15')}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toMatchObject({ number: '71/2025/QH15', type: 'Luật', field: 'Chuyển đổi số' });
      for (const id of [idOf('15/KH-SKHCN'), idOf('99/QĐ-UBND'), idOf('98/QĐ-UBND'), 999_999, 'abc']) {
        const response = await get(`/api/documents/${id}`);
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json().message).toBe('Không tìm thấy văn bản');
      }
    });
  });

  describe('internal documents', () => {
    const signedIn = () => bearer(token);

    it('ask for sign-in: 401 without a token, even with a malformed query', async () => {
      for (const url of [
        '/api/internal-documents',
        '/api/internal-documents?year=abc',
        '/api/internal-documents/facets',
        `/api/internal-documents/${idOf('15/KH-SKHCN')}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(401);
        expect(response.json().message).toBe('Vui lòng đăng nhập để tiếp tục');
      }
      expect((await get('/api/internal-documents', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    });

    it('lists only internal documents to a signed-in user, with the same lookup, never cached', async () => {
      const response = await get('/api/internal-documents', signedIn());
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().data.map((d: Listed) => d.number)).toEqual(['09/HD-SKHCN', '15/KH-SKHCN']);
      expect(response.json().meta).toEqual({ page: 1, per_page: 10, total: 2, last_page: 1 });
      const found = (await get('/api/internal-documents?q=57-NQ', signedIn())).json().data;
      expect(found.map((d: Listed) => d.number)).toEqual(['15/KH-SKHCN']);
      expect((await get('/api/internal-documents?year=1900', signedIn())).statusCode).toBe(422);
    });

    it('offers the facets and details of internal documents, not of public ones', async () => {
      const { data } = (await get('/api/internal-documents/facets', signedIn())).json();
      expect(data).toEqual({
        types: ['Hướng dẫn', 'Kế hoạch'],
        issuing_bodies: ['Sở Khoa học và Công nghệ tỉnh Sông Lam'],
        fields: ['Khoa học và công nghệ', 'Quản trị nội bộ'],
        years: [2025],
      });
      const detail = await get(`/api/internal-documents/${idOf('15/KH-SKHCN')}`, signedIn());
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data.files).toHaveLength(1);
      expect((await get(`/api/internal-documents/${idOf('57-NQ/TW')}`, signedIn())).statusCode).toBe(404);
    });

    it('answer 412 once the access token has expired, so the portal refreshes it', async () => {
      const expiring = (await login(t, 'nguoidan70@example.vn', 'HoaPhuong@2026')).json().data.access_token;
      clock.advance(t.config.ACCESS_TOKEN_TTL * 1000 + 1);
      expect((await get('/api/internal-documents', bearer(expiring))).statusCode).toBe(412);
      token = (await login(t, 'nguoidan70@example.vn', 'HoaPhuong@2026')).json().data.access_token;
    });
  });

  describe('downloads', () => {
    const keyOf = (file: StoredFile) => file.key.replace('documents/', '');

    it('sends a public file as a PDF attachment under its UTF-8 name, with nosniff', async () => {
      const response = await get(`/api/documents/${idOf('57-NQ/TW')}/files/${keyOf(publicFile)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(FILE_CSP);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="57-NQ-TW Nghi quyet dot pha.pdf"; filename*=UTF-8''${encodeURIComponent('57-NQ-TW Nghị quyết đột phá.pdf')}`,
      );
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.startsWith('%PDF-1.4')).toBe(true);
    });

    it('answers 404 for a key the document does not have, a path, or an unknown document', async () => {
      const id = idOf('57-NQ/TW');
      for (const url of [
        `/api/documents/${id}/files/${'0'.repeat(32)}.pdf`,
        `/api/documents/${id}/files/${keyOf(internalFile)}`,
        `/api/documents/${id}/files/..%2F..%2Fjwt-secret`,
        `/api/documents/${id}/files/${encodeURIComponent(publicFile.key)}`,
        `/api/documents/999999/files/${keyOf(publicFile)}`,
        `/api/documents/${idOf('99/QĐ-UBND')}/files/${keyOf(publicFile)}`,
      ]) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
    });

    it('asks for the token for an internal file, and then sends it kept by no cache', async () => {
      const url = `/api/documents/${idOf('15/KH-SKHCN')}/files/${keyOf(internalFile)}`;
      expect((await get(url)).statusCode).toBe(401);
      // A visitor learns nothing of an internal document's files, not even which keys it has.
      expect((await get(`/api/documents/${idOf('15/KH-SKHCN')}/files/${'0'.repeat(32)}.pdf`)).statusCode).toBe(401);
      const response = await get(url, bearer(token));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain("filename*=UTF-8''15-KH-SKHCN.pdf");
      expect(response.headers['content-security-policy']).toBe(FILE_CSP);
      expect(response.headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('link previews', () => {
    it("gives /documents?id= of a public document the document's title, and nothing of an internal one", async () => {
      const shared = (await get(`/documents?id=${idOf('71/2025/QH15')}`)).body;
      expect(shared).toContain('<meta property="og:title" content="Luật Công nghiệp công nghệ số">');
      expect(shared).toContain('<title>Luật Công nghiệp công nghệ số | Cổng thông tin Nghị quyết 57</title>');
      expect(shared).toContain('content="Luật số 71/2025/QH15 của Quốc hội. Tóm tắt nội dung văn bản."');
      const internal = (await get(`/documents?id=${idOf('15/KH-SKHCN')}`)).body;
      expect(internal).not.toContain('Kế hoạch nội bộ');
      expect(internal).toContain('<meta property="og:title" content="Văn bản | Cổng thông tin Nghị quyết 57">');
    });
  });
});
