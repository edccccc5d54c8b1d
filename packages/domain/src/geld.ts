/**
 * Integer-cent helpers (berechnungsregeln.md §2: "Compute in integer cents, never in binary
 * floating point"). Every amount inside the domain is a whole number of cents; euros appear only
 * at the edges (edition JSON in, `Ergebnis` numbers out).
 */

/**
 * Euro value of the edition table → integer cents. Table values have at most two decimals, so
 * `Math.round(x * 100)` is exact for them; anything else is rejected rather than silently rounded.
 */
export function cent(euro: number): number {
  const c = Math.round(euro * 100);
  if (!Number.isFinite(euro) || Math.abs(euro * 100 - c) > 1e-6) {
    throw new Error(`Betrag ${euro} hat mehr als zwei Nachkommastellen.`);
  }
  return c === 0 ? 0 : c; // no -0
}

/** Integer cents → euro number with two decimals (only for the JSON result, never to compute). */
export function centZuEuro(c: number): number {
  return c / 100;
}

/**
 * Parses a decimal string ("65.5", "-0,25", "160") into an integer scaled by
 * 10^nachkommastellen, without floating point: parseDezimal('65.5', 3) === 65500.
 * Accepts point or comma, an optional leading minus; no exponent, no thousands separators.
 * Returns null when the text is not such a number or has more decimals than allowed.
 */
export function parseDezimal(text: string, nachkommastellen: number): number | null {
  const m = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!m) return null;
  const [, minus, ganz = '', bruch = ''] = m;
  if (bruch.length > nachkommastellen) return null;
  const wert = Number(ganz + bruch.padEnd(nachkommastellen, '0'));
  if (!Number.isSafeInteger(wert)) return null;
  return minus && wert !== 0 ? -wert : wert;
}

/**
 * A JSON number with at most `nachkommastellen` decimals → scaled integer, or null.
 * Uses the shortest round-trip text of the number (String(0.1) === '0.1'), so 0.1 → 10 cents
 * exactly; numbers printed with an exponent (1e-7, 1e21) are rejected.
 */
export function zahlSkaliert(wert: number, nachkommastellen: number): number | null {
  if (!Number.isFinite(wert)) return null;
  return parseDezimal(String(wert), nachkommastellen);
}

/**
 * zaehler / nenner rounded half away from zero ("kaufmännisch", berechnungsregeln.md §2 step 7
 * "rounded half up"; for the positive amounts of this calculator both readings agree).
 * Integer arithmetic only; nenner must be a positive integer.
 */
export function teileGerundet(zaehler: number, nenner: number): number {
  if (!Number.isSafeInteger(zaehler) || !Number.isSafeInteger(nenner) || nenner <= 0) {
    throw new Error('teileGerundet erwartet ganze Zahlen und einen positiven Nenner.');
  }
  const betrag = Math.abs(zaehler);
  let q = Math.floor(betrag / nenner);
  const rest = betrag - q * nenner;
  if (rest * 2 >= nenner) q += 1;
  return zaehler < 0 && q !== 0 ? -q : q;
}
