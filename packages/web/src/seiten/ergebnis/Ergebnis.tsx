/**
 * Page /berechnungsergebnisse (spezifikation.md §2, §4 "Results"; berechnungsregeln.md §3).
 * While any conflict flag is set it goes back one step, which says 'Berechnung ist nicht möglich,
 * bitte lösen Sie erst Ihre Konflikte!' and links to the steps in conflict; otherwise it calls the calculation service and shows
 * the result blocks, the summary and the PDF part.
 */
import { useEffect, useState } from 'react';
import {
  ausgabe,
  ermittleKonflikte,
  leseEntwurf,
  PRUEFUNG_SPEICHERHINWEIS,
  sichtbarerSchritt,
  sichtbareSchritte,
  vorlaeufigeWerte,
  type BerechnungEntwurf,
  type Ergebnis as ErgebnisDaten,
  type Fehler,
} from '@mietspiegel/domain';
import { api } from '../../api/client.ts';
import { fehlschlagText } from '../../api/fehlertext.ts';
import { clock, istErsterApril } from '../../lib/clock.ts';
import { schrittLink } from '../../lib/link-basis.ts';
import { aendere, holeZustand, setzeFehler, useZustand } from '../../store/store.ts';
import { SPEICHER_HINWEIS } from '../../store/speicher.ts';
import { useUmgebung } from '../../store/umgebung.ts';
import { useAusgabeFuerAufruf, useAusgabeInGebrauch } from '../../store/ausgabe.ts';
import { istBeantwortet } from '../../wizard/beantwortet.ts';
import { KONFLIKT_GRUND } from '../../wizard/KonfliktGrund.tsx';
import { geheZurueck } from '../../wizard/navigation.ts';
import { starteSpeichern } from '../../lib/speichern.ts';
import { Seitentitel } from '../Seitenkopf.tsx';
import { AusgabeWahl } from './AusgabeWahl.tsx';
import { ErgebnisBloecke } from './ErgebnisBloecke.tsx';
import { MieterhoehungPruefung, MietVergleich } from './MietVergleich.tsx';
import { Mietpreisbremse } from './Mietpreisbremse.tsx';
import { PruefungsListe } from './PruefungsListe.tsx';
import { pruefungNachId, type PruefungsId } from './pruefungen.ts';
import { PdfBereich } from './PdfBereich.tsx';
import { LinkBereich } from './LinkBereich.tsx';
import { MehrDazu } from './MehrDazu.tsx';
import { VorlaeufigeWerte } from '../VorlaeufigeWerte.tsx';
import { Zusammenfassung } from './Zusammenfassung.tsx';

/** The 1 April joke line of the results screen (spezifikation.md §1), clearly labelled. */
export const APRILSCHERZ_ERGEBNIS =
  'Heute gilt ausnahmsweise ein Brezen-Zuschlag von 0,00 Euro pro Semmel – Ihre Miete bleibt davon zum Glück unberührt.';

/** Steps whose answer is still missing (domain field checks), in wizard order. */
function fehlendeAngaben(entwurf: BerechnungEntwurf) {
  return sichtbareSchritte.filter((k) => k.schritt && !istBeantwortet(entwurf, k));
}

/** `fehler`: the server's fields and messages; `text` when it sent none (issue 26 §16). */
type Laden =
  { art: 'laeuft' } | { art: 'fertig' } | { art: 'fehler'; fehler: Fehler[]; text: string };

/** The results' and the checks' h1 (a check's section is named by it: issue 29). */
const SEITENTITEL_ID = 'ergebnis-titel';

const ZUM_ERGEBNIS = `#${sichtbarerSchritt('berechnungsergebnisse').route}`;

/** What the check pages' note on storage is called (issue 29: once per page, collapsed). */
const SPEICHERUNG_TITEL = 'Wo Ihre Angaben gespeichert werden';

/**
 * The check of a route, below its heading, with the way back (issue 21) – once, at the top
 * (issue 29: it stood twice; GOV.UK's back link) – and the note on storage once at the end.
 */
function PruefungsSeite({
  pruefung,
  ergebnis,
}: {
  pruefung: PruefungsId;
  ergebnis: ErgebnisDaten;
}) {
  return (
    <>
      <p className="pruefseite__zurueck">
        <a href={ZUM_ERGEBNIS}>Zurück zum Ergebnis</a>
      </p>
      {pruefung === 'vergleich' ? (
        <MietVergleich ergebnis={ergebnis} titelId={SEITENTITEL_ID} />
      ) : pruefung === 'mieterhoehung' ? (
        <MieterhoehungPruefung ergebnis={ergebnis} />
      ) : (
        <Mietpreisbremse ergebnis={ergebnis} />
      )}
      <MehrDazu titel={SPEICHERUNG_TITEL}>
        <p>{PRUEFUNG_SPEICHERHINWEIS}</p>
      </MehrDazu>
    </>
  );
}

/**
 * The results page, or with `pruefung` one of its optional checks on its own route: both share
 * the loading of the result and the conflict handling.
 */
