/**
 * What the three letters share: the DIN 5008 frame from the user's fields (placeholders where a
 * field is empty), the figures of the calculation the checks read, the line that the letter is
 * a template, and the sources with their `vorlaeufig`.
 */
import { formatDatum } from '../grundlagen/index.ts';
import { leseEntwurf } from '../eingabe/index.ts';
import { vergleichswerteAusErgebnis, type Vergleichswerte } from '../berechnung/index.ts';
import { anschriftZeilen } from './angaben.ts';
import type {
  Schreiben,
  SchreibenAbsatz,
  SchreibenAngaben,
  SchreibenArt,
  SchreibenFakten,
  SchreibenQuelle,
} from './typen.ts';

/** Who writes: the tenant (answer, Rüge) or the landlord (demand). */
export type Rolle = 'mieter' | 'vermieter';

export const rolleVon: Record<SchreibenArt, Rolle> = {
  'antwort-mieterhoehung': 'mieter',
  'ruege-mietpreisbremse': 'mieter',
  mieterhoehungsverlangen: 'vermieter',
};

const PLATZHALTER: Record<Rolle, { absender: string[]; empfaenger: string[] }> = {
  mieter: {
    absender: ['[Ihr Name]', '[Ihre Anschrift]'],
    empfaenger: ['[Name des Vermieters]', '[Anschrift des Vermieters]'],
  },
  vermieter: {
    absender: ['[Ihr Name]', '[Ihre Anschrift]'],
    empfaenger: ['[Name der Mieterin oder des Mieters]', '[Anschrift der Wohnung]'],
  },
};

/**
 * The visible line on every letter (issue 30 §1): a template, not legal advice, and where to
 * get advice – in general words, naming no organisation's details.
 */
export const musterHinweise: Record<Rolle, string> = {
  mieter:
    'Muster des Mietspiegelrechners, erstellt aus Ihren Angaben – keine Rechtsberatung. Bitte prüfen Sie das Schreiben vor dem Absenden. Beraten lassen können Sie sich zum Beispiel bei einem Mieterverein, einer Rechtsanwältin oder einem Rechtsanwalt für Mietrecht oder der Mietberatung Ihrer Stadt.',
  vermieter:
    'Muster des Mietspiegelrechners, erstellt aus Ihren Angaben – keine Rechtsberatung. Bitte prüfen Sie das Schreiben vor dem Absenden. Beraten lassen können Sie sich zum Beispiel bei einer Rechtsanwältin oder einem Rechtsanwalt für Mietrecht oder einem Verband der Haus- und Wohnungseigentümer.',
};

/** The figures of the calculation the checks take, read once from the result (issue 19 §2). */
export function werteAus(f: SchreibenFakten): Vergleichswerte | null {
  return vergleichswerteAusErgebnis(f.ergebnis, leseEntwurf(f.entwurf));
}

/** The flat named in the subject line, when the user typed it. */
export function wohnungsZusatz(a: SchreibenAngaben): string {
  const w = a.wohnung.trim();
  return w === '' ? '' : ` – Wohnung ${w}`;
}

/** The letter's text parts: the art's own content, the frame from the user's fields. */
export interface Inhalt {
  titel: string;
  betreff: string;
  absaetze: SchreibenAbsatz[];
  anlagen: string[];
  hinweise: string[];
  quellen: SchreibenQuelle[];
}

/** The whole letter: the DIN 5008 frame around the art's content. */
export function rahme(art: SchreibenArt, a: SchreibenAngaben, inhalt: Inhalt): Schreiben {
  const rolle = rolleVon[art];
  const absender = anschriftZeilen(a.absender);
  const empfaenger = anschriftZeilen(a.empfaenger);
  const ort = a.ort.trim() === '' ? '[Ort]' : a.ort.trim();
  const datum = a.datum.trim() === '' ? '[Datum]' : formatDatum(a.datum.trim());
  // one entry per source with every use of it, provisional if any use of it is
  const quellen: SchreibenQuelle[] = [];
  for (const q of inhalt.quellen) {
    const da = quellen.find((x) => x.rechtsgrundlage === q.rechtsgrundlage);
    if (!da) quellen.push({ ...q });
    else {
      da.vorlaeufig ||= q.vorlaeufig;
      if (!da.wofuer.split('; ').includes(q.wofuer)) da.wofuer += `; ${q.wofuer}`;
    }
  }
  return {
    art,
    titel: inhalt.titel,
    absender: absender.length > 0 ? absender : PLATZHALTER[rolle].absender,
    empfaenger: empfaenger.length > 0 ? empfaenger : PLATZHALTER[rolle].empfaenger,
    ortDatum: `${ort}, ${datum}`,
    betreff: inhalt.betreff,
    anrede: 'Sehr geehrte Damen und Herren,',
    absaetze: inhalt.absaetze,
    grussformel: 'Mit freundlichen Grüßen',
    unterschrift: absender[0] ?? '[Ihr Name]',
    anlagen: inhalt.anlagen,
    hinweise: inhalt.hinweise,
    quellen,
    musterHinweis: musterHinweise[rolle],
    vorlaeufig: quellen.some((q) => q.vorlaeufig),
  };
}

export const text = (t: string): SchreibenAbsatz => ({ art: 'text', text: t });
export const liste = (punkte: string[]): SchreibenAbsatz => ({ art: 'liste', punkte });
