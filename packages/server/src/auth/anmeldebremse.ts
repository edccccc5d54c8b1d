/**
 * Brakes on password guessing (docs/adr/0005-anmeldebremse.md). In memory, per process.
 *
 * - Per account and address pair, a growing pause after each failure (1 s, 2 s, 4 s … at most
 *   15 min) and at most one password check at a time: slows one guesser on one account without
 *   touching anyone else.
 * - Per address, at most 20 failures in 15 minutes: the main brake on one guesser trying many
 *   accounts.
 * - Per account, at most 100 failures in 15 minutes from all addresses together: the ceiling
 *   against guessing from many addresses. It does not apply to a pair that signed in
 *   successfully before (for 30 days), so strangers' failures never lock the real user out of
 *   the place she signs in from – neither through the account ceiling nor through her address.
 *
 * An attempt is counted when it is reserved (`reserviere`, synchronous, before the password
 * check) – so parallel requests cannot all pass the check before the first failure is
 * recorded (issue 9 A3). A success gives the reservation back.
 */
export interface Fenstergrenze {
  grenze: number;
  fensterMs: number;
}

export interface Bremsgrenzen {
  proAdresse: Fenstergrenze;
  proKonto: Fenstergrenze;
  /** Pause after the first failure of a pair; doubles with every further failure. */
  ersteWartezeitMs: number;
  /** Longest pause of a pair; a pair without attempts for this long starts afresh. */
  laengsteWartezeitMs: number;
  /** How long a pair counts as known after a successful sign-in. */
  bekanntMs: number;
}

export const STANDARD_BREMSGRENZEN: Bremsgrenzen = {
  proAdresse: { grenze: 20, fensterMs: 15 * 60_000 },
  proKonto: { grenze: 100, fensterMs: 15 * 60_000 },
  ersteWartezeitMs: 1000,
  laengsteWartezeitMs: 15 * 60_000,
  bekanntMs: 30 * 24 * 60 * 60_000,
};

/** A reserved attempt; hand it back with `fehlgeschlagen`, `erfolgreich` or `freigeben`. */
export interface Versuch {
  readonly konto: string;
  readonly adresse: string;
  readonly paar: string;
  readonly bekannt: boolean;
}

interface Fenster {
  anzahl: number;
  ende: number;
}

interface Paar {
  fehler: number;
  gesperrtBis: number;
  laeuft: boolean;
}

/** An attacker with many keys must not grow memory without bound. */
const HOECHSTENS_EINTRAEGE = 50_000;

function begrenze<V>(eintraege: Map<string, V>, abgelaufen: (v: V) => boolean): void {
  if (eintraege.size < HOECHSTENS_EINTRAEGE) return;
  for (const [k, v] of eintraege) if (abgelaufen(v)) eintraege.delete(k);
  if (eintraege.size < HOECHSTENS_EINTRAEGE) return;
  // Still full: drop the oldest half rather than grow.
  for (const k of eintraege.keys()) {
    if (eintraege.size < HOECHSTENS_EINTRAEGE / 2) break;
    eintraege.delete(k);
  }
}

/** Failures per key in a fixed window; reservations count until given back. */
class Fensterzaehler {
  readonly #eintraege = new Map<string, Fenster>();

  private readonly g: Fenstergrenze;

  constructor(g: Fenstergrenze) {
    this.g = g;
  }

  /** Milliseconds until the key may try again, 0 when it may now. */
  wartezeit(schluessel: string, jetzt: number): number {
    const e = this.#eintraege.get(schluessel);
    if (!e || e.ende <= jetzt || e.anzahl < this.g.grenze) return 0;
    return e.ende - jetzt;
  }

