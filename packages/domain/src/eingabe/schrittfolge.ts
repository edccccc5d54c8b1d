/**
 * The wizard's sequence (STYLE.md 5; spezifikation.md §2 "Wizard order"): the catalogue's
 * steps in order, the invisible `warmwasser` before fussbodenheizung and the results screen
 * after betriebskosten, each with its transitions Weiter and Zurück. The web app renders it.
 */
import { ERSTER_SCHRITT_INDEX, schritte, type Schritt } from './schritte.ts';
import type { SchrittId } from '../schema/index.ts';

export type FolgeId = SchrittId | 'warmwasser' | 'berechnungsergebnisse';
export type SichtbareId = Exclude<FolgeId, 'warmwasser'>;

interface Uebergaenge {
  weiter: FolgeId | null;
  zurueck: FolgeId | null;
}

export interface SichtbarerSchritt extends Uebergaenge {
  id: SichtbareId;
  sichtbar: true;
  route: string;
  /** step index of spezifikation.md §2 (progress, scrolling, a template's aktuellerSchritt) */
  index: number;
  /** the catalogue entry (title, question, options); absent for the results screen */
  schritt?: Schritt;
}

/**
 * §2: warmwasser is "referenced as the predecessor of fussbodenheizung; its content is not
 * shown". The route table gives it neither a route nor an index, so it has none here.
 */
export interface UnsichtbarerSchritt extends Uebergaenge {
  id: 'warmwasser';
  sichtbar: false;
}

export type FolgeSchritt = SichtbarerSchritt | UnsichtbarerSchritt;

type OhneUebergaenge<T> = T extends Uebergaenge ? Omit<T, keyof Uebergaenge> : never;

function baueFolge(): readonly FolgeSchritt[] {
  const folge: OhneUebergaenge<FolgeSchritt>[] = [];
  for (const s of schritte) {
    if (s.id === 'fussbodenheizung') folge.push({ id: 'warmwasser', sichtbar: false });
    folge.push({ id: s.id, sichtbar: true, route: s.route, index: s.index, schritt: s });
  }
  // §2 route table: /berechnungsergebnisse | results, the index after the last step's (20)
  folge.push({
    id: 'berechnungsergebnisse',
    sichtbar: true,
    route: '/berechnungsergebnisse',
    index: ERSTER_SCHRITT_INDEX + schritte.length,
  });
  return folge.map((s, i) => ({
    ...s,
    weiter: folge[i + 1]?.id ?? null,
    zurueck: folge[i - 1]?.id ?? null,
  }));
}

/** Every entry in wizard order, warmwasser included. */
export const schrittfolge: readonly FolgeSchritt[] = baueFolge();

/** The screens in wizard order (the progress indicator). */
export const sichtbareSchritte: readonly SichtbarerSchritt[] = schrittfolge.filter(
  (s): s is SichtbarerSchritt => s.sichtbar,
);

const nachId = new Map<FolgeId, FolgeSchritt>(schrittfolge.map((s) => [s.id, s]));

function folgeSchritt(id: FolgeId): FolgeSchritt {
  const s = nachId.get(id);
  if (!s) throw new Error(`Unbekannter Schritt: ${id}`);
  return s;
}

export function sichtbarerSchritt(id: SichtbareId): SichtbarerSchritt {
  const s = sichtbareSchritte.find((k) => k.id === id);
  if (!s) throw new Error(`Unbekannter Schritt: ${id}`);
  return s;
}

/**
 * The screen that Weiter or Zurück leads to, passing over warmwasser (§2: Zurück from
 * fussbodenheizung lands on heizung); null before the first step and after the results.
 */
export function naechsterSichtbarer(
  id: FolgeId,
  richtung: 'weiter' | 'zurueck',
): SichtbarerSchritt | null {
  let ziel = folgeSchritt(id)[richtung];
  while (ziel !== null) {
    const s = folgeSchritt(ziel);
    if (s.sichtbar) return s;
    ziel = s[richtung];
  }
  return null;
}

/** §2 "Common step behaviour": the last input step's forward button reads 'Miete berechnen'. */
export function istLetzterEingabeschritt(id: FolgeId): boolean {
  return naechsterSichtbarer(id, 'weiter')?.id === 'berechnungsergebnisse';
}
