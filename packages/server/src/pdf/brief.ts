/**
 * A letter of issue 30 §1 (`Schreiben` of the domain) as a tagged PDF in the DIN 5008 layout,
 * form B: the return line and the recipient in the address field (45 mm from the top, 20 mm from
 * the left, 85 × 45 mm), the sender with place and date in the information block (125 mm from
 * the left, from 50 mm), the subject at 98,46 mm, text from 25 mm to 20 mm before the right
 * edge, fold marks at 105 and 210 mm and the punch mark at 148,5 mm. The line that it is a
 * template stands at the top of the first page as content. The notes for the user and the
 * sources follow on a page of their own, marked "nicht Teil des Schreibens", so she sends only
 * the letter's pages.
 *
 * Reading order = drawing order: return line, recipient, sender, place and date, subject, body.
 */
import type { Schreiben, SchreibenAbsatz } from '@mietspiegel/domain';
import type { PdfSchriften } from './schriften.ts';
import { FETT, LINIENFARBE, NORMAL, neuesDokument, sammleBytes, type Struktur } from './seite.ts';

/** millimetres → PDF points */
const mm = (x: number): number => (x * 72) / 25.4;

const LINKS = mm(25);
const RECHTS = mm(20);
const SCHRIFT = 10.5;
const ZEILE = SCHRIFT * 1.15;
const FORM_B = {
  anschriftOben: mm(45),
  anschriftLinks: mm(20),
  anschriftBreite: mm(85),
  vermerkHoehe: mm(17.7),
  anschriftzone: mm(27.3),
  infoLinks: mm(125),
  infoOben: mm(50),
  betreffOben: mm(98.46),
  falzmarken: [mm(105), mm(210)],
  lochmarke: mm(148.5),
};
const RAND = { top: mm(20), bottom: mm(25), left: LINKS, right: RECHTS };

export const NICHT_TEIL = 'Hinweise für Sie – nicht Teil des Schreibens';

/**
 * A source stays on one line with its number ("§ 558b", "Abs. 2", "Satz 1", "Nr. 1"): no-break
 * spaces, which the reader's text keeps as spaces. Only for the PDF's line breaking.
 */
export function bindeQuellen(text: string): string {
  return text.replace(/(§§?|Abs\.|Satz|Nr\.) (?=\d)/g, '$1\u00a0');
}

