/**
 * Bounds the address search and the street suggestions (issue 18 §2: 30 clients searching
 * "contains" held every pooled connection, and a sign-in took 13 s). Per process at most
 * `gleichzeitig` run and `warteschlange` wait (begrenzung.ts); per client address at most
 * `jeClient` run or wait, so one client cannot fill the queue for everybody else.
 *
 * The per-client count is a small map of the addresses with a search in progress (an entry
 * goes when its last search ends), so it is bounded by the requests in progress. A rate-limit
 * library (requests per time window) answers another question: it counts requests, not the
 * database time they hold.
 */
import { Begrenzung } from '../begrenzung.ts';
import { AusgelastetFehler, ZuVieleAnfragenFehler } from '../fehler.ts';

export type Ablehnung = 'client' | 'server';

export class Suchbegrenzung {
  readonly #prozess: Begrenzung;
  readonly #jeClient: number;
  readonly #laufend = new Map<string, number>();

  constructor(grenzen: { gleichzeitig: number; warteschlange: number; jeClient: number }) {
    this.#prozess = new Begrenzung(grenzen.gleichzeitig, grenzen.warteschlange);
    this.#jeClient = grenzen.jeClient;
  }

  /**
   * A place for one search of `client`: resolves with its release function (call it once when
   * done), or is the reason at once – `client`: this address has too many searches in
   * progress (429), `server`: the process's queue is full (503).
   */
  belege(client: string): Promise<() => void> | Ablehnung {
    const bisher = this.#laufend.get(client) ?? 0;
    if (bisher >= this.#jeClient) return 'client';
    const platz = this.#prozess.belege();
    if (platz === null) return 'server';
    this.#laufend.set(client, bisher + 1);
    let frei = false;
    const gehen = () => {
      if (frei) return;
      frei = true;
      const n = (this.#laufend.get(client) ?? 1) - 1;
      if (n <= 0) this.#laufend.delete(client);
      else this.#laufend.set(client, n);
    };
    return platz.then((freigabe) => () => {
      gehen();
      freigabe();
    });
  }
}

export const MELDUNG_SUCHE_JE_CLIENT =
  'Von Ihrer Adresse laufen schon mehrere Adresssuchen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';
export const MELDUNG_SUCHE_AUSGELASTET =
  'Die Adresssuche ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.';
/** A search ends within SUCHE_TIMEOUT_MS, so a place is free again within seconds. */
const WIEDERHOLEN_JE_CLIENT_SEKUNDEN = 1;
const WIEDERHOLEN_AUSGELASTET_SEKUNDEN = 2;

/**
 * Runs `arbeit` in a place of `begrenzung` for the request's client address (request.ip, which
 * follows TRUST_PROXY); without a place: 429 (this client) or 503 (the server), each with
 * Retry-After and a German message (fehler.ts). A request whose client has gone while it
 * waited is not worked on.
 */
export async function imRahmen<T>(
  begrenzung: Suchbegrenzung,
  request: { ip: string; raw: { socket: { destroyed: boolean } | null } },
  arbeit: () => Promise<T> | T,
): Promise<T | undefined> {
  const platz = begrenzung.belege(request.ip);
  if (platz === 'client')
    throw new ZuVieleAnfragenFehler(MELDUNG_SUCHE_JE_CLIENT, WIEDERHOLEN_JE_CLIENT_SEKUNDEN);
  if (platz === 'server')
    throw new AusgelastetFehler(MELDUNG_SUCHE_AUSGELASTET, WIEDERHOLEN_AUSGELASTET_SEKUNDEN);
  const freigeben = await platz;
  try {
    if (request.raw.socket?.destroyed) return undefined;
    return await arbeit();
  } finally {
    freigeben();
  }
}
