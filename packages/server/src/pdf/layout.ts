/**
 * Draws a `PdfDokument` with pdfkit on A4: a tagged PDF (structure tree, language de-DE,
 * title shown in the viewer) with headings, paragraphs and tables as structure elements;
 * page footers are artifacts. Fonts are the embedded DejaVu subsets of `schriften.ts`.
 */
import PDFDocument from 'pdfkit';
import type { Baustein, PdfDokument } from './dokument.ts';
import type { PdfSchriften } from './schriften.ts';

const NORMAL = 'DejaVuSans';
const FETT = 'DejaVuSans-Bold';
const RAND = { top: 56, bottom: 64, left: 56, right: 56 };
const TEXTFARBE = '#1f1f1f';
const LINIENFARBE = '#8c8c8c';
const SCHRIFTGRAD = 10;

type Struktur = PDFKit.PDFStructureElement;

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
      return skalaHoehe(b) + abstand(doc, NORMAL, SCHRIFTGRAD, 0.6);
  }
}

const SKALA_HOEHE = 110;
const MIETE_FARBE = '#003f8a';
const GRENZE_FARBE = '#a40000';

/** The picture's height: one more label row for the Mietpreisbremse limit (issue 21 §1). */
function skalaHoehe(b: Extract<Baustein, { art: 'skala' }>): number {
  return b.skala.marken.some((m) => m.art === 'grenze') ? SKALA_HOEHE + 26 : SKALA_HOEHE;
}

/**
 * The comparison picture of issue 13 as vector drawing, the same geometry as the page's SVG
 * (`skalaFuer`): hatched range with a black frame, the average as a thick solid line, the average
 * with justified deviations dashed, her rent as a triangle with a line. Tagged as a Figure whose
 * alternative text says everything it shows; the marks differ by shape, not by colour alone.
 */
