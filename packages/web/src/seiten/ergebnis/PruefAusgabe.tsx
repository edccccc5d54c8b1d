/**
 * Which edition a day-based check uses (issue 20 §4, issue 21 §1): the sentence of the domain's
 * `pruefAusgabe`, and when it is not the edition of the result shown, a way to show the result
 * under it. While the result under that edition loads, or when it fails, the check waits.
 */
import type { ReactNode } from 'react';
import {
  pruefAusgabe,
  type AusgabeInfo,
  type Ergebnis,
  type PruefAnlass,
} from '@mietspiegel/domain';
import { aendereEntwurf } from '../../store/store.ts';
import { useAusgabeInGebrauch, useAusgaben } from '../../store/ausgabe.ts';
import { useErgebnisUnter, type ErgebnisStand } from './ergebnis-unter.ts';

/** The result a check uses: under the edition of its day (`tag`), else the one shown. */
export function usePruefErgebnis(
  anlass: PruefAnlass,
  tag: string | null,
  ergebnis: Ergebnis,
): {
  stand: ErgebnisStand;
  hinweis: ReactNode;
  ausgabe: AusgabeInfo;
  /** the sentence naming the edition the check uses, when it says one (a letter's note) */
  text: string | null;
} {
  const liste = useAusgaben();
  const berechnet = useAusgabeInGebrauch();
  const wahl = pruefAusgabe(liste, anlass, tag, berechnet);
  const stand = useErgebnisUnter(wahl.abweichend ? wahl.ausgabe.id : null, ergebnis);
  const hinweis = wahl.text && (
    <div className="pruefausgabe">
      <p>{wahl.text}</p>
      {wahl.abweichend && (
        <button
          type="button"
          className="knopf knopf--zweitrangig"
          onClick={() => aendereEntwurf({ ausgabe: wahl.ausgabe.id })}
        >
          Ergebnis nach dem {wahl.ausgabe.titel} anzeigen
        </button>
      )}
      {stand.art === 'laeuft' && (
        <p role="status">
          <span className="spinner" aria-hidden="true" />
          Die Vergleichsmiete nach dem {wahl.ausgabe.titel} wird berechnet …
        </p>
      )}
      {stand.art === 'fehler' && (
        <p className="fehlertext" role="alert">
          Die Vergleichsmiete nach dem {wahl.ausgabe.titel} konnte nicht berechnet werden:{' '}
          {stand.meldung}
        </p>
      )}
    </div>
  );
  return { stand, hinweis, ausgabe: wahl.ausgabe, text: wahl.text };
}
