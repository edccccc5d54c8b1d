/**
 * The PDF worker pool (piscina, issue 18 §1): PDF_CONCURRENCY threads render, so the server's
 * event loop stays free for /health, calculations and the 503s of a full queue. The queue in
 * front of it is the route's `Begrenzung` (PDF_CONCURRENCY running + PDF_QUEUE waiting), which
 * also drops a request whose client has gone; at most PDF_CONCURRENCY tasks ever reach the pool.
 *
 * No thread is started before the first PDF, and an idle thread ends after a minute: an app that
 * renders no PDF (most tests, a quiet night) holds no thread and no second copy of pdfkit.
 */
import { Piscina } from 'piscina';
import type { PdfAuftrag } from './arbeiter.ts';
import type { PdfErzeugung, SchreibenErzeugung } from './erzeuge.ts';

const LEERLAUF_MS = 60_000;

export interface PdfPool {
  erzeugePdf: PdfErzeugung;
  /** a letter (issue 30 §1), rendered by the same threads as the calculation PDF */
  erzeugeSchreibenPdf: SchreibenErzeugung;
  /** Ends the threads (app close); a task still running is rejected. */
  schliesse(): Promise<void>;
}

export function pdfPool(threads: number): PdfPool {
  const pool = new Piscina<PdfAuftrag, Uint8Array>({
    filename: new URL('./arbeiter.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: LEERLAUF_MS,
  });
  const alsBuffer = (bytes: Uint8Array): Buffer =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    erzeugePdf: async (parameter, erstellt) => alsBuffer(await pool.run({ parameter, erstellt })),
    erzeugeSchreibenPdf: async (schreiben, erstellt) =>
      alsBuffer(await pool.run({ schreiben, erstellt })),
    schliesse: () => pool.destroy(),
  };
}
