/**
 * The one reader of a euro amount typed by a person (issue 17 item 1): the own rent, the demanded
 * rent, the rent three years ago (mietvergleich.ts), the deviations in €/m² (abweichung.ts) and
 * the same fields in a template or a call to the server. It reads what the product itself prints
 * (format.ts `formatZahl`: '1.103,02', '-0,25') and never turns one amount into another: what it
 * cannot read unambiguously it refuses, and the caller shows a German message naming the form.
 *
 * The rule (also in the README, "Beträge eingeben"):
 * - Spaces are ignored anywhere (spezifikation.md §5 "spaces ignored"), including the no-break
 *   and narrow no-break space some programs put between thousands; one trailing '€' is ignored.
 * - An optional leading '-' (whether a negative amount is allowed is the caller's range check).
 * - German form: whole euros as plain digits ('1103') or in groups of three separated by dots
 *   ('1.103', '12.345.678', the first group not starting with 0), then optionally a decimal
 *   comma with one or two digits ('1.103,02', '1103,0', '0,25').
 * - A lone dot followed by one or two digits is a decimal point ('1103.02', '12.5'): so
 *   keyboards, spreadsheets and the JSON wire (e.g. '0.5') keep working; no German reading of
 *   such a text exists (a thousands dot is always followed by three digits).
 * - A lone dot followed by exactly three digits and no comma ('1.103') is ambiguous – 1.103,00 €
 *   in German, 1,103 € in English – and refused as `mehrdeutig`; the message offers the German
 *   reading to be written with a comma ('1.103,00'). More than two decimals are refused, never
 *   rounded; a comma before a dot ('1,103.02'), a missing whole part (',5') and anything else
 *   is refused as `form`.
 */
import { zahlSkaliert } from './geld.ts';

export type GelesenerBetrag =
  | { readonly art: 'leer' }
  | { readonly art: 'zahl'; readonly cent: number }
  /** `alsTausender`: for 'mehrdeutig', the cents of the German (thousands) reading. */
  | { readonly art: 'ungueltig'; readonly grund: 'form' }
  | { readonly art: 'ungueltig'; readonly grund: 'mehrdeutig'; readonly alsTausender: number };

const LEER: GelesenerBetrag = Object.freeze({ art: 'leer' });
const FORM: GelesenerBetrag = Object.freeze({ art: 'ungueltig', grund: 'form' });

/** Longer texts are no amount of this product (and the patterns below stay cheap). */
const HOECHSTLAENGE = 40;

// Each pattern is linear: no nested repetition can match the same characters twice.
const DEUTSCH = /^(-?)(\d+|[1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
const PUNKT_DEZIMAL = /^(-?)(\d+)\.(\d{1,2})$/;
const MEHRDEUTIG = /^(-?)([1-9]\d{0,2})\.(\d{3})$/;

function centAus(minus: string, ganz: string, bruch: string): GelesenerBetrag {
  const c = Number(ganz.replace(/\./g, '')) * 100 + Number(bruch.padEnd(2, '0'));
  if (!Number.isSafeInteger(c)) return FORM;
  return { art: 'zahl', cent: minus && c !== 0 ? -c : c };
}

/**
 * Reads a euro amount into integer cents (rule above): a typed text, or a number of the wire.
 * Blank ('', null, undefined) → 'leer'.
 */
export function leseBetrag(wert: string | number | null | undefined): GelesenerBetrag {
  if (wert === null || wert === undefined) return LEER;
  if (typeof wert === 'number') {
    const c = zahlSkaliert(wert, 2);
    return c === null ? FORM : { art: 'zahl', cent: c };
  }
  return leseText(wert);
}

function leseText(text: string): GelesenerBetrag {
  const t = text.replace(/\s+/g, '').replace(/€$/, '');
  if (t === '') return text.trim() === '' ? LEER : FORM;
  if (t.length > HOECHSTLAENGE) return FORM;
  const mehrdeutig = MEHRDEUTIG.exec(t);
  if (mehrdeutig) {
    const [, minus = '', tausend = '', rest = ''] = mehrdeutig;
    const g = centAus(minus, tausend + rest, '');
    return g.art === 'zahl'
      ? { art: 'ungueltig', grund: 'mehrdeutig', alsTausender: g.cent }
      : FORM;
  }
  const m = DEUTSCH.exec(t) ?? PUNKT_DEZIMAL.exec(t);
  if (!m) return FORM;
  const [, minus = '', ganz = '', bruch = ''] = m;
  return centAus(minus, ganz, bruch);
}

/** Cents of an amount; null when blank or not readable (no range check). */
export function betragInCent(text: string | number | null | undefined): number | null {
  const g = leseBetrag(text);
  return g.art === 'zahl' ? g.cent : null;
}
