/**
 * The calculation PDF: validated parameters in, PDF bytes out. The server computes the result
 * itself and never trusts one sent by the client (berechnungsregeln.md §4).
 */
import { ausgabe, berechneInCent, type PdfParameter, type Schreiben } from '@mietspiegel/domain';
import { pdfInhalt } from './inhalt.ts';
import { renderePdf } from './layout.ts';
import type { PdfSchriften } from './schriften.ts';

/** What the PDF route calls: the worker pool (pool.ts) or, in tests, a direct rendering. */
export type PdfErzeugung = (parameter: PdfParameter, erstellt: Date) => Promise<Buffer>;

/** The same for a letter (issue 30 §1): the pool, or in tests a direct rendering. */
export type SchreibenErzeugung = (schreiben: Schreiben, erstellt: Date) => Promise<Buffer>;

export async function erzeugeBerechnungsPdf(
  parameter: PdfParameter,
  schriften: PdfSchriften,
  erstellt: Date,
): Promise<Buffer> {
  // issue 20 §3: the edition the route chose travels with the parameters (a structured clone
  // in the worker thread); without one, the built-in edition
  const a = parameter.ausgabe ?? ausgabe;
  // the cents of the calculation go to the content as they are (issue 19 §2)
  return renderePdf(
    pdfInhalt(parameter, berechneInCent(parameter.berechnung, a), erstellt, a),
    schriften,
  );
}
