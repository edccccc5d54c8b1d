/** The comparison picture of issue 13 (and the Mietpreisbremse limit of issue 21 §1) in the PDF. */
import { legeLabels, type Kasten, type SkalaLabel } from '@mietspiegel/domain';
import type { Baustein } from './dokument.ts';
import { FETT, LINIENFARBE, NORMAL, RAND, SCHRIFTGRAD, TEXTFARBE, type Struktur } from './seite.ts';

const MIETE_FARBE = '#003f8a';
const GRENZE_FARBE = '#a40000';
const GRAD = 9;
/** above the bar: her rent's label, then the triangle */
const BALKEN_OBEN = 30;
const BALKEN_HOEHE = 22;
const ZEILE = 13;
const TEXT_HOEHE = 11;

/** A text of the picture with its box, relative to the picture's top (y down). */
export interface PdfSkalaText {
  art: string;
  text: string;
  fett: boolean;
  kasten: Kasten;
}

/**
 * Where everything goes (issue 26 §17), measured with the PDF's fonts: her rent's label above
 * the bar, every other label in the first row below it where it overlaps no other label and no
 * line (the domain's `legeLabels`); the limit's red line runs down to its own label, placed
 * first. y relative to the picture's top. Exported for its test.
 */
export function pdfSkalaGeometrie(
  doc: PDFKit.PDFDocument,
  b: Extract<Baustein, { art: 'skala' }>,
  breite: number,
): {
  hoehe: number;
  x: (anteil: number) => number;
  texte: PdfSkalaText[];
  linien: { art: string; x: number; von: number; bis: number }[];
} {
  const links = RAND.left + 10;
  const rechts = RAND.left + breite - 10;
  const x = (anteil: number): number => links + anteil * (rechts - links);
  const marke = (art: string) => b.skala.marken.find((m) => m.art === art);
  const breiteVon = (text: string, fett: boolean): number =>
    doc
      .font(fett ? FETT : NORMAL)
      .fontSize(GRAD)
      .widthOfString(text);
  const balkenUnten = BALKEN_OBEN + BALKEN_HOEHE;
  const linien: { art: string; x: number; von: number; bis: number }[] = [];
  const texte: PdfSkalaText[] = [];
  const miete = marke('miete');
  if (miete) {
    linien.push({ art: 'miete', x: x(miete.anteil), von: BALKEN_OBEN - 3, bis: balkenUnten + 6 });
    const text = `Ihre Miete ${miete.wert}`;
    const w = breiteVon(text, true);
    const l = Math.max(RAND.left, Math.min(x(miete.anteil) - w / 2, RAND.left + breite - w));
    texte.push({
      art: 'miete',
      text,
      fett: true,
      kasten: { links: l, rechts: l + w, oben: 2, unten: 2 + TEXT_HOEHE },
    });
  }
  const mittel = marke('mittel');
  const mitAbw = marke('mitAbweichungen');
  const mitAbwZeigen = mittel && mitAbw && Math.abs(mitAbw.anteil - mittel.anteil) > 1e-9;
  if (mittel)
    linien.push({ art: 'mittel', x: x(mittel.anteil), von: BALKEN_OBEN - 5, bis: balkenUnten + 5 });
  // the Mietpreisbremse's picture marks the flat's comparative rent in the average's place, the
  // one its check uses, and no average beside it (issue 26 §1, ADR 0022)
  const vergleichsmiete = marke('vergleichsmiete');
  if (vergleichsmiete)
    linien.push({
      art: 'vergleichsmiete',
      x: x(vergleichsmiete.anteil),
      von: BALKEN_OBEN - 5,
      bis: balkenUnten + 5,
    });
  if (mitAbw && mitAbwZeigen)
    linien.push({
      art: 'mitAbweichungen',
      x: x(mitAbw.anteil),
      von: BALKEN_OBEN - 5,
      bis: balkenUnten + 5,
    });
  const label = (art: string, text: string, fett = false): SkalaLabel[] => {
    const m = marke(art);
    return m ? [{ art: m.art, text, fett, x: x(m.anteil) }] : [];
  };
  const grenze = marke('grenze');
  const unten = marke('unten');
  const oben = marke('oben');
  const gelegt = legeLabels(
    [
      ...(grenze ? label('grenze', `${grenze.label}: ${grenze.wert}`, true) : []),
      ...(unten ? label('unten', `Untergrenze ${unten.wert}`) : []),
      ...(oben ? label('oben', `Obergrenze ${oben.wert}`) : []),
      ...(mittel ? label('mittel', `Ø ${mittel.wert}`) : []),
      ...(vergleichsmiete
        ? label('vergleichsmiete', `${vergleichsmiete.label}: ${vergleichsmiete.wert}`)
        : []),
      ...(mitAbw && mitAbwZeigen
        ? label('mitAbweichungen', `gestrichelt: mit begründeten Abweichungen ${mitAbw.wert}`)
        : []),
    ],
    {
      links: RAND.left,
      rechts: RAND.left + breite,
      ersteZeileOben: balkenUnten + 8,
      zeilenHoehe: ZEILE,
      textHoehe: TEXT_HOEHE,
      luecke: 4,
      breiteVon,
      linien: linien.map((l) => ({ x: l.x, bis: l.bis })),
    },
  );
  for (const g of gelegt) texte.push({ art: g.art, text: g.text, fett: g.fett, kasten: g.kasten });
  const grenzText = texte.find((t) => t.art === 'grenze');
  if (grenze && grenzText)
    linien.push({
      art: 'grenze',
      x: x(grenze.anteil),
      von: BALKEN_OBEN - 8,
      bis: grenzText.kasten.oben - 2,
    });
  const hoehe = Math.max(...texte.map((t) => t.kasten.unten), balkenUnten + 8) + 8;
  return { hoehe, x, texte, linien };
}