export async function renderBrief(
  s: Schreiben,
  schriften: PdfSchriften,
  erstellt: Date,
): Promise<Buffer> {
  const doc = neuesDokument(schriften, s.titel, erstellt);
  doc.page.margins = { ...RAND };
  const bytes = sammleBytes(doc);
  const breite = doc.page.width - LINKS - RECHTS;
  const wurzel = doc.struct('Document');
  doc.addStructure(wurzel);
  // every page pdfkit adds by itself (a long letter) gets the letter's margins
  doc.on('pageAdded', () => {
    doc.page.margins = { ...RAND };
  });

  // the template line: first on the page and first in reading order
  absatz(doc, wurzel, s.musterHinweis, LINKS, mm(10), breite, { grad: 8 });
  markiereFalzUndLoch(doc);

  // address field: return line (small, one line) at the foot of the remark zone, then recipient
  const rueck = s.absender.join(' · ');
  doc.font(NORMAL).fontSize(7);
  const rueckY = FORM_B.anschriftOben + FORM_B.vermerkHoehe - doc.currentLineHeight(true) - 2;
  absatz(
    doc,
    wurzel,
    rueck,
    FORM_B.anschriftLinks + mm(5),
    rueckY,
    FORM_B.anschriftBreite - mm(5),
    {
      grad: 7,
      eineZeile: true,
    },
  );
  // the recipient stays inside the address zone (the envelope's window): six long lines get a
  // smaller type rather than run into the subject
  const empfaenger = s.empfaenger.join('\n');
  const anschriftBreite = FORM_B.anschriftBreite - mm(5);
  absatz(
    doc,
    wurzel,
    empfaenger,
    FORM_B.anschriftLinks + mm(5),
    FORM_B.anschriftOben + FORM_B.vermerkHoehe,
    anschriftBreite,
    { grad: passendeGroesse(doc, empfaenger, anschriftBreite, FORM_B.anschriftzone) },
  );
  const unterAnschrift = doc.y;

  // information block: sender, then place and date
  const infoBreite = doc.page.width - FORM_B.infoLinks - RECHTS;
  const absender = s.absender.join('\n');
  absatz(doc, wurzel, absender, FORM_B.infoLinks, FORM_B.infoOben, infoBreite, {
    grad: passendeGroesse(
      doc,
      absender,
      infoBreite,
      FORM_B.betreffOben - FORM_B.infoOben - 3 * ZEILE,
    ),
  });
  absatz(doc, wurzel, s.ortDatum, FORM_B.infoLinks, doc.y + ZEILE, infoBreite);
  doc.y = Math.max(doc.y, unterAnschrift);

  // subject (the letter's heading), salutation, body
  wurzel.add(
    doc.struct('H1', {}, () => {
      doc
        .font(FETT)
        .fontSize(SCHRIFT)
        .text(bindeQuellen(s.betreff), LINKS, Math.max(FORM_B.betreffOben, doc.y + ZEILE), {
          width: breite,
          lineGap: ZEILE - SCHRIFT,
        });
    }),
  );
  absatz(doc, wurzel, s.anrede, LINKS, doc.y + 2 * ZEILE - SCHRIFT, breite);
  s.absaetze.forEach((a, i) =>
    zeichneAbsatz(doc, wurzel, a, breite, s.absaetze[i + 1]?.art === 'liste'),
  );
  haltZusammen(doc, 5 * ZEILE);
  absatz(doc, wurzel, s.grussformel, LINKS, doc.y + ZEILE, breite);
  absatz(doc, wurzel, s.unterschrift, LINKS, doc.y + 3 * ZEILE, breite);
  if (s.anlagen.length > 0) {
    haltZusammen(doc, (s.anlagen.length + 2) * ZEILE);
    wurzel.add(
      doc.struct('H2', {}, () => {
        doc
          .font(FETT)
          .fontSize(SCHRIFT)
          .text(s.anlagen.length > 1 ? 'Anlagen' : 'Anlage', LINKS, doc.y + 2 * ZEILE, {
            width: breite,
          });
      }),
    );
    liste(doc, wurzel, s.anlagen, breite);
  }
  const briefSeiten = doc.bufferedPageRange().count;

  // the notes for her: a page of their own, not part of the letter
  doc.addPage();
  wurzel.add(
    doc.struct('H2', {}, () => {
      doc.font(FETT).fontSize(13).text(NICHT_TEIL, LINKS, RAND.top, { width: breite });
    }),
  );
  absatz(doc, wurzel, s.musterHinweis, LINKS, doc.y + ZEILE / 2, breite, { fett: true });
  if (s.hinweise.length > 0) liste(doc, wurzel, s.hinweise, breite);
  zwischenUeberschrift(doc, wurzel, 'Quellen der Angaben in diesem Schreiben', breite);
  liste(
    doc,
    wurzel,
    s.quellen.map(
      (q) =>
        `${q.rechtsgrundlage}: ${q.wofuer}${q.vorlaeufig ? ' (vorläufig erfasst, bitte prüfen)' : ''}`,
    ),
    breite,
  );

  fusszeilen(doc, briefSeiten, breite);
  wurzel.end();
  doc.end();
  return bytes;
}

/** The type size (10,5 down to 7 pt) at which `text` fits into `hoehe`. */
function passendeGroesse(
  doc: PDFKit.PDFDocument,
  text: string,
  breite: number,
  hoehe: number,
): number {
  let grad = SCHRIFT;
  while (
    grad > 7 &&
    doc
      .font(NORMAL)
      .fontSize(grad)
      .heightOfString(text, { width: breite, lineGap: grad * 0.15 }) > hoehe
  )
    grad -= 0.5;
  return grad;
}

/** A paragraph as a P element at (x, y); the cursor then stands below it. */
function absatz(
  doc: PDFKit.PDFDocument,
  wurzel: Struktur,
  text: string,
  x: number,
  y: number,
  breite: number,
  o: { grad?: number; fett?: boolean; eineZeile?: boolean } = {},
): void {
  wurzel.add(
    doc.struct('P', {}, () => {
      doc
        .font(o.fett ? FETT : NORMAL)
        .fontSize(o.grad ?? SCHRIFT)
        .text(bindeQuellen(text), x, y, {
          width: breite,
          lineGap: (o.grad ?? SCHRIFT) * 0.15,
          ...(o.eineZeile ? { lineBreak: false, ellipsis: true, height: o.grad ?? SCHRIFT } : {}),
        });
    }),
  );
  doc.x = LINKS;
}

/**
 * A paragraph of up to eight lines is not split across pages, and one that introduces a list
 * keeps the list's first line with it.
 */
