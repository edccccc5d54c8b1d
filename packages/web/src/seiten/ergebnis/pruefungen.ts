/**
 * The optional checks of the results page (issue 21 "Where the checks live"): each on its own
 * route, reached from the short list "Was möchten Sie prüfen?", each with its way back. The
 * results page stays short; a user who needs none never scrolls past their forms.
 */
export type PruefungsId = 'vergleich' | 'mieterhoehung' | 'mietpreisbremse';

export interface Pruefung {
  id: PruefungsId;
  pfad: string;
  titel: string;
  /** one line in the list: what the check answers */
  frage: string;
}

export const pruefungen: readonly Pruefung[] = [
  {
    id: 'vergleich',
    pfad: '/miete-im-vergleich',
    titel: 'Ihre Miete im Vergleich',
    frage: 'Wo liegt meine Miete im Vergleich zur ortsüblichen Vergleichsmiete?',
  },
  {
    id: 'mieterhoehung',
    pfad: '/mieterhoehung',
    titel: 'Mieterhöhung prüfen',
    frage: 'Ist eine verlangte Mieterhöhung zulässig, und bis wann muss ich antworten?',
  },
  {
    id: 'mietpreisbremse',
    pfad: '/mietpreisbremse',
    titel: 'Mietpreisbremse prüfen',
    frage: 'Ist meine Miete bei Vertragsbeginn zu hoch?',
  },
];

export function pruefungNachId(id: PruefungsId): Pruefung {
  return pruefungen.find((p) => p.id === id)!;
}
