/**
 * The page of the PDF: A4 with its margins, the embedded DejaVu fonts of `schriften.ts`, the
 * colours and the font size of the text, a new tagged document (structure tree, language
 * de-DE, title shown in the viewer) and the page footers, which are artifacts.
 */
import PDFDocument from 'pdfkit';
import type { PdfSchriften } from './schriften.ts';

export const NORMAL = 'DejaVuSans';
export const FETT = 'DejaVuSans-Bold';
export const RAND = { top: 56, bottom: 64, left: 56, right: 56 };
export const TEXTFARBE = '#1f1f1f';
export const LINIENFARBE = '#8c8c8c';
export const SCHRIFTGRAD = 10;

export type Struktur = PDFKit.PDFStructureElement;

/** Creates an empty tagged A4 document with the embedded fonts registered. */
export function neuesDokument(
  schriften: PdfSchriften,
  titel: string,
  erstellt: Date,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: RAND,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    bufferPages: true,
    // Start with DejaVu so pdfkit never references a standard-14 font (Helvetica).
    font: schriften.normal as unknown as string,
    info: { Title: titel, Creator: 'Mietspiegelrechner', CreationDate: erstellt },
  });
  // The family name doubles as pdfkit's cache key: switching back to a font (as its table code
  // does for every cell) then finds the font already open instead of opening it again.
  doc.registerFont(NORMAL, schriften.normal as unknown as Buffer, NORMAL);
  doc.registerFont(FETT, schriften.fett as unknown as Buffer, FETT);
  doc.font(NORMAL).fontSize(SCHRIFTGRAD).fillColor(TEXTFARBE);
  return doc;
}

/** Collects the document's bytes; call before `doc.end()`. */
export function sammleBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const teile: Buffer[] = [];
    doc.on('data', (teil: Buffer) => teile.push(teil));
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.on('error', reject);
  });
}

/** "Erstellt am … · Seite x von n" at the foot of every page, marked as pagination artifact. */
export function zeichneFusszeilen(doc: PDFKit.PDFDocument, text: string, breite: number): void {
  const seiten = doc.bufferedPageRange();
  for (let i = 0; i < seiten.count; i++) {
    doc.switchToPage(seiten.start + i);
    const unten = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing into the margin must not open a new page
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(NORMAL)
      .fontSize(8.5)
      .fillColor(TEXTFARBE)
      .text(`${text} · Seite ${i + 1} von ${seiten.count}`, RAND.left, doc.page.height - 40, {
        width: breite,
        align: 'center',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = unten;
  }
}
