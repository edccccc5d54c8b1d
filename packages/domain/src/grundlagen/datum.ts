/**
 * Calendar days as 'YYYY-MM-DD' text and the period rules of the BGB that the rent-increase
 * check needs (issue 13 §2). Pure integer arithmetic on year, month and day: no Date object, so
 * no time zone or daylight-saving change can move a day.
 */

export interface Tag {
  jahr: number;
  monat: number; // 1..12
  tag: number; // 1..31
}

const zwei = (n: number): string => String(n).padStart(2, '0');

/**
 * The days the product reads and computes with (issue 27 §5): every date a user, a call, a
 * template or a PDF gives – the letter's receipt, the last increase, the start of a lease, the
 * Stichtagsdifferenz's date. From 1 January 1900, when the BGB came into force (Art. 1 EGBGB,
 * RGBl. 1896 S. 604) – no rent law the product applies is older –, to 31 December 2099, a
 * bound of the product, not of the law: the periods of §§ 558, 558b BGB computed from such a
 * day stay within four-digit years (9999-11-30 + 3 months once crashed the PDF), and a letter or
 * lease later than that is a typing slip. ISO text orders like the calendar.
 */
export const DATUMSBEREICH = { von: '1900-01-01', bis: '2099-12-31' } as const;

/** True when the ISO day `iso` lies within DATUMSBEREICH (both ends included). */
export function istImDatumsbereich(iso: string): boolean {
  return iso >= DATUMSBEREICH.von && iso <= DATUMSBEREICH.bis;
}

export function istSchaltjahr(jahr: number): boolean {
  return (jahr % 4 === 0 && jahr % 100 !== 0) || jahr % 400 === 0;
}

export function tageImMonat(jahr: number, monat: number): number {
  if (monat === 2) return istSchaltjahr(jahr) ? 29 : 28;
  return monat === 4 || monat === 6 || monat === 9 || monat === 11 ? 30 : 31;
}

/** 'YYYY-MM-DD' → Tag; throws on anything else (callers check with `istIsoDatum` first). */
export function leseTag(iso: string): Tag {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const t = m ? { jahr: Number(m[1]), monat: Number(m[2]), tag: Number(m[3]) } : null;
  if (!t || t.monat < 1 || t.monat > 12 || t.tag < 1 || t.tag > tageImMonat(t.jahr, t.monat)) {
    throw new Error(`Ungültiges Datum: ${iso}`);
  }
  return t;
}

export function alsIso(t: Tag): string {
  return `${String(t.jahr).padStart(4, '0')}-${zwei(t.monat)}-${zwei(t.tag)}`;
}

/** Month `monat` (1-based, may exceed 12) of `jahr`, normalised. */
function monatNormal(jahr: number, monat: number): { jahr: number; monat: number } {
  const index = jahr * 12 + (monat - 1);
  return { jahr: Math.floor(index / 12), monat: (index % 12) + 1 };
}

/**
 * The first day on which a period of `monate` months that began at the start of day `beginn`
 * is complete (§ 187 Abs. 2, § 188 Abs. 2 and 3 BGB). The period ends with the day before the
 * day of the final month that has the beginning's number; where that month has no such day
 * (31 January + 1 month), it ends with the month's last day (§ 188 Abs. 3). The first day after
 * the end is returned: 1 March 2024 + 15 months → 1 June 2025; 31 January 2024 + 15 months →
 * 1 May 2025 (April has no 31st, the period ends on 30 April).
 *
 * Used for the 15-month waiting period and the one-year Sperrfrist of § 558 Abs. 1 BGB: a rent
 * that applies from the start of a day (moving in, the last increase taking effect).
 */
export function ersterTagNachMonaten(beginn: string, monate: number): string {
  const b = leseTag(beginn);
  const ziel = monatNormal(b.jahr, b.monat + monate);
  if (b.tag <= tageImMonat(ziel.jahr, ziel.monat)) return alsIso({ ...ziel, tag: b.tag });
  const folge = monatNormal(ziel.jahr, ziel.monat + 1);
  return alsIso({ ...folge, tag: 1 });
}

/**
 * The first day of the `n`-th calendar month after the month of `tag` (§ 558b Abs. 1 BGB: the
 * increased rent is owed "mit Beginn des dritten Kalendermonats nach dem Zugang"): a letter
 * received on any day of March 2026 → 1 June 2026.
 */
export function beginnDesKalendermonatsNach(tag: string, n: number): string {
  const t = leseTag(tag);
  return alsIso({ ...monatNormal(t.jahr, t.monat + n), tag: 1 });
}

/**
 * The last day of the `n`-th calendar month after the month of `tag`. § 558b Abs. 2 Satz 1 BGB:
 * the tenant may consent "bis zum Ablauf des zweiten Kalendermonats nach dem Zugang des
 * Verlangens"; § 561 Abs. 1 Satz 1 BGB counts its notice period the same way. Received on
 * 15 January 2030 → 31 March 2030; on 31 December 2027 → 29 February 2028 (leap year).
 */
export function endeDesKalendermonatsNach(tag: string, n: number): string {
  const t = leseTag(tag);
  const m = monatNormal(t.jahr, t.monat + n);
  return alsIso({ ...m, tag: tageImMonat(m.jahr, m.monat) });
}

/** The same day `jahre` years earlier; 29 February → 28 February in a common year. */
export function jahreFrueher(tag: string, jahre: number): string {
  const t = leseTag(tag);
  const jahr = t.jahr - jahre;
  return alsIso({ jahr, monat: t.monat, tag: Math.min(t.tag, tageImMonat(jahr, t.monat)) });
}

/** The later of two ISO days (ISO text orders like the calendar). */
export function spaeter(a: string, b: string): string {
  return a >= b ? a : b;
}

/** The day before `tag` (the last day of a period whose first day after is `tag`). */
export function tagDavor(tag: string): string {
  const t = leseTag(tag);
  if (t.tag > 1) return alsIso({ ...t, tag: t.tag - 1 });
  const m = monatNormal(t.jahr, t.monat - 1);
  return alsIso({ ...m, tag: tageImMonat(m.jahr, m.monat) });
}
