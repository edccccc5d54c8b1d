/**
 * The 18 operating-cost items of spezifikation.md §3 (ids 0–17, labels from the edition) in
 * groups a tenant can scan (issue 29), after the kinds of costs of § 2 BetrKV
 * (Betriebskostenverordnung): the number of each kind is named with its group. The order of the
 * items within the page follows the groups; the items with ids above 14 (§9: asterisk and
 * footnote) form the last group, as before.
 *
 * The cable-TV note: § 2 Nr. 15 BetrKV as changed by the Telekommunikationsmodernisierungsgesetz
 * (in force 1 December 2021): for installations in operation before that day the fees could be
 * passed on until 30 June 2024, not from 1 July 2024; the electricity of the installation (and
 * for a shared aerial its check and adjustment by a specialist) may still be. Taken from
 * secondary sources, not yet checked against the text of the ordinance: `vorlaeufig`.
 */
export interface BetriebskostenGruppe {
  titel: string;
  /** the numbers of § 2 BetrKV the group's items belong to */
  betrKv: string;
  /** item ids, in the order shown */
  ids: readonly number[];
}

export const betriebskostenGruppen: readonly BetriebskostenGruppe[] = [
  { titel: 'Wasser und Abwasser', betrKv: '§ 2 Nr. 2 und 3 BetrKV', ids: [0] },
  // heating and hot water (Nr. 4–6; servicing of storey heating and water heaters Nr. 4 d, 5 c),
  // the chimney sweep (Nr. 12) with them
  { titel: 'Heizung und Warmwasser', betrKv: '§ 2 Nr. 4 bis 6 und 12 BetrKV', ids: [14, 13, 5] },
  // lift 7, cleaning 9, garden 10, lighting 11, caretaker 14, laundry 16
  {
    titel: 'Haus und Garten',
    betrKv: '§ 2 Nr. 7, 9, 10, 11, 14 und 16 BetrKV',
    ids: [11, 9, 7, 6, 10, 8],
  },
  // street cleaning and waste (Nr. 8); snow clearing as the non-public street cleaning of Nr. 8
  { titel: 'Straße, Müll und Winterdienst', betrKv: '§ 2 Nr. 8 BetrKV', ids: [1, 2, 12] },
  { titel: 'Steuer und Versicherungen', betrKv: '§ 2 Nr. 1 und 13 BetrKV', ids: [3, 4] },
  { titel: 'Fernsehen', betrKv: '§ 2 Nr. 15 BetrKV', ids: [15, 16, 17] },
];

/** Says plainly which items may no longer be passed on (issue 29), with its source. */
export const fernsehenUmlage = {
  text: 'Das heißt: Seit 1. Juli 2024 dürfen Vermieter die Gebühren dafür nicht mehr als Betriebskosten verlangen, nur noch den Strom der Anlage (bei einer Antenne auch ihre Wartung).',
  quelle: '§ 2 Nr. 15 BetrKV in der Fassung des Telekommunikationsmodernisierungsgesetzes',
  /** not yet checked against the text of the ordinance */
  vorlaeufig: true,
} as const;
