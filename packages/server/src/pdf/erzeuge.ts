/**
 * The calculation PDF: validated parameters in, PDF bytes out. The server computes the result
 * itself and never trusts one sent by the client (berechnungsregeln.md §4).
 */
import { ausgabe, berechneOrtsueblicheMiete, type PdfParameter } from '@mietspiegel/domain';
import { pdfInhalt } from './inhalt.ts';
import { renderePdf } from './layout.ts';
import type { PdfSchriften } from './schriften.ts';

/** What the PDF route calls: the worker pool (pool.ts) or, in tests, a direct rendering. */
export type PdfErzeugung = (parameter: PdfParameter, erstellt: Date) => Promise<Buffer>;

export async function erzeugeBerechnungsPdf(
  parameter: PdfParameter,
  schriften: PdfSchriften,
  erstellt: Date,
): Promise<Buffer> {
  // issue 20 §3: the edition the route chose travels with the parameters (a structured clone
  // in the worker thread); without one, the built-in edition
  const a = parameter.ausgabe ?? ausgabe;
  const ergebnis = berechneOrtsueblicheMiete(parameter.berechnung, a);
  return renderePdf(pdfInhalt(parameter, ergebnis, erstellt, a), schriften);
}
