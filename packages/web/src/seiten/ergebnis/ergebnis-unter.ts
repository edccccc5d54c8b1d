/**
 * The result of this tab's answers under another edition than the one shown (issue 20 §4): a
 * check whose day falls under another edition, and the side-by-side recalculation under a newer
 * one. The server computes it (it alone holds an added edition's tables); answers are kept per
 * answers and edition for the tab's life, at most a few.
 */
import { useEffect, useState } from 'react';
import type { BerechnungEntwurf, Ergebnis } from '@mietspiegel/domain';
import { api } from '../../api/client.ts';
import { fehlschlagText } from '../../api/fehlertext.ts';
import { useZustand } from '../../store/store.ts';

export type ErgebnisStand =
  { art: 'laeuft' } | { art: 'fertig'; ergebnis: Ergebnis } | { art: 'fehler'; meldung: string };

const HOECHSTENS = 8;
const gemerkt = new Map<string, Ergebnis>();

const schluessel = (entwurf: BerechnungEntwurf, id: string): string =>
  `${id}\n${JSON.stringify({ ...entwurf, ausgabe: null })}`;

/**
 * `ergebnis` itself when `ausgabeId` is null or its own edition; otherwise the result under
 * `ausgabeId`, fetched once.
 */
export function useErgebnisUnter(ausgabeId: string | null, ergebnis: Ergebnis): ErgebnisStand {
  const entwurf = useZustand((z) => z.entwurf);
  const eigenes = ausgabeId === null || ausgabeId === ergebnis.ausgabe;
  const key = eigenes ? null : schluessel(entwurf, ausgabeId);
  const [stand, setStand] = useState<{ key: string; stand: ErgebnisStand } | null>(null);

  useEffect(() => {
    if (key === null || ausgabeId === null || gemerkt.has(key)) return;
    let abgebrochen = false;
    setStand({ key, stand: { art: 'laeuft' } });
    void api.berechne(entwurf, ausgabeId).then((r) => {
      if (abgebrochen) return;
      if (!r.ok) {
        console.error('Berechnung unter anderer Ausgabe fehlgeschlagen', r);
        setStand({ key, stand: { art: 'fehler', meldung: fehlschlagText(r) } });
        return;
      }
      if (gemerkt.size >= HOECHSTENS) gemerkt.delete(gemerkt.keys().next().value as string);
      gemerkt.set(key, r.daten);
      setStand({ key, stand: { art: 'fertig', ergebnis: r.daten } });
    });
    return () => {
      abgebrochen = true;
    };
  }, [key, ausgabeId, entwurf]);

  if (key === null) return { art: 'fertig', ergebnis };
  const bekannt = gemerkt.get(key);
  if (bekannt) return { art: 'fertig', ergebnis: bekannt };
  return stand?.key === key ? stand.stand : { art: 'laeuft' };
}
