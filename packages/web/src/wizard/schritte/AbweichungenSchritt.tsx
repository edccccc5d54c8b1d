/**
 * Step Abweichungen (spezifikation.md §2, §4 "Abweichungen", §5 bounds and applicability):
 * first the question whether any justified deviation applies (issue 29, the catalogue's options);
 * after 'Ja' the six inputs with the bracketed ranges of the edition and a plain sentence each;
 * fassadeA and fassadeB disable each other; per field a 'Warnung!' line or red 'Konflikt!' box by
 * Baujahr class; on Weiter: ranges (general error), normalise to numbers, conflicts (flag, two
 * decimals, banner, scroll to top).
 *
 * 'Nein' empties the six fields in the answers, so no deviation stays in the calculation unseen
 * (abweichungGesetzt follows the values, berechnungsregeln.md §1); what was typed is kept on this
 * page only, so a 'Ja' right after brings it back. Without an answer the fields stay hidden and
 * Weiter goes on without deviations (as an empty form did; the question is not one of §5's
 * required choices).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import {
  abweichungGesetzt,
  abweichungsFelder,
  abweichungsMetadaten,
  ermittleKonflikte,
  formatZahl,
  leseAbweichung,
  meldungen,
  pruefeAbweichung,
  schrittNachId,
  type AbweichungsFeld,
  type Abweichungen,
  type AbweichungsWert,
} from '@mietspiegel/domain';
import { aendereEntwurf, holeZustand, useZustand } from '../../store/store.ts';
import { OptionGroup } from '../OptionGroup.tsx';
import { ZahlFeld } from '../ZahlFeld.tsx';
import { weiterWennKonfliktfrei } from '../navigation.ts';
import { SchrittRahmen } from '../SchrittRahmen.tsx';

const GEGENSTUECK: Partial<Record<AbweichungsFeld, AbweichungsFeld>> = {
  fassadeA: 'fassadeB',
  fassadeB: 'fassadeA',
};

/** What the field shows: typed text as is; a stored number with two decimals ('0,50'). */
export function anzeigeWert(wert: AbweichungsWert | undefined): string {
  if (wert === null || wert === undefined) return '';
  if (typeof wert === 'number') {
    const g = leseAbweichung(wert);
    return g.art === 'zahl' ? formatZahl(g.cent) : String(wert);
  }
  return wert;
}

const istLeer = (wert: AbweichungsWert | undefined) => anzeigeWert(wert).trim() === '';

/** The catalogue's answer ids of the question (schrittkatalog.ts): 0 Ja, 1 Nein. */
const JA = 0;
const NEIN = 1;

/** Something typed in any of the six fields: the question reads 'Ja'. */
export const hatAbweichungen = (abw: Abweichungen): boolean =>
  abweichungsFelder.some((f) => !istLeer(abw[f]));

/** The six fields emptied (the balcony fields of berechnungsregeln.md §1 stay as they are). */
function geleert(abw: Abweichungen): Abweichungen {
  const neu: Abweichungen = { ...abw };
  for (const f of abweichungsFelder) neu[f] = '';
  return neu;
}

/** §4: values normalised to numbers, blank when unparseable. */
function normalisiert(abw: Abweichungen): Abweichungen {
  const neu: Abweichungen = { ...abw };
  for (const f of abweichungsFelder) {
    const g = leseAbweichung(abw[f]);
    neu[f] = g.art === 'zahl' ? g.cent / 100 : '';
  }
  return neu;
}

