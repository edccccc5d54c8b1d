/**
 * Address search and map button of the Wohnlage and Gebäudetyp steps (spezifikation.md §2,
 * §5 "Address search": queries only from 3 characters; §7 calls).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { api, type Adresstreffer } from '../../api/client.ts';
import { aendere, useZustand } from '../../store/store.ts';
import { useUmgebung } from '../../store/umgebung.ts';
import { kartenUrl, oeffneKarte, type KartenArt } from '../karte.ts';

/** spezifikation.md §5/§9: address search minimum 3 characters. */
export const ADRESSSUCHE_MIN_ZEICHEN = 3;
const VERZOEGERUNG_MS = 300;

export function Kartenhilfe({ art }: { art: KartenArt }) {
  const { info } = useUmgebung();
  const adresse = useZustand((z) => z.adresse);
  const [suche, setSuche] = useState('');
  const [treffer, setTreffer] = useState<Adresstreffer[] | null>(null);
  const [status, setStatus] = useState('');
  const anfrage = useRef(0);
  const id = useId();
  const url = kartenUrl(info, art);

  useEffect(() => {
    const text = suche.trim();
    const nr = ++anfrage.current;
    if (text.length < ADRESSSUCHE_MIN_ZEICHEN) {
      setTreffer(null);
      return;
    }
    const t = setTimeout(async () => {
      const r = await api.adresssuche(text);
      if (nr !== anfrage.current) return; // a newer query is under way
      if (r.ok && Array.isArray(r.daten)) {
        const liste = r.daten.filter((x): x is Adresstreffer => typeof x?.label === 'string');
        setTreffer(liste);
        setStatus(
          liste.length === 1 ? '1 Adresse gefunden.' : `${liste.length} Adressen gefunden.`,
        );
      } else {
        console.error('Adresssuche fehlgeschlagen', r);
        setTreffer([]);
        setStatus('Die Adresssuche ist zurzeit nicht möglich.');
      }
    }, VERZOEGERUNG_MS);
    return () => clearTimeout(t);
  }, [suche]);

  const uebernehmen = (label: string) => {
    aendere({ adresse: label });
    setSuche(label);
    setTreffer(null);
    setStatus(`Adresse „${label}“ übernommen.`);
  };

  return (
    <section className="kartenhilfe" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>
        {art === 'wohnlage' ? 'Wohnlage nachschlagen' : 'Gebäudetyp nachschlagen'}
      </h2>
      <div className="feld">
        <label htmlFor={`${id}-suche`}>Adresse suchen</label>
        <p id={`${id}-hinweis`} className="hinweis">
          Straße und Hausnummer, mindestens {ADRESSSUCHE_MIN_ZEICHEN} Zeichen.
        </p>
        <input
          id={`${id}-suche`}
          type="search"
          autoComplete="street-address"
          value={suche}
          aria-describedby={`${id}-hinweis`}
          onChange={(e) => setSuche(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches here; it must not submit the step (Weiter)
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
      </div>
      <p className="sr-only" role="status">
        {status}
      </p>
      {treffer && treffer.length > 0 && (
        <ul className="trefferliste" aria-label="Gefundene Adressen">
          {treffer.map((t) => (
            <li key={t.label}>
              <button type="button" onClick={() => uebernehmen(t.label)}>
                {t.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {treffer && treffer.length === 0 && <p>Keine Adresse gefunden.</p>}
      {adresse && (
        <p>
          Gewählte Adresse: <strong>{adresse}</strong>
        </p>
      )}
      <p>
        <button
          type="button"
          className="knopf"
          disabled={!url}
          onClick={() => url && oeffneKarte(url)}
          aria-describedby={`${id}-karte`}
        >
          zum Stadtplanprogramm
        </button>{' '}
        <span id={`${id}-karte`} className="hinweis">
          {url
            ? `Öffnet den Stadtplan in einem neuen Fenster; dort finden Sie die ${art === 'wohnlage' ? 'Wohnlage' : 'den Gebäudetyp'} Ihrer Adresse.`
            : 'Der Stadtplan ist zurzeit nicht verfügbar.'}
        </span>
      </p>
    </section>
  );
}
