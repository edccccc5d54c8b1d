/**
 * Step Abweichungen (spezifikation.md §2, §4 "Abweichungen", §5 bounds and applicability):
 * six inputs with the bracketed ranges of the edition; fassadeA and fassadeB disable each other;
 * per field a 'Warnung!' or red 'Konflikt!' box by Baujahr class; on Weiter: ranges (general
 * error), normalise to numbers, conflicts (flag, two decimals, banner, scroll to top).
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
  type AbweichungsFeld,
  type Abweichungen,
  type AbweichungsWert,
} from '@mietspiegel/domain';
import { aendereEntwurf, holeZustand, useZustand } from '../../store/store.ts';
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
  const entwurf = useZustand((z) => z.entwurf);
  const abw = entwurf.abweichungen;
  const [feldFehler, setFeldFehler] = useState<Partial<Record<AbweichungsFeld, string>>>({});
  const [banner, setBanner] = useState<'allgemein' | 'konflikt' | null>(null);
  const [meldeZaehler, setMeldeZaehler] = useState(0);
  const bannerRef = useRef<HTMLDivElement>(null);
  const warnungen = ermittleKonflikte(entwurf).abweichungen;

  const aendern = (feld: AbweichungsFeld, text: string) => {
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
      <p>
        Gibt es begründete Abweichungen von der ortsüblichen Vergleichsmiete? Tragen Sie Zu- oder
        Abschläge in Euro pro m² und Monat ein; lassen Sie Felder ohne Abweichung leer.
      </p>
      {abweichungsFelder.map((feld) => {
        const meta = abweichungsMetadaten[feld];
        const gegen = GEGENSTUECK[feld];
        const gesperrt = gegen !== undefined && !istLeer(abw[gegen]);
        const w = warnungen[feld];
        const zusatzId = `abweichung-${feld}-hinweis`;
        const zusatz = gesperrt ? (
          <p id={zusatzId} className="hinweis">
            Nicht verfügbar, weil bereits ein Wert bei „{gegen && abweichungsMetadaten[gegen].label}
            “ eingetragen ist.
          </p>
        ) : w && !w.konflikt ? (
          <p id={zusatzId} className="warnung">
            <span className="marke marke--warnung">{meldungen.warnungTitel}</span> {w.warnung}
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
      })}
    </SchrittRahmen>
  );
}
