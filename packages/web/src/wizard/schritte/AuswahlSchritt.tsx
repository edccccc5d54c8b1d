/**
 * Generic single-choice / multi-select step (spezifikation.md §2 "Steps", §4): renders the
 * domain catalogue's options in an OptionGroup, live 'Warnung!'/'Konflikt!' hints from
 * `ermittleKonflikte`, meldungen.auswahlFehlt on an empty Weiter.
 */
import { useEffect, useState } from 'react';
import {
  ermittleKonflikte,
  optionLabel,
  pruefeAuswahl,
  schalteMehrfachauswahl,
  schrittNachId,
  type BerechnungEntwurf,
  type SchrittId,
} from '@mietspiegel/domain';
import type { Adresstreffer } from '../../api/client.ts';
import { aendereEntwurf, holeZustand, useZustand } from '../../store/store.ts';
import { holeUmgebung } from '../../store/umgebung.ts';
import { beiKartenUebernahme, kartenAussage } from '../karte.ts';
import { uebernimmNachschlag } from '../nachschlag.ts';
import { OptionGroup, type OptionHinweis } from '../OptionGroup.tsx';
import { weiterWennKonfliktfrei } from '../navigation.ts';
import { SchrittRahmen } from '../SchrittRahmen.tsx';
import { Kartenhilfe } from './Kartenhilfe.tsx';

type Feld = keyof BerechnungEntwurf;

export function wertAlsListe(wert: unknown): number[] {
  if (Array.isArray(wert)) return wert.filter((x): x is number => typeof x === 'number');
  return typeof wert === 'number' ? [wert] : [];
}

export default function AuswahlSchritt({ id }: { id: SchrittId }) {
  const schritt = schrittNachId(id);
  const feld = schritt.feld as Feld;
  const mehrfach = schritt.art === 'mehrfach';
  const entwurf = useZustand((z) => z.entwurf);
  const gewaehlt = wertAlsListe(entwurf[feld]);
  const [fehler, setFehler] = useState<string | null>(null);
  const [meldeZaehler, setMeldeZaehler] = useState(0);
  /** issue 11: what the map says for the address chosen in the search, shown below the options */
  const [aussage, setAussage] = useState<{ text: string; adresse: string } | null>(null);

  // issue 26 §9: a value taken over from the map says on this page what became of the answer
  // (a replaced own choice included), as a hit of the address search does
  useEffect(
    () =>
      beiKartenUebernahme((u) => {
        if (u.art !== id) return;
        setFehler(null);
        setAussage({ text: u.text, adresse: u.adresse });
      }),
    [id],
  );

  const konflikte = ermittleKonflikte(entwurf);
  const hinweise: Record<number, OptionHinweis> = {};
  for (const [optionId, text] of Object.entries(konflikte.optionen[id] ?? {})) {
    hinweise[Number(optionId)] = {
      text,
      kurz: konflikte.optionenKurz[id]?.[Number(optionId)],
      konflikt: gewaehlt.includes(Number(optionId)),
    };
  }

  const aendern = (ids: number[]) => {
    setFehler(null);
    if (!mehrfach) {
      aendereEntwurf({ [feld]: ids[0] ?? null });
      return;
    }
    const alt = wertAlsListe(holeZustand().entwurf[feld]);
    const geaendert = ids.find((x) => !alt.includes(x)) ?? alt.find((x) => !ids.includes(x));
    if (geaendert === undefined) return;
    aendereEntwurf({
      [feld]:
        schritt.keineOptionId === undefined
          ? [...ids].sort((a, b) => a - b)
          : schalteMehrfachauswahl(alt, geaendert, schritt.keineOptionId),
    });
  };

  const weiter = () => {
    const meldung = pruefeAuswahl(holeZustand().entwurf[feld] as number | null | number[], id);
    setFehler(meldung);
    if (meldung) return;
    if (weiterWennKonfliktfrei(id).length > 0) setMeldeZaehler((n) => n + 1);
  };

  /**
   * Issue 11: a hit of the address search selects the option the map holds at that address and
   * says so; the user stays free to choose another option. Issue 17 §4: a hit without a value
   * clears an earlier automatic choice (never the user's own) – the one rule in nachschlag.ts.
   * A changed answer sends away a "Bitte wählen" message, as a click does.
   */
  const kartenTreffer = (t: Adresstreffer): string => {
    const art = id === 'wohnlage' ? 'wohnlage' : 'gebaeudetyp';
    const a = kartenAussage(
      art,
      art === 'wohnlage' ? t.wohnlage : t.gebaeudetyp,
      holeUmgebung().info,
    );
    const r = uebernimmNachschlag(art, a.option);
    if (r.geaendert) setFehler(null);
    // issue 26 §8: a new address on the Gebäudetyp step whose Wohnlage differs from the one
    // chosen says so: the address and the Wohnlage in the PDF must belong together
    const wohnlage = holeZustand().entwurf.selectedWohnlage;
    const lageHinweis =
      art === 'gebaeudetyp' && t.wohnlage !== null && wohnlage !== null && t.wohnlage !== wohnlage
        ? ` Laut Wohnlagenkarte liegt diese Adresse in der Wohnlage „${optionLabel('wohnlage', t.wohnlage)}“, gewählt ist „${optionLabel('wohnlage', wohnlage)}“: Bitte prüfen Sie den Schritt „Wohnlage“.`
        : '';
    // shown below the options: what the map says, and – when it holds nothing here – what
    // became of the answer
    setAussage({
      text: (a.option === null ? `${a.text} ${r.text}` : a.text) + lageHinweis,
      adresse: t.label,
    });
    return `${a.text}${a.option === null ? '' : '.'} ${r.text}${lageHinweis}`;
  };

  return (
    <SchrittRahmen
      id={id}
      onWeiter={weiter}
      unten={
        (id === 'wohnlage' || id === 'gebaeudetyp') && (
          <Kartenhilfe art={id} onTreffer={kartenTreffer} />
        )
      }
    >
      <OptionGroup
        legende={schritt.frage}
        name={id}
        mehrfach={mehrfach}
        optionen={schritt.optionen}
        gewaehlt={gewaehlt}
        onAendern={aendern}
        onDoppelklick={mehrfach ? undefined : weiter}
        fehler={fehler}
        hinweise={hinweise}
        meldeZaehler={meldeZaehler}
      />
      {aussage && (
        <p className="karten-aussage">
          {aussage.text}{' '}
          {aussage.adresse && <span className="hinweis">(für {aussage.adresse})</span>}
        </p>
      )}
    </SchrittRahmen>
  );
}
