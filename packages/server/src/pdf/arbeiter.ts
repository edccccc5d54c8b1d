/**
 * The PDF renderer inside a worker thread of the pool (`pool.ts`, issue 18 §1): pdfkit renders
 * synchronously for milliseconds, which in the server's own thread blocked every other request
 * and let the PDF limit free its place before the next request was even read.
 *
 * Input is the already validated, parsed `PdfParameter` (structured clone), output the PDF's
 * bytes, moved to the server's thread without a copy. Node runs this file as it runs the server:
 * TypeScript with its types stripped (docs/adr/0006).
 */
import { Piscina } from 'piscina';
import type { PdfParameter, Schreiben } from '@mietspiegel/domain';
import { renderBrief } from './brief.ts';
import { erzeugeBerechnungsPdf } from './erzeuge.ts';
import { ladePdfSchriften, type PdfSchriften } from './schriften.ts';

/** The calculation PDF, or a letter (issue 30 §1) already made by the domain. */
export type PdfAuftrag =
  { parameter: PdfParameter; erstellt: Date } | { schreiben: Schreiben; erstellt: Date };

/** Read and parsed once per thread, on its first PDF (schriften.ts). */
let schriften: Promise<PdfSchriften> | undefined;

export default async function renderePdfImArbeiter(auftrag: PdfAuftrag) {
  schriften ??= ladePdfSchriften();
  const pdf =
    'schreiben' in auftrag
      ? await renderBrief(auftrag.schreiben, await schriften, auftrag.erstellt)
      : await erzeugeBerechnungsPdf(auftrag.parameter, await schriften, auftrag.erstellt);
  // Only a buffer of its own may be moved: a small Buffer can share Node's pool with others.
  const eigene =
    pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return Piscina.move(eigene);
}