  zaehle(schluessel: string, jetzt: number): void {
    const e = this.#eintraege.get(schluessel);
    if (e && e.ende > jetzt) e.anzahl += 1;
    else {
      begrenze(this.#eintraege, (f) => f.ende <= jetzt);
      this.#eintraege.set(schluessel, { anzahl: 1, ende: jetzt + this.g.fensterMs });
    }
  }

  gibZurueck(schluessel: string): void {
    const e = this.#eintraege.get(schluessel);
    if (e && e.anzahl > 0) e.anzahl -= 1;
  }
}

export class Anmeldebremse {
  readonly #proAdresse: Fensterzaehler;
  readonly #proKonto: Fensterzaehler;
  readonly #paare = new Map<string, Paar>();
  /** Pair → end of "known" (after a successful sign-in). */
  readonly #bekannt = new Map<string, number>();

  private readonly g: Bremsgrenzen;
  private readonly uhr: () => Date;

  constructor(g: Bremsgrenzen, uhr: () => Date) {
    this.g = g;
    this.uhr = uhr;
    this.#proAdresse = new Fensterzaehler(g.proAdresse);
    this.#proKonto = new Fensterzaehler(g.proKonto);
  }

  /**
   * Reserves one password check for `konto` (lower-case name) from `adresse`, or says how many
   * milliseconds to wait. Synchronous: nothing else runs between the check and the count.
   */
  reserviere(konto: string, adresse: string): { versuch: Versuch } | { wartenMs: number } {
    const jetzt = this.uhr().getTime();
    const paarSchluessel = `${konto}\n${adresse}`;
    const bekannt = (this.#bekannt.get(paarSchluessel) ?? 0) > jetzt;
    const paar = this.#paar(paarSchluessel, jetzt);
    const wartenMs = Math.max(
      paar?.laeuft ? this.g.ersteWartezeitMs : 0,
      (paar?.gesperrtBis ?? 0) - jetzt,
      bekannt ? 0 : this.#proAdresse.wartezeit(adresse, jetzt),
      bekannt ? 0 : this.#proKonto.wartezeit(konto, jetzt),
    );
    if (wartenMs > 0) return { wartenMs };

    if (paar) paar.laeuft = true;
    else {
      begrenze(
        this.#paare,
        (p) => !p.laeuft && p.gesperrtBis + this.g.laengsteWartezeitMs <= jetzt,
      );
      this.#paare.set(paarSchluessel, { fehler: 0, gesperrtBis: 0, laeuft: true });
    }
    if (!bekannt) {
      this.#proAdresse.zaehle(adresse, jetzt);
      this.#proKonto.zaehle(konto, jetzt);
    }
    return { versuch: { konto, adresse, paar: paarSchluessel, bekannt } };
  }

  /** Wrong name or password: the count stays, the pair's pause grows. */
  fehlgeschlagen(v: Versuch): void {
    const paar = this.#paare.get(v.paar);
    if (!paar) return;
    paar.laeuft = false;
    paar.fehler += 1;
    paar.gesperrtBis =
      this.uhr().getTime() +
      Math.min(this.g.ersteWartezeitMs * 2 ** (paar.fehler - 1), this.g.laengsteWartezeitMs);
  }

  /** Signed in: the pair is known from now on, its failures are forgotten. */
  erfolgreich(v: Versuch): void {
    this.freigeben(v);
    this.#paare.delete(v.paar);
    const jetzt = this.uhr().getTime();
    begrenze(this.#bekannt, (ende) => ende <= jetzt);
    this.#bekannt.set(v.paar, jetzt + this.g.bekanntMs);
  }

  /** The check did not happen or did not fail (e.g. the database was down): give it back. */
  freigeben(v: Versuch): void {
    const paar = this.#paare.get(v.paar);
    if (paar) paar.laeuft = false;
    if (!v.bekannt) {
      this.#proAdresse.gibZurueck(v.adresse);
      this.#proKonto.gibZurueck(v.konto);
    }
  }

  /** The pair's entry, or undefined once it has been quiet for the longest pause. */
  #paar(schluessel: string, jetzt: number): Paar | undefined {
    const p = this.#paare.get(schluessel);
    if (p && !p.laeuft && p.gesperrtBis + this.g.laengsteWartezeitMs <= jetzt) {
      this.#paare.delete(schluessel);
      return undefined;
    }
    return p;
  }
}
