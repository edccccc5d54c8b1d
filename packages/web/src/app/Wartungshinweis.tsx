/**
 * Maintenance notice (spezifikation.md §1): shown while environmentInfo.wartungsdatum is today
 * or later.
 */
import { formatDatum } from '@mietspiegel/domain';
import { useUmgebung } from '../store/umgebung';
import { clock, isoDatum } from './clock';

export function wartungsText(datum: string): string {
  return `Wartungshinweis: Am ${formatDatum(datum)} ist der Mietspiegelrechner zwischen 9:00 und 11:00 Uhr (MESZ) nicht erreichbar.`;
}

export function Wartungshinweis() {
  const { info } = useUmgebung();
  const datum = info?.wartungsdatum;
  if (!datum || !/^\d{4}-\d{2}-\d{2}$/.test(datum) || datum < isoDatum(clock.now())) return null;
  return (
    <p className="wartung" role="note">
      {wartungsText(datum)}
    </p>
  );
}
