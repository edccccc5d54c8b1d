/**
 * Reads the operator file named by BETREIBER_DATEI (issue 21 §2; README "Betreiberangaben") once
 * at start. A file that cannot be read, is no JSON or does not fit the domain's schema stops the
 * start with one German line per problem, naming the file and the field – the pages must never
 * show half-checked or invented details.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { BETREIBER_EINSTELLUNG, pruefeBetreiber, type Betreiber } from '@mietspiegel/domain';

/**
 * The operator's details from `pfad` (relative to `basis`), or null with the problems appended
 * to `probleme` (the lines of konfiguration.ts's KonfigurationsFehler).
 */
export function leseBetreiberDatei(
  pfad: string,
  basis: string,
  probleme: string[],
): Betreiber | null {
  const datei = isAbsolute(pfad) ? pfad : resolve(basis, pfad);
  const vorne = `${BETREIBER_EINSTELLUNG}: Betreiberdatei ${datei}`;
  let text: string;
  try {
    text = readFileSync(datei, 'utf8');
  } catch (fehler) {
    const code = (fehler as NodeJS.ErrnoException).code;
    const grund = code === 'ENOENT' ? 'gibt es nicht' : `ist nicht lesbar (${code ?? 'Fehler'})`;
    probleme.push(`${vorne} ${grund} / cannot be read`);
    return null;
  }
  let roh: unknown;
  try {
    roh = JSON.parse(text);
  } catch (fehler) {
    probleme.push(`${vorne} ist kein gültiges JSON (${(fehler as Error).message}) / is not JSON`);
    return null;
  }
  const r = pruefeBetreiber(roh);
  if (r.ok) return r.betreiber;
  for (const p of r.probleme) probleme.push(`${vorne}, Feld ${p}`);
  return null;
}
