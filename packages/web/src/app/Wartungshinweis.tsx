/**
 * Maintenance notice (spezifikation.md §1): shown while environmentInfo.wartungsdatum is today
 * or later, once per tab (issue 29).
 */
import { formatDatum } from '@mietspiegel/domain';
import { useUmgebung } from '../store/umgebung.ts';
import { clock, isoDatum } from '../lib/clock.ts';

// Built on first use, never at import: a formatter with a time zone loads the zone's rules and
// took 100–700 ms on Lighthouse's 4× throttled CPU inside the main chunk's evaluation – the
// longest part of every route's first long task (issue 29 "Speed"), while the notice is shown
// only before a maintenance day.
let berlinerVersatz: Intl.DateTimeFormat | undefined;

/**
 * 'MEZ' or 'MESZ' in Munich during the maintenance window (§1: 9:00 to 11:00) of that day.
 * 08:00 UTC is 9:00 or 10:00 in Berlin, inside the window and after a switch (at 1:00 UTC), so
 * the offset Intl gives for that instant is the one of the window; Intl knows the rules, we keep
 * no table of switch days.
 */
export function zeitzoneAm(datum: string): 'MEZ' | 'MESZ' {
  const [jahr, monat, tag] = datum.split('-').map(Number) as [number, number, number];
  berlinerVersatz ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    timeZoneName: 'shortOffset',
  });
  const versatz = berlinerVersatz
    .formatToParts(new Date(Date.UTC(jahr, monat - 1, tag, 8)))
    .find((teil) => teil.type === 'timeZoneName')?.value;
  return versatz === 'GMT+2' ? 'MESZ' : 'MEZ';
}

export function wartungsText(datum: string): string {
  return `Wartungshinweis: Am ${formatDatum(datum)} ist der Mietspiegelrechner zwischen 9:00 und 11:00 Uhr (${zeitzoneAm(datum)}) nicht erreichbar.`;
}

/**
 * `nurAuf` false hides it: issue 29 shows it once, on the first page of the tab (App.tsx); every
 * page after it is one question more on the first screen.
 */
export function Wartungshinweis({ nurAuf = true }: { nurAuf?: boolean }) {
  const { info } = useUmgebung();
  const datum = info?.wartungsdatum;
  if (!nurAuf || !datum || !/^\d{4}-\d{2}-\d{2}$/.test(datum) || datum < isoDatum(clock.now()))
    return null;
  return (
    <p className="wartung" role="note">
      {wartungsText(datum)}
    </p>
  );
}
