/**
 * The address search (spezifikation.md §2, §5 "Address search": queries only from 3
 * characters; §7 adresssuche; issue 11): a search field and the hits as a list of buttons.
 * ArrowDown moves from the field into the list, the arrow keys move within it and Escape goes
 * back to the field. Used by the Wohnlage and Gebäudetyp steps and by the built-in map page.
 * Without imported address data it says so instead of searching. Issue 17: while a search
 * waits it says "Suche läuft …", a failure is shown (not only announced), and a search without
 * hits offers streets of a similar name ("Meinten Sie …?"), whose pick searches again.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { meldungen, SUCHE_MIN_ZEICHEN, sucheLangGenug } from '@mietspiegel/domain';
import { api, type Adresstreffer, type Fehlschlag, type Strassenvorschlag } from '../api/client.ts';
import { fehlschlagText } from '../api/fehlertext.ts';
import { useUmgebung } from '../store/umgebung.ts';

const VERZOEGERUNG_MS = 300;

const KEINE_ADRESSE = 'Keine Adresse gefunden.';
export const ADRESSSUCHE_NICHT_MOEGLICH =
  'Die Adresssuche ist zurzeit nicht möglich. Bitte versuchen Sie es später noch einmal oder wählen Sie selbst.';

/**
 * What a failed search says. Issue 18 §2: a busy server answers 429 (this client searches too
 * much) or 503 (the search is at its bound) with a German message written for the user
 * (server: geodaten/suchbegrenzung.ts); that message says more than the generic one. A 503 of
 * a proxy carries no such message and gets the generic text.
 */
export function suchfehlerText(r: Fehlschlag): string {
  if (r.art === 'format') return meldungen.unbekannterFehler;
  // issue 26 §16: any German message of the server, the connection message without an answer
  return fehlschlagText(r, ADRESSSUCHE_NICHT_MOEGLICH);
}

/** Issue 11: the plain statement when the operator has not imported an address layer. */
export const KEINE_ADRESSDATEN = 'Für die Adresssuche sind noch keine Adressdaten eingerichtet.';

