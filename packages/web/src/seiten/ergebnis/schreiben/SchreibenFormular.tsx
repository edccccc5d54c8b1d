/**
 * The letter's form (issue 30 §1): which letter – only those the check's verdict supports, with
 * the domain's reason for each one it does not –, the tenant's answer where the domain offers a
 * choice, the user's fields (kept in the tab), the tenant-only notes beside the letter, the
 * preview, "Text kopieren" and "Schreiben als PDF". Every sentence of the letter comes from the
 * domain (`erstelleSchreiben`, `schreibenAlsText`), the PDF from the server; this file only
 * arranges them.
 */
import { useId, useRef, useState } from 'react';
import {
  SCHREIBEN_GRENZEN,
  erstelleSchreiben,
  pruefeSchreibenAngaben,
  schreibenAlsText,
  schreibenAngebot,
  type AntwortVariante,
  type AusgabeInfo,
  type Ergebnis,
  type SchreibenArt,
} from '@mietspiegel/domain';
import { api } from '../../../api/client.ts';
import { clock, isoDatum } from '../../../lib/clock.ts';
import { useAusgabeFuerAufruf } from '../../../store/ausgabe.ts';
import type { SchreibenEingaben } from '../../../store/speicher.ts';
import { aendere, holeZustand, useZustand } from '../../../store/store.ts';
import { Feld } from '../../../wizard/Feld.tsx';
import { useFehlerAnzeige } from '../../../wizard/fehler-anzeige.ts';
import { DatumFeld } from '../DatumFeld.tsx';
import { PdfKnopf, usePdfErstellen } from '../PdfKnopf.tsx';
import { KOPIER_MELDUNG, kopiere } from './kopieren.ts';
import { schreibenAngaben, schreibenFakten } from './schreiben-fakten.ts';

/** How the page names each letter in the choice (the letter's own title is the domain's). */
const WAHL: Record<SchreibenArt, string> = {
  'antwort-mieterhoehung': 'Antwort auf das Mieterhöhungsverlangen (für Mieterinnen und Mieter)',
  mieterhoehungsverlangen:
    'Mieterhöhungsverlangen nach § 558a BGB (für Vermieterinnen und Vermieter)',
  'ruege-mietpreisbremse':
    'Rüge nach § 556g BGB mit Auskunftsverlangen (für Mieterinnen und Mieter)',
};

const VARIANTE: Record<AntwortVariante, string> = {
  zustimmung: 'Ich stimme der verlangten Miete zu.',
  teilzustimmung: 'Ich stimme nur bis zu der Miete zu, die nach dieser Prüfung zulässig ist.',
  unwirksam: 'Das Verlangen ist unwirksam; ich stimme nicht zu.',
};

const EMPFAENGER: Record<SchreibenArt, string> = {
  'antwort-mieterhoehung': 'Empfänger: Name und Anschrift Ihrer Vermieterin oder Ihres Vermieters',
  'ruege-mietpreisbremse': 'Empfänger: Name und Anschrift Ihrer Vermieterin oder Ihres Vermieters',
  mieterhoehungsverlangen: 'Empfänger: Name der Mieterin oder des Mieters und Anschrift',
};

const g = SCHREIBEN_GRENZEN;
const ANSCHRIFT_HINWEIS = `Eine Angabe je Zeile, höchstens ${g.anschriftZeilen} Zeilen zu je ${g.zeichenJeZeile} Zeichen.`;

/** The answer the form starts with: the partial consent where the check allows less. */
/** One choice among a few (the letter, the answer): radios with their labels beside them. */
function Radiogruppe<W extends string>({
  legende,
  name,
  werte,
  gewaehlt,
  texte,
  onWahl,
}: {
  legende: string;
  name: string;
  werte: readonly W[];
  gewaehlt: W | null;
  texte: Record<W, string>;
  onWahl: (wert: W) => void;
}) {
  return (
    <fieldset>
      <legend>{legende}</legend>
      {werte.map((w) => (
        <div key={w} className="feld feld--ankreuz">
          <input
            id={`${name}-${w}`}
            type="radio"
            name={name}
            checked={gewaehlt === w}
            onChange={() => onWahl(w)}
          />
          <label htmlFor={`${name}-${w}`}>{texte[w]}</label>
        </div>
      ))}
    </fieldset>
  );
}

function vorgewaehlt(varianten: AntwortVariante[], gespeichert: AntwortVariante | null) {
  if (gespeichert && varianten.includes(gespeichert)) return gespeichert;
  return varianten.includes('teilzustimmung') ? 'teilzustimmung' : (varianten[0] ?? null);
}

const setze = (teil: Partial<SchreibenEingaben>) =>
  aendere((z) => ({ schreiben: { ...z.schreiben, ...teil } }));

