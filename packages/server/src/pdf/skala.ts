/** The comparison picture of issue 13 (and the Mietpreisbremse limit of issue 21 §1) in the PDF. */
import { skalaMarken } from '@mietspiegel/domain';
import type { Baustein } from './dokument.ts';
import { FETT, LINIENFARBE, NORMAL, RAND, SCHRIFTGRAD, TEXTFARBE, type Struktur } from './seite.ts';

const SKALA_HOEHE = 110;
const MIETE_FARBE = '#003f8a';
const GRENZE_FARBE = '#a40000';

/** The picture's height: one more label row for the Mietpreisbremse limit (issue 21 §1). */
export function skalaHoehe(b: Extract<Baustein, { art: 'skala' }>): number {
  return b.skala.marken.some((m) => m.art === 'grenze') ? SKALA_HOEHE + 26 : SKALA_HOEHE;
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
  const hoehe = skalaHoehe(b);
  if (doc.y + hoehe > doc.page.height - RAND.bottom) doc.addPage();
  const oben = doc.y;
  const links = RAND.left + 10;
  const rechts = RAND.left + breite - 10;
  const x = (anteil: number): number => links + anteil * (rechts - links);
  const {
    mittel,
    mitAbweichungen: mitAbw,
    miete,
    unten,
    oben: obenMarke,
    grenze,
  } = skalaMarken(b.skala);
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
