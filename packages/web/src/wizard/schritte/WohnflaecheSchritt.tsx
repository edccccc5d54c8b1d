/**
 * Step Wohnfläche (spezifikation.md §2, §5): one input; keystrokes filtered by the domain,
 * comma stored as point, 20–160 m² checked on leaving the field and on Weiter.
 */
import { useRef, useState } from 'react';
import {
  istErlaubteWohnflaecheEingabe,
  normalisiereWohnflaeche,
  pruefeWohnflaecheText,
  wohnflaecheAlsText,
} from '@mietspiegel/domain';
import { aendereEntwurf, holeZustand, useZustand } from '../../store/store.ts';
import { ZahlFeld } from '../ZahlFeld.tsx';
import { weiterWennKonfliktfrei } from '../navigation.ts';
import { SchrittRahmen } from '../SchrittRahmen.tsx';

/** spezifikation.md §2: the label, verbatim. */
export const WOHNFLAECHE_LABEL = 'Wohnfläche zwischen 20 m² und 160 m² eingeben';

export default function WohnflaecheSchritt() {
  const gespeichert = useZustand((z) => z.entwurf.wohnflaeche);
  // what the user typed (a comma stays a comma on screen; the store holds the point form, which
  // is shown in the German form again after Zurück, a reload or a template: issue 17 item 14)
  const [text, setText] = useState(() => wohnflaecheAlsText(gespeichert));
  const [fehler, setFehler] = useState<string | null>(null);
  const feld = useRef<HTMLInputElement>(null);

  // a paste is a finished input: what is wrong with it is said at once (issue 26 §11)
  const eingefuegt = useRef(false);

  const aendern = (neu: string) => {
    setText(neu);
    aendereEntwurf({ wohnflaeche: normalisiereWohnflaeche(neu) });
    if (eingefuegt.current) {
      eingefuegt.current = false;
      setFehler(pruefeWohnflaecheText(neu));
    } else if (fehler && pruefeWohnflaecheText(neu) === null) setFehler(null);
  };

  const weiter = () => {
    const meldung = pruefeWohnflaecheText(holeZustand().entwurf.wohnflaeche);
    setFehler(meldung);
    if (meldung) {
      feld.current?.focus();
      return;
    }
    weiterWennKonfliktfrei('wohnflaeche');
  };

  return (
    <SchrittRahmen id="wohnflaeche" onWeiter={weiter}>
      <ZahlFeld
        ref={feld}
        label={WOHNFLAECHE_LABEL}
        name="wohnflaeche"
        wert={text}
        onAendern={aendern}
        istErlaubt={istErlaubteWohnflaecheEingabe}
        hinweis="In Quadratmetern, zum Beispiel 65,5."
        fehler={fehler}
        onBlur={() => {
          if (text.trim() !== '') setFehler(pruefeWohnflaecheText(text));
        }}
        onEinfuegen={() => {
          eingefuegt.current = true;
        }}
      />
    </SchrittRahmen>
  );
}
