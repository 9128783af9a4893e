import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { fileCheckMessages } from '@portal/shared/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { FILE_CSP, servedAt, storedFiles, UPLOAD_PATHS, type UploadPath, uploadTo } from './upload-paths.fixture.ts';

/**
 * Hostile files on every upload path, through HTTP: polyglots, scripts, executables under
 * document names, zip bombs, path and header tricks in names, and other people's ids.
 */

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG that is also HTML: a text chunk and bytes after the end both hold a page. */
async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  return Buffer.concat([
    png.subarray(0, iend),
    pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1')),
    png.subarray(iend),
    Buffer.from(HTML),
  ]);
}

/** A valid greyscale PNG of `side`×`side` black pixels: a few hundred KB that decode to side² bytes. */
function pixelBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // 8 bits per sample, greyscale (colour type 0)
  // Each row: filter byte 0 and `side` zero samples.
  const pixels = deflateSync(Buffer.alloc((side + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** A PE executable's start: `MZ`, the offset of the PE header, and the header. */
const exe = () => {
  const content = Buffer.alloc(512);
  content.write('MZ', 0, 'latin1');
  content.writeUInt32LE(0x80, 0x3c);
  content.write('PE\0\0', 0x80, 'latin1');
  content.writeUInt16LE(0x14c, 0x84);
  return content;
};

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface ZipPart {
  name: string;
  /** The inflated content (for small parts). */
  text?: string;
  /** Deflated data with its inflated size and CRC, shared by several parts of a bomb. */
  deflated?: { data: Buffer; size: number; crc: number };
  /** An inflated size to declare instead of the real one: in the central directory, and in the local header unless `honestLocal`. */
  declared?: number;
  honestLocal?: boolean;
}

/** A ZIP of deflated parts, with local headers, a central directory and its end record. */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = part.text === undefined ? undefined : Buffer.from(part.text);
    const deflated = part.deflated ?? {
      data: deflateRawSync(raw as Buffer),
      size: (raw as Buffer).length,
      crc: crc32(raw as Buffer),
    };
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(deflated.crc, 14);
    local.writeUInt32LE(deflated.data.length, 18);
    local.writeUInt32LE(part.honestLocal ? deflated.size : (part.declared ?? deflated.size), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(deflated.crc, 16);
    central.writeUInt32LE(deflated.data.length, 20);
    central.writeUInt32LE(part.declared ?? deflated.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated.data);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${main}"/></Types>`;
const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const XLSX_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

const wrongAttachment = 'Chỉ nhận tệp PDF, Word, Excel, PowerPoint, OpenDocument hoặc ảnh JPG, PNG';
const macros = 'Không nhận tệp Office có chứa macro, vui lòng lưu lại tệp không có macro';

describe('hostile uploads on every upload path', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;
  let otherCitizen: string;

  beforeAll(async () => {
    t = await buildTestApp();
    tokens = await tokensByRole(t, 711);
    otherCitizen = (await tokensByRole(t, 721)).citizen;
  });
  afterAll(() => t.close());

  const tokenOf = (target: UploadPath) => tokens[target.as];
  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

  /** Sends each case and expects 422 with `message` under the path's field, nothing stored. */
  async function expectRefused(targets: readonly UploadPath[], filename: string, content: Buffer, message?: string) {
    const before = await storedFiles(t);
    for (const target of targets) {
      const response = await uploadTo(t, target, tokenOf(target), filename, content);
      expect(response.statusCode, `${target.name}: ${response.body}`).toBe(422);
      const body = response.json();
      expect(body.errors[target.field], target.name).toHaveLength(1);
      if (message) expect(body.errors[target.field], target.name).toEqual([message]);
    }
    expect(await storedFiles(t)).toEqual(before);
  }

  it('re-encodes a PNG+HTML polyglot everywhere: no HTML is stored or served, nosniff on every answer', async () => {
    const polyglot = await pngHtmlPolyglot();
    expect(polyglot.includes(Buffer.from('<script>'))).toBe(true);
    for (const target of UPLOAD_PATHS) {
      const response = await uploadTo(t, target, tokenOf(target), 'anh.png.html', polyglot, 'text/html');
      expect(response.statusCode, `${target.name}: ${response.body}`).toBeLessThan(300);
      const served = await get(servedAt(target, response.json()), tokenOf(target));
      expect(served.statusCode, target.name).toBe(200);
      expect(served.headers['x-content-type-options'], target.name).toBe('nosniff');
      expect(served.headers['content-security-policy'], target.name).toBe(FILE_CSP);
      expect(served.headers['content-type'], target.name).toMatch(/^image\/(webp|png)$/);
      expect(served.rawPayload.includes(Buffer.from('<script')), target.name).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('<html')), target.name).toBe(false);
      const format = (await sharp(served.rawPayload).metadata()).format;
      expect(format, target.name).toBe(target.kind === 'image' ? 'webp' : 'png');
      if (target.keepsName) {
        expect(served.headers['content-disposition'], target.name).not.toMatch(/\.html/);
      }
      if (target.name === 'citizen attachment') {
        expect(served.headers['content-disposition']).toMatch(/^attachment; filename="anh\.png"/);
      }
    }
    // Nothing stored anywhere holds the page.
    for (const file of await storedFiles(t)) {
      const content = await readFile(path.join(t.config.DATA_DIR, 'uploads', file));
      expect(content.includes(Buffer.from('<script')), file).toBe(false);
    }
  });

  it('refuses a decompression bomb image (144 megapixels in a small PNG) on every path', async () => {
    const bomb = pixelBomb(12_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(UPLOAD_PATHS, 'bom.png', bomb);
  });

  it('refuses an SVG with a script on every path', async () => {
    await expectRefused(UPLOAD_PATHS, 'logo.svg', svg);
    await expectRefused(UPLOAD_PATHS, 'logo.png', svg);
  });

  it('refuses an executable named x.pdf.exe or x.pdf on every path', async () => {
    await expectRefused(UPLOAD_PATHS, 'x.pdf.exe', exe());
    await expectRefused(UPLOAD_PATHS, 'x.pdf', exe());
  });

  it('keeps a PDF named x.pdf.exe as x.pdf, downloaded as an attachment', async () => {
    for (const target of UPLOAD_PATHS.filter((candidate) => candidate.kind === 'attachment')) {
      const response = await uploadTo(t, target, tokenOf(target), 'x.pdf.exe', pdf(), 'application/x-msdownload');
      expect(response.statusCode, `${target.name}: ${response.body}`).toBe(201);
      const data = response.json().data;
      expect(data.name).toBe('x.pdf');
      expect(data.mime).toBe('application/pdf');
      const served = await get(data.url, tokenOf(target));
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe(FILE_CSP);
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*\.pdf"/);
      expect(served.headers['content-disposition']).not.toMatch(/\.exe/);
    }
    // The images paths never take a PDF.
    await expectRefused(
      UPLOAD_PATHS.filter((candidate) => candidate.kind === 'image'),
      'x.pdf.exe',
      pdf(),
    );
  });

  describe('zip bombs posing as Office files', () => {
    const attachmentPaths = UPLOAD_PATHS.filter((candidate) => candidate.kind === 'attachment');
    /** 256 MiB of zeros deflated (about 256 KB), declared as such: five of them are 1.25 GiB. */
    let zeros: { data: Buffer; size: number; crc: number };

    beforeAll(() => {
      const inflated = Buffer.alloc(256 * 1024 * 1024);
      zeros = { data: deflateRawSync(inflated, { level: 9 }), size: inflated.length, crc: crc32(inflated) };
    });

    it('refuses a .docx whose content types inflate to 256 MiB (file-type inflates at most 1 MiB)', async () => {
      const bomb = zipOf([
        { name: '[Content_Types].xml', deflated: zeros },
        { name: 'main.xml', text: '<w/>' },
      ]);
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      await expectRefused(attachmentPaths, 'bao-cao.docx', bomb, wrongAttachment);
    });

    it('refuses a .xlsx whose parts declare 1.25 GiB, by its directory alone', async () => {
      const bomb = zipOf([
        { name: '[Content_Types].xml', text: contentTypes(XLSX_MAIN) },
        { name: 'main.xml', text: '<workbook/>' },
        ...[1, 2, 3, 4, 5].map((n) => ({ name: `xl/worksheets/sheet${n}.xml`, deflated: zeros })),
      ]);
      await expectRefused(attachmentPaths, 'bang-tinh.xlsx', bomb, fileCheckMessages.zipBomb);
    });

    /** `mebibytes` MiB of zeros deflated (about a thousandth of it), declared as such. */
    const zerosOf = (mebibytes: number) => {
      const inflated = Buffer.alloc(mebibytes * 1024 * 1024);
      return { data: deflateRawSync(inflated, { level: 9 }), size: inflated.length, crc: crc32(inflated) };
    };
    const docxOf = (parts: ZipPart[]) =>
      zipOf([
        { name: '[Content_Types].xml', text: contentTypes(DOCX_MAIN) },
        { name: 'main.xml', text: '<w/>' },
        ...parts,
      ]);

    it('refuses a 1 MB .docx declaring 992 MiB (under the former 1 GiB bound)', async () => {
      const chunk = zerosOf(32);
      const bomb = docxOf(Array.from({ length: 31 }, (_, n) => ({ name: `word/media/part${n}.xml`, deflated: chunk })));
      expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
      await expectRefused(attachmentPaths, 'bao-cao.docx', bomb, fileCheckMessages.zipBomb);
    });

    it('refuses a .docx under 100 MB inflated whose ratio is a bomb’s (64 MiB from 64 KB)', async () => {
      const chunk = zerosOf(32);
      const bomb = docxOf([
        { name: 'word/a.xml', deflated: chunk },
        { name: 'word/b.xml', deflated: chunk },
      ]);
      expect(bomb.length).toBeLessThan(100 * 1024);
      await expectRefused(attachmentPaths, 'ti-le.docx', bomb, fileCheckMessages.zipBomb);
    });

    it('refuses a .docx whose headers declare 4,000 bytes for a part that inflates to 150 MiB', async () => {
      const bomb = docxOf([{ name: 'word/media/padding.bin', deflated: zerosOf(150), declared: 4000 }]);
      expect(bomb.length).toBeLessThan(200 * 1024);
      await expectRefused(attachmentPaths, 'dem.docx', bomb, fileCheckMessages.zipBomb);
    });

    it('refuses a .docx whose parts each inflate a little more than declared, or whose headers disagree', async () => {
      const text = '<w:p/>'.repeat(1000);
      const slightly = docxOf([{ name: 'word/document.xml', text, declared: text.length - 1 }]);
      await expectRefused(attachmentPaths, 'le-mot.docx', slightly, fileCheckMessages.zipBomb);
      // The local header tells the truth, the directory lies: a reader trusting either must agree.
      const split = docxOf([{ name: 'word/document.xml', text, declared: 10, honestLocal: true }]);
      await expectRefused(attachmentPaths, 'hai-dau.docx', split, fileCheckMessages.zipBomb);
    });

    it('accepts a .docx of 20 MiB inflated that holds a picture of 1 MB (ratio about 20)', async () => {
      const picture = randomBytes(1024 * 1024);
      const office = docxOf([
        {
          name: 'word/media/image1.bin',
          deflated: { data: deflateRawSync(picture), size: picture.length, crc: crc32(picture) },
        },
        { name: 'word/document.xml', deflated: zerosOf(19) },
      ]);
      for (const target of attachmentPaths) {
        const response = await uploadTo(t, target, tokenOf(target), 'anh-lon.docx', office);
        expect(response.statusCode, `${target.name}: ${response.body}`).toBe(201);
      }
    });

    it('refuses a .docx with more entries than any document has', async () => {
      const parts: ZipPart[] = [
        { name: '[Content_Types].xml', text: contentTypes(DOCX_MAIN) },
        { name: 'main.xml', text: '<w/>' },
      ];
      for (let n = 0; n < 10_001; n += 1) parts.push({ name: `p/${n}`, text: '' });
      await expectRefused(attachmentPaths, 'nhieu.docx', zipOf(parts), fileCheckMessages.zipBomb);
    });

    it('refuses a .docx that declares itself a document but carries a VBA project', async () => {
      const docm = zipOf([
        { name: '[Content_Types].xml', text: contentTypes(DOCX_MAIN) },
        { name: 'main.xml', text: '<w/>' },
        { name: 'word/vbaProject.bin', text: 'Attribute VB_Name = "x"' },
      ]);
      await expectRefused(attachmentPaths, 'van-ban.docx', docm, macros);
    });

    it('accepts a small real-looking .docx and .xlsx', async () => {
      for (const [name, main] of [
        ['van-ban.docx', DOCX_MAIN],
        ['bang.xlsx', XLSX_MAIN],
      ]) {
        const office = zipOf([
          { name: '[Content_Types].xml', text: contentTypes(main as string) },
          { name: 'main.xml', text: '<x/>'.repeat(1000) },
        ]);
        for (const target of attachmentPaths) {
          const response = await uploadTo(t, target, tokenOf(target), name as string, office);
          expect(response.statusCode, `${target.name} ${name}: ${response.body}`).toBe(201);
        }
      }
    });
  });

  it('stores files under server names and keeps shown names and Content-Disposition safe', async () => {
    const names = [
      '../../../etc/passwd.pdf',
      '..\\..\\windows\\system32\\a.pdf',
      'a\u0000b.pdf',
      'bao\ncao.pdf',
      'bao\r\nContent-Type: text/html\r\n.pdf',
      'bao%0d%0aSet-Cookie: x=1.pdf',
      'q"; filename=evil.html; x=".pdf',
      `${'rất dài '.repeat(200)}.pdf`,
      'bao\rcao\t.pdf',
      // An RFC 2231 name alone (CR, LF, NUL and a path percent-encoded): @fastify/busboy takes
      // such a part for a field, so the upload has no file (422); were it decoded, the checks
      // below would hold for it too.
      { encoded: "UTF-8''bao%0D%0ASet-Cookie%3A%20x%3D1%00%2F..%2F.pdf" },
    ];
    for (const target of UPLOAD_PATHS.filter((candidate) => candidate.kind === 'attachment')) {
      for (const name of names) {
        const response =
          typeof name === 'string'
            ? await uploadTo(t, target, tokenOf(target), name, pdf(), 'application/pdf')
            : await t.app.inject({
                method: 'POST',
                url: target.url,
                headers: { 'content-type': 'multipart/form-data; boundary=b0', ...bearer(tokenOf(target)) },
                payload: Buffer.concat([
                  Buffer.from(
                    `--b0\r\nContent-Disposition: form-data; name="file"; filename*=${name.encoded}\r\nContent-Type: application/pdf\r\n\r\n`,
                  ),
                  pdf(),
                  Buffer.from('\r\n--b0--\r\n'),
                ]),
              });
        // A name the multipart parser cannot read at all may be refused, never a 5xx.
        expect(response.statusCode, `${target.name} ${JSON.stringify(name)}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode !== 201) {
          expect(response.statusCode).toBe(422);
          continue;
        }
        const data = response.json().data;
        expect(data.name, JSON.stringify(name)).toMatch(/\.pdf$/);
        expect(data.name).not.toMatch(/[\\/\p{Cc}"<>]|\.\./u);
        expect([...data.name].length).toBeLessThanOrEqual(150);
        const served = await get(data.url, tokenOf(target));
        expect(served.statusCode).toBe(200);
        const disposition = served.headers['content-disposition'] as string;
        expect(disposition).toMatch(
          /^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[\w.%-]+$/,
        );
        expect(Object.keys(served.headers)).not.toContain('set-cookie');
      }
    }
    // Every stored file has a name the server made: a folder, 32 hex digits and an extension.
    for (const file of await storedFiles(t)) {
      expect(file).toMatch(/^(avatars|products|documents|submissions|images)\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/);
    }
  });

  it('answers 404 for another citizen’s upload and a citizen may not open staff files', async () => {
    const target = UPLOAD_PATHS.find((candidate) => candidate.name === 'citizen attachment') as UploadPath;
    const mine = (await uploadTo(t, target, tokens.citizen, 'cua-toi.pdf', pdf())).json().data;
    expect((await get(mine.url, otherCitizen)).statusCode).toBe(404);
    const removal = await t.app.inject({ method: 'DELETE', url: mine.url, headers: bearer(otherCitizen) });
    expect(removal.statusCode).toBe(404);
    expect((await get(mine.url, tokens.citizen)).statusCode).toBe(200);

    const staffTarget = UPLOAD_PATHS.find((candidate) => candidate.name === 'staff document file') as UploadPath;
    const staffFile = (await uploadTo(t, staffTarget, tokens.editor, 'noi-bo.pdf', pdf())).json().data;
    const asCitizen = await get(staffFile.url, tokens.citizen);
    expect([401, 403, 404]).toContain(asCitizen.statusCode);
  });
});
