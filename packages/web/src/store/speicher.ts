/**
 * Persistence of the wizard answers in localStorage (issue: answers survive a reload until
 * reset). One versioned key; what is read back is validated with the domain's draft schema, so
 * corrupt or foreign data yields the defaults instead of a crash.
 */
import {
  entwurfSchema,
  fehlerFlagsSchema,
  keineFehlerFlags,
  leererEntwurf,
} from '@mietspiegel/domain';
import type { BerechnungEntwurf, FehlerFlags } from '@mietspiegel/domain';

/** Bump the version when the stored shape changes; older entries are then ignored. */
export const SPEICHER_SCHLUESSEL = 'mietspiegelrechner.berechnung.v1';

export interface Gespeichert {
  entwurf: BerechnungEntwurf;
  fehler: FehlerFlags;
  /** the manually typed year of the Baujahr step (the class is in the draft) */
  baujahrManuell: string;
  /** address chosen in the address search or sent by the map service (spezifikation.md §7) */
  adresse: string;
}

export function standardWerte(): Gespeichert {
  return { entwurf: leererEntwurf(), fehler: keineFehlerFlags(), baujahrManuell: '', adresse: '' };
}

function speicherOderNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the app works without persistence
  }
}

export function lade(): Gespeichert {
  const standard = standardWerte();
  const speicher = speicherOderNull();
  let roh: string | null = null;
  try {
    roh = speicher?.getItem(SPEICHER_SCHLUESSEL) ?? null;
  } catch {
    return standard;
  }
  if (roh === null) return standard;
  let daten: unknown;
  try {
    daten = JSON.parse(roh);
  } catch {
    console.warn('Gespeicherte Berechnung ist kein JSON und wird verworfen.');
    return standard;
  }
  if (typeof daten !== 'object' || daten === null) return standard;
  const d = daten as Record<string, unknown>;
  const entwurf = entwurfSchema.safeParse(d.entwurf);
  if (!entwurf.success) {
    console.warn('Gespeicherte Berechnung ist ungültig und wird verworfen.');
    return standard;
  }
  const fehler = fehlerFlagsSchema.safeParse(d.fehler);
  return {
    entwurf: entwurf.data,
    fehler: fehler.success ? fehler.data : standard.fehler,
    baujahrManuell: typeof d.baujahrManuell === 'string' ? d.baujahrManuell.slice(0, 4) : '',
    adresse: typeof d.adresse === 'string' ? d.adresse.slice(0, 200) : '',
  };
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
