/**
 * What the save page must know when it opens, and which template is the current one
 * (spezifikation.md §4 "Template flows"). Kept in sessionStorage: the way into /save may pass the
 * server's sign-in page (a full page load), and each browser tab works on its own calculation.
 */

/** Save the wizard's current calculation (Speichern on a step). */
export interface AnlegenKontext {
  modus: 'anlegen';
  /** Index of the step where Speichern was pressed (spezifikation.md §2 step indices). */
  aktuellerSchritt: number;
  /** Route to return to after saving or Abbrechen, e.g. '/baujahr'. */
  zurueck: string;
}

/** Rename or re-comment a template (pencil in the list). */
export interface BearbeitenKontext {
  modus: 'bearbeiten';
  selfLink: string;
  dateiId: number;
  dateiname: string;
  kommentar: string;
  zurueck: string;
}

export type SpeicherKontext = AnlegenKontext | BearbeitenKontext;

/** The template last loaded or saved in this tab (spezifikation.md §4 Load: remembered). */
export interface AktuelleVorlage {
  dateiId: number;
  dateiname: string;
  kommentar: string;
}

const KONTEXT_SCHLUESSEL = 'mietspiegel.vorlagen.speicherKontext';
const AKTUELLE_SCHLUESSEL = 'mietspiegel.vorlagen.aktuelleVorlage';

export function schreibeSpeicherKontext(kontext: SpeicherKontext): void {
  schreibe(KONTEXT_SCHLUESSEL, kontext);
}

export function leseSpeicherKontext(): SpeicherKontext | null {
  const wert = lese(KONTEXT_SCHLUESSEL);
  if (!istObjekt(wert)) return null;
  if (
    wert.modus === 'anlegen' &&
    Number.isInteger(wert.aktuellerSchritt) &&
    typeof wert.zurueck === 'string'
  ) {
    return wert as unknown as AnlegenKontext;
  }
  if (
    wert.modus === 'bearbeiten' &&
    typeof wert.selfLink === 'string' &&
    typeof wert.dateiname === 'string' &&
    typeof wert.zurueck === 'string'
  ) {
    return wert as unknown as BearbeitenKontext;
  }
  return null;
}

export function loescheSpeicherKontext(): void {
  entferne(KONTEXT_SCHLUESSEL);
}

export function merkeAktuelleVorlage(vorlage: AktuelleVorlage | null): void {
  if (vorlage === null) entferne(AKTUELLE_SCHLUESSEL);
  else schreibe(AKTUELLE_SCHLUESSEL, vorlage);
}

export function leseAktuelleVorlage(): AktuelleVorlage | null {
  const wert = lese(AKTUELLE_SCHLUESSEL);
  if (!istObjekt(wert) || typeof wert.dateiname !== 'string') return null;
  return {
    dateiId: typeof wert.dateiId === 'number' ? wert.dateiId : 0,
    dateiname: wert.dateiname,
    kommentar: typeof wert.kommentar === 'string' ? wert.kommentar : '',
  };
}

function istObjekt(wert: unknown): wert is Record<string, unknown> {
  return typeof wert === 'object' && wert !== null;
}

// Storage may be unavailable (privacy mode); saving then still works within the page.
function schreibe(schluessel: string, wert: unknown): void {
  try {
    sessionStorage.setItem(schluessel, JSON.stringify(wert));
  } catch {
    // ignore: the context is a convenience, not data
  }
}

function lese(schluessel: string): unknown {
  try {
    const roh = sessionStorage.getItem(schluessel);
    return roh === null ? null : (JSON.parse(roh) as unknown);
  } catch {
    return null;
  }
}

function entferne(schluessel: string): void {
  try {
    sessionStorage.removeItem(schluessel);
  } catch {
    // ignore
  }
}
