/**
 * The calculation PDF: validated parameters in, PDF bytes out. The server computes the result
 * itself and never trusts one sent by the client (berechnungsregeln.md §4).
 */
import { berechneOrtsueblicheMiete, type PdfParameter } from '@mietspiegel/domain';
import { pdfInhalt } from './inhalt.ts';
import { renderePdf } from './layout.ts';
import type { PdfSchriften } from './schriften.ts';

export async function erzeugeBerechnungsPdf(
  parameter: PdfParameter,
  schriften: PdfSchriften,
  erstellt: Date,
): Promise<Buffer> {
  const ergebnis = berechneOrtsueblicheMiete(parameter.berechnung);
  return renderePdf(pdfInhalt(parameter, ergebnis, erstellt), schriften);
}
