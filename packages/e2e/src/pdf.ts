import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF file (pdfjs-dist legacy build, runs in Node). */
export async function pdfText(pfad: string): Promise<string> {
  const daten = new Uint8Array(await readFile(pfad));
  const dokument = await getDocument({ data: daten, useSystemFonts: false, isEvalSupported: false })
    .promise;
  const seiten: string[] = [];
  for (let nr = 1; nr <= dokument.numPages; nr++) {
    const seite = await dokument.getPage(nr);
    const inhalt = await seite.getTextContent();
    seiten.push(
      inhalt.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  await dokument.destroy();
  return seiten.join('\n');
}
