/**
 * Opens a "Link zu dieser Berechnung" (issue 30 §2, ADR 0025): the domain reads the link; a
 * malformed one changes nothing. Otherwise the tab's calculation is replaced by the link's
 * answers (and the checks' inputs, when it carries them), under the link's edition while the
 * server knows it, and the notes say what differs (edition, a step without an answer).
 */
import {
  ausgabeImEinsatz,
  leseBerechnungslink,
  linkMeldungen,
  neuereAusgabe,
} from '@mietspiegel/domain';
import type { EnvironmentInfo } from '../../api/client.ts';
import { aendere, zuruecksetzen } from '../../store/store.ts';
import { ausBremsenWire } from '../ergebnis/bremsen-daten.ts';
import { ausMietvergleichWire } from '../ergebnis/mietvergleich-daten.ts';

export type Geoeffnet =
  { ok: true; route: string; hinweise: string[] } | { ok: false; meldung: string };

/** `query`: the part after `#/link?`; `info`: environmentInfo, null when it failed. */
export function oeffneBerechnungslink(query: string, info: EnvironmentInfo | null): Geoeffnet {
  const gelesen = leseBerechnungslink(query);
  if (!gelesen.ok) return gelesen;
  const hinweise = [...gelesen.hinweise];
  const liste = info?.ausgaben;
  // without the list (environmentInfo failed) the calculation names the id and the server decides
  const bekannt = !liste || liste.some((a) => a.id === gelesen.ausgabe);
  if (info && liste) {
    const heute = ausgabeImEinsatz(info);
    if (!bekannt) hinweise.push(linkMeldungen.ausgabeUnbekannt(gelesen.ausgabe, heute.titel));
    else {
      const alt = ausgabeImEinsatz(info, gelesen.ausgabe);
      if (neuereAusgabe(liste, alt, info.ausgabeHeute))
        hinweise.push(linkMeldungen.aeltereAusgabe(alt.titel, heute.titel));
    }
  }
  const titel = gelesen.stand.ohneAntwort?.schritt?.titel;
  if (titel) hinweise.push(linkMeldungen.ohneAntwort(titel));
  // the link is the whole calculation: nothing of the tab's earlier one stays beside it
  zuruecksetzen();
  aendere({
    entwurf: { ...gelesen.stand.entwurf, ausgabe: bekannt ? gelesen.ausgabe : null },
    mietvergleich: ausMietvergleichWire(gelesen.mietvergleich),
    mietpreisbremse: ausBremsenWire(gelesen.mietvergleich?.mietpreisbremse),
  });
  return { ok: true, route: gelesen.stand.schritt.route, hinweise };
}
