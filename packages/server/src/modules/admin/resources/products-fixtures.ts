import sharp from 'sharp';

/** Test material for the catalogue's back office: files as a browser sends them. */

export const png = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

export const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
