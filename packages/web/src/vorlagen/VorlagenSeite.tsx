/**
 * Template list, route /berechnungsvorlagen (spezifikation.md §2 "Template list", §4 Load and
 * Delete): a table with a filter row per column (server-side, debounced), sortable headers,
 * paging, and per row the actions load, edit and delete.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { erfolgMeldung, formatDatum } from '@mietspiegel/domain';
import { useUeberschriftFokus } from '../lib/erste-anzeige.ts';
import { navigate } from '../lib/router.ts';
import { aendere, holeZustand } from '../store/store.ts';
import { benachrichtige } from '../benachrichtigungen/benachrichtigungen.ts';
import { NurMitSchreibrecht } from './NurMitSchreibrecht.tsx';
import { ladeInRechner } from './laden.ts';
import { LoeschDialog } from './LoeschDialog.tsx';
import { PapierkorbSymbol, PfeilSymbol, StiftSymbol } from './Symbole.tsx';
import { fehlerText, vorlagenTexte } from './texte.ts';
import type { Berechnungsvorlage, Seiteninfo } from '@mietspiegel/domain';
import type { Fehlschlag } from '../api/client.ts';
import {
  ladeVorlage,
  ladeVorlagen,
  loescheVorlage,
  type VorlagenAbfrage,
  type VorlagenSpalte,
} from '../api/vorlagen.ts';
import { bearbeitenRoute, VORLAGEN_ROUTE } from '../lib/vorlagen-routes.ts';
import './vorlagen.css';

/** Rows per page. */
export const SEITENGROESSE = 10;
/** Wait this long after the last keystroke in a filter before asking the server. */
export const FILTER_VERZOEGERUNG_MS = 300;

/** `umbruch`: where a long header may wrap (soft hyphen), so the table fits the page. */
const SPALTEN: readonly {
  feld: VorlagenSpalte;
  titel: string;
  umbruch?: string;
  datum?: boolean;
}[] = [
  { feld: 'dateiId', titel: 'Datei-Id' },
  { feld: 'dateiname', titel: 'Dateiname' },
  { feld: 'anlagedatum', titel: 'Anlagedatum', umbruch: 'Anlage\u00addatum', datum: true },
  { feld: 'anlagenutzer', titel: 'Anlagenutzer', umbruch: 'Anlage\u00adnutzer' },
  { feld: 'kommentar', titel: 'Kommentar' },
  {
    feld: 'aenderungsdatum',
    titel: 'Änderungsdatum',
    umbruch: 'Änderungs\u00addatum',
    datum: true,
  },
  { feld: 'aenderungsnutzer', titel: 'Änderungsnutzer', umbruch: 'Änderungs\u00adnutzer' },
];

type Filter = Partial<Record<VorlagenSpalte, string>>;
type Sortierung = NonNullable<VorlagenAbfrage['sortierung']>;

type Zustand =
  | { art: 'laedt' }
  | { art: 'fehler'; text: string }
  | { art: 'fertig'; vorlagen: Berechnungsvorlage[]; seite: Seiteninfo };

export function VorlagenSeite() {
  return (
    <NurMitSchreibrecht route={VORLAGEN_ROUTE} titel="Berechnungsvorlagen" zurueck="/">
      <VorlagenListe />
    </NurMitSchreibrecht>
  );
}

