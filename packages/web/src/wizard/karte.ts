/**
 * The maps service (spezifikation.md §7): 'zum Stadtplanprogramm' opens the configured map
 * address (GEOKARTEN_*), or – when none is configured and the operator has imported a Wohnlagen
 * layer – our own map page (issue 11, `#/karte?art=…`). Either map posts back
 * {lage, gebaeudetyp, adresse}; one receiver handles both. Trusted are the origins of the
 * configured map addresses and our own origin only while the built-in map is in use; anything
 * else is ignored.
 */
import { optionLabel, schrittNachId, type EnvironmentInfo } from '@mietspiegel/domain';
import { benachrichtige } from '../benachrichtigungen/benachrichtigungen.ts';
import { setzeAdresse } from '../store/store.ts';
import { uebernimmNachschlag, type KartenArt } from './nachschlag.ts';

export type { KartenArt };

/** Route of the built-in map page (issue 11). */
export const KARTEN_ROUTE = '/karte';

/** The configured external map address of this step, or null. */
export function externeKartenUrl(info: EnvironmentInfo | null, art: KartenArt): string | null {
  if (!info) return null;
  const speziell = art === 'wohnlage' ? info.geokartenWohnlageUrl : info.geokartenGebaeudetypUrl;
  return speziell || info.geokartenUrl || null;
}

/**
 * True when this step's map button opens our own map: no external address, a Wohnlagen layer
 * (the map draws it) and, for the Gebäudetyp step, a Gebäudetypen layer – without one our map
 * could not answer that step's question (issue 17 §3).
 */
export function eigeneKarte(info: EnvironmentInfo | null, art: KartenArt): boolean {
  return (
    !!info &&
    info.geodaten.wohnlagen &&
    (art === 'wohnlage' || info.geodaten.gebaeudetypen) &&
    externeKartenUrl(info, art) === null
  );
}

/** The built-in map page in the page the wizard runs in (/berechnung.html or /auth/index.html). */
export function eigeneKartenUrl(
  art: KartenArt,
  loc: Pick<Location, 'pathname'> = window.location,
): string {
  return `${loc.pathname}#${KARTEN_ROUTE}?art=${art}`;
}

/**
 * What the map button of a step opens: the external map, our own map, or nothing – 'unbekannt'
 * while environmentInfo has not answered, 'keineDaten' when neither exists.
 */
export type KartenZiel =
  { art: 'extern' | 'eigen'; url: string } | { art: 'keine'; grund: 'unbekannt' | 'keineDaten' };

export function kartenZiel(info: EnvironmentInfo | null, art: KartenArt): KartenZiel {
  if (!info) return { art: 'keine', grund: 'unbekannt' };
  const extern = externeKartenUrl(info, art);
  if (extern) return { art: 'extern', url: extern };
  if (eigeneKarte(info, art)) return { art: 'eigen', url: eigeneKartenUrl(art) };
  return { art: 'keine', grund: 'keineDaten' };
}

function origin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * Origins whose messages are accepted: every configured map address, and our own origin only
 * while one of the two steps uses the built-in map (issue 11).
 */
export function vertrauteOrigins(
  info: EnvironmentInfo | null,
  eigenerOrigin: string = window.location.origin,
): Set<string> {
  const menge = new Set<string>();
  if (!info) return menge;
  for (const url of [info.geokartenUrl, info.geokartenWohnlageUrl, info.geokartenGebaeudetypUrl]) {
    const o = origin(url);
    if (o && o !== 'null') menge.add(o);
  }
  if (
    (eigeneKarte(info, 'wohnlage') || eigeneKarte(info, 'gebaeudetyp')) &&
    eigenerOrigin !== 'null'
  ) {
    menge.add(eigenerOrigin);
  }
  return menge;
}

/** A valid option id of the step, from a number or a numeric string; else null. */
function optionId(schritt: KartenArt, wert: unknown): number | null {
  const n = typeof wert === 'string' && /^\d+$/.test(wert.trim()) ? Number(wert) : wert;
  if (typeof n !== 'number' || !Number.isInteger(n)) return null;
  return schrittNachId(schritt).optionen.some((o) => o.id === n) ? n : null;
}

/**
 * The step whose map button opened the map window last: a map answers only that step's
 * question (issue 17 §3; spezifikation.md §7 "sets the selected location or building type").
 * Null until a map was opened from this page.
 */
let geoeffnetFuer: KartenArt | null = null;

/** Issue 17 §3: a map's message that no step of this page asked for is not taken, but said. */
export const KARTE_NICHT_VON_HIER =
  'Die Auswahl aus dem Stadtplan wurde nicht übernommen, weil der Stadtplan nicht aus diesem Fenster geöffnet wurde. Bitte öffnen Sie ihn im Schritt „Wohnlage“ oder „Gebäudetyp“ über „zum Stadtplanprogramm“.';

