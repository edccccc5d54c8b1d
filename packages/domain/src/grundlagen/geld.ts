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
 * Accepts point or comma, an optional leading minus; no exponent, no thousands separators
 * (the form /^-?\d+([.,]\d+)?$/ after trimming). Returns null when the text is not such a
 * number or has more decimals than allowed. A scanner, not a regular expression: the server
 * reads the area and every deviation of every request with it.
 */
export function parseDezimal(text: string, nachkommastellen: number): number | null {
  const t = text.trim();
  const negativ = t.charCodeAt(0) === 45; // '-'
  let wert = 0;
  let ganzStellen = 0;
  let bruchStellen = -1; // -1: no separator yet
  for (let i = negativ ? 1 : 0; i < t.length; i++) {
    const z = t.charCodeAt(i);
    if (z >= 48 && z <= 57) {
      // exact while below 2^53; above, it stays above and is rejected below
      wert = wert * 10 + (z - 48);
      if (bruchStellen < 0) ganzStellen++;
      else bruchStellen++;
    } else if ((z === 46 || z === 44) && bruchStellen < 0 && ganzStellen > 0) {
      bruchStellen = 0; // '.' or ','
    } else return null;
  }
  if (ganzStellen === 0 || bruchStellen === 0 || bruchStellen > nachkommastellen) return null;
  const skaliert = wert * 10 ** (nachkommastellen - Math.max(bruchStellen, 0));
  if (!Number.isSafeInteger(skaliert)) return null;
  return negativ && skaliert !== 0 ? -skaliert : skaliert;
}

/**
 * A JSON number with at most `nachkommastellen` decimals → scaled integer, or null.
 * The rule is the shortest round-trip text of the number (String(0.1) === '0.1', so 0.1 → 10
 * cents exactly; numbers printed with an exponent, 1e-7 or 1e21, are rejected). A number that is
 * exactly k / 10^n for a whole k below 10^15 has that text, so it is taken without printing it.
 */
export function zahlSkaliert(wert: number, nachkommastellen: number): number | null {
  if (!Number.isFinite(wert)) return null;
  const faktor = 10 ** nachkommastellen;
  const k = Math.round(wert * faktor);
  if (Math.abs(k) < 1e15 && k / faktor === wert) return k === 0 ? 0 : k;
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
