/**
 * Draws a `PdfDokument` with pdfkit on A4 (the page: seite.ts): headings, paragraphs, notes,
 * tables (tabelle.ts) and the comparison picture (skala.ts) as structure elements of a tagged
 * PDF, with the blocks of the result kept together on one page.
 */
import type { Baustein, PdfDokument } from './dokument.ts';
import type { PdfSchriften } from './schriften.ts';
import {
  FETT,
  NORMAL,
  RAND,
  SCHRIFTGRAD,
  neuesDokument,
  sammleBytes,
  zeichneFusszeilen,
  type Struktur,
} from './seite.ts';
import { skalaHoehe, zeichneSkala } from './skala.ts';
import { linkHoehe, zeichneLink } from './link-qr.ts';
import { zeichneTabelle, zeilenHoehen } from './tabelle.ts';

export async function renderePdf(dokument: PdfDokument, schriften: PdfSchriften): Promise<Buffer> {
  const doc = neuesDokument(schriften, dokument.titel, dokument.erstellt);
  const bytes = sammleBytes(doc);
  const breite = doc.page.width - RAND.left - RAND.right;

  const wurzel = doc.struct('Document');
  doc.addStructure(wurzel);

  wurzel.add(
    doc.struct('H1', {}, () => {
      doc.font(FETT).fontSize(16).text(dokument.titel, RAND.left, doc.y, { width: breite });
    }),
  );
  doc.moveDown(0.6);

  const bausteine = dokument.bausteine;
  bausteine.forEach((baustein, i) => {
    if (baustein.art === 'ueberschrift' && baustein.ebene === 3) {
      halteBlockZusammen(doc, bausteine.slice(i, naechsteUeberschrift(bausteine, i + 1)), breite);
    }
    zeichne(doc, wurzel, baustein, breite);
  });

  zeichneFusszeilen(doc, dokument.fusszeile, breite);
  wurzel.end();
  doc.end();
  return bytes;
}

/** Index of the next heading from `ab` on, or the end. */
function naechsteUeberschrift(bausteine: readonly Baustein[], ab: number): number {
  const i = bausteine.findIndex((b, j) => j >= ab && b.art === 'ueberschrift');
  return i === -1 ? bausteine.length : i;
}

/**
 * A level-3 heading starts a block (one of the four result blocks of berechnungsregeln.md §3)
 * that stays on one page with everything up to the next heading: block 3 with its capping
 * message (spezifikation.md §8) must not be torn apart by a page break. When the block does not
 * fit below, it starts a new page – unless it is longer than a page anyway.
 */
function halteBlockZusammen(
  doc: PDFKit.PDFDocument,
  block: readonly Baustein[],
  breite: number,
): void {
  const hoehe = block.reduce((summe, b) => summe + bausteinHoehe(doc, b, breite), 0);
  const unten = doc.page.height - RAND.bottom;
  if (doc.y + hoehe > unten && RAND.top + hoehe <= unten) doc.addPage();
  doc.font(NORMAL).fontSize(SCHRIFTGRAD); // measuring changed the font; spacing reads it
}

/** Vertical space `zeilen` lines of spacing take in this font (pdfkit's moveDown). */
function abstand(doc: PDFKit.PDFDocument, schrift: string, grad: number, zeilen: number): number {
  return doc.font(schrift).fontSize(grad).currentLineHeight(true) * zeilen;
}