export function Adresssuche({
  onWahl,
  hinweis = `Straße und Hausnummer, mindestens ${SUCHE_MIN_ZEICHEN} Zeichen.`,
}: {
  /** a hit was chosen; returns the sentence the live region announces after it */
  onWahl: (treffer: Adresstreffer) => string;
  hinweis?: string;
}) {
  const { info } = useUmgebung();
  const [suche, setSuche] = useState('');
  const [treffer, setTreffer] = useState<Adresstreffer[] | null>(null);
  /** issue 17 §5: a search is under way (shown, not only announced) / it failed */
  const [laeuft, setLaeuft] = useState(false);
  const [fehler, setFehler] = useState('');
  /** a failure that trying again may mend (not an answer the app cannot read) */
  const [wiederholbar, setWiederholbar] = useState(false);
  /** counts "Erneut suchen": the same text is searched again */
  const [versuch, setVersuch] = useState(0);
  /** issue 17 §6: streets close to the typed one, after a search without hits */
  const [vorschlaege, setVorschlaege] = useState<Strassenvorschlag[]>([]);
  const [status, setStatus] = useState('');
  const anfrage = useRef(0);
  /** the label of the hit just chosen: it stands in the field, but is not searched again */
  const gewaehlt = useRef<string | null>(null);
  const feld = useRef<HTMLInputElement>(null);
  const liste = useRef<HTMLUListElement>(null);
  const id = useId();
  const keineDaten = info?.geodaten.adressen === false;

  useEffect(() => {
    const text = suche.trim();
    const nr = ++anfrage.current;
    setVorschlaege([]);
    setFehler('');
    // the same minimum as the server's, counted in characters (code points): domain suchtextSchema
    if (keineDaten || !sucheLangGenug(text) || suche === gewaehlt.current) {
      setTreffer(null);
      setLaeuft(false);
      return;
    }
    // said at once, while the pause before the query runs and the answer is awaited
    setLaeuft(true);
    const t = setTimeout(async () => {
      const r = await api.adresssuche(text);
      if (nr !== anfrage.current) return; // a newer query is under way
      if (!r.ok) {
        console.error('Adresssuche fehlgeschlagen', r);
        const meldung = suchfehlerText(r);
        setLaeuft(false);
        setTreffer(null);
        setFehler(meldung);
        setWiederholbar(r.art !== 'format');
        setStatus(meldung);
        return;
      }
      if (r.daten.length > 0) {
        setLaeuft(false);
        setTreffer(r.daten);
        setStatus(
          r.daten.length === 1 ? '1 Adresse gefunden.' : `${r.daten.length} Adressen gefunden.`,
        );
        return;
      }
      // no hit: ask for streets of a similar name before saying so (issue 17 §6); without an
      // answer the plain "Keine Adresse gefunden." stands
      const v = await api.strassenvorschlaege(text);
      if (nr !== anfrage.current) return;
      const aehnliche = v.ok ? v.daten : [];
      if (!v.ok) console.error('Straßenvorschläge fehlgeschlagen', v);
      setLaeuft(false);
      setTreffer([]);
      setVorschlaege(aehnliche);
      setStatus(
        aehnliche.length === 0
          ? KEINE_ADRESSE
          : `${KEINE_ADRESSE} Meinten Sie: ${aehnliche.map((x) => x.strasse).join(', ')}?`,
      );
    }, VERZOEGERUNG_MS);
    return () => clearTimeout(t);
  }, [suche, keineDaten, versuch]);

  const waehle = (t: Adresstreffer) => {
    // the hit's label goes into the field without a new search, whose "1 Adresse gefunden."
    // would overwrite what the live region says about the choice
    gewaehlt.current = t.label;
    setSuche(t.label);
    setTreffer(null);
    setStatus(onWahl(t));
    feld.current?.focus();
  };

  const knoepfe = () => [...(liste.current?.querySelectorAll('button') ?? [])];

  const inListe = (e: KeyboardEvent<HTMLButtonElement>) => {
    const alle = knoepfe();
    const i = alle.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const n = e.key === 'ArrowDown' ? Math.min(i + 1, alle.length - 1) : i - 1;
      if (n < 0) feld.current?.focus();
      else alle[n]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setTreffer(null);
      feld.current?.focus();
    }
  };

  if (keineDaten) {
    return <p className="hinweis-kasten">{KEINE_ADRESSDATEN}</p>;
  }

  return (
    <div className="adresssuche">
      <div className="feld">
        <label htmlFor={`${id}-suche`}>Adresse suchen</label>
        <p id={`${id}-hinweis`} className="hinweis">
          {hinweis}
        </p>
        <input
          ref={feld}
          id={`${id}-suche`}
          type="search"
          autoComplete="street-address"
          value={suche}
          aria-describedby={`${id}-hinweis`}
          aria-controls={treffer && treffer.length > 0 ? `${id}-treffer` : undefined}
          onChange={(e) => {
            gewaehlt.current = null;
            setSuche(e.target.value);
          }}
          onKeyDown={(e) => {
            // Enter searches here; it must not submit the step (Weiter)
            if (e.key === 'Enter') e.preventDefault();
            if (e.key === 'ArrowDown' && treffer && treffer.length > 0) {
              e.preventDefault();
              knoepfe()[0]?.focus();
            }
          }}
        />
      </div>
      <p className="sr-only" role="status">
        {status}
      </p>
      {treffer && treffer.length > 0 && (
        <ul
          ref={liste}
          id={`${id}-treffer`}
          className="trefferliste"
          aria-label="Gefundene Adressen"
        >
          {treffer.map((t, i) => (
            <li key={`${i}-${t.label}`}>
              <button type="button" onClick={() => waehle(t)} onKeyDown={inListe}>
                {t.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {laeuft && <p className="adresssuche__laeuft">Suche läuft …</p>}
      {fehler && (
        <div className="hinweis-kasten adresssuche__fehler">
          <p>{fehler}</p>
          {wiederholbar && (
            <button
              type="button"
              className="knopf"
              onClick={() => {
                // the button goes with the message: focus back to the field
                feld.current?.focus();
                setVersuch((v) => v + 1);
              }}
            >
              Erneut suchen
            </button>
          )}
        </div>
      )}
      {treffer && treffer.length === 0 && (
        <div>
          <p>{KEINE_ADRESSE}</p>
          {vorschlaege.length > 0 && (
            <>
              <p id={`${id}-vorschlaege`}>Meinten Sie …?</p>
              <ul className="trefferliste" aria-labelledby={`${id}-vorschlaege`}>
                {vorschlaege.map((v) => (
                  <li key={v.strasse}>
                    <button
                      type="button"
                      onClick={() => {
                        gewaehlt.current = null;
                        setSuche(v.suche);
                        feld.current?.focus();
                      }}
                    >
                      {v.suche}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