function zeichneAbsatz(
  doc: PDFKit.PDFDocument,
  wurzel: Struktur,
  a: SchreibenAbsatz,
  breite: number,
  vorListe: boolean,
): void {
  if (a.art === 'text') {
    doc.font(NORMAL).fontSize(SCHRIFT);
    const hoehe =
      ZEILE + doc.heightOfString(bindeQuellen(a.text), { width: breite, lineGap: SCHRIFT * 0.15 });
    haltZusammen(doc, (hoehe <= 8 * ZEILE ? hoehe : 2 * ZEILE) + (vorListe ? 2 * ZEILE : 0));
    absatz(doc, wurzel, a.text, LINKS, doc.y + ZEILE - SCHRIFT * 0.15, breite);
  } else {
    liste(doc, wurzel, a.punkte, breite);
  }
}

/** A list as L / LI / Lbl + LBody, the dash a label of its own. */
function liste(doc: PDFKit.PDFDocument, wurzel: Struktur, punkte: string[], breite: number): void {
  const einzug = mm(5);
  const l = doc.struct('L');
  wurzel.add(l);
  doc.y += ZEILE / 2;
  for (const punkt of punkte) {
    doc.font(NORMAL).fontSize(SCHRIFT);
    const hoehe = doc.heightOfString(bindeQuellen(punkt), {
      width: breite - einzug,
      lineGap: SCHRIFT * 0.15,
    });
    haltZusammen(doc, Math.min(hoehe, 3 * ZEILE) + ZEILE / 3);
    const oben = doc.y + ZEILE / 3;
    const li = doc.struct('LI');
    l.add(li);
    li.add(
      doc.struct('Lbl', {}, () => {
        doc
          .font(NORMAL)
          .fontSize(SCHRIFT)
          .text('–', LINKS, oben, { width: einzug, lineBreak: false });
      }),
    );
    li.add(
      doc.struct('LBody', {}, () => {
        doc
          .font(NORMAL)
          .fontSize(SCHRIFT)
          .text(bindeQuellen(punkt), LINKS + einzug, oben, {
            width: breite - einzug,
            lineGap: SCHRIFT * 0.15,
          });
      }),
    );
    li.end();
  }
  l.end();
  doc.x = LINKS;
}

function zwischenUeberschrift(
  doc: PDFKit.PDFDocument,
  wurzel: Struktur,
  text: string,
  breite: number,
): void {
  haltZusammen(doc, 4 * ZEILE);
  wurzel.add(
    doc.struct('H3', {}, () => {
      doc
        .font(FETT)
        .fontSize(11)
        .text(text, LINKS, doc.y + ZEILE, { width: breite });
    }),
  );
}

/** A new page when less than `hoehe` is left above the bottom margin. */
function haltZusammen(doc: PDFKit.PDFDocument, hoehe: number): void {
  if (doc.y + hoehe > doc.page.height - RAND.bottom) {
    doc.addPage();
    doc.y = RAND.top;
  }
}

/** DIN 5008 form B: fold marks at 105 and 210 mm, punch mark at 148,5 mm (artifacts). */
function markiereFalzUndLoch(doc: PDFKit.PDFDocument): void {
  doc.markContent('Artifact', { type: 'Layout' });
  doc.lineWidth(0.5).strokeColor(LINIENFARBE);
  for (const y of FORM_B.falzmarken) doc.moveTo(mm(3.5), y).lineTo(mm(8.5), y).stroke();
  doc.moveTo(mm(3.5), FORM_B.lochmarke).lineTo(mm(10.5), FORM_B.lochmarke).stroke();
  doc.endMarkedContent();
}

/**
 * The letter's pages "Seite x von n" (only when it has more than one), the notes' pages
 * "nicht Teil des Schreibens": artifacts, as in the calculation PDF.
 */
function fusszeilen(doc: PDFKit.PDFDocument, briefSeiten: number, breite: number): void {
  const seiten = doc.bufferedPageRange();
  for (let i = 0; i < seiten.count; i++) {
    const text =
      i < briefSeiten
        ? briefSeiten > 1
          ? `Seite ${i + 1} von ${briefSeiten}`
          : null
        : `${NICHT_TEIL} · Seite ${i - briefSeiten + 1} von ${seiten.count - briefSeiten}`;
    if (text === null) continue;
    doc.switchToPage(seiten.start + i);
    const unten = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(NORMAL)
      .fontSize(8.5)
      .text(text, LINKS, doc.page.height - mm(12), {
        width: breite,
        align: 'center',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = unten;
  }
}
