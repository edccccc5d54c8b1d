/**
 * The operator's details for the Impressum, Datenschutz and accessibility pages (issue 21 §2),
 * from GET /api/betreiber – loaded once, when the first of those pages opens, so the calculator's
 * own pages never wait for them.
 */
import { useEffect } from 'react';
import { betreiberAntwortSchema, type Betreiber } from '@mietspiegel/domain';
import { api } from '../../api/client.ts';
import { externerSpeicher, useAuswahl } from '../../lib/externer-speicher.ts';

export type BetreiberStand =
  | { art: 'laedt' }
  | { art: 'fehler' }
  /** `betreiber: null`: the server runs without BETREIBER_DATEI */
  | { art: 'da'; betreiber: Betreiber | null; sitzungsdauerMinuten: number };

const speicher = externerSpeicher<{ stand: BetreiberStand }>({ stand: { art: 'laedt' } });
let geladen: Promise<void> | null = null;

export function ladeBetreiber(): Promise<void> {
  geladen ??= api.betreiber(betreiberAntwortSchema).then((r) => {
    if (r.ok) speicher.aendere({ stand: { art: 'da', ...r.daten } });
    else {
      speicher.aendere({ stand: { art: 'fehler' } });
      geladen = null; // the next page that opens tries again
    }
  });
  return geladen;
}

/** What is known of the operator, without asking the server (parts of a BetreiberSeite). */
export function useBetreiberStand(): BetreiberStand {
  return useAuswahl(speicher, (s) => s.stand);
}

/** What is known of the operator; asks the server when it is not known yet. */
export function useBetreiber(): BetreiberStand {
  const stand = useBetreiberStand();
  const fehlt = stand.art !== 'da';
  useEffect(() => {
    if (fehlt) void ladeBetreiber();
  }, [fehlt]);
  return stand;
}

/** Tests: forget what was loaded. */
export function setzeBetreiberZurueck(): void {
  geladen = null;
  speicher.aendere({ stand: { art: 'laedt' } });
}
