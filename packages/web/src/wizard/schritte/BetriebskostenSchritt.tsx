/**
 * Step Betriebskosten (spezifikation.md §2, §4, §9): the rent basis (0 Nettomiete / 1 Brutto-
 * oder Teilinklusivmiete; double-click selects and proceeds) and the checklist of the 18 items
 * of the edition, unchecked items struck through, items with a footnote marked with an asterisk.
 *
 * Issue 29 (lead's decision 2): the checklist only counts for a gross or partly inclusive rent,
 * so it is shown only then (GOV.UK's conditional reveal under the chosen option). While the basis
 * is net rent or unset it is absent – §2's "disabled" taken one step further: nothing there can
 * be ticked. Its values stay in the store (`selectedBetriebskostenB`), so the ticks of a user who
 * switches to Nettomiete and back are still there. The items in groups after § 2 BetrKV
 * (betriebskosten-gruppen.ts), the footnote and the plain note on cable TV under the last group.
 */
import { useState } from 'react';
import {
  betriebskostenGruppen,
  betriebskostenPositionen,
  fernsehenUmlage,
  meldungen,
  pruefeAuswahl,
  schrittNachId,
} from '@mietspiegel/domain';
import { aendereEntwurf, holeZustand, useZustand } from '../../store/store.ts';
import { OptionGroup, type OptionUntergruppe } from '../OptionGroup.tsx';
import { weiterWennKonfliktfrei } from '../navigation.ts';
import { SchrittRahmen } from '../SchrittRahmen.tsx';

const positionen = betriebskostenPositionen.map((p) => ({
  id: p.id,
  label: p.fussnote ? `${p.label} *` : p.label,
  hinweis: p.hinweis,
}));

const letzte = betriebskostenGruppen.length - 1;

/**
 * The groups; the last one (the items above 14) carries the footnote of §9 and what it means
 * today, with its source.
 */
const gruppen: OptionUntergruppe[] = betriebskostenGruppen.map((g, i) => ({
  titel: g.titel,
  ids: g.ids,
  beschreibung:
    i === letzte ? (
      <>
        <p>* {meldungen.betriebskostenFussnote}</p>
        <p>
          {fernsehenUmlage.text}{' '}
          <span className="quelle">
            (Quelle: {fernsehenUmlage.quelle}
            {fernsehenUmlage.vorlaeufig && '; vorläufig, noch nicht am Verordnungstext geprüft'})
          </span>
        </p>
      </>
    ) : undefined,
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
      {basis === 1 && (
        <OptionGroup
          legende="Welche Betriebskosten sind in der Miete enthalten?"
          name="betriebskostenB"
          mehrfach
          optionen={positionen}
          gewaehlt={liste}
          onAendern={(ids) =>
            aendereEntwurf({ selectedBetriebskostenB: [...ids].sort((a, b) => a - b) })
          }
          gruppen={gruppen}
          abgewaehltDurchstreichen
          beschreibung="Nicht enthaltene Betriebskosten sind durchgestrichen und mit „nicht enthalten“ gekennzeichnet."
        />
      )}
    </SchrittRahmen>
  );
}