export default function SchreibenFormular({
  arten,
  ergebnis,
  ausgabe,
  ausgabeHinweis,
}: {
  arten: readonly SchreibenArt[];
  ergebnis: Ergebnis;
  ausgabe: AusgabeInfo;
  ausgabeHinweis: string | null;
}) {
  const entwurf = useZustand((z) => z.entwurf);
  const mietvergleich = useZustand((z) => z.mietvergleich);
  const mietpreisbremse = useZustand((z) => z.mietpreisbremse);
  const eingaben = useZustand((z) => z.schreiben);
  const id = useId();

  const stand = schreibenFakten(
    { entwurf, mietvergleich, mietpreisbremse },
    ergebnis,
    ausgabe,
    isoDatum(clock.now()),
    ausgabeHinweis,
  );
  if (stand.art === 'eingabefehler') {
    return (
      <p>
        Bitte korrigieren Sie zuerst die markierten Angaben oben; dann bereitet der Rechner das
        Schreiben vor.
      </p>
    );
  }
  const angebote = arten.map((art) => ({ art, angebot: schreibenAngebot(art, stand.fakten) }));
  const moeglich = angebote.flatMap((a) => (a.angebot.angeboten ? [a.art] : []));
  const art = moeglich.find((a) => a === eingaben.art) ?? moeglich[0] ?? null;
  const angebot = angebote.find((a) => a.art === art)?.angebot;
  const varianten = angebot?.angeboten ? angebot.varianten : [];
  const variante = vorgewaehlt(varianten, eingaben.variante);

  return (
    <div className="schreiben__inhalt">
      {moeglich.length > 1 ? (
        <Radiogruppe
          legende="Welches Schreiben?"
          name={`${id}-art`}
          werte={moeglich}
          gewaehlt={art}
          texte={WAHL}
          onWahl={(a) => setze({ art: a })}
        />
      ) : (
        art && <p className="schreiben__art">{WAHL[art]}</p>
      )}
      {art && (
        <Brief
          art={art}
          variante={variante}
          varianten={varianten}
          eingaben={eingaben}
          stand={stand}
        />
      )}
      {/* what is not offered, and why: after the letter that is, or alone */}
      {angebote.map(
        ({ art: a, angebot: x }) =>
          !x.angeboten && (
            <p key={a} className={art ? 'hinweis' : undefined}>
              <strong>{WAHL[a]}:</strong> {x.grund}
            </p>
          ),
      )}
    </div>
  );
}