export default function Ergebnis({ pruefung }: { pruefung?: PruefungsId } = {}) {
  const entwurf = useZustand((z) => z.entwurf);
  const ergebnis = useZustand((z) => z.ergebnis);
  const { schreibrecht, info } = useUmgebung();
  const infoDa = info !== null;
  const { id: ausgabeId, titel: ausgabeTitel } = useAusgabeInGebrauch();
  const aufrufAusgabe = useAusgabeFuerAufruf();
  const [laden, setLaden] = useState<Laden>({ art: ergebnis ? 'fertig' : 'laeuft' });
  const fehlend = fehlendeAngaben(entwurf);
  const konflikt = Object.values(ermittleKonflikte(entwurf).flags).some(Boolean);

  useEffect(() => {
    if (!konflikt) return;
    // §4 Results: with any error flag set, go back one step; that step says why at once, with
    // a link to each step in conflict (KonfliktGrund.tsx, issue 17 §15).
    setzeFehler(ermittleKonflikte(holeZustand().entwurf).flags);
    geheZurueck('berechnungsergebnisse', `?${KONFLIKT_GRUND.name}=${KONFLIKT_GRUND.wert}`);
  }, [konflikt]);

  useEffect(() => {
    if (konflikt || fehlend.length > 0) return;
    // issue 20 §4: a kept result stays while it is under the edition in use (one from before
    // the server named editions names none); once environmentInfo says another edition is in
    // use – today's changed, or a template pinned one – it is computed again
    const vorhanden = holeZustand().ergebnis;
    if (vorhanden && (!infoDa || !vorhanden.ausgabe || vorhanden.ausgabe === ausgabeId)) return;
    if (vorhanden) aendere({ ergebnis: null }); // never show a result under another edition
    let abgebrochen = false;
    setLaden({ art: 'laeuft' });
    void api.berechne(holeZustand().entwurf, aufrufAusgabe).then((r) => {
      if (abgebrochen) return;
      if (r.ok) {
        aendere({ ergebnis: r.daten });
        setLaden({ art: 'fertig' });
        return;
      }
      // §8: the calculation call's failures are logged; a German text helps the user here.
      if (r.art === 'status' && r.status === 404) console.error('endpoint not found');
      else console.error('Berechnung fehlgeschlagen', r);
      // issue 26 §16: the server's German messages (a 422's fields, a 503's "ausgelastet"),
      // without an answer the connection message, only else the unknown error
      setLaden({
        art: 'fehler',
        fehler: r.art === 'status' ? (r.fehler ?? []).filter((f) => f.meldung.trim() !== '') : [],
        text: fehlschlagText(r),
      });
    });
    return () => {
      abgebrochen = true;
    };
  }, [konflikt, fehlend.length, entwurf, infoDa, ausgabeId, aufrufAusgabe]);

  return (
    <div className="ergebnis-seite">
      <Seitentitel id={SEITENTITEL_ID}>
        {pruefung ? pruefungNachId(pruefung).titel : 'Berechnungsergebnisse'}
      </Seitentitel>
      {istErsterApril(clock.now()) && (
        <p className="aprilscherz">
          <strong>Aprilscherz: </strong>
          {APRILSCHERZ_ERGEBNIS}
        </p>
      )}
      {/* issue 20 §4: above the result, and kept while a new choice is computed (its focus) */}
      {fehlend.length === 0 && !pruefung && <AusgabeWahl ergebnis={ergebnis} />}
      {fehlend.length > 0 ? (
        <section className="warnung" aria-labelledby="fehlend-titel">
          <h2 id="fehlend-titel">Es fehlen noch Angaben</h2>
          <p>Bitte ergänzen Sie die folgenden Schritte, damit die Miete berechnet werden kann:</p>
          <ul>
            {fehlend.map((k) => (
              <li key={k.id}>
                <a href={schrittLink(k.route)}>{k.schritt?.titel}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : laden.art === 'fehler' ? (
        <div className="konflikt" role="alert">
          <p className="konflikt__titel">Die Miete konnte nicht berechnet werden.</p>
          {laden.fehler.length > 0 ? (
            <ul>
              {laden.fehler.map((f) => (
                <li key={`${f.feld}-${f.meldung}`}>{f.meldung}</li>
              ))}
            </ul>
          ) : (
            <p>{laden.text}</p>
          )}
        </div>
      ) : ergebnis && pruefung ? (
        <PruefungsSeite pruefung={pruefung} ergebnis={ergebnis} />
      ) : ergebnis ? (
        <>
          <ErgebnisBloecke
            ergebnis={ergebnis}
            mitBetriebskosten={entwurf.selectedBetriebskostenA === 1}
          />
          {/* the browser knows only the built-in edition's status (ADR 0013); the server's PDF
              names the provisional figures of any edition */}
          {ausgabeId === ausgabe.ausgabe ? (
            <VorlaeufigeWerte hinweise={vorlaeufigeWerte(leseEntwurf(entwurf))} />
          ) : (
            <p className="hinweis">
              Ob der {ausgabeTitel} vorläufige Werte enthält und welche, steht im PDF dieser
              Berechnung.
            </p>
          )}
          <p className="hinweis">
            Die Grenzen in Klammern bei den begründeten Abweichungen müssen eingehalten werden,
            sonst werden die Werte reduziert. Die Miete mit begründeten Abweichungen darf die obere
            oder untere Grenze der Spanne nicht überschreiten; andernfalls wird die Grenze der
            Spanne angesetzt.
          </p>
          {/* issue 29: the PDF right after the figures (3 Tab presses from the heading, 23
              before), the checks after it, the answers last */}
          <PdfBereich />
          <PruefungsListe />
        </>
      ) : (
        <p role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          Die Miete wird berechnet …
        </p>
      )}
      {!pruefung && (
        <>
          <Zusammenfassung entwurf={entwurf} />
          <p className="hinweis">{SPEICHER_HINWEIS}</p>
          {ergebnis && fehlend.length === 0 && <LinkBereich />}
          <div className="knopfleiste">
            <button
              type="button"
              className="knopf"
              onClick={() => geheZurueck('berechnungsergebnisse')}
            >
              Zurück
            </button>
            <div className="knopfleiste__rechts">
              {schreibrecht && (
                <button
                  type="button"
                  className="knopf"
                  onClick={() => starteSpeichern(sichtbarerSchritt('berechnungsergebnisse').index)}
                >
                  Speichern
                </button>
              )}
              <a className="knopf" href="#/berechnung">
                Neue Berechnung
              </a>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
