/**
 * Step Betriebskosten (spezifikation.md §2, §4, §9): the rent basis (0 Nettomiete / 1 Brutto-
 * oder Teilinklusivmiete; double-click selects and proceeds) and the checklist of the 18 items
 * of the edition, disabled while the basis is net rent or unset, unchecked items struck
 * through, items with a footnote marked with an asterisk.
 */
import { useState } from 'react';
import {
  betriebskostenPositionen,
  meldungen,
  pruefeAuswahl,
  schrittNachId,
} from '@mietspiegel/domain';
import { aendereEntwurf, holeZustand, useZustand } from '../../store/store.ts';
import { OptionGroup } from '../OptionGroup.tsx';
import { weiterWennKonfliktfrei } from '../navigation.ts';
import { SchrittRahmen } from '../SchrittRahmen.tsx';

const positionen = betriebskostenPositionen.map((p) => ({
  id: p.id,
  label: p.fussnote ? `${p.label} *` : p.label,
  hinweis: p.hinweis,
  zusatz: p.fussnote ? <span className="sr-only">(siehe Fußnote)</span> : undefined,
}));

export default function BetriebskostenSchritt() {
  const schritt = schrittNachId('betriebskosten');
  const basis = useZustand((z) => z.entwurf.selectedBetriebskostenA);
  const liste = useZustand((z) => z.entwurf.selectedBetriebskostenB);
  const [fehler, setFehler] = useState<string | null>(null);

  const weiter = () => {
    const meldung = pruefeAuswahl(holeZustand().entwurf.selectedBetriebskostenA, 'betriebskosten');
    setFehler(meldung);
    if (meldung) return;
    weiterWennKonfliktfrei('betriebskosten');
  };

  return (
    <SchrittRahmen id="betriebskosten" onWeiter={weiter}>
      <OptionGroup
        legende={schritt.frage}
        name="betriebskostenA"
        optionen={schritt.optionen}
        gewaehlt={basis === null ? [] : [basis]}
        onAendern={(ids) => {
          setFehler(null);
          aendereEntwurf({ selectedBetriebskostenA: ids[0] ?? null });
        }}
        onDoppelklick={weiter}
        fehler={fehler}
      />
      <OptionGroup
        legende="Welche Betriebskosten sind in der Miete enthalten?"
        name="betriebskostenB"
        mehrfach
        optionen={positionen}
        gewaehlt={liste}
        onAendern={(ids) =>
          aendereEntwurf({ selectedBetriebskostenB: [...ids].sort((a, b) => a - b) })
        }
        deaktiviert={basis !== 1}
        abgewaehltDurchstreichen
        beschreibung={
          basis !== 1
            ? 'Die Liste ist nur bei einer Brutto- oder Teilinklusivmiete auswählbar.'
            : 'Nicht enthaltene Betriebskosten sind durchgestrichen und mit „nicht enthalten“ gekennzeichnet.'
        }
      />
      <p className="hinweis">* {meldungen.betriebskostenFussnote}</p>
    </SchrittRahmen>
  );
}