export default function AbweichungenSchritt() {
  const schritt = schrittNachId('abweichungen');
  const entwurf = useZustand((z) => z.entwurf);
  const abw = entwurf.abweichungen;
  // values in the answers (typed here, a template, a conflict to solve) read 'Ja', and emptying
  // the fields one by one does not hide them
  const [gewaehlt, setAntwort] = useState<number | null>(() =>
    hatAbweichungen(holeZustand().entwurf.abweichungen) ? JA : null,
  );
  const antwort = hatAbweichungen(abw) ? JA : gewaehlt;
  /** what 'Nein' took out of the answers, for a 'Ja' on this page */
  const gemerkt = useRef<Abweichungen | null>(null);
  const [feldFehler, setFeldFehler] = useState<Partial<Record<AbweichungsFeld, string>>>({});
  const [banner, setBanner] = useState<'allgemein' | 'konflikt' | null>(null);
  const [meldeZaehler, setMeldeZaehler] = useState(0);
  const bannerRef = useRef<HTMLDivElement>(null);
  const warnungen = ermittleKonflikte(entwurf).abweichungen;

  const aendern = (feld: AbweichungsFeld, text: string) => {
    setAntwort(JA);
    setFeldFehler((f) => ({ ...f, [feld]: undefined }));
    setBanner(null);
    const neu = { ...holeZustand().entwurf.abweichungen, [feld]: text };
    aendereEntwurf({
      abweichungen: neu,
      abweichungGesetzt: abweichungsFelder.some((f) => abweichungGesetzt(neu[f])),
    });
  };

  const zeigeBanner = (art: 'allgemein' | 'konflikt') => {
    setBanner(art);
    setMeldeZaehler((n) => n + 1);
    window.scrollTo?.(0, 0);
  };

  // The banner takes the focus in the same commit that shows it, so text typed right after
  // Weiter still reaches the field the user is in (a timer could take the focus mid-typing).
  useLayoutEffect(() => {
    if (meldeZaehler > 0) bannerRef.current?.focus();
  }, [meldeZaehler]);

  const beantworten = (ids: number[]) => {
    const neu = ids[0] ?? null;
    setAntwort(neu);
    setFeldFehler({});
    setBanner(null);
    const aktuell = holeZustand().entwurf.abweichungen;
    if (neu === NEIN && hatAbweichungen(aktuell)) {
      gemerkt.current = aktuell;
      aendereEntwurf({ abweichungen: geleert(aktuell), abweichungGesetzt: false });
    } else if (neu === JA && gemerkt.current && !hatAbweichungen(aktuell)) {
      const zurueck = gemerkt.current;
      gemerkt.current = null;
      aendereEntwurf({
        abweichungen: { ...aktuell, ...zurueck },
        abweichungGesetzt: abweichungsFelder.some((f) => abweichungGesetzt(zurueck[f])),
      });
    }
  };

  const weiter = () => {
    const aktuell = holeZustand().entwurf.abweichungen;
    const fehler: Partial<Record<AbweichungsFeld, string>> = {};
    for (const f of abweichungsFelder) {
      const m = pruefeAbweichung(f, aktuell[f]);
      if (m) fehler[f] = m;
    }
    setFeldFehler(fehler);
    if (Object.keys(fehler).length > 0) {
      zeigeBanner('allgemein');
      return;
    }
    const neu = normalisiert(aktuell);
    aendereEntwurf({
      abweichungen: neu,
      abweichungGesetzt: abweichungsFelder.some((f) => abweichungGesetzt(neu[f])),
    });
    if (weiterWennKonfliktfrei('abweichungen').length > 0) zeigeBanner('konflikt');
  };

  const felder = abweichungsFelder.map((feld) => {
    const meta = abweichungsMetadaten[feld];
    const gegen = GEGENSTUECK[feld];
    const gesperrt = gegen !== undefined && !istLeer(abw[gegen]);
    const w = warnungen[feld];
    const zusatzId = `abweichung-${feld}-hinweis`;
    const zusatz = gesperrt ? (
      <p id={zusatzId} className="hinweis">
        Nicht verfügbar, weil bereits ein Wert bei „{gegen && abweichungsMetadaten[gegen].label}“
        eingetragen ist.
      </p>
    ) : w && !w.konflikt ? (
      <p id={zusatzId} className="warnzeile">
        <span className="marke marke--warnung">{meldungen.warnungTitel}</span> {w.kurz}
      </p>
    ) : w && w.konflikt ? (
      <div id={zusatzId} key={meldeZaehler} className="konflikt" role="alert">
        <p className="konflikt__titel">{meldungen.konfliktTitel}</p>
        <p>{w.warnung}</p>
      </div>
    ) : undefined;
    return (
      <ZahlFeld
        key={feld}
        label={`${meta.label} ${meta.bereichText}`}
        name={feld}
        wert={anzeigeWert(abw[feld])}
        onAendern={(t) => aendern(feld, t)}
        hinweis={meta.erklaerung}
        fehler={feldFehler[feld] ?? null}
        deaktiviert={gesperrt}
        zusatz={zusatz}
        zusatzId={zusatz ? zusatzId : undefined}
      />
    );
  });

  return (
    <SchrittRahmen
      id="abweichungen"
      onWeiter={weiter}
      oben={
        banner && (
          <div key={meldeZaehler} ref={bannerRef} tabIndex={-1} className="konflikt" role="alert">
            <p className="konflikt__titel">
              {banner === 'konflikt' ? meldungen.konfliktTitel : 'Fehler'}
            </p>
            <p>
              {banner === 'konflikt'
                ? meldungen.konflikteAllgemein
                : meldungen.abweichungenGeneralError}
            </p>
          </div>
        )
      }
    >
      <OptionGroup
        legende={schritt.frage}
        name="abweichungGesetzt"
        optionen={schritt.optionen}
        gewaehlt={antwort === null ? [] : [antwort]}
        onAendern={beantworten}
        onDoppelklick={weiter}
      />
      {antwort === JA && (
        <div className="abweichungsfelder">
          <p className="hinweis">
            Tragen Sie Zu- oder Abschläge in Euro pro m² und Monat ein; lassen Sie Felder ohne
            Abweichung leer.
          </p>
          {felder}
        </div>
      )}
    </SchrittRahmen>
  );
}
