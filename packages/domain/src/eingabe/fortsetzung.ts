/**
 * Where a saved calculation resumes (spezifikation.md §3 "Template": `aktuellerSchritt`, the step
 * index of §2; §4 "Load": "jump to the saved current step"). Issue 26 §10, ADR 0024: the index
 * is a position, and a step added to the wizard shifts it (a template saved on the results would
 * reopen on Betriebskosten). So a template stores the step's id beside the index; one without the
 * id is read by the step list its edition had when it was saved; and a template that has no
 * answer for a step added after it was saved opens at that step.
 */
import { ausgabe as eingebaut, ausgabeIdDerVorlage } from '../ausgaben/index.ts';
import type { BerechnungEntwurf, Berechnungsdaten } from '../schema/index.ts';
import { leererEntwurf } from './entwurf.ts';
import { ERSTER_SCHRITT_INDEX } from './schritte.ts';
import { sichtbareSchritte, type SichtbarerSchritt } from './schrittfolge.ts';

/**
 * The screens, in order, as every template without `aktuellerSchrittId` was saved: until the id
 * was stored, every edition had to keep this one catalogue (ausgaben.ts `katalogAbweichungen`).
 * Index = ERSTER_SCHRITT_INDEX + position. Never change it: it is how those templates were
 * written. An edition whose wizard gains a step gets its new list from the catalogue; its
 * templates carry the id.
 */
const SCHRITTLISTE_BIS_2026 = [
  'wohnflaeche',
  'baujahr',
  'wohnlage',
  'gebaeudetyp',
  'haustyp',
  'heizung',
  'fussbodenheizung',
  'sanitaerbereich',
  'kueche',
  'kuechengrundausstattung',
  'elektrogeraete',
  'fussboden',
  'modernisierterBoden',
  'terrasseBalkon',
  'ausstattung',
  'modernisierteFenster',
  'abweichungen',
  'betriebskosten',
  'berechnungsergebnisse',
] as const;

/** The step list by which each edition's templates without a step id were saved. */
const SCHRITTLISTEN: Readonly<Record<string, readonly string[]>> = {
  [eingebaut.ausgabe]: SCHRITTLISTE_BIS_2026,
};

/**
 * The step ids in the order an edition's templates without `aktuellerSchrittId` were saved by;
 * an edition not listed had the same catalogue then (see SCHRITTLISTE_BIS_2026).
 */
export function schrittlisteDerAusgabe(ausgabeId: string): readonly string[] {
  return SCHRITTLISTEN[ausgabeId] ?? SCHRITTLISTE_BIS_2026;
}

/** The id of the screen with this index in the wizard as it is now; null for none (0, 1, 17). */
export function schrittIdFuerIndex(
  index: number,
  folge: readonly SichtbarerSchritt[] = sichtbareSchritte,
): string | null {
  return folge.find((s) => s.index === index)?.id ?? null;
}

/** A stored draft: the choice of a step added after saving may be missing (schema.ts). */
type GespeicherterEntwurf = Berechnungsdaten['pdfParameters']['berechnung'];

export interface Vorlagenstand {
  /** the stored draft, a missing answer as a new calculation has it (null, empty list) */
  entwurf: BerechnungEntwurf;
  /** the screen to open */
  schritt: SichtbarerSchritt;
  /** the step the template has no answer for, opened instead of the saved one; else null */
  ohneAntwort: SichtbarerSchritt | null;
}

const fehlt = (entwurf: GespeicherterEntwurf, s: SichtbarerSchritt): boolean =>
  s.schritt !== undefined && (entwurf as Record<string, unknown>)[s.schritt.feld] === undefined;

/**
 * Reads a template's answers and the screen to open (`folge`: the wizard as it is now; a test
 * may pass one that gained a step). The saved step is its id when the wizard still has it, else
 * its index in the step list of the template's edition at the time of saving. A step before it
 * whose answer is missing – a step added after the template was saved – is opened instead.
 */
export function leseVorlagenstand(
  daten: Pick<Berechnungsdaten, 'aktuellerSchritt' | 'aktuellerSchrittId' | 'ergebnis'> & {
    pdfParameters: { berechnung: GespeicherterEntwurf };
  },
  folge: readonly SichtbarerSchritt[] = sichtbareSchritte,
): Vorlagenstand {
  const gespeichert = daten.pdfParameters.berechnung;
  const ausgabeId = ausgabeIdDerVorlage({
    berechnungAusgabe: gespeichert.ausgabe,
    ergebnisAusgabe: daten.ergebnis?.ausgabe,
  });
  const nachIndex =
    schrittlisteDerAusgabe(ausgabeId)[daten.aktuellerSchritt - ERSTER_SCHRITT_INDEX];
  const gesucht = [daten.aktuellerSchrittId, nachIndex];
  const ziel =
    gesucht.flatMap((id) => folge.filter((s) => id != null && s.id === id))[0] ??
    (folge[0] as SichtbarerSchritt);
  const ohneAntwort =
    folge.slice(0, folge.indexOf(ziel)).find((s) => fehlt(gespeichert, s)) ?? null;
  return {
    entwurf: vervollstaendigeEntwurf(gespeichert),
    schritt: ohneAntwort ?? ziel,
    ohneAntwort,
  };
}

/** A stored draft with each missing answer as a new calculation has it (null, empty list). */
export function vervollstaendigeEntwurf(gespeichert: GespeicherterEntwurf): BerechnungEntwurf {
  const beantwortet = Object.entries(gespeichert).filter(([, v]) => v !== undefined);
  return { ...leererEntwurf(), ...Object.fromEntries(beantwortet) } as BerechnungEntwurf;
}

/** The German note for a template opened at a step it has no answer for. */
export const vorlageOhneAntwortHinweis = (titel: string): string =>
  `Diese Vorlage enthält noch keine Antwort zum Schritt „${titel}“: Er ist erst nach dem Speichern der Vorlage hinzugekommen. Bitte beantworten Sie ihn; Ihre übrigen Antworten sind übernommen.`;
