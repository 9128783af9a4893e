import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../../db/schema/submissions.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, login, registerCitizen, staffSignIn } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { multipart } from '../../test/multipart.ts';
import { UPLOAD_RATE_LIMIT } from './uploads.routes.ts';

/** A ZIP without compression holding `entries` (enough for file-type to read an Office file). */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(entries).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = (main = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml') =>
  zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`,
    'word/document.xml': '<w:document/>',
  });

const pdf = (size = 0) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
};

/** A storage or stream of a compound file (streams are left empty: only the directory is read). */
interface CompoundEntry {
  name: string;
  children?: CompoundEntry[];
}

/**
 * An old Office file (MS-CFB, version 3, 512-byte sectors): header, one FAT sector and the
 * directory; each storage's children hang off its child as a chain of right siblings.
 */
function compound(entries: CompoundEntry[]): Buffer {
  const flat: { name: string; type: number; child: number; right: number }[] = [
    { name: 'Root Entry', type: 5, child: -1, right: -1 },
  ];
  const add = (list: CompoundEntry[]): number => {
    const ids = list.map((entry) => {
      flat.push({ name: entry.name, type: entry.children ? 1 : 2, child: -1, right: -1 });
      return flat.length - 1;
    });
    list.forEach((entry, i) => {
      const self = flat[ids[i] as number] as (typeof flat)[number];
      self.right = ids[i + 1] ?? -1;
      if (entry.children) self.child = add(entry.children);
    });
    return ids[0] ?? -1;
  };
  (flat[0] as (typeof flat)[number]).child = add(entries);
  const none = 0xffffffff;
  const directorySectors = Math.ceil(flat.length / 4);
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  for (let i = 1; i <= directorySectors; i += 1) fat.writeUInt32LE(i === directorySectors ? 0xfffffffe : i + 1, i * 4);
  const directory = Buffer.alloc(directorySectors * 512);
  flat.forEach((entry, i) => {
    const at = i * 128;
    directory.write(entry.name, at, 'utf16le');
    directory.writeUInt16LE((entry.name.length + 1) * 2, at + 0x40);
    directory.writeUInt8(entry.type, at + 0x42);
    directory.writeUInt32LE(none, at + 0x44);
    directory.writeUInt32LE(entry.right < 0 ? none : entry.right, at + 0x48);
    directory.writeUInt32LE(entry.child < 0 ? none : entry.child, at + 0x4c);
    directory.writeUInt32LE(0xfffffffe, at + 0x74);
  });
  return Buffer.concat([header, fat, directory]);
}

/** An old Word file: a `WordDocument` stream at the top of the container. */
const oldWord = (extra: CompoundEntry[] = []) => compound([{ name: 'WordDocument' }, { name: '1Table' }, ...extra]);

const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(200)]);

const photo = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Nguyen Van A', Copyright: 'GPS 21.0,105.8' } } })
    .toBuffer();

const smallPng = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#c62828' } })
    .png()
    .toBuffer();

const wrongAttachment = 'Chỉ nhận tệp PDF, Word, Excel, PowerPoint, OpenDocument hoặc ảnh JPG, PNG';
const wrongImage = 'Chỉ nhận ảnh JPG, PNG hoặc WebP';
const invalidReference = 'Tệp đính kèm không hợp lệ, vui lòng tải lại';

describe('uploads', () => {
  const clock = movableClock();
  let t: TestApp;
  let owner: string;
  let other: string;
  let reviewer: string;
  let editor: string;
  let reviewerPasswordOnly: string;
  let ownerId: number;
  let otherId: number;

  async function signIn(n: number, role?: 'reviewer' | 'editor') {
    const { email, password } = await registerCitizen(t, n);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (role) await t.database.db.update(users).set({ role }).where(eq(users.email, email));
    const token = role
      ? await staffSignIn(t, email, password)
      : ((await login(t, email, password)).json().data.access_token as string);
    return { token, id: row?.id as number };
  }

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    ({ token: owner, id: ownerId } = await signIn(501));
    ({ token: other, id: otherId } = await signIn(502));
    ({ token: reviewer } = await signIn(503, 'reviewer'));
    ({ token: editor } = await signIn(504, 'editor'));
    // A reviewer signed in with a password alone: the back office refuses them.
    const { email, password } = await registerCitizen(t, 506);
    await t.database.db.update(users).set({ role: 'reviewer' }).where(eq(users.email, email));
    reviewerPasswordOnly = (await login(t, email, password)).json().data.access_token;
  });
  afterAll(() => t.close());

  const send = (kind: string, form: ReturnType<typeof multipart>, token: string | null = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/uploads?kind=${kind}`,
      headers: { ...form.headers, ...(token ? bearer(token) : {}) },
      payload: form.payload,
    });

  async function uploadOk(kind: 'image' | 'attachment', form: ReturnType<typeof multipart>, token = owner) {
    const response = await send(kind, form, token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; name: string; size: number; mime: string; kind: string; url: string };
  }

  const storedFiles = () => readdir(path.join(t.config.DATA_DIR, 'uploads', 'submissions')).catch(() => [] as string[]);
  const rowCount = async () => (await t.database.db.select({ id: uploads.id }).from(uploads)).length;
  const rowOf = async (id: string) => (await t.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];

  it('re-encodes an image as WebP of at most 1600 px, without its metadata', async () => {
    const original = await photo();
    const data = await uploadOk('image', multipart('ảnh hiện trường.jpg', 'image/jpeg', original));
    expect(data).toMatchObject({ name: 'ảnh hiện trường.webp', mime: 'image/webp', kind: 'image' });
    expect(data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(data.url).toBe(`/api/uploads/${data.id}`);

    const row = await rowOf(data.id);
    expect(row?.key).toMatch(/^submissions\/[0-9a-f]{32}\.webp$/);
    expect(row?.ownerId).toBe(ownerId);
    expect(row?.attachedAt).toBeNull();
    const stored = await readFile(path.join(t.config.DATA_DIR, 'uploads', row?.key ?? ''));
    expect(stored.equals(original)).toBe(false);
    expect(stored.length).toBe(data.size);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Nguyen Van A'))).toBe(false);
  });

  it('accepts office documents and PDF by their content, with the detected extension', async () => {
    const word = await uploadOk('attachment', multipart('Thuyết minh.docx', 'application/octet-stream', docx()));
    expect(word).toMatchObject({
      name: 'Thuyết minh.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const old = await uploadOk('attachment', multipart('cu.doc', 'application/msword', oldWord()));
    expect(old).toMatchObject({ name: 'cu.doc', mime: 'application/msword' });
    // Above the global 5 MB multipart limit: the per-request 20 MB applies.
    const large = await uploadOk('attachment', multipart('bao-cao.pdf', 'application/pdf', pdf(8 * 1024 * 1024)));
    expect(large).toMatchObject({ name: 'bao-cao.pdf', mime: 'application/pdf', size: 8 * 1024 * 1024 });
  });

  it('reads old Office files by their directory: the program by the top stream, macros refused', async () => {
    const msword = 'application/msword';
    // A slide show with an embedded workbook is a slide show.
    const slides = compound([
      { name: 'Current User' },
      { name: 'PowerPoint Document' },
      { name: 'MBD0001', children: [{ name: 'Workbook' }, { name: '\u0001Ole' }] },
    ]);
    expect(await uploadOk('attachment', multipart('trinh-chieu.ppt', msword, slides))).toMatchObject({
      name: 'trinh-chieu.ppt',
      mime: 'application/vnd.ms-powerpoint',
    });
    const sheet = compound([{ name: 'Workbook' }, { name: '\u0005SummaryInformation' }]);
    expect(await uploadOk('attachment', multipart('bang.xls', msword, sheet))).toMatchObject({
      name: 'bang.xls',
      mime: 'application/vnd.ms-excel',
    });
    // A name only in the bytes (not a directory entry) decides nothing.
    const pretending = Buffer.concat([sheet, Buffer.from('PowerPoint Document', 'utf16le')]);
    expect((await uploadOk('attachment', multipart('gia.ppt', msword, pretending))).name).toBe('gia.xls');
    const before = { rows: await rowCount(), files: (await storedFiles()).length };
    const macros = 'Không nhận tệp Office có chứa macro, vui lòng lưu lại tệp không có macro';
    const refused: [string, Buffer, string][] = [
      [
        'macro.doc',
        oldWord([{ name: 'Macros', children: [{ name: 'VBA', children: [{ name: 'dir' }] }, { name: 'PROJECT' }] }]),
        macros,
      ],
      ['vba.doc', oldWord([{ name: '_VBA_PROJECT' }]), macros],
      [
        'macro.xls',
        compound([
          { name: 'Workbook' },
          { name: '_VBA_PROJECT_CUR', children: [{ name: 'VBA', children: [{ name: '_VBA_PROJECT' }] }] },
        ]),
        macros,
      ],
      // The signature and stream names as bytes, without a directory: not an Office file.
      [
        'gia.doc',
        Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(1016),
          Buffer.from('WordDocument', 'utf16le'),
          Buffer.alloc(512),
        ]),
        wrongAttachment,
      ],
      // A container of something else (an installer, say).
      ['cai-dat.doc', compound([{ name: 'SummaryInformation' }]), wrongAttachment],
    ];
    for (const [name, content, message] of refused) {
      const response = await send('attachment', multipart(name, msword, content));
      expect(response.statusCode, `${name} ${response.body}`).toBe(422);
      expect(response.json().errors).toEqual({ file: [message] });
    }
    expect(await rowCount()).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);
  });

  it('decides a double extension by the content and keeps a clean shown name', async () => {
    const drawing = await uploadOk('attachment', multipart('ban-ve.pdf.exe', 'application/x-msdownload', pdf()));
    expect(drawing.name).toBe('ban-ve.pdf');
    const picture = await uploadOk('attachment', multipart('anh.jpg.html', 'text/html', await smallPng()));
    expect(picture).toMatchObject({ name: 'anh.png', mime: 'image/png' });
    const pathy = await uploadOk(
      'attachment',
      multipart(`..\\..\\etc/${'dài'.repeat(80)}\u0007.pdf`, 'application/pdf', pdf()),
    );
    expect(pathy.name.endsWith('.pdf')).toBe(true);
    expect([...pathy.name].length).toBeLessThanOrEqual(150);
    expect(pathy.name).not.toMatch(/[\\/]|\.\./);
    expect(pathy.name.includes('\u0007')).toBe(false);

    const response = await send('attachment', multipart('bao-cao.pdf', 'application/pdf', exe()));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [wrongAttachment] });
  });

  it('refuses wrong types by content: text named .png, SVG with a script, HTML, executables, ZIP, macros', async () => {
    const before = { rows: await rowCount(), files: (await storedFiles()).length };
    const text = Buffer.from('chỉ là văn bản, không phải ảnh');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const cases: [string, ReturnType<typeof multipart>, string][] = [
      ['image', multipart('anh.png', 'image/png', text), wrongImage],
      ['attachment', multipart('anh.png', 'image/png', text), wrongAttachment],
      ['image', multipart('logo.svg', 'image/svg+xml', svg), wrongImage],
      ['attachment', multipart('logo.svg', 'image/svg+xml', svg), wrongAttachment],
      ['attachment', multipart('trang.html', 'text/html', html), wrongAttachment],
      ['attachment', multipart('cai-dat.exe', 'application/octet-stream', exe()), wrongAttachment],
      ['attachment', multipart('goi.zip', 'application/zip', zip({ 'a.txt': 'a' })), wrongAttachment],
      [
        'attachment',
        multipart(
          'macro.docx',
          'application/octet-stream',
          docx('application/vnd.ms-word.document.macroEnabled.main+xml'),
        ),
        wrongAttachment,
      ],
      ['image', multipart('tai-lieu.pdf', 'application/pdf', pdf()), wrongImage],
    ];
    for (const [kind, form, message] of cases) {
      const response = await send(kind, form);
      expect(response.statusCode, `${kind} ${response.body}`).toBe(422);
      expect(response.json().errors).toEqual({ file: [message] });
    }
    // A failed upload leaves no row and no file.
    expect(await rowCount()).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);
  });

  it('refuses files over the limit of their kind with 413, leaving nothing behind', async () => {
    const before = { rows: await rowCount(), files: (await storedFiles()).length };
    const image = await send('image', multipart('lon.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 1, 1)));
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toBe('Ảnh không được vượt quá 5 MB');
    const attachment = await send('attachment', multipart('lon.pdf', 'application/pdf', pdf(20 * 1024 * 1024 + 1)));
    expect(attachment.statusCode).toBe(413);
    expect(attachment.json().message).toBe('Tệp đính kèm không được vượt quá 20 MB');
    expect(await rowCount()).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);
  });

  it('answers 422 for a missing file or kind and 401 without a sign-in', async () => {
    const noFile = await send('attachment', multipart('a.pdf', 'application/pdf', pdf(), 'other'));
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: ['Vui lòng chọn tệp'] });
    const noKind = await send('video', multipart('a.pdf', 'application/pdf', pdf()));
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().errors.kind).toBeDefined();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=image',
      headers: bearer(owner),
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    expect((await send('attachment', multipart('a.pdf', 'application/pdf', pdf()), null)).statusCode).toBe(401);
    expect((await send('attachment', multipart('a.pdf', 'application/pdf', pdf()), 'sai')).statusCode).toBe(401);
  });

  it('keeps a row and its file together when the record cannot be written', async () => {
    const files = (await storedFiles()).length;
    await expect(
      t.app.context.uploadRecords.create(999_999, 'attachment', pdf(), {
        name: 'a.pdf',
        mime: 'application/pdf',
        extension: 'pdf',
      }),
    ).rejects.toThrow();
    expect((await storedFiles()).length).toBe(files);
  });

  it('serves a file to its owner and moderation staff only', async () => {
    const image = await uploadOk('image', multipart('anh.png', 'image/png', await smallPng()));
    const doc = await uploadOk('attachment', multipart('Báo cáo cuối.pdf', 'application/pdf', pdf()));
    const get = (url: string, token: string | null) => t.app.inject({ url, headers: token ? bearer(token) : {} });

    const mine = await get(doc.url, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="Bao cao cuoi.pdf"; filename\*=UTF-8''/);
    expect(mine.rawPayload.equals(pdf())).toBe(true);

    const picture = await get(image.url, owner);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['content-disposition']).toMatch(/^inline;/);

    expect((await get(doc.url, reviewer)).statusCode).toBe(200);
    expect((await get(doc.url, reviewerPasswordOnly)).statusCode).toBe(404);
    expect((await get(doc.url, other)).statusCode).toBe(404);
    expect((await get(doc.url, editor)).statusCode).toBe(404);
    expect((await get(doc.url, null)).statusCode).toBe(401);
    expect((await get('/api/uploads/0123456789abcdef0123456789abcdef', owner)).statusCode).toBe(404);
    expect((await get('/api/uploads/..%2F..%2Fetc%2Fpasswd', owner)).statusCode).toBe(404);
  });

  it('lets the owner delete an upload not yet attached', async () => {
    const doc = await uploadOk('attachment', multipart('xoa.pdf', 'application/pdf', pdf()));
    const key = (await rowOf(doc.id))?.key ?? '';
    const remove = (token: string | null) =>
      t.app.inject({ method: 'DELETE', url: doc.url, headers: token ? bearer(token) : {} });
    expect((await remove(null)).statusCode).toBe(401);
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(owner)).statusCode).toBe(204);
    expect(await rowOf(doc.id)).toBeUndefined();
    expect(existsSync(path.join(t.config.DATA_DIR, 'uploads', key))).toBe(false);
    expect((await remove(owner)).statusCode).toBe(404);

    const attached = await uploadOk('attachment', multipart('giu.pdf', 'application/pdf', pdf()));
    await t.database.db.transaction((tx) =>
      t.app.context.uploadRecords.claim(tx, ownerId, [attached.id], 'attachment', 5),
    );
    const refused = await t.app.inject({ method: 'DELETE', url: attached.url, headers: bearer(owner) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Tệp đã được đính kèm vào hồ sơ, không thể xóa');
  });

  describe('claim', () => {
    const records = () => t.app.context.uploadRecords;
    const claim = (ids: string[], kind: 'image' | 'attachment', max: number, options = {}, by = ownerId) =>
      t.database.db.transaction((tx) => records().claim(tx, by, ids, kind, max, options));
    const errorsOf = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: { statusCode: number; fieldErrors?: Record<string, string[]> }) => ({
          status: error.statusCode,
          errors: error.fieldErrors,
        }),
      );

    it('takes the owner’s uploads in the order given and marks them attached', async () => {
      const a = await uploadOk('attachment', multipart('a.pdf', 'application/pdf', pdf()));
      const b = await uploadOk('attachment', multipart('b.pdf', 'application/pdf', pdf()));
      const files = await claim([b.id, a.id, b.id], 'attachment', 2);
      expect(files.map((file) => file.id)).toEqual([b.id, a.id]);
      expect(files[0]).toMatchObject({ name: 'b.pdf', mime: 'application/pdf', kind: 'attachment' });
      expect(files[0]?.key).toMatch(/^submissions\//);
      expect((await rowOf(a.id))?.attachedAt).toBeInstanceOf(Date);
      expect(records().present(files[0] as never)).toEqual(b);

      // Already attached: refused, unless it is this submission's own file (editing).
      expect(await errorsOf(claim([a.id], 'attachment', 5))).toEqual({
        status: 422,
        errors: { attachments: [invalidReference] },
      });
      const c = await uploadOk('attachment', multipart('c.pdf', 'application/pdf', pdf()));
      const edited = await claim([a.id, c.id], 'attachment', 5, { keep: files });
      expect(edited.map((file) => file.id)).toEqual([a.id, c.id]);
      const dropped = records().dropped(files, edited);
      expect(dropped.map((file) => file.id)).toEqual([b.id]);
      const key = (await rowOf(b.id))?.key ?? '';
      await records().release(dropped);
      expect(await rowOf(b.id)).toBeUndefined();
      expect(existsSync(path.join(t.config.DATA_DIR, 'uploads', key))).toBe(false);
    });

    it('refuses another’s upload, the wrong kind, unknown ids and too many, under the field given', async () => {
      const theirs = await uploadOk('attachment', multipart('x.pdf', 'application/pdf', pdf()), other);
      const image = await uploadOk('image', multipart('x.png', 'image/png', await smallPng()));
      const mine = await uploadOk('attachment', multipart('y.pdf', 'application/pdf', pdf()));
      const invalid = (field: string) => ({ status: 422, errors: { [field]: [invalidReference] } });

      expect(await errorsOf(claim([theirs.id], 'attachment', 5))).toEqual(invalid('attachments'));
      expect(await errorsOf(claim([image.id], 'attachment', 5, { field: 'files' }))).toEqual(invalid('files'));
      expect(await errorsOf(claim([mine.id], 'image', 5))).toEqual(invalid('images'));
      expect(await errorsOf(claim(['0123456789abcdef0123456789abcdef'], 'attachment', 5))).toEqual(
        invalid('attachments'),
      );
      expect(await errorsOf(claim(['not-an-id'], 'attachment', 5))).toEqual(invalid('attachments'));
      expect(await errorsOf(claim([mine.id, image.id], 'attachment', 1))).toEqual({
        status: 422,
        errors: { attachments: ['Chỉ được gửi tối đa 1 tệp'] },
      });
      // A refused claim takes nothing, even the valid ids of the same call.
      expect(await errorsOf(claim([mine.id, theirs.id], 'attachment', 5))).toEqual(invalid('attachments'));
      expect((await rowOf(mine.id))?.attachedAt).toBeNull();
      expect(await claim([], 'attachment', 0)).toEqual([]);
      // The other user can claim their own.
      expect((await claim([theirs.id], 'attachment', 1, {}, otherId)).map((file) => file.id)).toEqual([theirs.id]);
    });
  });

  it(`limits a user to ${UPLOAD_RATE_LIMIT} uploads in 10 minutes`, async () => {
    const { token } = await signIn(505);
    const tiny = multipart('a.txt', 'text/plain', Buffer.from('x'));
    for (let i = 0; i < UPLOAD_RATE_LIMIT; i++) expect((await send('attachment', tiny, token)).statusCode).toBe(422);
    expect((await send('attachment', tiny, token)).statusCode).toBe(429);
    // Another user is not held back.
    expect((await send('attachment', tiny, other)).statusCode).toBe(422);
  });

  it('documents its calls in /api/docs', async () => {
    const docs = (await t.app.inject({ url: '/api/docs' })).json();
    const post = docs.paths['/api/uploads'].post;
    expect(post.summary).toContain('?kind=');
    expect(post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'kind', required: true })]),
    );
    expect(docs.paths['/api/uploads/{id}'].get.summary).toContain('404');
    expect(docs.paths['/api/uploads/{id}'].delete.summary).toContain('409');
  });

  // Last two: they move the clock a day on (the tokens above expire).
  it('sweeps uploads never attached after a day, and only those', async () => {
    const left = await uploadOk('attachment', multipart('bo-quen.pdf', 'application/pdf', pdf()));
    const used = await uploadOk('attachment', multipart('dung.pdf', 'application/pdf', pdf()));
    await t.database.db.transaction((tx) => t.app.context.uploadRecords.claim(tx, ownerId, [used.id], 'attachment', 1));
    const key = (await rowOf(left.id))?.key ?? '';
    clock.advance(23 * 60 * 60 * 1000);
    await t.app.context.uploadRecords.sweep();
    expect(await rowOf(left.id)).toBeDefined();
    clock.advance(2 * 60 * 60 * 1000);
    expect(await t.app.context.uploadRecords.sweep()).toBeGreaterThanOrEqual(1);
    expect(await rowOf(left.id)).toBeUndefined();
    expect(existsSync(path.join(t.config.DATA_DIR, 'uploads', key))).toBe(false);
    expect(await rowOf(used.id)).toBeDefined();
  });

  it('keeps an upload a form claims between the sweep’s select and its delete', async () => {
    const records = t.app.context.uploadRecords;
    const db = t.database.db;
    const late = await records.create(ownerId, 'attachment', pdf(), {
      name: 'vua-kip.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    const stale = await records.create(ownerId, 'attachment', pdf(), {
      name: 'bo-quen.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    clock.advance(25 * 60 * 60 * 1000);
    // The sweep's delete runs only after a form has claimed `late` (both were selected as stale).
    const realDelete = db.delete.bind(db);
    const spy = vi.spyOn(db, 'delete').mockImplementationOnce(((table: typeof uploads) => ({
      where: (condition: SQL | undefined) => ({
        returning: async (columns: { key: typeof uploads.key }) => {
          await db.transaction((tx) => records.claim(tx, ownerId, [late.id], 'attachment', 1));
          return realDelete(table).where(condition).returning(columns);
        },
      }),
    })) as unknown as typeof db.delete);
    try {
      expect(await records.sweep()).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(await rowOf(late.id)).toMatchObject({ attachedAt: expect.any(Date) });
    expect(existsSync(path.join(t.config.DATA_DIR, 'uploads', late.key))).toBe(true);
    expect(await rowOf(stale.id)).toBeUndefined();
    expect(existsSync(path.join(t.config.DATA_DIR, 'uploads', stale.key))).toBe(false);
  });
});
