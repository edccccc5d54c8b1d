/**
 * The Mietspiegel editions the server knows (issue 20 §1): the built-in one plus every `*.json`
 * in the folder named by MIETSPIEGEL_AUSGABEN, read once at start. A file that cannot be read,
 * is no JSON or breaks a rule of the edition (domain: ladeAusgabe, erstelleRegister) stops the
 * start with one German line per faulty place, naming the file and the JSON path – a
 * calculation is never computed from a half-checked table. `npm run ausgabe -- pruefen` uses
 * the same functions.
 */
import { readdirSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import {
  AusgabeFehler,
  erstelleRegister,
  ladeAusgabe,
  RegisterFehler,
  type Ausgabe,
  type AusgabenRegister,
} from '@mietspiegel/domain';
import { leseJsonDatei } from './json-datei.ts';

export const AUSGABEN_EINSTELLUNG = 'MIETSPIEGEL_AUSGABEN';

/** One edition read from a file, with the file as its origin for messages and `liste`. */
export interface GeleseneAusgabe {
  ausgabe: Ausgabe;
  quelle: string;
}

/** The edition in `datei`, or null with every problem appended to `probleme` (naming the file). */
export function leseAusgabeDatei(datei: string, probleme: string[]): Ausgabe | null {
  const vorne = `Ausgabedatei ${datei}`;
  // regular files only, bounded, BOM accepted, German syntax errors (issue 27 §7)
  const gelesen = leseJsonDatei(datei);
  if (!gelesen.ok) {
    probleme.push(`${vorne} ${gelesen.grund}.`);
    return null;
  }
  try {
    return ladeAusgabe(gelesen.wert);
  } catch (fehler) {
    if (!(fehler instanceof AusgabeFehler)) throw fehler;
    for (const p of fehler.probleme) probleme.push(`${vorne}: ${p}`);
    return null;
  }
}

/** Every `*.json` of the folder (sorted by name), or [] with the problem appended. */
export function leseAusgabenOrdner(ordner: string, probleme: string[]): GeleseneAusgabe[] {
  let namen: string[];
  try {
    namen = readdirSync(ordner)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch (fehler) {
    const code = (fehler as NodeJS.ErrnoException).code;
    probleme.push(
      `${AUSGABEN_EINSTELLUNG}: den Ordner ${ordner} ${code === 'ENOENT' ? 'gibt es nicht' : `kann der Server nicht lesen (${code ?? 'Fehler'})`}.`,
    );
    return [];
  }
  const gelesen: GeleseneAusgabe[] = [];
  for (const name of namen) {
    const datei = join(ordner, name);
    const a = leseAusgabeDatei(datei, probleme);
    if (a) gelesen.push({ ausgabe: a, quelle: datei });
  }
  return gelesen;
}

/** The register of the built-in edition and `weitere`, or null with its problems appended. */
export function registerAus(
  weitere: readonly GeleseneAusgabe[],
  probleme: string[],
): AusgabenRegister | null {
  try {
    // messages name the file as those of leseAusgabeDatei do
    return erstelleRegister(
      weitere.map((g) => ({ ausgabe: g.ausgabe, quelle: `Ausgabedatei ${g.quelle}` })),
    );
  } catch (fehler) {
    if (!(fehler instanceof RegisterFehler)) throw fehler;
    probleme.push(...fehler.probleme);
    return null;
  }
}

/**
 * MIETSPIEGEL_AUSGABEN (relative to `basis`, where npm was started) → the register; unset = the
 * built-in edition alone. Problems are appended to `probleme` (konfiguration.ts's KonfigurationsFehler).
 */
export function leseAusgaben(
  ordner: string | undefined,
  basis: string,
  probleme: string[],
): { register: AusgabenRegister | null; weitere: GeleseneAusgabe[] } {
  if (ordner === undefined) return { register: erstelleRegister(), weitere: [] };
  const pfad = isAbsolute(ordner) ? ordner : resolve(basis, ordner);
  const vorher = probleme.length;
  const weitere = leseAusgabenOrdner(pfad, probleme);
  if (probleme.length > vorher) return { register: null, weitere };
  return { register: registerAus(weitere, probleme), weitere };
}