/**
 * Issue 26 §9: what the last map message did to a step's answer, for that step's page to show
 * below its options as the address search does ("Ihre bisherige Auswahl … wurde ersetzt"), not
 * only in a notification that goes away.
 */
export interface KartenUebernahme {
  art: KartenArt;
  text: string;
  adresse: string;
}
const uebernahmeHoerer = new Set<(u: KartenUebernahme) => void>();

/** Calls `hoerer` for every map message taken over; returns the unsubscribe. */
export function beiKartenUebernahme(hoerer: (u: KartenUebernahme) => void): () => void {
  uebernahmeHoerer.add(hoerer);
  return () => uebernahmeHoerer.delete(hoerer);
}

/** For tests: as if the page had just loaded (null) or a map had been opened for `art`. */
export function setzeGeoeffneteKarte(art: KartenArt | null): void {
  geoeffnetFuer = art;
}

/**
 * Applies a message of a map: only the value of the step that opened it (the other one is
 * ignored, even when the map sends it) and the address, through the one lookup rule
 * (nachschlag.ts). Returns true when it came from a trusted origin, a map was opened from this
 * page, and it carried that step's value or an address.
 */
export function verarbeiteKartenNachricht(
  ereignis: Pick<MessageEvent, 'origin' | 'data'>,
  info: EnvironmentInfo | null,
): boolean {
  if (!vertrauteOrigins(info).has(ereignis.origin)) return false;
  const art = geoeffnetFuer;
  let daten: unknown = ereignis.data;
  if (typeof daten === 'string') {
    try {
      daten = JSON.parse(daten);
    } catch {
      return false;
    }
  }
  if (typeof daten !== 'object' || daten === null) return false;
  const d = daten as Record<string, unknown>;
  if (art === null) {
    // e.g. the wizard was reloaded while the map stayed open: which step asks is unknown
    if (optionId('wohnlage', d.lage) !== null || optionId('gebaeudetyp', d.gebaeudetyp) !== null)
      benachrichtige(KARTE_NICHT_VON_HIER, 'warning');
    return false;
  }
  const wert = optionId(art, art === 'wohnlage' ? d.lage : d.gebaeudetyp);
  const adresse = typeof d.adresse === 'string' ? d.adresse.trim().slice(0, 200) : '';
  if (wert === null && adresse === '') return false;

  const teile: string[] = [];
  if (adresse !== '') {
    setzeAdresse(adresse);
    teile.push(`Adresse „${adresse}“ übernommen.`);
  }
  // a new address without a value: an earlier automatic choice no longer holds (issue 17 §4)
  const ergebnis = uebernimmNachschlag(art, wert);
  teile.push(ergebnis.text);
  benachrichtige(`Aus dem Stadtplan: ${teile.join(' ')}`, 'info');
  for (const hoerer of uebernahmeHoerer) {
    hoerer({ art, text: `Aus dem Stadtplan: ${ergebnis.text}`, adresse });
  }
  return true;
}

/**
 * Opens the map in a named window. The window keeps `window.opener`, because the map posts the
 * chosen Wohnlage/Gebäudetyp back to us (spezifikation.md §7); only messages from trusted
 * origins are accepted (see `verarbeiteKartenNachricht`), and only the value `art` asks for. The
 * external map address is configuration of the operator, never user input.
 */
export function oeffneKarte(url: string, art: KartenArt): void {
  geoeffnetFuer = art;
  window.open(url, 'mietspiegel-stadtplan');
}

/**
 * What a map says about the step's option at an address, in words (issue 11: "Laut
 * Wohnlagenkarte: Gute Lage"), and the option it found (null: none, or no such map).
 */
export function kartenAussage(
  art: KartenArt,
  wert: number | null,
  info: EnvironmentInfo | null,
): { text: string; option: number | null } {
  const label = wert === null ? undefined : optionLabel(art, wert);
  if (art === 'wohnlage') {
    return label === undefined
      ? {
          text: 'Für diese Adresse ist in der Wohnlagenkarte keine Wohnlage hinterlegt.',
          option: null,
        }
      : { text: `Laut Wohnlagenkarte: ${label}`, option: wert };
  }
  if (label !== undefined) return { text: `Laut Gebäudetypenkarte: ${label}`, option: wert };
  return {
    text:
      info?.geodaten.gebaeudetypen === false
        ? 'Für den Gebäudetyp ist keine Gebäudetypenkarte eingerichtet.'
        : 'Für diese Adresse ist in der Gebäudetypenkarte kein Gebäudetyp hinterlegt.',
    option: null,
  };
}
