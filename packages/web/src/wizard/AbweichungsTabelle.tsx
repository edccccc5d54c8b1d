/**
 * Limits of each justified deviation (spezifikation.md §2 "Begründete Abweichungen"), from the
 * domain's `abweichungsMetadaten`: shown in the Info panel of that step and on the page
 * Zu- und Abschläge.
 */
import { abweichungsFelder, abweichungsMetadaten, formatZahl } from '@mietspiegel/domain';
import { ZahlenTabelle } from './ZahlenTabelle.tsx';

export function AbweichungsTabelle({ beschriftung }: { beschriftung?: string }) {
  return (
    <ZahlenTabelle
      beschriftung={beschriftung}
      kopf="Abweichung"
      spalten={['von', 'bis']}
      zeilen={abweichungsFelder.map((f) => ({
        schluessel: f,
        kopf: abweichungsMetadaten[f].label,
        werte: [
          formatZahl(abweichungsMetadaten[f].minCent),
          formatZahl(abweichungsMetadaten[f].maxCent),
        ],
      }))}
    />
  );
}
