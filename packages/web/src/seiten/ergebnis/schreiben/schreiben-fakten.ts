/**
 * The facts a letter is made from (issue 30 §1, schreiben-vertrag.md), read from the tab's store
 * the way the server reads the same call: the check inputs go through the wire shape and the
 * domain's `pruefeMietvergleich`, so the preview and the PDF rest on the same figures. Only the
 * domain writes the letter; this module only gathers what it needs.
 */
import {
  ausgabe as eingebauteAusgabe,
  leseEntwurf,
  pruefeMietvergleich,
  vorlaeufigeWerte,
  type AusgabeInfo,
  type Ergebnis,
  type MietvergleichWire,
  type SchreibenAngaben,
  type SchreibenArt,
  type SchreibenFakten,
} from '@mietspiegel/domain';
import type { Zustand } from '../../../store/store.ts';
import type { SchreibenEingaben } from '../../../store/speicher.ts';
import { alsMietvergleichWire } from '../mietvergleich-daten.ts';

export type FaktenStand =
  | { art: 'fakten'; fakten: SchreibenFakten; wire: MietvergleichWire | null }
  /** a check input the server would refuse: the letter waits until it is fixed */
  | { art: 'eingabefehler' };

/**
 * `ergebnis` and `ausgabe`: the result under the edition the check uses and that edition
 * (usePruefErgebnis), `heute` the same day the check page judges with, `ausgabeHinweis` its
 * sentence on that edition.
 */
export function schreibenFakten(
  z: Pick<Zustand, 'entwurf' | 'mietvergleich' | 'mietpreisbremse'>,
  ergebnis: Ergebnis,
  ausgabe: AusgabeInfo,
  heute: string,
  ausgabeHinweis: string | null = null,
): FaktenStand {
  const wire = alsMietvergleichWire(z.mietvergleich, z.mietpreisbremse);
  const gelesen = pruefeMietvergleich(wire);
  if (gelesen.fehler.length > 0) return { art: 'eingabefehler' };
  return {
    art: 'fakten',
    wire,
    fakten: {
      entwurf: z.entwurf,
      ergebnis,
      ausgabe,
      mietvergleich: gelesen.wert ?? { mieteCent: null, erhoehung: null },
      heute,
      // the same sentence the check page shows and the server passes (routes/schreiben.ts)
      ausgabeHinweis,
      // the browser knows only the built-in edition's provisional figures (ADR 0013), as the
      // results page
      vorlaeufigeWerte:
        ausgabe.id === eingebauteAusgabe.ausgabe ? vorlaeufigeWerte(leseEntwurf(z.entwurf)) : [],
    },
  };
}

/** The user's fields as the domain and the call take them; the answer's variant only for it. */
export function schreibenAngaben(
  e: SchreibenEingaben,
  art: SchreibenArt,
  variante: SchreibenAngaben['variante'] | null,
): SchreibenAngaben {
  return {
    absender: e.absender,
    empfaenger: e.empfaenger,
    ort: e.ort,
    datum: e.datum,
    wohnung: e.wohnung,
    ...(art === 'antwort-mieterhoehung' && variante ? { variante } : {}),
  };
}