/** The picture's height, its labels' rows included. */
export function skalaHoehe(
  doc: PDFKit.PDFDocument,
  b: Extract<Baustein, { art: 'skala' }>,
  breite: number,
): number {
  return pdfSkalaGeometrie(doc, b, breite).hoehe;
}

/**
 * The comparison picture of issue 13 as vector drawing, the same geometry as the page's SVG
 * (`skalaFuer`): hatched range with a black frame, the average as a thick solid line, the average
 * with justified deviations dashed, her rent as a triangle with a line. Tagged as a Figure whose
 * alternative text says everything it shows; the marks differ by shape, not by colour alone.
 */
export function zeichneSkala(
  doc: PDFKit.PDFDocument,
  wurzel: Struktur,
  b: Extract<Baustein, { art: 'skala' }>,
  breite: number,
): void {
  const g = pdfSkalaGeometrie(doc, b, breite);
  if (doc.y + g.hoehe > doc.page.height - RAND.bottom) doc.addPage();
  const oben = doc.y;
  const links = RAND.left + 10;
  const rechts = RAND.left + breite - 10;
  const x = g.x;
  const linie = (art: string) => g.linien.find((l) => l.art === art);
  wurzel.add(
    doc.struct('Figure', { alt: b.alt }, () => {
      const balkenOben = oben + BALKEN_OBEN;
      const balkenHoehe = BALKEN_HOEHE;
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
      // the average, or the flat's comparative rent in the Mietpreisbremse's picture
      const mittel = linie('mittel') ?? linie('vergleichsmiete');
      if (mittel) {
        doc.lineWidth(3).strokeColor('#000000');
        doc
          .moveTo(mittel.x, oben + mittel.von)
          .lineTo(mittel.x, oben + mittel.bis)
          .stroke();
      }
      const mitAbw = linie('mitAbweichungen');
      if (mitAbw) {
        doc.lineWidth(1.5).strokeColor('#000000').dash(3, { space: 2 });
        doc
          .moveTo(mitAbw.x, oben + mitAbw.von)
          .lineTo(mitAbw.x, oben + mitAbw.bis)
          .stroke();
        doc.undash();
      }
      const miete = linie('miete');
      if (miete) {
        const mx = miete.x;
        doc.lineWidth(0.8).strokeColor('#000000').fillColor(MIETE_FARBE);
        doc
          .polygon([mx - 6, balkenOben - 14], [mx + 6, balkenOben - 14], [mx, balkenOben - 3])
          .fillAndStroke();
        doc.lineWidth(1.6).strokeColor(MIETE_FARBE); // thinner than the average's: both stay visible
        doc
          .moveTo(mx, oben + miete.von)
          .lineTo(mx, oben + miete.bis)
          .stroke();
      }
      const grenze = linie('grenze');
      if (grenze) {
        // issue 21 §1: the Mietpreisbremse limit, a dotted line down to its own label
        doc.lineWidth(2).strokeColor(GRENZE_FARBE).dash(2, { space: 2 });
        doc
          .moveTo(grenze.x, oben + grenze.von)
          .lineTo(grenze.x, oben + grenze.bis)
          .stroke();
        doc.undash();
      }
      for (const t of g.texte) {
        doc
          .font(t.fett ? FETT : NORMAL)
          .fontSize(GRAD)
          .fillColor('#000000')
          .text(t.text, t.kasten.links, oben + t.kasten.oben, {
            width: t.kasten.rechts - t.kasten.links + 1,
            align: 'left',
            lineBreak: false,
          });
      }
      doc.fillColor(TEXTFARBE).strokeColor(LINIENFARBE);
    }),
  );
  doc.font(NORMAL).fontSize(SCHRIFTGRAD).fillColor(TEXTFARBE);
  doc.x = RAND.left;
  doc.y = oben + g.hoehe;
}
