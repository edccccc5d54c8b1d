/**
 * Address search and map button of the Wohnlage and Gebäudetyp steps (spezifikation.md §2,
 * §5 "Address search", §7 calls; issue 11): a chosen hit becomes the address of the free text
 * and hands its Wohnlage/Gebäudetyp to the step (`onTreffer`); the map button opens the
 * configured maps service or our own map page.
 */
import { useId } from 'react';
import type { Adresstreffer } from '../../api/client.ts';
import { setzeAdresse, useZustand } from '../../store/store.ts';
import { useUmgebung } from '../../store/umgebung.ts';
import { Adresssuche } from '../Adresssuche.tsx';
import { kartenZiel, oeffneKarte, type KartenArt } from '../karte.ts';

/** Issue 11: the map button without an external map and without imported Wohnlagen. */
export const KEINE_KARTENDATEN =
  'Für den Stadtplan sind noch keine Kartendaten eingerichtet; bitte wählen Sie selbst.';

/** environmentInfo could not be loaded: whether a map is set up is not known. */
export const KARTE_NICHT_VERFUEGBAR = 'Der Stadtplan ist zurzeit nicht verfügbar.';

/**
 * environmentInfo has not answered yet (the prerendered page, the first moments after the
 * script): said as not known yet, not as "nicht verfügbar", which it may well be.
 */
export const KARTE_WIRD_GEPRUEFT = 'Ob ein Stadtplan eingerichtet ist, wird gerade geprüft …';

/** Issue 17 §3: our map holds Wohnlagen, but no Gebäudetypen layer is imported. */
export const KEINE_GEBAEUDETYPENKARTE =
  'Für den Gebäudetyp ist keine Gebäudetypenkarte eingerichtet; bitte wählen Sie selbst.';

/** Issue 26 §8: the Gebäudetyp step without a Gebäudetypen layer offers no address search. */
export const KEINE_GEBAEUDETYPENKARTE_SUCHE =
  'Ohne Gebäudetypenkarte gibt es hier keine Adresssuche: Ihre Adresse suchen Sie im Schritt „Wohnlage“.';

export function Kartenhilfe({
  art,
  onTreffer,
}: {
  art: KartenArt;
  /** a hit was chosen; returns what the live region says about the step's option */
  onTreffer: (treffer: Adresstreffer) => string;
}) {
  const { info, infoFehler } = useUmgebung();
  const adresse = useZustand((z) => z.adresse);
  const id = useId();
  const ziel = kartenZiel(info, art);
  const was = art === 'wohnlage' ? 'die Wohnlage' : 'den Gebäudetyp';
  // issue 26 §8: without a Gebäudetypen layer a search here could only change the PDF's address
  // (the Wohnlage keeps the earlier address's value): the address is searched on the Wohnlage step
  const ohneSuche = art === 'gebaeudetyp' && info !== null && !info.geodaten.gebaeudetypen;

  return (
    <section className="kartenhilfe" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>
        {art === 'wohnlage' ? 'Wohnlage nachschlagen' : 'Gebäudetyp nachschlagen'}
      </h2>
      {ohneSuche ? (
        <p>{KEINE_GEBAEUDETYPENKARTE_SUCHE}</p>
      ) : (
        <Adresssuche
          onWahl={(t) => {
            setzeAdresse(t.label);
            return `Adresse „${t.label}“ übernommen. ${onTreffer(t)}`;
          }}
        />
      )}
      {adresse && (
        <p>
          Gewählte Adresse: <strong>{adresse}</strong>
        </p>
      )}
      <p>
        <button
          type="button"
          className="knopf"
          disabled={ziel.art === 'keine'}
          onClick={() => ziel.art !== 'keine' && oeffneKarte(ziel.url, art)}
          aria-describedby={`${id}-karte`}
        >
          zum Stadtplanprogramm
        </button>{' '}
        <span id={`${id}-karte`} className="hinweis">
          {ziel.art !== 'keine'
            ? `Öffnet den Stadtplan in einem neuen Fenster; dort finden Sie ${was} Ihrer Adresse.`
            : ziel.grund === 'keineDaten'
              ? art === 'gebaeudetyp' && info?.geodaten.wohnlagen
                ? KEINE_GEBAEUDETYPENKARTE
                : KEINE_KARTENDATEN
              : infoFehler
                ? KARTE_NICHT_VERFUEGBAR
                : KARTE_WIRD_GEPRUEFT}
        </span>
      </p>
    </section>
  );
}
