/**
 * Reads the operator file named by BETREIBER_DATEI (issue 21 §2; README "Betreiberangaben") once
 * at start. A file that cannot be read, is no JSON or does not fit the domain's schema stops the
 * start with one German line per problem, naming the file and the field – the pages must never
 * show half-checked or invented details.
 */
import { isAbsolute, resolve } from 'node:path';
import { BETREIBER_EINSTELLUNG, pruefeBetreiber, type Betreiber } from '@mietspiegel/domain';
import { leseJsonDatei } from './json-datei.ts';

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
  // regular files only, bounded, BOM accepted, German syntax errors (issue 27 §7)
  const gelesen = leseJsonDatei(datei);
  if (!gelesen.ok) {
    const englisch = gelesen.grund.startsWith('ist kein gültiges JSON')
      ? 'is not JSON'
      : 'cannot be read';
    probleme.push(`${vorne} ${gelesen.grund} / ${englisch}`);
    return null;
  }
  const r = pruefeBetreiber(gelesen.wert);
  if (r.ok) return r.betreiber;
  for (const p of r.probleme) probleme.push(`${vorne}, Feld ${p}`);
  return null;
}
