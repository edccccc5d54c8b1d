/** Tables in the PDF: tagged Table/TR/TH/TD, measured once, drawn row by row. */
import type { Baustein } from './dokument.ts';
import { FETT, LINIENFARBE, NORMAL, RAND, SCHRIFTGRAD, type Struktur } from './seite.ts';

const ZELLE_X = 5;
const ZELLE_Y = 3;

/** Height of a cell's text; most cells hold one line, which needs no trial wrap. */
function zellenHoehe(doc: PDFKit.PDFDocument, text: string, breite: number): number {
  if (!text.includes('\n') && doc.widthOfString(text) <= breite) {
    return doc.currentLineHeight(true);
  }
  return doc.heightOfString(text, { width: breite });
}

export type Tabelle = Extract<Baustein, { art: 'tabelle' }>;

function spaltenBreiten(b: Tabelle, breite: number): number[] {
  const summe = b.breiten.reduce((a, c) => a + c, 0);
  return b.breiten.map((w) => (breite * w) / summe);
}

/** Header row and row-header column bold, the rest regular. */
function zellenSchrift(b: Tabelle, zeilenNr: number, spalte: number): string {
  return zeilenNr === 0 || (spalte === 0 && b.zeilenkopf === true) ? FETT : NORMAL;
}

/** Height of every row, header first: its tallest cell plus the cell padding. */
export function zeilenHoehen(doc: PDFKit.PDFDocument, b: Tabelle, breite: number): number[] {
  const spalten = spaltenBreiten(b, breite);
  doc.fontSize(SCHRIFTGRAD);
  return [b.kopf, ...b.zeilen].map(
    (zeile, zeilenNr) =>
      Math.max(
        ...zeile.map((text, spalte) =>
          zellenHoehe(
            doc.font(zellenSchrift(b, zeilenNr, spalte)),
            text,
            (spalten[spalte] ?? 0) - 2 * ZELLE_X,
          ),
        ),
      ) +
      2 * ZELLE_Y,
  );
}

/**
 * A table as Table/TR/TH/TD structure elements (headers with their scope), drawn row by row;
 * a row that does not fit on the page starts a new one. Drawn here rather than with pdfkit's
 * `doc.table()`, which measured and laid out every cell three times and made the whole PDF
 * several times slower (bench/pdf.bench.ts).
 */
export function zeichneTabelle(
  doc: PDFKit.PDFDocument,
  wurzel: Struktur,
  b: Tabelle,
  breite: number,
): void {
  const spalten = spaltenBreiten(b, breite);
  const rechts = new Set(b.rechts ?? []);
  const tabelle = doc.struct('Table');
  wurzel.add(tabelle);

  const zeilen = [b.kopf, ...b.zeilen];
  const hoehen = zeilenHoehen(doc, b, breite);
  zeilen.forEach((zeile, zeilenNr) => {
    const istKopf = zeilenNr === 0;
    const schrift = (spalte: number) => zellenSchrift(b, zeilenNr, spalte);
    const hoehe = hoehen[zeilenNr] ?? 0;
    doc.fontSize(SCHRIFTGRAD);
    if (doc.y + hoehe > doc.page.height - RAND.bottom) doc.addPage();
    const oben = doc.y;

    const tr = doc.struct('TR');
    tabelle.add(tr);
    let x = RAND.left;
    zeile.forEach((text, spalte) => {
      const w = spalten[spalte] ?? 0;
      const kopfzelle = istKopf || (spalte === 0 && b.zeilenkopf === true);
      const optionen = kopfzelle ? { scope: istKopf ? 'Column' : 'Row' } : {};
      const zx = x;
      tr.add(
        doc.struct(
          kopfzelle ? 'TH' : 'TD',
          optionen as PDFKit.Mixins.StructureElementOptions,
          () => {
            doc.font(schrift(spalte)).text(text, zx + ZELLE_X, oben + ZELLE_Y, {
              width: w - 2 * ZELLE_X,
              align: rechts.has(spalte) ? 'right' : 'left',
            });
          },
        ),
      );
      x += w;
    });
    tr.end();

    // The rule under each row is decoration: an artifact.
    doc.markContent('Artifact', { type: 'Layout' });
    doc
      .lineWidth(istKopf ? 0.9 : 0.5)
      .strokeColor(LINIENFARBE)
      .moveTo(RAND.left, oben + hoehe)
      .lineTo(RAND.left + breite, oben + hoehe)
      .stroke();
    doc.endMarkedContent();
    doc.x = RAND.left;
    doc.y = oben + hoehe;
  });
  tabelle.end();
}
