/**
 * Step Betriebskosten (spezifikation.md §2, §4, §9): the rent basis (0 Nettomiete / 1 Brutto-
 * oder Teilinklusivmiete; double-click selects and proceeds) and the checklist of the 18 items
 * of the edition, disabled while the basis is net rent or unset, unchecked items struck
 * through, items with a footnote marked with an asterisk.
 *
 * Issue 29: the items in groups after § 2 BetrKV (betriebskosten-gruppen.ts), the footnote and
 * the plain note on cable TV under the last group, where it applies; while the list does not
 * count it says so in one line and shows its items side by side, small (still there and
 * disabled, as §2 has it).
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
 * The groups; the last one (the items above 14) carries the footnote of §9 and – while the list
 * counts – what it means today, with its source.
 */
function gruppenMit(listeZaehlt: boolean): OptionUntergruppe[] {
  return betriebskostenGruppen.map((g, i) => ({
    titel: g.titel,
    ids: g.ids,
    beschreibung:
      i === letzte ? (
        <>
          <p>* {meldungen.betriebskostenFussnote}</p>
          {listeZaehlt && (
            <p>
              {fernsehenUmlage.text}{' '}
              <span className="quelle">
                (Quelle: {fernsehenUmlage.quelle}
                {fernsehenUmlage.vorlaeufig && '; vorläufig, noch nicht am Verordnungstext geprüft'}
                )
              </span>
            </p>
          )}
        </>
      ) : undefined,
  }));
}
const gruppen = { zaehlt: gruppenMit(true), zaehltNicht: gruppenMit(false) };

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
        kompakt={basis !== 1}
        gruppen={basis === 1 ? gruppen.zaehlt : gruppen.zaehltNicht}
        abgewaehltDurchstreichen
        beschreibung={
          basis !== 1
            ? 'Nur bei einer Brutto- oder Teilinklusivmiete: Bei einer Nettomiete zählt diese Liste nicht.'
            : 'Nicht enthaltene Betriebskosten sind durchgestrichen und mit „nicht enthalten“ gekennzeichnet.'
        }
      />
    </SchrittRahmen>
  );
}
