/**
 * The PDF's fonts: DejaVu Sans regular and bold (dejavu-fonts-ttf), embedded as subsets so that
 * ä ö ü ß € „ “ – render everywhere. Read and parsed once at start, never per request.
 *
 * Why parsed here and not handed to pdfkit as bytes: pdfkit parses a font given as bytes again
 * in every document, which more than doubled the time of a PDF (bench/pdf.bench.ts); a parsed
 * fontkit font it takes as is (pdfkit ≥ 0.20). We parse with the fontkit that pdfkit itself
 * depends on, so the object is exactly what pdfkit would have built.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** A font as parsed by fontkit; opaque here, consumed by pdfkit. */
export interface GeparsteSchrift {
  postscriptName: string;
  layout(text: string): unknown;
  getGlyph(id: number): unknown;
}

export interface PdfSchriften {
  normal: GeparsteSchrift;
  fett: GeparsteSchrift;
}

const require = createRequire(import.meta.url);
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create(daten: Uint8Array): GeparsteSchrift;
};

async function ladeSchriftDateien(): Promise<{ normal: Buffer; fett: Buffer }> {
  const [normal, fett] = await Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return { normal, fett };
}

export async function ladePdfSchriften(): Promise<PdfSchriften> {
  const dateien = await ladeSchriftDateien();
  return { normal: fontkit.create(dateien.normal), fett: fontkit.create(dateien.fett) };
}
