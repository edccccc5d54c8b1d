/**
 * The built-in map page `#/karte?art=wohnlage|gebaeudetyp` (issue 11; spezifikation.md §2
 * "zum Stadtplanprogramm", §7 maps service). Opened in its own window when no external map
 * address is configured and a Wohnlagen layer is imported. It shows the Wohnlagen polygons with
 * a legend, the address search and a marker; a click on the map, "Kartenmitte wählen" (the
 * keyboard way: arrow keys move the map under the crosshair) or a search hit chooses a point,
 * whose Wohnlage and Gebäudetyp are said in words. "Übernehmen" posts {lage, gebaeudetyp,
 * adresse} to the wizard window exactly as §7 describes for the maps service, addressed to our
 * own origin only.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { optionLabel, schrittNachId, type LageAntwort } from '@mietspiegel/domain';
import { api } from '../../api/client.ts';
import { ladeKartendaten } from './kartendaten.ts';
import { parseHash, useHash } from '../../lib/router.ts';
import { useUmgebung } from '../../store/umgebung.ts';
import { Adresssuche } from '../../wizard/Adresssuche.tsx';
import type { KartenAnsicht, Punkt } from './leaflet-karte.ts';
import { wohnlagenFarbe } from './wohnlagen-farben.ts';
import { Seitentitel } from '../Seitenkopf.tsx';
import './karte.css';

type KartenZustand = 'laedt' | 'fertig' | 'keineDaten' | 'fehler';

interface Auswahl extends Punkt {
  adresse: string;
  lage: LageAntwort | null;
  fehler: boolean;
}

/** The opener window, when this page was opened by the wizard and it is still open. */
function rechnerFenster(): Window | null {
  if (typeof window === 'undefined') return null; // the build's prerender (vorrendern.tsx)
  const o = window.opener as Window | null;
  return o && !o.closed ? o : null;
}

/** §7: the message of the maps service, to our own origin only (issue 11). */
export function sendeAnRechner(
  ziel: Pick<Window, 'postMessage'>,
  daten: { lage: number | null; gebaeudetyp: number | null; adresse: string },
  origin: string = window.location.origin,
): void {
  ziel.postMessage(daten, origin);
}

