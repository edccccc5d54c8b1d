/**
 * The accessible frame of every wizard step (STYLE.md 9; spezifikation.md §2 "Common step
 * behaviour"): progress, an h1 that receives focus on every step change (not on the tab's
 * first screen, lib/erste-anzeige.ts), the step's form,
 * Zurück / Weiter ('Miete berechnen' on the last input step), Speichern only with the write
 * permission, and the collapsible Info panel.
 */
import { lazy, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  istLetzterEingabeschritt,
  sichtbarerSchritt,
  sichtbareSchritte,
  type SchrittId,
} from '@mietspiegel/domain';
import { istErsteAnzeige } from '../lib/erste-anzeige.ts';
import { parseHash, useHash } from '../lib/router.ts';
import { starteSpeichern } from '../lib/speichern.ts';
import { SPEICHER_HINWEIS } from '../store/speicher.ts';
import { useUmgebung } from '../store/umgebung.ts';
import { Fortschritt } from './Fortschritt.tsx';
import { InfoPanel } from './InfoPanel.tsx';
import { KONFLIKT_GRUND, KonfliktGrund } from './KonfliktGrund.tsx';
import { geheZurueck } from './navigation.ts';
import { Vorschau } from './Vorschau.tsx';
import { trenne } from '../lib/trennung.ts';

const InfoText = lazy(() => import('./InfoText.tsx'));

/** spezifikation.md §2: `info=wohnlage` / `info=gebaeudetypen` open these steps' panels. */
const INFO_PARAMETER: Partial<Record<SchrittId, string>> = {
  wohnlage: 'wohnlage',
  gebaeudetyp: 'gebaeudetypen',
};

const ERSTER_INDEX = sichtbareSchritte[0]!.index;

export interface SchrittRahmenProps {
  id: SchrittId;
  /** the step's Weiter: field checks, conflicts, navigation */
  onWeiter: () => void;
  children: ReactNode;
  /** banners above the form (general error of Abweichungen) */
  oben?: ReactNode;
  /**
   * Help that is not an answer (the address lookup of Wohnlage and Gebäudetyp): below Zurück /
   * Weiter, so the button stays right under the answers (issue 29, GOV.UK question pages).
   */
  unten?: ReactNode;
}

export function SchrittRahmen({ id, onWeiter, children, oben, unten }: SchrittRahmenProps) {
  const karte = sichtbarerSchritt(id);
  const schritt = karte.schritt;
  const ueberschrift = useRef<HTMLHeadingElement>(null);
  const konfliktKasten = useRef<HTMLDivElement>(null);
  const { schreibrecht } = useUmgebung();
  const { query } = parseHash(useHash());
  // sent back by the results page (KonfliktGrund.tsx): the reason shows here at once
  const zurueckWegenKonflikten = query.get(KONFLIKT_GRUND.name) === KONFLIKT_GRUND.wert;
  const infoAngefordert =
    INFO_PARAMETER[id] !== undefined && query.get('info') === INFO_PARAMETER[id];

  useLayoutEffect(() => {
    // the first screen of the tab keeps the browser's focus (lib/erste-anzeige.ts) …
    const erste = istErsteAnzeige();
    // … but the reason the user was sent here takes the focus, on the first screen too
    if (konfliktKasten.current) konfliktKasten.current.focus();
    else if (!erste) ueberschrift.current?.focus();
    if (!erste) window.scrollTo?.(0, 0);
  }, [id, zurueckWegenKonflikten]);

  const ueberschriftId = `${id}-titel`;
  return (
    <div className="schritt">
      <Fortschritt aktuell={id} />
      <h1 id={ueberschriftId} ref={ueberschrift} tabIndex={-1}>
        {schritt && trenne(schritt.titel)}
      </h1>
      {zurueckWegenKonflikten && <KonfliktGrund kasten={konfliktKasten} />}
      {oben}
      <form
        noValidate
        aria-labelledby={ueberschriftId}
        onSubmit={(e) => {
          e.preventDefault();
          onWeiter();
        }}
      >
        {children}
        <div className="knopfleiste">
          <button type="button" className="knopf" onClick={() => geheZurueck(id)}>
            Zurück
          </button>
          <div className="knopfleiste__rechts">
            {schreibrecht && (
              <button type="button" className="knopf" onClick={() => starteSpeichern(karte.index)}>
                Speichern
              </button>
            )}
            <button type="submit" className="knopf knopf--primaer">
              {istLetzterEingabeschritt(id) ? 'Miete berechnen' : 'Weiter'}
            </button>
          </div>
        </div>
      </form>
      {/* below the form: appearing there, it never shifts the options a user is clicking */}
      <Vorschau />
      {unten}
      {/* issue 29: said once, on the first step (and again on the results page), not on every step */}
      {karte.index === ERSTER_INDEX && <p className="hinweis">{SPEICHER_HINWEIS}</p>}
      <InfoPanel angefordert={infoAngefordert}>
        <Suspense fallback={<p>Informationen werden geladen …</p>}>
          <InfoText schritt={id} />
        </Suspense>
      </InfoPanel>
    </div>
  );
}