/** The height `zeichne` takes for a building block, its spacing included. */
function bausteinHoehe(doc: PDFKit.PDFDocument, b: Baustein, breite: number): number {
  switch (b.art) {
    case 'ueberschrift': {
      const grad = UEBERSCHRIFT_GRAD[b.ebene];
      return (
        abstand(doc, NORMAL, SCHRIFTGRAD, UEBERSCHRIFT_DAVOR[b.ebene]) +
        doc.font(FETT).fontSize(grad).heightOfString(b.text, { width: breite }) +
        abstand(doc, FETT, grad, 0.3)
      );
    }
    case 'absatz':
      return (
        doc
          .font(b.betont ? FETT : NORMAL)
          .fontSize(SCHRIFTGRAD)
          .heightOfString(b.text, { width: breite, lineGap: 1.5 }) +
        abstand(doc, b.betont ? FETT : NORMAL, SCHRIFTGRAD, 0.4)
      );
    case 'hinweis':
      return (
        doc
          .font(FETT)
          .fontSize(SCHRIFTGRAD)
          .heightOfString(b.text, { width: breite - 2 * HINWEIS_INNEN, lineGap: 1.5 }) +
        2 * HINWEIS_INNEN +
        abstand(doc, FETT, SCHRIFTGRAD, 0.6)
      );
    case 'tabelle':
      return (
        zeilenHoehen(doc, b, breite).reduce((a, c) => a + c, 0) +
        abstand(doc, NORMAL, SCHRIFTGRAD, 0.6)
      );
    case 'skala':
      return skalaHoehe(doc, b, breite) + abstand(doc, NORMAL, SCHRIFTGRAD, 0.6);
    case 'link':
      return linkHoehe(doc, b, breite) + abstand(doc, NORMAL, SCHRIFTGRAD, 0.6);
  }
}

const UEBERSCHRIFT_GRAD = { 2: 13, 3: 11 } as const;
const UEBERSCHRIFT_DAVOR = { 2: 0.8, 3: 0.4 } as const;
const HINWEIS_INNEN = 8;

function zeichne(doc: PDFKit.PDFDocument, wurzel: Struktur, b: Baustein, breite: number): void {
  const x = RAND.left;
  switch (b.art) {
    case 'ueberschrift': {
      // Keep a heading together with at least two lines of what follows.
      const benoetigt = doc.heightOfString(b.text, { width: breite }) + 4 * SCHRIFTGRAD;
      if (doc.y + benoetigt > doc.page.height - RAND.bottom) doc.addPage();
      doc.moveDown(UEBERSCHRIFT_DAVOR[b.ebene]);
      wurzel.add(
        doc.struct(`H${b.ebene}`, {}, () => {
          doc
            .font(FETT)
            .fontSize(UEBERSCHRIFT_GRAD[b.ebene])
            .text(b.text, x, doc.y, { width: breite });
        }),
      );
      doc.moveDown(0.3);
      return;
    }
    case 'absatz':
      wurzel.add(
        doc.struct('P', {}, () => {
          doc
            .font(b.betont ? FETT : NORMAL)
            .fontSize(SCHRIFTGRAD)
            .text(b.text, x, doc.y, { width: breite, lineGap: 1.5 });
        }),
      );
      doc.moveDown(0.4);
      return;
    case 'hinweis': {
      const innen = HINWEIS_INNEN;
      doc.font(FETT).fontSize(SCHRIFTGRAD);
      const hoehe = doc.heightOfString(b.text, { width: breite - 2 * innen, lineGap: 1.5 });
      if (doc.y + hoehe + 2 * innen > doc.page.height - RAND.bottom) doc.addPage();
      const oben = doc.y;
      wurzel.add(
        doc.struct('P', {}, () => {
          doc.text(b.text, x + innen, oben + innen, { width: breite - 2 * innen, lineGap: 1.5 });
        }),
      );
      // The frame is decoration: an artifact, not content.
      doc.markContent('Artifact', { type: 'Layout' });
      doc
        .lineWidth(1.2)
        .strokeColor('#b00020')
        .rect(x, oben, breite, hoehe + 2 * innen)
        .stroke();
      doc.endMarkedContent();
      doc.x = x;
      doc.y = oben + hoehe + 2 * innen;
      doc.moveDown(0.6);
      return;
    }
    case 'tabelle':
      zeichneTabelle(doc, wurzel, b, breite);
      doc.moveDown(0.6);
      return;
    case 'skala':
      zeichneSkala(doc, wurzel, b, breite);
      doc.moveDown(0.6);
      return;
    case 'link':
      zeichneLink(doc, wurzel, b, breite);
      doc.moveDown(0.6);
      return;
  }
}
