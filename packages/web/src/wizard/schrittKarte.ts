/**
 * The wizard as data (STYLE.md 5; spezifikation.md §2 "Wizard order"): every step with id,
 * route, index, inputs, kind and its transitions, built on the domain's step catalogue.
 * `warmwasser` is the invisible predecessor of fussbodenheizung (§2): it has no screen, so
 * navigation passes over it (Zurück from fussbodenheizung lands on heizung).
 */
import { abweichungsFelder, schritte, type Schritt, type SchrittArt } from '@mietspiegel/domain';
import type { SchrittId } from '@mietspiegel/domain';

export type KartenId = SchrittId | 'warmwasser' | 'berechnungsergebnisse';

export interface KartenSchritt {
  id: KartenId;
  route: string;
  /** step index of spezifikation.md §2 (progress, scrolling) */
  index: number;
  art: SchrittArt | 'unsichtbar' | 'ergebnis';
  /** wire fields the step fills */
  eingaben: readonly string[];
  sichtbar: boolean;
  /** the domain's catalogue entry (title, question, options); absent for warmwasser and results */
  schritt?: Schritt;
  weiter: KartenId | null;
  zurueck: KartenId | null;
}

function eingabenVon(s: Schritt): string[] {
  switch (s.art) {
    case 'abweichungen':
      return abweichungsFelder.map((f) => `abweichungen.${f}`);
    case 'betriebskosten':
      return ['selectedBetriebskostenA', 'selectedBetriebskostenB'];
    default:
      return [s.feld];
  }
}

type OhneKanten = Omit<KartenSchritt, 'weiter' | 'zurueck'>;

function baueKarte(): readonly KartenSchritt[] {
  const folge: OhneKanten[] = [];
  for (const s of schritte) {
    if (s.id === 'fussbodenheizung') {
      folge.push({
        id: 'warmwasser',
        route: '/warmwasser',
        index: s.index,
        art: 'unsichtbar',
        eingaben: [],
        sichtbar: false,
      });
    }
    folge.push({
      id: s.id,
      route: s.route,
      index: s.index,
      art: s.art,
      eingaben: eingabenVon(s),
      sichtbar: true,
      schritt: s,
    });
  }
  folge.push({
    id: 'berechnungsergebnisse',
    route: '/berechnungsergebnisse',
    index: 20,
    art: 'ergebnis',
    eingaben: [],
    sichtbar: true,
  });
  return folge.map((s, i) => ({
    ...s,
    weiter: folge[i + 1]?.id ?? null,
    zurueck: folge[i - 1]?.id ?? null,
  }));
}

export const schrittKarte: readonly KartenSchritt[] = baueKarte();

const nachId = new Map(schrittKarte.map((s) => [s.id, s]));

export function kartenSchritt(id: KartenId): KartenSchritt {
  const s = nachId.get(id);
  if (!s) throw new Error(`Unbekannter Schritt ${id}`);
  return s;
}

/** Follows `weiter`/`zurueck` past invisible steps; null at either end. */
export function naechsterSichtbarer(
  id: KartenId,
  richtung: 'weiter' | 'zurueck',
): KartenSchritt | null {
  let ziel = kartenSchritt(id)[richtung];
  while (ziel !== null) {
    const s = kartenSchritt(ziel);
    if (s.sichtbar) return s;
    ziel = s[richtung];
  }
  return null;
}

/** Visible steps in order (the progress indicator). */
export const sichtbareSchritte: readonly KartenSchritt[] = schrittKarte.filter((s) => s.sichtbar);

/** The last input step: its forward button reads 'Miete berechnen' (spezifikation.md §2). */
export function istLetzterEingabeschritt(id: KartenId): boolean {
  return naechsterSichtbarer(id, 'weiter')?.art === 'ergebnis';
}
