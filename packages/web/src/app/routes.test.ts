import { describe, expect, test } from 'vitest';
import { sichtbarerSchritt, sichtbareSchritte } from '@mietspiegel/domain';
import { findeRoute, routes } from './routes.tsx';

/** spezifikation.md §2 "Screens and routes": every route, with the step index where it has one. */
const spezifikation: [pfad: string, index: number | null][] = [
  ['/', 2],
  ['/wohnflaeche', 2],
  ['/baujahr', 3],
  ['/wohnlage', 4],
  ['/gebaeudetyp', 5],
  ['/haustyp', 6],
  ['/heizung', 7],
  ['/fussbodenheizung', 8],
  ['/sanitaerbereich', 9],
  ['/kueche', 10],
  ['/kuechengrundausstattung', 11],
  ['/elektrogeraete', 12],
  ['/fussboden', 13],
  ['/modernisierterBoden', 14],
  ['/terrasseBalkon', 15],
  ['/ausstattung', 16],
  // §2 reports 14 and 17; 17 keeps the indices unique (domain README)
  ['/modernisierteFenster', 17],
  ['/abweichungen', 18],
  ['/betriebskosten', 19],
  ['/berechnungsergebnisse', 20],
  ['/berechnung', null],
  ['/zuschlaege', null],
  ['/save', null],
  ['/berechnungsvorlagen', null],
  // issue 11: the built-in map page, opened by 'zum Stadtplanprogramm' (§2 Wohnlage)
  ['/karte', null],
  // issue 21 §2: the pages a public authority must have
  ['/barrierefreiheit', null],
  ['/leichte-sprache', null],
  ['/datenschutz', null],
  ['/impressum', null],
  // issue 21: the optional checks of the results page, each on its own route
  ['/miete-im-vergleich', null],
  ['/mieterhoehung', null],
  ['/mietpreisbremse', null],
  // issue 30 §2: opens a "Link zu dieser Berechnung"
  ['/link', null],
];

/** The step index of the screen a route shows, null for pages outside the wizard. */
function indexDerRoute(pfad: string): number | null {
  const r = findeRoute(pfad);
  if (!r) throw new Error(`keine Route ${pfad}`);
  if (r.art === 'schritt') return sichtbarerSchritt(r.schritt).index;
  return sichtbareSchritte.find((s) => s.route === r.pfad)?.index ?? null;
}

describe('Routentabelle (spezifikation.md §2)', () => {
  test('enthält genau die Routen der Tabelle in §2, warmwasser nicht', () => {
    expect(routes.map((r) => r.pfad).sort()).toEqual(spezifikation.map(([pfad]) => pfad).sort());
    expect(findeRoute('/warmwasser')).toBeUndefined();
  });

  test.each(spezifikation)('%s zeigt den Schritt mit dem Index der Tabelle (%s)', (pfad, index) => {
    expect(indexDerRoute(pfad)).toBe(index);
  });

  test('jeder sichtbare Schritt des Assistenten hat eine Route, die ihn anzeigt', () => {
    for (const s of sichtbareSchritte) {
      const r = findeRoute(s.route);
      expect(r, s.route).toBeDefined();
      if (r?.art === 'schritt') expect(r.schritt).toBe(s.id);
    }
  });
});