function Brief({
  art,
  variante,
  varianten,
  eingaben,
  stand,
}: {
  art: SchreibenArt;
  variante: AntwortVariante | null;
  varianten: AntwortVariante[];
  eingaben: SchreibenEingaben;
  stand: Extract<ReturnType<typeof schreibenFakten>, { art: 'fakten' }>;
}) {
  const id = useId();
  const vorschau = useRef<HTMLPreElement>(null);
  const [kopierMeldung, setKopierMeldung] = useState('');
  const [pdfFehler, setPdfFehler] = useState(false);
  const pdf = usePdfErstellen();
  const aufrufAusgabe = useAusgabeFuerAufruf();

  const angaben = schreibenAngaben(eingaben, art, variante);
  const fehler = new Map(pruefeSchreibenAngaben(art, angaben).map((f) => [f.feld, f.meldung]));
  /** the domain's check of one field with `text` in it (the one check of every field) */
  const pruefe =
    (feld: 'absender' | 'empfaenger' | 'ort' | 'wohnung' | 'datum') =>
    (text: string): string | null =>
      pruefeSchreibenAngaben(art, { ...angaben, [feld]: text }).find((f) => f.feld === feld)
        ?.meldung ?? null;
  const brief = erstelleSchreiben(art, stand.fakten, angaben);
  const text = brief.ok ? schreibenAlsText(brief.schreiben) : '';

  const kopieren = async () => {
    setKopierMeldung(''); // the same message again is announced again
    setKopierMeldung(KOPIER_MELDUNG[await kopiere(text, vorschau.current)]);
  };

  const alsPdf = async () => {
    if (pdf.laeuft) return;
    const falsch = fehler.size > 0 || !brief.ok;
    setPdfFehler(falsch);
    if (falsch) return;
    const z = holeZustand();
    await pdf.erstelle(
      () =>
        api.schreiben({
          art,
          // the calculation as the results' PDF sends it (schreiben-vertrag.md)
          berechnung: { ...z.entwurf, ausgabe: aufrufAusgabe ?? z.entwurf.ausgabe ?? undefined },
          ...(stand.wire ? { mietvergleich: stand.wire } : {}),
          schreiben: angaben,
        }),
      (vomServer) => vomServer ?? 'Schreiben.pdf',
      'Das Schreiben konnte nicht als PDF erstellt werden. Bitte versuchen Sie es später erneut.',
    );
  };

  return (
    <>
      {varianten.length > 1 && (
        <Radiogruppe
          legende="Ihre Antwort"
          name={`${id}-variante`}
          werte={varianten}
          gewaehlt={variante}
          texte={VARIANTE}
          onWahl={(v) => setze({ variante: v })}
        />
      )}
      {varianten.length === 1 && variante && <p>{VARIANTE[variante]}</p>}
      <p className="hinweis">
        Ihre Angaben bleiben in diesem Tab; an den Server gehen sie nur für das PDF und werden dort
        nicht gespeichert.
      </p>
      <TextFeld
        feld="absender"
        label="Absender: Ihr Name und Ihre Anschrift"
        hinweis={ANSCHRIFT_HINWEIS}
        mehrzeilig
        pruefe={pruefe('absender')}
        wert={eingaben.absender}
      />
      <TextFeld
        feld="empfaenger"
        label={EMPFAENGER[art]}
        hinweis={ANSCHRIFT_HINWEIS}
        mehrzeilig
        pruefe={pruefe('empfaenger')}
        wert={eingaben.empfaenger}
      />
      <TextFeld
        feld="wohnung"
        label="Wohnung (freiwillig)"
        hinweis="Zum Beispiel „Musterstraße 1, 2. OG links“."
        pruefe={pruefe('wohnung')}
        wert={eingaben.wohnung}
      />
      <TextFeld
        feld="ort"
        label="Ort"
        autoComplete="address-level2"
        pruefe={pruefe('ort')}
        wert={eingaben.ort}
      />
      <DatumFeld
        label="Datum des Schreibens"
        hinweis="Der Tag, an dem Sie das Schreiben absenden."
        wert={eingaben.datum}
        pruefe={pruefe('datum')}
        onAendern={(datum) => setze({ datum })}
      />
      {fehler.get('variante') && (
        <p className="fehlertext" role="alert">
          {fehler.get('variante')}
        </p>
      )}
      {brief.ok ? (
        <>
          <h3 id={`${id}-vorschau`}>Vorschau: {brief.schreiben.titel}</h3>
          {/* The letter scrolls in its own box, which must take keyboard focus to be scrollable
              without a mouse (WCAG 2.1.1; axe scrollable-region-focusable), as on /zuschlaege. */}
          <pre
            ref={vorschau}
            className="schreiben__vorschau"
            role="region"
            aria-labelledby={`${id}-vorschau`}
            // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- see above
            tabIndex={0}
          >
            {text}
          </pre>
        </>
      ) : (
        <p className="fehlertext">{brief.grund}</p>
      )}
      <div className="knopfleiste">
        <button type="button" className="knopf" onClick={() => void kopieren()}>
          Text kopieren
        </button>
        <PdfKnopf
          beschriftung="Schreiben als PDF"
          laeuft={pdf.laeuft}
          status={pdf.status}
          onClick={() => void alsPdf()}
        />
      </div>
      <p role="status" className="hinweis">
        {kopierMeldung}
      </p>
      {pdfFehler && (
        <p className="fehlertext" role="alert">
          Bitte korrigieren Sie zuerst die markierten Angaben zum Schreiben.
        </p>
      )}
      {/* issue 30 §1: what follows for the user, beside the letter and not in it */}
      {brief.ok && brief.schreiben.hinweise.length > 0 && (
        <div className="schreiben__hinweise">
          <h3>Nur für Sie – nicht Teil des Schreibens</h3>
          <ul>
            {brief.schreiben.hinweise.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** A line or lines of the letter, kept in its store field; wired and checked like every field. */
function TextFeld({
  feld,
  label,
  hinweis,
  mehrzeilig = false,
  autoComplete = 'off',
  pruefe,
  wert,
}: {
  feld: 'absender' | 'empfaenger' | 'ort' | 'wohnung';
  label: string;
  hinweis?: string;
  mehrzeilig?: boolean;
  autoComplete?: string;
  pruefe: (text: string) => string | null;
  wert: string;
}) {
  const anzeige = useFehlerAnzeige(wert, pruefe);
  const aendern = (text: string) => {
    anzeige.beiAenderung(text);
    setze({ [feld]: text });
  };
  return (
    <Feld label={label} hinweis={hinweis} fehler={anzeige.fehler}>
      {(aria) => {
        const gemeinsam = {
          ...aria,
          value: wert,
          autoComplete,
          onBlur: anzeige.beiVerlassen,
          onPaste: anzeige.beiEinfuegen,
        };
        return mehrzeilig ? (
          <textarea {...gemeinsam} rows={4} onChange={(e) => aendern(e.target.value)} />
        ) : (
          <input {...gemeinsam} type="text" onChange={(e) => aendern(e.target.value)} />
        );
      }}
    </Feld>
  );
}
