/** Test helper: the text of each page of a PDF, as pdfjs-dist reads it (legacy build for Node). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function seitenText(pdf: Buffer): Promise<string[]> {
  const dokument = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const seiten: string[] = [];
  for (let i = 1; i <= dokument.numPages; i++) {
    const seite = await dokument.getPage(i);
    const inhalt = await seite.getTextContent();
    seiten.push(
      inhalt.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  await dokument.destroy();
  return seiten;
}

/** The whole text with line breaks and runs of spaces folded to one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await seitenText(pdf)).join('\n').replace(/\s+/g, ' ');
}

/** The PDF's object dictionaries (uncompressed in pdfkit output) as text. */
export function rohText(pdf: Buffer): string {
  return pdf.toString('latin1');
}
