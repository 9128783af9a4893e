import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The PDFs the portal draws (the demo documents, a dossier's receipt) in DejaVu Sans, which covers Vietnamese.

/** Fonts parsed once for every file of a run. */
export interface Fonts {
  regular: PDFKit.Mixins.PDFFontSource;
  bold: PDFKit.Mixins.PDFFontSource;
}

/**
 * DejaVu Sans covers Vietnamese. The path is resolved through the package, not from this file,
 * because the server runs bundled from dist/. Each font is parsed once, with the fontkit pdfkit
 * itself uses, and the parsed font is shared by every file: parsing it per file (what pdfkit
 * does with a path or a buffer) costs ~65 ms a file instead of ~15 ms (2-core machine), so the
 * 40 demo files took 2.5 s on the first start instead of under 1 s.
 */
export function loadFonts(): Fonts {
  const resolve = createRequire(import.meta.url);
  const fontDir = path.join(path.dirname(resolve.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const fontkit = createRequire(resolve.resolve('pdfkit'))('fontkit') as { create(data: Buffer): unknown };
  // pdfkit accepts a parsed fontkit font wherever it takes a font (it checks for `layout`);
  // its type declarations only name paths and buffers.
  const parse = (file: string) => fontkit.create(readFileSync(path.join(fontDir, file))) as PDFKit.Mixins.PDFFontSource;
  return { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
}

/** The bytes of a pdfkit document once it ends: listen before writing, then call `doc.end()`. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
