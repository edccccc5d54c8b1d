/**
 * Heavy work of a running server in bounded slices (issue 18 §4: reloading a 200 MB layer froze
 * every instance for seconds, and a lookup took 9.2 s): the work is written as a generator that
 * yields after each small step (one polygon), and `inScheiben` runs it, giving the event loop a
 * turn (setImmediate) whenever a slice has taken SCHEIBE_MS. Requests are answered between the
 * slices; the work takes a little longer in all.
 *
 * Slices rather than a worker thread: the result (parsed polygons, the index) is needed on this
 * thread, and handing it back from a worker would copy it here again in one piece.
 */
import { performance } from 'node:perf_hooks';

/** Longest stretch of work before the event loop gets a turn. */
export const SCHEIBE_MS = 8;

/** One turn of the event loop: requests read meanwhile are counted and answered first. */
export const pause = () => new Promise<void>((weiter) => setImmediate(weiter));

/** Runs `arbeit` to its end in slices of about SCHEIBE_MS; resolves with its return value. */
export async function inScheiben<T>(arbeit: Generator<unknown, T, undefined>): Promise<T> {
  let start = performance.now();
  for (;;) {
    const schritt = arbeit.next();
    if (schritt.done) return schritt.value;
    if (performance.now() - start >= SCHEIBE_MS) {
      await pause();
      start = performance.now();
    }
  }
}

/** Runs `arbeit` to its end at once (tests, the import's CLI: nothing else waits there). */
export function aufEinmal<T>(arbeit: Generator<unknown, T, undefined>): T {
  for (;;) {
    const schritt = arbeit.next();
    if (schritt.done) return schritt.value;
  }
}
