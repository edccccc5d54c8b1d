/**
 * Counts failed sign-ins per key (account name, client IP) in a fixed time window. After
 * `grenze` failures the key is locked until the window ends. In memory: one server process.
 */
export interface Fehlversuchsgrenze {
  grenze: number;
  fensterMs: number;
}

interface Eintrag {
  anzahl: number;
  fensterEnde: number;
}

const HOECHSTENS_EINTRAEGE = 50_000;

export class Fehlversuche {
  readonly #eintraege = new Map<string, Eintrag>();

  constructor(
    private readonly grenzwert: Fehlversuchsgrenze,
    private readonly uhr: () => Date,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it is not locked. */
  gesperrtFuer(schluessel: string): number {
    const e = this.#aktuell(schluessel);
    if (!e || e.anzahl < this.grenzwert.grenze) return 0;
    return e.fensterEnde - this.uhr().getTime();
  }

  merke(schluessel: string): void {
    const jetzt = this.uhr().getTime();
    const e = this.#aktuell(schluessel);
    if (e) e.anzahl += 1;
    else {
      if (this.#eintraege.size >= HOECHSTENS_EINTRAEGE) this.#raeumeAuf(jetzt);
      this.#eintraege.set(schluessel, { anzahl: 1, fensterEnde: jetzt + this.grenzwert.fensterMs });
    }
  }

  vergiss(schluessel: string): void {
    this.#eintraege.delete(schluessel);
  }

  #aktuell(schluessel: string): Eintrag | undefined {
    const e = this.#eintraege.get(schluessel);
    if (e && e.fensterEnde <= this.uhr().getTime()) {
      this.#eintraege.delete(schluessel);
      return undefined;
    }
    return e;
  }

  #raeumeAuf(jetzt: number): void {
    for (const [k, e] of this.#eintraege) if (e.fensterEnde <= jetzt) this.#eintraege.delete(k);
    // Still full (an attack with many keys): drop the oldest half rather than grow without bound.
    if (this.#eintraege.size >= HOECHSTENS_EINTRAEGE) {
      let n = 0;
      for (const k of this.#eintraege.keys()) {
        if (n++ >= HOECHSTENS_EINTRAEGE / 2) break;
        this.#eintraege.delete(k);
      }
    }
  }
}
