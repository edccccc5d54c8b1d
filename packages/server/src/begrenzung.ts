/**
 * Bounds work that is expensive for the server (the PDF, issue 9 A7): at most `gleichzeitig`
 * jobs run, at most `warteschlange` wait in order, and beyond that a job is refused at once, so
 * the caller can shed load with a 503 instead of queueing without end.
 */
export class Begrenzung {
  #laufend = 0;
  readonly #wartend: (() => void)[] = [];

  readonly gleichzeitig: number;
  readonly warteschlange: number;

  constructor(gleichzeitig: number, warteschlange: number) {
    this.gleichzeitig = gleichzeitig;
    this.warteschlange = warteschlange;
  }

  /** Jobs running now. */
  get laufend(): number {
    return this.#laufend;
  }

  /** Jobs waiting for a place. */
  get wartend(): number {
    return this.#wartend.length;
  }

  /** Whether a job asking now would be refused: every place and the whole queue taken. */
  get voll(): boolean {
    return this.#laufend >= this.gleichzeitig && this.#wartend.length >= this.warteschlange;
  }

  /**
   * A place to run: resolves with its release function when it is this job's turn (call it
   * exactly once when done), or is `null` at once when the queue is full.
   */
  belege(): Promise<() => void> | null {
    if (this.#laufend < this.gleichzeitig) {
      this.#laufend++;
      return Promise.resolve(this.#freigabe());
    }
    if (this.#wartend.length >= this.warteschlange) return null;
    return new Promise((resolve) => this.#wartend.push(() => resolve(this.#freigabe())));
  }

  #freigabe(): () => void {
    let frei = false;
    return () => {
      if (frei) return;
      frei = true;
      // The place passes straight to the next waiting job, so `#laufend` stays the same.
      const naechster = this.#wartend.shift();
      if (naechster) naechster();
      else this.#laufend--;
    };
  }
}
