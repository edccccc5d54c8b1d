/**
 * The JSON text of a result (berechnungsregeln.md §3), character for character what
 * `JSON.stringify(ergebnis)` gives, written for the server's hot path.
 *
 * Why not JSON.stringify or the schema serializer: every amount is a double like 14.07, and
 * turning sixteen of them into their shortest decimal text was the largest single cost of
 * POST /api/backend-service/berechnung (bench/berechnung.bench.ts). An amount of the result is a
 * whole number of cents divided by 100, so its text is built from that integer instead
 * (1407 → "14.07", 1170 → "11.7", -5 → "-0.05"), which is the same text. A number that is not
 * such an amount is left to JSON.stringify, so the output never differs.
 */
import { zahlSkaliert } from './geld';
import type { Ergebnis } from './typen';

/**
 * JSON text of a number: from its cents when it has at most two decimals (zahlSkaliert: the
 * digits of its shortest text), otherwise JSON.stringify's own.
 */
function zahl(x: number): string {
  const c = zahlSkaliert(x, 2);
  if (c === null) return JSON.stringify(x);
  const betrag = c < 0 ? -c : c;
  const euro = Math.floor(betrag / 100);
  const rest = betrag - euro * 100;
  const vorzeichen = c < 0 ? '-' : '';
  if (rest === 0) return vorzeichen + euro;
  if (rest % 10 === 0) return `${vorzeichen}${euro}.${rest / 10}`;
  return `${vorzeichen}${euro}.${rest < 10 ? '0' : ''}${rest}`;
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

/** `JSON.stringify(e)` for a result, keys in the order of the `Ergebnis` type. */
export function ergebnisAlsJson(e: Ergebnis): string {
  const a = e.aufschluesselung;
  let zuschlaege = '';
  for (let i = 0; i < a.zuschlaege.length; i++) {
    const z = a.zuschlaege[i] as (typeof a.zuschlaege)[number];
    zuschlaege += `${i === 0 ? '' : ','}{"merkmal":${text(z.merkmal)},"bezeichnung":${text(z.bezeichnung)},"euroProQm":${zahl(z.euroProQm)}}`;
  }
  return (
    `{"ortsueblicheMieteProQM":${zahl(e.ortsueblicheMieteProQM)}` +
    `,"ortsueblicheMiete":${zahl(e.ortsueblicheMiete)}` +
    `,"ortsueblicheMieteSpanneUntenProQM":${zahl(e.ortsueblicheMieteSpanneUntenProQM)}` +
    `,"ortsueblicheMieteSpanneUnten":${zahl(e.ortsueblicheMieteSpanneUnten)}` +
    `,"ortsueblicheMieteSpanneObenProQM":${zahl(e.ortsueblicheMieteSpanneObenProQM)}` +
    `,"ortsueblicheMieteSpanneOben":${zahl(e.ortsueblicheMieteSpanneOben)}` +
    `,"ortsueblicheMieteSpanneBegruendeteAbweichungenProQM":${zahl(e.ortsueblicheMieteSpanneBegruendeteAbweichungenProQM)}` +
    `,"ortsueblicheMieteSpanneBegruendeteAbweichungen":${zahl(e.ortsueblicheMieteSpanneBegruendeteAbweichungen)}` +
    `,"schwankungObenProQm":${zahl(e.schwankungObenProQm)}` +
    `,"schwankungUntenProQm":${zahl(e.schwankungUntenProQm)}` +
    `,"begruendeteAbweichungenProQmTrue":${zahl(e.begruendeteAbweichungenProQmTrue)}` +
    `,"begruendeteAbweichungenTooHigh":${e.begruendeteAbweichungenTooHigh}` +
    `,"begruendeteAbweichungenTooLow":${e.begruendeteAbweichungenTooLow}` +
    `,"aufschluesselung":{"grundpreisProQm":${zahl(a.grundpreisProQm)}` +
    `,"zuschlaege":[${zuschlaege}]` +
    `,"betriebskostenProQm":${zahl(a.betriebskostenProQm)}}}`
  );
}
