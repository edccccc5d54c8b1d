/**
 * German formatting (common brief "Standards": `1.103,02 €`, dates `22.11.2026`). Built by hand
 * on integer cents instead of Intl, so the output is the same in every browser and Node build.
 * Between amount and unit stands a plain space (U+0020), not a non-breaking one: text matching in
 * the web and PDF tests stays simple; the UI keeps amounts on one line with CSS where needed.
 */

function tausender(ganz: number): string {
  return String(ganz).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Integer cents → '1.103,02'; negative '-2,81'; 0 → '0,00'. */
export function formatZahl(cent: number): string {
  if (!Number.isSafeInteger(cent))
    throw new Error(`formatZahl erwartet ganze Cent, nicht ${cent}.`);
  const betrag = Math.abs(cent);
  const text = `${tausender(Math.floor(betrag / 100))},${String(betrag % 100).padStart(2, '0')}`;
  return cent < 0 ? `-${text}` : text;
}

/** Integer cents → '1.103,02 €'. */
export function formatEuro(cent: number): string {
  return `${formatZahl(cent)} €`;
}

/** Integer cents per m² → '14,07 €/m²'. */
export function formatEuroProQm(cent: number): string {
  return `${formatZahl(cent)} €/m²`;
}

/**
 * Area as stored ('65.5', spezifikation.md §5: the comma is stored as a point) → the German text
 * the field and every page show ('65,5'; the digits are kept as entered). The one place the
 * stored form is turned back (issue 17 item 14: after Zurück or a reload the field showed '65.5').
 */
export function wohnflaecheAlsText(wohnflaeche: string): string {
  return wohnflaeche.trim().replace('.', ',');
}

/** Area as stored ('65.5') → German '65,5 m²'. */
export function formatWohnflaeche(wohnflaeche: string): string {
  return `${wohnflaecheAlsText(wohnflaeche)} m²`;
}

/** Percentage with at most one decimal (Stichtagsdifferenz) → '2,5 %', '-1 %'. */
export function formatProzent(wert: number): string {
  const zehntel = Math.round(wert * 10);
  const betrag = Math.abs(zehntel);
  const text =
    betrag % 10 === 0 ? String(betrag / 10) : `${Math.floor(betrag / 10)},${betrag % 10}`;
  return `${zehntel < 0 ? '-' : ''}${text} %`;
}

const zwei = (n: number): string => String(n).padStart(2, '0');

/**
 * Date → '22.11.2026'. A date-only string 'YYYY-MM-DD' is formatted from its digits (no time
 * zone can shift it); a Date or a full ISO timestamp uses the local calendar day.
 */
export function formatDatum(datum: Date | string): string {
  if (typeof datum === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(datum.trim());
    if (m) return `${m[3]}.${m[2]}.${m[1]}`;
    datum = new Date(datum);
  }
  if (Number.isNaN(datum.getTime())) throw new Error('formatDatum: ungültiges Datum.');
  return `${zwei(datum.getDate())}.${zwei(datum.getMonth() + 1)}.${datum.getFullYear()}`;
}
