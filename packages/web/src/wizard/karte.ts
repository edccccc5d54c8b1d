/**
 * The maps service (spezifikation.md §7): the 'zum Stadtplanprogramm' button opens the
 * configured map address; the map posts back {lage, gebaeudetyp, adresse}. Only messages from
 * the map's own origin are trusted; anything else is ignored.
 */
import { optionLabel, schrittNachId } from '@mietspiegel/domain';
import type { EnvironmentInfo } from '../api/client.ts';
import { benachrichtige } from '../notifications/benachrichtigungen.ts';
import { aendere, aendereEntwurf } from '../store/store.ts';

export type KartenArt = 'wohnlage' | 'gebaeudetyp';

export function kartenUrl(info: EnvironmentInfo | null, art: KartenArt): string | null {
  if (!info) return null;
  const speziell = art === 'wohnlage' ? info.geokartenWohnlageUrl : info.geokartenGebaeudetypUrl;
  return speziell || info.geokartenUrl || null;
}

function origin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/** Origins of every configured map address. */
export function vertrauteOrigins(info: EnvironmentInfo | null): Set<string> {
  const menge = new Set<string>();
  if (!info) return menge;
  for (const url of [info.geokartenUrl, info.geokartenWohnlageUrl, info.geokartenGebaeudetypUrl]) {
    const o = origin(url);
    if (o && o !== 'null') menge.add(o);
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
 * Applies a message of the maps service. Returns true when it came from a trusted origin and
 * carried at least one valid value.
 */
export function verarbeiteKartenNachricht(
  ereignis: Pick<MessageEvent, 'origin' | 'data'>,
  info: EnvironmentInfo | null,
): boolean {
  if (!vertrauteOrigins(info).has(ereignis.origin)) return false;
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
  const lage = optionId('wohnlage', d.lage);
  const typ = optionId('gebaeudetyp', d.gebaeudetyp);
  const adresse = typeof d.adresse === 'string' ? d.adresse.trim().slice(0, 200) : '';
  if (lage === null && typ === null && adresse === '') return false;

  const teile: string[] = [];
  if (lage !== null) {
    aendereEntwurf({ selectedWohnlage: lage });
    teile.push(`Wohnlage „${optionLabel('wohnlage', lage)}“`);
  }
  if (typ !== null) {
    aendereEntwurf({ selectedGebaeudetyp: typ });
    teile.push(`Gebäudetyp „${optionLabel('gebaeudetyp', typ)}“`);
  }
  if (adresse !== '') {
    aendere({ adresse });
    teile.push(`Adresse „${adresse}“`);
  }
  benachrichtige(`Aus dem Stadtplan übernommen: ${teile.join(', ')}.`, 'info');
  return true;
}

/**
 * Opens the map in a named window. The window keeps `window.opener`, because the maps service
 * posts the chosen Wohnlage/Gebäudetyp back to us (spezifikation.md §7); only messages from the
 * configured map origins are accepted (see `verarbeiteKartenNachricht`). The map address is
 * configuration of the operator, never user input.
 */
export function oeffneKarte(url: string): void {
  window.open(url, 'mietspiegel-stadtplan');
}