function VorlagenListe() {
  const [filterEingabe, setFilterEingabe] = useState<Filter>({});
  /** The filter as last sent, as a JSON key: an unchanged filter asks the server nothing. */
  const [filterSchluessel, setFilterSchluessel] = useState('{}');
  const [sortierung, setSortierung] = useState<Sortierung>({ spalte: 'dateiId', richtung: 'asc' });
  const [seite, setSeite] = useState(0);
  const [neuLaden, setNeuLaden] = useState(0);
  const [zustand, setZustand] = useState<Zustand>({ art: 'laedt' });
  const [zuLoeschen, setZuLoeschen] = useState<Berechnungsvorlage | null>(null);
  const [loescht, setLoescht] = useState(false);
  const ueberschriftRef = useRef<HTMLHeadingElement>(null);
  /** After a delete the row and its button are gone: the heading gets the focus instead. */
  const fokusNachLoeschen = useRef(false);
  const id = useId();

  useUeberschriftFokus(ueberschriftRef);

  // Debounce: the server is asked once the user stops typing (filter row, §2).
  useEffect(() => {
    const t = setTimeout(() => {
      const schluessel = JSON.stringify(bereinigt(filterEingabe));
      if (schluessel === filterSchluessel) return;
      setFilterSchluessel(schluessel);
      setSeite(0);
    }, FILTER_VERZOEGERUNG_MS);
    return () => clearTimeout(t);
  }, [filterEingabe, filterSchluessel]);

  useEffect(() => {
    let aktiv = true;
    setZustand((z) => (z.art === 'fertig' ? z : { art: 'laedt' }));
    const filter = JSON.parse(filterSchluessel) as Filter;
    void ladeVorlagen({ seite, groesse: SEITENGROESSE, sortierung, filter }).then((liste) => {
      if (!aktiv) return;
      if (!liste.ok) {
        console.error('Berechnungsvorlagen konnten nicht geladen werden', liste);
        setZustand({ art: 'fehler', text: listenFehlerText(liste) });
        return;
      }
      // A page emptied by a delete or a filter: go to the last page that still has rows.
      if (liste.vorlagen.length === 0 && seite > 0 && liste.seite.totalPages > 0) {
        setSeite(Math.max(0, liste.seite.totalPages - 1));
        return;
      }
      setZustand({ art: 'fertig', vorlagen: liste.vorlagen, seite: liste.seite });
    });
    return () => {
      aktiv = false;
    };
  }, [seite, sortierung, filterSchluessel, neuLaden]);

  // In the commit that removes the row (layout effect): the focus never falls to <body> between
  // the row's removal and the move, where a screen reader would lose its place (and a test or a
  // user acting at once would meet no focus).
  useLayoutEffect(() => {
    if (zustand.art !== 'fertig' || !fokusNachLoeschen.current) return;
    fokusNachLoeschen.current = false;
    ueberschriftRef.current?.focus();
  }, [zustand]);

  const sortiere = (spalte: VorlagenSpalte) => {
    setSortierung((s) =>
      s.spalte === spalte
        ? { spalte, richtung: s.richtung === 'asc' ? 'desc' : 'asc' }
        : { spalte, richtung: 'asc' },
    );
    setSeite(0);
  };

  const bearbeite = (v: Berechnungsvorlage) => {
    navigate(bearbeitenRoute(v.dateiId));
  };

  const schliesseDialog = useCallback(() => setZuLoeschen(null), []);

  const loesche = async () => {
    const v = zuLoeschen;
    if (!v) return;
    setLoescht(true);
    // Read the current version for If-Match, then delete exactly that version.
    const gelesen = await ladeVorlage(v._links.self.href);
    const geloescht = gelesen.ok ? await loescheVorlage(v._links.self.href, gelesen.etag) : gelesen;
    if (geloescht.ok) {
      // The deleted template is no longer one that Speichern could offer (§4 Load: remembered).
      if (holeZustand().vorlage?.dateiId === v.dateiId) aendere({ vorlage: null });
      benachrichtige(erfolgMeldung('gelöscht', v.dateiId, v.dateiname), 'info');
      setZuLoeschen(null);
      fokusNachLoeschen.current = true;
    } else {
      setZuLoeschen(null);
      benachrichtige(fehlerText(geloescht), 'error');
    }
    setLoescht(false);
    setNeuLaden((n) => n + 1);
  };

  const vorlagen = zustand.art === 'fertig' ? zustand.vorlagen : [];
  const seiteninfo = zustand.art === 'fertig' ? zustand.seite : null;

  return (
    <section className="vorlagen-seite" aria-labelledby={`${id}-titel`}>
      <h1 id={`${id}-titel`} ref={ueberschriftRef} tabIndex={-1}>
        Berechnungsvorlagen
      </h1>
      <p role="status" className="vorlagen-status">
        {zustand.art === 'laedt'
          ? vorlagenTexte.listeLaedt
          : zustand.art === 'fehler'
            ? zustand.text
            : anzahlText(zustand.seite.totalElements)}
      </p>
      <div className="tabelle-rahmen">
        <table className="vorlagen-tabelle" aria-busy={zustand.art === 'laedt'}>
          <caption>
            Gespeicherte Berechnungsvorlagen. Spaltenüberschriften sortieren, die Eingabefelder der
            zweiten Zeile filtern die Liste.
          </caption>
          <thead>
            <tr>
              {SPALTEN.map((s) => (
                <th
                  key={s.feld}
                  scope="col"
                  aria-sort={
                    sortierung.spalte === s.feld
                      ? sortierung.richtung === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  <button type="button" className="sortierknopf" onClick={() => sortiere(s.feld)}>
                    {s.umbruch ?? s.titel}
                    <span aria-hidden="true" className="sortierknopf__pfeil">
                      {sortierung.spalte === s.feld
                        ? sortierung.richtung === 'asc'
                          ? ' ▲'
                          : ' ▼'
                        : ' ↕'}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">Aktion</th>
            </tr>
            <tr className="filterzeile">
              {SPALTEN.map((s) => {
                const feldId = `${id}-filter-${s.feld}`;
                return (
                  <td key={s.feld}>
                    <label htmlFor={feldId} className="sr-only">
                      Filter {s.titel}
                    </label>
                    <input
                      id={feldId}
                      type="search"
                      inputMode={s.feld === 'dateiId' ? 'numeric' : undefined}
                      placeholder={s.datum ? 'TT.MM.JJJJ' : undefined}
                      autoComplete="off"
                      value={filterEingabe[s.feld] ?? ''}
                      onChange={(e) => {
                        const wert = e.target.value;
                        setFilterEingabe((f) => ({ ...f, [s.feld]: wert }));
                      }}
                    />
                  </td>
                );
              })}
              <td />
            </tr>
          </thead>
          <tbody>
            {zustand.art === 'fertig' && vorlagen.length === 0 && (
              <tr>
                <td colSpan={SPALTEN.length + 1}>{vorlagenTexte.listeLeer}</td>
              </tr>
            )}
            {vorlagen.map((v) => (
              <tr key={v.dateiId}>
                <td>{v.dateiId}</td>
                <td>{v.dateiname}</td>
                <td>{datum(v.anlagedatum)}</td>
                <td>{v.anlagenutzer}</td>
                <td className="vorlagen-tabelle__kommentar">{v.kommentar}</td>
                <td>{datum(v.aenderungsdatum)}</td>
                <td>{v.aenderungsnutzer}</td>
                <td>
                  <div className="aktionen">
                    <button
                      type="button"
                      className="symbolknopf"
                      aria-label={`Berechnung ${v.dateiname} laden`}
                      title="Laden"
                      onClick={() => ladeInRechner(v)}
                    >
                      <PfeilSymbol />
                    </button>
                    <button
                      type="button"
                      className="symbolknopf"
                      aria-label={`Berechnung ${v.dateiname} bearbeiten`}
                      title="Bearbeiten"
                      onClick={() => bearbeite(v)}
                    >
                      <StiftSymbol />
                    </button>
                    <button
                      type="button"
                      className="symbolknopf symbolknopf--gefahr"
                      aria-label={`Berechnung ${v.dateiname} löschen`}
                      title="Löschen"
                      onClick={() => setZuLoeschen(v)}
                    >
                      <PapierkorbSymbol />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {seiteninfo && seiteninfo.totalPages > 1 && (
        <nav className="seitennavigation" aria-label="Seiten der Berechnungsvorlagen">
          <button
            type="button"
            className="knopf knopf--klein"
            disabled={seite === 0}
            onClick={() => setSeite((s) => Math.max(0, s - 1))}
          >
            Vorherige Seite
          </button>
          <span>
            Seite {seiteninfo.number + 1} von {seiteninfo.totalPages}
          </span>
          <button
            type="button"
            className="knopf knopf--klein"
            disabled={seite >= seiteninfo.totalPages - 1}
            onClick={() => setSeite((s) => s + 1)}
          >
            Nächste Seite
          </button>
        </nav>
      )}
      <LoeschDialog
        dateiname={zuLoeschen?.dateiname ?? null}
        loescht={loescht}
        onAbbrechen={schliesseDialog}
        onBestaetigen={() => void loesche()}
      />
    </section>
  );
}

/**
 * The list's failure (§8): what the server said is wrong with the request, or the list's own
 * text when there is no connection, no list (404) or a server error.
 */
function listenFehlerText(f: Fehlschlag): string {
  if (f.art === 'netzwerk') return vorlagenTexte.listeFehler;
  if (f.art === 'status' && (f.status === 404 || f.status >= 500)) return vorlagenTexte.listeFehler;
  return fehlerText(f);
}

/** Only filled filters, trimmed: typing a space changes nothing. */
function bereinigt(filter: Filter): Filter {
  const ergebnis: Filter = {};
  for (const s of SPALTEN) {
    const wert = filter[s.feld]?.trim();
    if (wert) ergebnis[s.feld] = wert;
  }
  return ergebnis;
}

function anzahlText(anzahl: number): string {
  return anzahl === 1
    ? '1 Berechnungsvorlage gefunden.'
    : `${anzahl} Berechnungsvorlagen gefunden.`;
}

/** spezifikation.md §2: dates as day.month.year. */
function datum(wert: string): string {
  try {
    return formatDatum(wert);
  } catch {
    return wert;
  }
}

/** Default export for the route table's lazy import. */
export default VorlagenSeite;
