/**
 * The PDF's fonts: DejaVu Sans regular and bold (dejavu-fonts-ttf), embedded as subsets so that
 * ä ö ü ß € „ “ – render everywhere. Read from disk once at start, never per request.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface PdfSchriften {
  normal: Buffer;
  fett: Buffer;
}

const require = createRequire(import.meta.url);

export async function ladePdfSchriften(): Promise<PdfSchriften> {
  const [normal, fett] = await Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return { normal, fett };
}