/** The point's Wohnlage and Gebäudetyp in words; the latter only where a layer could hold one. */
function lageText(lage: LageAntwort, gebaeudetypenKarte: boolean): string {
  const wl = lage.wohnlage === null ? undefined : optionLabel('wohnlage', lage.wohnlage);
  const gt = lage.gebaeudetyp === null ? undefined : optionLabel('gebaeudetyp', lage.gebaeudetyp);
  return [
    wl ? `Wohnlage: ${wl}.` : 'An diesem Punkt ist keine Wohnlage hinterlegt.',
    gt
      ? `Gebäudetyp: ${gt}.`
      : gebaeudetypenKarte
        ? 'An diesem Punkt ist kein Gebäudetyp hinterlegt.'
        : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export default function KartenSeite() {
  const { query } = parseHash(useHash());
  const art = query.get('art') === 'gebaeudetyp' ? 'gebaeudetyp' : 'wohnlage';
  const { info, infoFehler } = useUmgebung();
  const [zustand, setZustand] = useState<KartenZustand>('laedt');
  const [auswahl, setAuswahl] = useState<Auswahl | null>(null);
  const [uebernommen, setUebernommen] = useState('');
  const [opener] = useState(rechnerFenster);
  const element = useRef<HTMLDivElement>(null);
  const ansicht = useRef<KartenAnsicht | null>(null);
  const anfrage = useRef(0);
  const id = useId();

  const waehlePunkt = async (p: Punkt) => {
    const nr = ++anfrage.current;
    ansicht.current?.setzeMarker(p);
    setUebernommen('');
    setAuswahl({ ...p, adresse: '', lage: null, fehler: false });
    const r = await api.lage(p.lon, p.lat);
    if (nr !== anfrage.current) return; // a newer point was chosen meanwhile
    if (r.ok) setAuswahl({ ...p, adresse: '', lage: r.daten, fehler: false });
    else {
      console.error('Lageabfrage fehlgeschlagen', r);
      setAuswahl({ ...p, adresse: '', lage: null, fehler: true });
    }
  };
  const waehlePunktRef = useRef(waehlePunkt);
  waehlePunktRef.current = waehlePunkt;

  const kachelUrl = info?.kartenKachelUrl ?? '';
  const kachelAttribution = info?.kartenKachelAttribution ?? '';
  // undefined while environmentInfo has not answered; when it failed, the map route itself
  // says whether a layer is there (404 → no map data)
  const wohnlagen = info ? info.geodaten.wohnlagen : infoFehler ? true : undefined;
  const gebaeudetypenKarte = info?.geodaten.gebaeudetypen ?? false;

  useEffect(() => {
    if (!wohnlagen) return; // not yet known, or no layer: nothing to load
    let aus = false;
    setZustand('laedt');
    void (async () => {
      performance.mark('karte-laden');
      const [r, modul] = await Promise.all([
        ladeKartendaten(kachelUrl ? 0.55 : 0.85),
        import('./leaflet-karte.ts'),
      ]);
      if (aus || !element.current) {
        if (r.art === 'kacheln') r.quelle.beende();
        return;
      }
      if (r.art === 'fehlt') return setZustand('keineDaten');
      if (r.art === 'fehler') return setZustand('fehler');
      const karte = element.current;
      ansicht.current = modul.erzeugeKarte(karte, {
        ...(r.art === 'kacheln' ? { kacheln: r } : { daten: r.daten }),
        farbe: wohnlagenFarbe,
        kachelUrl,
        kachelAttribution,
        onKlick: (p) => void waehlePunktRef.current(p),
        // issue 29: when the polygons are on screen (tests and the map bench wait for it)
        onGezeichnet: () => {
          karte.dataset.gezeichnet = 'ja';
          performance.mark('karte-gezeichnet');
        },
      });
      setZustand('fertig');
    })();
    return () => {
      aus = true;
      ansicht.current?.entferne();
      ansicht.current = null;
    };
  }, [wohnlagen, kachelUrl, kachelAttribution]);

  /** Issue 17 §3: the map answers only the question of the step that opened it. */
  const wert = auswahl?.lage
    ? art === 'wohnlage'
      ? auswahl.lage.wohnlage
      : auswahl.lage.gebaeudetyp
    : null;
  const uebernehmen = () => {
    if (!opener || !auswahl?.lage || wert === null) return;
    sendeAnRechner(opener, {
      lage: art === 'wohnlage' ? wert : null,
      gebaeudetyp: art === 'gebaeudetyp' ? wert : null,
      adresse: auswahl.adresse,
    });
    setUebernommen(
      `In den Rechner übernommen: ${art === 'wohnlage' ? 'Wohnlage' : 'Gebäudetyp'} „${optionLabel(art, wert)}“. Sie können dieses Fenster jetzt schließen.`,
    );
  };

  const kannUebernehmen = wert !== null;
  // issue 17 §16: known from environmentInfo at render time, never a map area first that a note
  // then replaces (a layout shift of 0.12 on a direct #/karte without map data)
  const anzeige: KartenZustand = wohnlagen === false ? 'keineDaten' : zustand;
  const schrittTitel = schrittNachId(art).titel;

  return (
    <div className="kartenseite">
      <Seitentitel>
        {art === 'wohnlage'
          ? 'Stadtplan: Wohnlage nachschlagen'
          : 'Stadtplan: Gebäudetyp nachschlagen'}
      </Seitentitel>
      <p>
        Wählen Sie Ihre Adresse in der Suche oder einen Punkt auf der Karte. Die Karte zeigt die
        Wohnlagen des Mietspiegels; die Farben sind in der Legende erklärt.
      </p>
      {!opener && (
        <p className="hinweis-kasten">
          Diese Karte wurde nicht aus dem Rechner geöffnet und kann deshalb nichts übernehmen.
          Wählen Sie das Ergebnis bitte selbst im Schritt „{schrittTitel}“:{' '}
          <a href={`#/${art}`}>zurück zum Schritt „{schrittTitel}“</a>.
        </p>
      )}
      <Adresssuche
        onWahl={(t) => {
          const p = { lon: t.lon, lat: t.lat };
          anfrage.current++; // an answer to an earlier click must not overwrite the hit
          ansicht.current?.setzeMarker(p, true);
          setUebernommen('');
          const lage = { wohnlage: t.wohnlage, gebaeudetyp: t.gebaeudetyp };
          setAuswahl({ ...p, adresse: t.label, lage, fehler: false });
          return `Adresse „${t.label}“ gewählt. ${lageText(lage, gebaeudetypenKarte)}`;
        }}
      />
      {wohnlagen === undefined ? (
        // Until environmentInfo answers, the page ends here: what comes (the map area or the
        // note, then legend and chosen point) is added below, moving nothing already painted.
        <p role="status">Die Karte wird geladen …</p>
      ) : (
        <>
          {anzeige === 'keineDaten' && (
            <p className="hinweis-kasten">
              Für den Stadtplan sind noch keine Kartendaten eingerichtet. Bitte wählen Sie die
              Wohnlage im Rechner selbst:{' '}
              <a href={`#/${art}`}>zurück zum Schritt „{schrittTitel}“</a>.
            </p>
          )}
          {anzeige === 'fehler' && (
            <p className="hinweis-kasten" role="alert">
              Die Karte konnte nicht geladen werden. Die Adresssuche funktioniert weiterhin.
            </p>
          )}
          {anzeige !== 'keineDaten' && anzeige !== 'fehler' && (
            <div className="kartenbereich">
              <p id={`${id}-bedienung`} className="hinweis">
                Mit der Maus: auf einen Punkt klicken. Mit der Tastatur: die Karte mit den
                Pfeiltasten verschieben, mit Plus und Minus zoomen, dann „Kartenmitte wählen“ –
                gewählt wird der Punkt unter dem Fadenkreuz.
              </p>
              <div className="karte-rahmen">
                <div
                  ref={element}
                  className="karte"
                  role="application"
                  aria-label="Karte der Wohnlagen"
                  aria-describedby={`${id}-bedienung`}
                  aria-busy={anzeige !== 'fertig'}
                />
                <div className="fadenkreuz" aria-hidden="true" />
                {anzeige !== 'fertig' && (
                  <p className="karte-laedt" role="status">
                    Die Karte wird geladen …
                  </p>
                )}
              </div>
              <p>
                <button
                  type="button"
                  className="knopf"
                  disabled={anzeige !== 'fertig'}
                  onClick={async () => {
                    const m = await ansicht.current?.mitte();
                    if (m) void waehlePunkt(m);
                  }}
                >
                  Kartenmitte wählen
                </button>
              </p>
            </div>
          )}
          <section aria-labelledby={`${id}-legende`}>
            <h2 id={`${id}-legende`}>Legende</h2>
            <ul className="legende">
              {schrittNachId('wohnlage').optionen.map((o) => (
                <li key={o.id}>
                  <span
                    className="legende__farbe"
                    style={{ background: wohnlagenFarbe(o.id) }}
                    aria-hidden="true"
                  />
                  {o.label}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${id}-punkt`}>
            <h2 id={`${id}-punkt`}>Gewählter Punkt</h2>
            <div role="status">
              {!auswahl && <p>Noch kein Punkt gewählt.</p>}
              {auswahl?.adresse && <p>Adresse: {auswahl.adresse}</p>}
              {auswahl && !auswahl.lage && !auswahl.fehler && <p>Die Wohnlage wird ermittelt …</p>}
              {auswahl?.fehler && <p>Die Wohnlage konnte nicht ermittelt werden.</p>}
              {auswahl?.lage && (
                <p className="karten-aussage">{lageText(auswahl.lage, gebaeudetypenKarte)}</p>
              )}
              {uebernommen && <p>{uebernommen}</p>}
            </div>
            {opener && (
              <div className="knopfleiste">
                <button
                  type="button"
                  className="knopf knopf--primaer"
                  disabled={!kannUebernehmen}
                  onClick={uebernehmen}
                >
                  Übernehmen
                </button>
                {uebernommen && (
                  <button type="button" className="knopf" onClick={() => window.close()}>
                    Fenster schließen
                  </button>
                )}
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
