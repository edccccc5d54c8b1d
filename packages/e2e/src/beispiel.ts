/**
 * The worked example of berechnungsregeln.md §2 as wizard answers, in wizard order
 * (spezifikation.md §2), with the German step titles and option labels a user sees.
 * Expected figures are the document's, not the implementation's.
 */
export interface SchrittAntwort {
  route: string;
  /** the step's h1 */
  titel: string;
  /** text typed into the Wohnfläche field */
  eingabe?: string;
  /** single choice: label of the option */
  option?: string;
  /** multi-select: labels of the ticked options */
  auswahl?: string[];
}

export const BEISPIEL: readonly SchrittAntwort[] = [
  { route: 'wohnflaeche', titel: 'Wohnfläche', eingabe: '65,5' },
  { route: 'baujahr', titel: 'Baujahr', option: '1978 – 1988' },
  { route: 'wohnlage', titel: 'Wohnlage', option: 'Gute Lage' },
  { route: 'gebaeudetyp', titel: 'Gebäudetyp', option: 'Wohnblock' },
  { route: 'haustyp', titel: 'Haustypen', option: 'Sonstiger Haustyp' },
  { route: 'heizung', titel: 'Heizung', option: 'Nein, vollständig beheizt' },
  { route: 'fussbodenheizung', titel: 'Fußbodenheizung', option: 'Nein' },
  { route: 'sanitaerbereich', titel: 'Sanitärbereich', auswahl: ['Handtuchheizkörper'] },
  { route: 'kueche', titel: 'Küche', option: 'Keine offene Küche' },
  { route: 'kuechengrundausstattung', titel: 'Küchengrundausstattung', option: 'Ja' },
  {
    route: 'elektrogeraete',
    titel: 'Elektrogeräte',
    auswahl: ['Ceran- oder Induktionskochfeld', 'Geschirrspülmaschine'],
  },
  { route: 'fussboden', titel: 'Fußboden', option: 'Guter Bodenbelag' },
  { route: 'modernisierterBoden', titel: 'Modernisierter Boden', option: 'Nein' },
  { route: 'terrasseBalkon', titel: 'Terrasse/Balkon', option: 'Nein' },
  { route: 'ausstattung', titel: 'Besondere Ausstattung', option: 'Nein' },
  { route: 'modernisierteFenster', titel: 'Modernisierte Fenster', option: 'Nein' },
  { route: 'abweichungen', titel: 'Abweichungen' },
  { route: 'betriebskosten', titel: 'Betriebskosten', option: 'Nettomiete' },
];

/** berechnungsregeln.md §2 worked example, German formatting (common.md). */
export const ERWARTET = {
  proQm: '14,07 €',
  proMonat: '921,59 €',
  spanneUntenProQm: '11,26 €',
  spanneObenProQm: '16,84 €',
  spanneUnten: '737,53 €',
  spanneOben: '1.103,02 €',
} as const;

export function schrittNachRoute(route: string): SchrittAntwort {
  const s = BEISPIEL.find((b) => b.route === route);
  if (!s) throw new Error(`Kein Schritt ${route}`);
  return s;
}
