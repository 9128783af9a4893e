import sharp from 'sharp';

/** Test material for the catalogue's back office: files as a browser sends them. */

/** A multipart body with one file under `file`. */
export function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----admin-catalogue-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const png = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

export const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
