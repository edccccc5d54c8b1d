/**
 * "Link zu dieser Berechnung" in the PDF (issue 30 §2, ADR 0025): the link as text (clickable)
 * and as a QR code for reading it with a phone from the printed page. The QR code comes from
 * the library `qr` (no dependencies, 38 KB) as a matrix of modules, drawn here as squares: a
 * vector, so it stays sharp at any print size. Tagged as a Figure with its alternative text.
 */
import encodeQR from 'qr';
import type { Baustein } from './dokument.ts';
import { NORMAL, RAND, SCHRIFTGRAD, TEXTFARBE, type Struktur } from './seite.ts';

type LinkBaustein = Extract<Baustein, { art: 'link' }>;

/** Side of the code in points (about 3,5 cm), and the quiet zone of 4 modules QR needs. */
const SEITE = 100;
const RUHEZONE = 4;
const ABSTAND = 14;
const LINK_GRAD = 8;

/** The QR code's modules (true = dark); error correction "medium" survives a crease. */
export function qrModule(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: 'medium' });
}

function textBreite(breite: number): number {
  return breite - SEITE - ABSTAND;
}

export function linkHoehe(doc: PDFKit.PDFDocument, b: LinkBaustein, breite: number): number {
  const text = doc
    .font(NORMAL)
    .fontSize(LINK_GRAD)
    .heightOfString(b.url, { width: textBreite(breite) });
  return Math.max(SEITE, text);
}

export function zeichneLink(
  doc: PDFKit.PDFDocument,
  wurzel: Struktur,
  b: LinkBaustein,
  breite: number,
): void {
  const hoehe = linkHoehe(doc, b, breite);
  if (doc.y + hoehe > doc.page.height - RAND.bottom) doc.addPage();
  const oben = doc.y;
  const module = qrModule(b.url);
  const modul = SEITE / (module.length + 2 * RUHEZONE);
  wurzel.add(
    doc.struct('Figure', { alt: b.alt }, () => {
      doc.save().fillColor('#000000');
      module.forEach((zeile, y) =>
        zeile.forEach((dunkel, x) => {
          if (dunkel)
            doc.rect(
              RAND.left + (x + RUHEZONE) * modul,
              oben + (y + RUHEZONE) * modul,
              modul,
              modul,
            );
        }),
      );
      doc.fill().restore();
    }),
  );
  wurzel.add(
    doc.struct('P', {}, () => {
      doc
        .font(NORMAL)
        .fontSize(LINK_GRAD)
        .fillColor(TEXTFARBE)
        .text(b.url, RAND.left + SEITE + ABSTAND, oben + RUHEZONE * modul, {
          width: textBreite(breite),
          link: b.url,
        });
    }),
  );
  doc.font(NORMAL).fontSize(SCHRIFTGRAD);
  doc.x = RAND.left;
  doc.y = oben + hoehe;
}
