/**
 * The one source of "now" for the web app, so that date-dependent messages (1 April,
 * maintenance notice; spezifikation.md §1, §5) can be tested with a fixed clock. Component tests
 * call `setClock`; browser tests use Playwright's page.clock, which fakes `Date` itself.
 */
type Now = () => Date;

let current: Now = () => new Date();

export const clock = {
  now: (): Date => current(),
};

/** Overrides the clock (tests only); returns a function that restores the real clock. */
export function setClock(now: Now): () => void {
  current = now;
  return () => {
    current = () => new Date();
  };
}

/** 1 April in the browser's local time (spezifikation.md §1: two small joke messages). */
export function istErsterApril(datum: Date = clock.now()): boolean {
  return datum.getMonth() === 3 && datum.getDate() === 1;
}

/** Local calendar date as YYYY-MM-DD (for comparisons with ISO dates from the server). */
export function isoDatum(datum: Date = clock.now()): string {
  const y = String(datum.getFullYear()).padStart(4, '0');
  const m = String(datum.getMonth() + 1).padStart(2, '0');
  const d = String(datum.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
