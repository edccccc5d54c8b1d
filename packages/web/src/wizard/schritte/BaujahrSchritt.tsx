/**
 * Step Baujahr (spezifikation.md §2, §4, §5): a manual year and the 11 classes of the edition;
 * a typed year derives its class and acts as the list choice, a list choice clears the typed
 * year. On 1 April the year 2020 brings meldungen.aprilscherz2020 (§1, §5).
 */
import { useRef, useState } from 'react';
import {
  ermittleKonflikte,
  letztesBaujahr,
  optionLabel,
  pruefeAuswahl,
  pruefeManuellesBaujahr,
  schrittNachId,
} from '@mietspiegel/domain';
import { clock } from '../../lib/clock.ts';
import { aendere, holeZustand, useZustand } from '../../store/store.ts';
import { ZahlFeld } from '../ZahlFeld.tsx';
import { HoeheHalten } from '../HoeheHalten.tsx';
import { OptionGroup, type OptionHinweis } from '../OptionGroup.tsx';
import { weiterWennKonfliktfrei } from '../navigation.ts';
import { SchrittRahmen } from '../SchrittRahmen.tsx';

export default function BaujahrSchritt() {
  const schritt = schrittNachId('baujahr');
  const entwurf = useZustand((z) => z.entwurf);
  const manuell = useZustand((z) => z.baujahrManuell);
  const [manuellFehler, setManuellFehler] = useState<string | null>(null);
  const [auswahlFehler, setAuswahlFehler] = useState<string | null>(null);
  const [meldeZaehler, setMeldeZaehler] = useState(0);
  const feld = useRef<HTMLInputElement>(null);

  const pruefung = pruefeManuellesBaujahr(manuell, clock.now());
  const gewaehlt = entwurf.selectedBaujahr === null ? [] : [entwurf.selectedBaujahr];
  const konflikte = ermittleKonflikte(entwurf);
  const hinweise: Record<number, OptionHinweis> = {};
  for (const [id, text] of Object.entries(konflikte.optionen.baujahr ?? {})) {
    hinweise[Number(id)] = {
      text,
      kurz: konflikte.optionenKurz.baujahr?.[Number(id)],
      konflikt: gewaehlt.includes(Number(id)),
    };
  }

  const jahrGeaendert = (text: string) => {
    const p = pruefeManuellesBaujahr(text, clock.now());
    setManuellFehler(p.meldung);
    setAuswahlFehler(null);
    aendere((z) => ({
      baujahrManuell: text,
      entwurf: { ...z.entwurf, selectedBaujahr: p.klasse },
      ergebnis: null,
    }));
  };

  const klasseGewaehlt = (ids: number[]) => {
    setManuellFehler(null);
    setAuswahlFehler(null);
    aendere((z) => ({
      baujahrManuell: '',
      entwurf: { ...z.entwurf, selectedBaujahr: ids[0] ?? null },
      ergebnis: null,
    }));
  };

  const weiter = () => {
    const z = holeZustand();
    const p = pruefeManuellesBaujahr(z.baujahrManuell, clock.now());
    if (p.meldung) {
      setManuellFehler(p.meldung);
      feld.current?.focus();
      return;
    }
    const meldung = pruefeAuswahl(z.entwurf.selectedBaujahr, 'baujahr');
    setAuswahlFehler(meldung);
    if (meldung) return;
    if (weiterWennKonfliktfrei('baujahr').length > 0) setMeldeZaehler((n) => n + 1);
  };

  const klasseText =
    manuell.trim() !== '' && pruefung.klasse !== null
      ? `Zugeordnete Baujahrklasse: ${optionLabel('baujahr', pruefung.klasse)}`
      : null;

  return (
    <SchrittRahmen id="baujahr" onWeiter={weiter}>
      <p>{schritt.frage}</p>
      <HoeheHalten>
        <ZahlFeld
          ref={feld}
          label="Baujahr eingeben"
          name="baujahrManuell"
          inputMode="numeric"
          wert={manuell}
          onAendern={jahrGeaendert}
          hinweis={`Ganze Jahreszahl bis ${letztesBaujahr}, z. B. 1985 – oder unten eine Klasse wählen.`}
          fehler={manuellFehler}
          zusatzId="baujahr-zuordnung"
          zusatz={
            <div id="baujahr-zuordnung" role="status">
              {klasseText && <p className="hinweis">{klasseText}</p>}
              {pruefung.aprilscherz && (
                <p className="aprilscherz">
                  <span className="sr-only">Aprilscherz: </span>
                  <span>{pruefung.aprilscherz}</span>
                </p>
              )}
            </div>
          }
        />
      </HoeheHalten>
      <OptionGroup
        legende="Baujahrklasse wählen"
        name="baujahr"
        optionen={schritt.optionen}
        gewaehlt={gewaehlt}
        onAendern={klasseGewaehlt}
        onDoppelklick={weiter}
        fehler={auswahlFehler}
        hinweise={hinweise}
        meldeZaehler={meldeZaehler}
      />
    </SchrittRahmen>
  );
}
