/**
 * The JSON text of a result (berechnungsregeln.md §3), written from the cents of §2: character
 * for character what `JSON.stringify(ergebnisAusCent(c))` gives, for the server's hot path.
 *
 * Why not JSON.stringify of the result: every amount is a double like 14.07, and turning them
 * into their shortest decimal text was the largest single cost of POST
 * /api/backend-service/berechnung (bench/berechnung.bench.ts). An amount here is a whole number
 * of cents, and the text JSON gives for cents / 100 is its digits with the decimal point moved
 * (1407 → "14.07", 1170 → "11.7", -5 → "-0.05", 0 → "0"). The entries of Tabelle 3 that every
 * result shares (berechnung.ts, `feststehendePosten`) are written once, when the module loads.
 */
import { feststehendePosten, type BerechnungInCent, type ZuschlagInCent } from './berechnung';

// The decimals JSON writes for 0..99 cents: '', '.01', …, '.1', '.11', …
const NACHKOMMA: readonly string[] = Array.from({ length: 100 }, (_, r) =>
  r === 0 ? '' : r % 10 === 0 ? `.${r / 10}` : `.${r < 10 ? '0' : ''}${r}`,
);

/**
 * JSON text of cents / 100. For whole cents below 10^15 that is the digits with the point moved:
 * such a quotient has at most 15 significant digits, so its shortest round-trip text (what JSON
 * writes) is exactly that decimal. Anything else is left to JSON.stringify.
 */
function betrag(cent: number): string {
  if (!Number.isInteger(cent) || cent >= 1e15 || cent <= -1e15) return JSON.stringify(cent / 100);
  const b = cent < 0 ? -cent : cent;
  const euro = Math.floor(b / 100);
  const text = `${euro}${NACHKOMMA[b - euro * 100] as string}`;
  return cent < 0 ? `-${text}` : text;
}

/**
 * JSON text of a string. JSON.stringify writes quote, backslash, control characters and lone
 * surrogates as escapes; the labels of the edition have none of them and are quoted as they are
 * (a loop over the characters: a regular expression call cost more than the whole label).
 */
function text(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const z = s.charCodeAt(i);
    if (z < 0x20 || z === 0x22 || z === 0x5c || (z >= 0xd800 && z <= 0xdfff)) {
      return JSON.stringify(s);
    }
  }
  return `"${s}"`;
}

function postenText(p: ZuschlagInCent): string {
  return `{"merkmal":${text(p.merkmal)},"bezeichnung":${text(p.bezeichnung)},"euroProQm":${betrag(p.cent)}}`;
}

const vorbereitet = new Map(feststehendePosten.map((p) => [p, postenText(p)]));

/** `JSON.stringify(ergebnisAusCent(c))`, keys in the order of the `Ergebnis` type. */
export function ergebnisText(c: BerechnungInCent): string {
  let zuschlaege = '';
  for (let i = 0; i < c.zuschlaege.length; i++) {
    const p = c.zuschlaege[i] as ZuschlagInCent;
    zuschlaege += `${i === 0 ? '' : ','}${vorbereitet.get(p) ?? postenText(p)}`;
  }
  const m = c.monatlich;
  return (
    `{"ortsueblicheMieteProQM":${betrag(c.mittel)}` +
    `,"ortsueblicheMiete":${betrag(m.mittel)}` +
    `,"ortsueblicheMieteSpanneUntenProQM":${betrag(c.spanneUnten)}` +
    `,"ortsueblicheMieteSpanneUnten":${betrag(m.spanneUnten)}` +
    `,"ortsueblicheMieteSpanneObenProQM":${betrag(c.spanneOben)}` +
    `,"ortsueblicheMieteSpanneOben":${betrag(m.spanneOben)}` +
    `,"ortsueblicheMieteSpanneBegruendeteAbweichungenProQM":${betrag(c.mitAbweichungen)}` +
    `,"ortsueblicheMieteSpanneBegruendeteAbweichungen":${betrag(m.mitAbweichungen)}` +
    `,"schwankungObenProQm":${betrag(c.schwankungOben)}` +
    `,"schwankungUntenProQm":${betrag(c.schwankungUnten)}` +
    `,"begruendeteAbweichungenProQmTrue":${betrag(c.abweichungenSumme)}` +
    `,"begruendeteAbweichungenTooHigh":${c.zuHoch}` +
    `,"begruendeteAbweichungenTooLow":${c.zuNiedrig}` +
    `,"aufschluesselung":{"grundpreisProQm":${betrag(c.grundpreis)}` +
    `,"zuschlaege":[${zuschlaege}]` +
    `,"betriebskostenProQm":${betrag(c.betriebskosten)}}}`
  );
}