function zeichneSkala(
  doc: PDFKit.PDFDocument,
  wurzel: Struktur,
  b: Extract<Baustein, { art: 'skala' }>,
  breite: number,
): void {
  const hoehe = skalaHoehe(b);
  if (doc.y + hoehe > doc.page.height - RAND.bottom) doc.addPage();
  const oben = doc.y;
  const links = RAND.left + 10;
  const rechts = RAND.left + breite - 10;
  const x = (anteil: number): number => links + anteil * (rechts - links);
  const marke = (art: string) => b.skala.marken.find((m) => m.art === art);
  const mittel = marke('mittel');
  const mitAbw = marke('mitAbweichungen');
  const miete = marke('miete');
  const unten = marke('unten');
  const obenMarke = marke('oben');
  const grenze = marke('grenze');
  const ausrichtung = (anteil: number): 'left' | 'center' | 'right' =>
    anteil < 0.2 ? 'left' : anteil > 0.8 ? 'right' : 'center';
  const beschrifte = (text: string, anteil: number, y: number, fett = false) => {
    const w = 170;
    const a = ausrichtung(anteil);
    const lx = a === 'left' ? x(anteil) - 4 : a === 'right' ? x(anteil) - w + 4 : x(anteil) - w / 2;
    doc
      .font(fett ? FETT : NORMAL)
      .fontSize(9)
      .fillColor('#000000')
      .text(text, lx, y, { width: w, align: a, lineBreak: false });
  };
  wurzel.add(
    doc.struct('Figure', { alt: b.alt }, () => {
      const balkenOben = oben + 30;
      const balkenHoehe = 22;
      const sx = x(b.skala.spanne.von);
      const sw = x(b.skala.spanne.bis) - sx;
      // axis
      doc.lineWidth(0.8).strokeColor('#000000');
      doc
        .moveTo(links, balkenOben + balkenHoehe / 2)
        .lineTo(rechts, balkenOben + balkenHoehe / 2)
        .stroke();
      // range: white, hatched, black frame
      doc.save();
      doc.rect(sx, balkenOben, sw, balkenHoehe).clip();
      doc.lineWidth(0.6).strokeColor('#555555');
      for (let hx = sx - balkenHoehe; hx < sx + sw; hx += 5) {
        doc
          .moveTo(hx, balkenOben + balkenHoehe)
          .lineTo(hx + balkenHoehe, balkenOben)
          .stroke();
      }
      doc.restore();
      doc.lineWidth(1.5).strokeColor('#000000').rect(sx, balkenOben, sw, balkenHoehe).stroke();
      if (mittel) {
        doc.lineWidth(3).strokeColor('#000000');
        doc
          .moveTo(x(mittel.anteil), balkenOben - 5)
          .lineTo(x(mittel.anteil), balkenOben + balkenHoehe + 5)
          .stroke();
      }
      if (mitAbw && mittel && Math.abs(mitAbw.anteil - mittel.anteil) > 1e-9) {
        doc.lineWidth(1.5).strokeColor('#000000').dash(3, { space: 2 });
        doc
          .moveTo(x(mitAbw.anteil), balkenOben - 5)
          .lineTo(x(mitAbw.anteil), balkenOben + balkenHoehe + 5)
          .stroke();
        doc.undash();
      }
      if (miete) {
        const mx = x(miete.anteil);
        doc.lineWidth(0.8).strokeColor('#000000').fillColor(MIETE_FARBE);
        doc
          .polygon([mx - 6, balkenOben - 14], [mx + 6, balkenOben - 14], [mx, balkenOben - 3])
          .fillAndStroke();
        doc.lineWidth(1.6).strokeColor(MIETE_FARBE); // thinner than the average's: both stay visible
        doc
          .moveTo(mx, balkenOben - 3)
          .lineTo(mx, balkenOben + balkenHoehe + 6)
          .stroke();
        beschrifte(`Ihre Miete ${miete.wert}`, miete.anteil, oben + 2, true);
      }
      // The limits share a row only when far enough apart (a rent far outside the range makes
      // the range short on the axis); otherwise each gets its own row.
      const zeile = balkenOben + balkenHoehe + 8;
      const eineZeile =
        unten !== undefined &&
        obenMarke !== undefined &&
        x(obenMarke.anteil) - x(unten.anteil) >= 180;
      const zeileOben = eineZeile ? zeile : zeile + 13;
      const zeileMittel = zeileOben + 13;
      if (unten) beschrifte(`Untergrenze ${unten.wert}`, unten.anteil, zeile);
      if (obenMarke) beschrifte(`Obergrenze ${obenMarke.wert}`, obenMarke.anteil, zeileOben);
      if (mittel) beschrifte(`Ø ${mittel.wert}`, mittel.anteil, zeileMittel);
      if (mitAbw && mittel && Math.abs(mitAbw.anteil - mittel.anteil) > 1e-9)
        beschrifte(
          `gestrichelt: mit begründeten Abweichungen ${mitAbw.wert}`,
          0.5,
          zeileMittel + 13,
        );
      if (grenze) {
        // issue 21 §1: the Mietpreisbremse limit, a dotted line with its own label row below
        const zeileGrenze = zeileMittel + 26;
        doc.lineWidth(2).strokeColor(GRENZE_FARBE).dash(2, { space: 2 });
        doc
          .moveTo(x(grenze.anteil), balkenOben - 8)
          .lineTo(x(grenze.anteil), zeileGrenze - 2)
          .stroke();
        doc.undash();
        beschrifte(`${grenze.label}: ${grenze.wert}`, grenze.anteil, zeileGrenze, true);
      }
      doc.fillColor(TEXTFARBE).strokeColor(LINIENFARBE);
    }),
  );
  doc.font(NORMAL).fontSize(SCHRIFTGRAD).fillColor(TEXTFARBE);
  doc.x = RAND.left;
  doc.y = oben + hoehe;
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
  }
}

const ZELLE_X = 5;
const ZELLE_Y = 3;

/** Height of a cell's text; most cells hold one line, which needs no trial wrap. */
function zellenHoehe(doc: PDFKit.PDFDocument, text: string, breite: number): number {
  if (!text.includes('\n') && doc.widthOfString(text) <= breite) {
    return doc.currentLineHeight(true);
  }
  return doc.heightOfString(text, { width: breite });
}

type Tabelle = Extract<Baustein, { art: 'tabelle' }>;

function spaltenBreiten(b: Tabelle, breite: number): number[] {
  const summe = b.breiten.reduce((a, c) => a + c, 0);
  return b.breiten.map((w) => (breite * w) / summe);
}

/** Header row and row-header column bold, the rest regular. */
function zellenSchrift(b: Tabelle, zeilenNr: number, spalte: number): string {
  return zeilenNr === 0 || (spalte === 0 && b.zeilenkopf === true) ? FETT : NORMAL;
}

/** Height of every row, header first: its tallest cell plus the cell padding. */
function zeilenHoehen(doc: PDFKit.PDFDocument, b: Tabelle, breite: number): number[] {
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
function zeichneTabelle(
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

/** "Erstellt am … · Seite x von n" at the foot of every page, marked as pagination artifact. */
function zeichneFusszeilen(doc: PDFKit.PDFDocument, text: string, breite: number): void {
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
