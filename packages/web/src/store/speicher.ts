/**
 * Where the calculation is kept between page loads (issue 9 B14: shared computers). Kept per
 * browser tab in sessionStorage: it survives a reload and the full page loads of the sign-in
 * (spezifikation.md §6 auth path), and it is gone when the tab closes, so the next person at a
 * shared computer never sees the previous flat. Never in localStorage; what older versions left
 * there is removed on start. What is read back is validated with the domain's schemas (lesen.ts),
 * so corrupt or foreign data yields the defaults instead of a crash.
 */
import { keineFehlerFlags, leererEntwurf } from '@mietspiegel/domain';
import type {
  AntwortVariante,
  BerechnungEntwurf,
  Ergebnis,
  FehlerFlags,
  SchreibenArt,
} from '@mietspiegel/domain';

/**
 * Said on every wizard step and the results page, so the user knows what is kept (B14), and
 * truthfully (issue 17 §13): a saved template keeps the answers on the server, and signing out
 * clears the tab (AbmeldenKnopf.tsx).
 */
export const SPEICHER_HINWEIS =
  'Ihre Angaben werden in diesem Browser-Tab gespeichert und beim Schließen des Tabs oder beim Abmelden gelöscht. Auf dem Server werden sie nur gespeichert, wenn Sie die Berechnung als Berechnungsvorlage speichern.';

/** Bump the version when the stored shape changes; older entries are then ignored. */
export const SPEICHER_SCHLUESSEL = 'mietspiegelrechner.berechnung.v2';

/** Keys of older versions in localStorage (v1 kept the answers across browser restarts). */
export const ALTE_SCHLUESSEL = ['mietspiegelrechner.berechnung.v1'] as const;

/** The template last loaded or saved in this tab (spezifikation.md §4 Load: remembered). */
export interface AktuelleVorlage {
  dateiId: number;
  dateiname: string;
  kommentar: string;
}

/**
 * "Ihre Miete im Vergleich" (issue 13): the inputs as typed. Kept like every other answer in this
 * tab's store, and sent only with the PDF and template calls (never in a URL or a log).
 */
export interface MietvergleichEingaben {
  miete: string;
  neueMiete: string;
  mieteVorDreiJahren: string;
  letzteErhoehung: string;
  zugang: string;
}

export function leereMietvergleichEingaben(): MietvergleichEingaben {
  return { miete: '', neueMiete: '', mieteVorDreiJahren: '', letzteErhoehung: '', zugang: '' };
}

/**
 * The Mietpreisbremse check (issue 21 §1): the inputs as typed, kept and sent like the comparison's.
 */
export interface BremsenEingaben {
  beginn: string;
  miete: string;
  erstnutzung: boolean;
  umfassend: boolean;
  vormiete: string;
  modernisierung: boolean;
  zuschlag: string;
  /** null: not answered yet (issue 26 §3) */
  auskunft: 'ja' | 'nein' | 'unbekannt' | null;
}

export function leereBremsenEingaben(): BremsenEingaben {
  return {
    beginn: '',
    miete: '',
    erstnutzung: false,
    umfassend: false,
    vormiete: '',
    modernisierung: false,
    zuschlag: '',
    // issue 26 §3: the disclosure question starts unanswered
    auskunft: null,
  };
}

/**
 * The letters of issue 30 §1: the letter chosen and the fields the user types, kept in the tab
 * like every other answer; sent to the server only to make the letter's PDF, never stored there.
 */
export interface SchreibenEingaben {
  /** the letter last chosen; a page offers it only where its check knows the facts */
  art: SchreibenArt | null;
  absender: string;
  empfaenger: string;
  ort: string;
  /** 'YYYY-MM-DD' or '' */
  datum: string;
  wohnung: string;
  /** the tenant's answer to a demand; null: not chosen yet */
  variante: AntwortVariante | null;
}

export function leereSchreibenEingaben(): SchreibenEingaben {
  return {
    art: null,
    absender: '',
    empfaenger: '',
    ort: '',
    datum: '',
    wohnung: '',
    variante: null,
  };
}

export interface Gespeichert {
  entwurf: BerechnungEntwurf;
  fehler: FehlerFlags;
  /** the manually typed year of the Baujahr step (the class is in the draft) */
  baujahrManuell: string;
  /** address chosen in the address search or sent by the map service (spezifikation.md §7) */
  adresse: string;
  /** kept so that a save after the sign-in's page loads still holds it (spezifikation.md §3) */
  ergebnis: Ergebnis | null;
  stichtagsdifferenzAktiv: boolean;
  stichtagsdifferenz: { stand: string; hoehe: string };
  vorlage: AktuelleVorlage | null;
  mietvergleich: MietvergleichEingaben;
  mietpreisbremse: BremsenEingaben;
  schreiben: SchreibenEingaben;
}

export function standardWerte(): Gespeichert {
  return {
    entwurf: leererEntwurf(),
    fehler: keineFehlerFlags(),
    baujahrManuell: '',
    adresse: '',
    ergebnis: null,
    stichtagsdifferenzAktiv: false,
    stichtagsdifferenz: { stand: '', hoehe: '' },
    vorlage: null,
    mietvergleich: leereMietvergleichEingaben(),
    mietpreisbremse: leereBremsenEingaben(),
    schreiben: leereSchreibenEingaben(),
  };
}

export function speicherOderNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings): the app works without persistence
  }
}

/** Removes what older versions kept in localStorage (called once on start). */
export function entferneAlteDaten(): void {
  try {
    for (const schluessel of ALTE_SCHLUESSEL) window.localStorage.removeItem(schluessel);
  } catch {
    // storage disabled: nothing was kept either
  }
}

export function speichere(g: Gespeichert): void {
  try {
    speicherOderNull()?.setItem(SPEICHER_SCHLUESSEL, JSON.stringify(g));
  } catch (e) {
    console.warn('Berechnung konnte nicht im Browser gespeichert werden.', e);
  }
}

export function entferne(): void {
  try {
    speicherOderNull()?.removeItem(SPEICHER_SCHLUESSEL);
  } catch {
    // nothing to do
  }
}
