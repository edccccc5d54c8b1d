/**
 * Save page, route /save (spezifikation.md §2 "Save template", §4 "Template flows", §5 template
 * name and comment): create a template from the current calculation, overwrite one after a
 * second Speichern, or change name and comment of a template opened from the list.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { erfolgMeldung, meldungen, pruefeDateiname, pruefeKommentar } from '@mietspiegel/domain';
import { navigate } from '../app/router';
import { benachrichtige } from '../notifications/benachrichtigungen';
import { useNurUnterAuth } from './authPfad';
import { SPEICHERN_ROUTE } from './routen';
import { momentaufnahme } from './berechnungsdaten';
import {
  leseAktuelleVorlage,
  leseSpeicherKontext,
  loescheSpeicherKontext,
  merkeAktuelleVorlage,
  type SpeicherKontext,
} from './speicherKontext';
import type { Berechnungsvorlage } from './typen';
import {
  aendereVorlage,
  findeVorlageNachName,
  ladeVorlage,
  legeVorlageAn,
  VorlagenApiFehler,
  type VorlageMitVersion,
} from './vorlagenApi';
import './vorlagen.css';

/** Without a context (address typed by hand) the page saves the calculation at its start. */
const STANDARD_KONTEXT: SpeicherKontext = { modus: 'anlegen', aktuellerSchritt: 2, zurueck: '/' };

export function SpeichernSeite() {
  const erlaubt = useNurUnterAuth(SPEICHERN_ROUTE);
  return erlaubt ? <SpeichernFormular /> : null;
}

function SpeichernFormular() {
  const [kontext] = useState<SpeicherKontext>(() => leseSpeicherKontext() ?? STANDARD_KONTEXT);
  const [vorbelegung] = useState(() => startwerte(kontext));
  const [dateiname, setDateiname] = useState(vorbelegung.dateiname);
  const [kommentar, setKommentar] = useState(vorbelegung.kommentar);
  const [nameFehler, setNameFehler] = useState<string | null>(null);
  const [kommentarFehler, setKommentarFehler] = useState<string | null>(null);
  /** Create mode: the existing template the user is asked to overwrite (§4 Save (new)). */
  const [ueberschreiben, setUeberschreiben] = useState<{
    dateiname: string;
    ziel: VorlageMitVersion;
  } | null>(null);
  /** Edit mode: the template as read when the page opened (its ETag guards the PUT). */
  const [bearbeitet, setBearbeitet] = useState<VorlageMitVersion | null>(null);
  const [sendet, setSendet] = useState(false);

  const ueberschriftRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const kommentarRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const nameId = `${id}-dateiname`;
  const kommentarId = `${id}-kommentar`;

  useEffect(() => {
    ueberschriftRef.current?.focus();
  }, []);

  useEffect(() => {
    if (kontext.modus !== 'bearbeiten') return;
    let aktiv = true;
    ladeVorlage(kontext.selfLink).then(
      (v) => {
        if (aktiv) setBearbeitet(v);
      },
      (e: unknown) => {
        if (aktiv) meldeFehler(e);
      },
    );
    return () => {
      aktiv = false;
    };
  }, [kontext]);

  const zurueck = () => {
    loescheSpeicherKontext();
    navigate(kontext.zurueck);
  };

  const aendereName = (wert: string) => {
    setDateiname(wert);
    setNameFehler(pruefeDateiname(wert));
    // A changed name needs a new existence check (§5: the notice applies to this very name).
    if (ueberschreiben && wert.trim() !== ueberschreiben.dateiname) setUeberschreiben(null);
  };

  const aendereKommentar = (wert: string) => {
    setKommentar(wert);
    setKommentarFehler(pruefeKommentar(wert));
  };

  async function speichere(event: FormEvent) {
    event.preventDefault();
    if (sendet) return;
    const name = dateiname.trim();
    const fehlerName = pruefeDateiname(dateiname);
    const fehlerKommentar = pruefeKommentar(kommentar);
    setNameFehler(fehlerName);
    setKommentarFehler(fehlerKommentar);
    // §5: any visible form error blocks saving.
    if (fehlerName) return nameRef.current?.focus();
    if (fehlerKommentar) return kommentarRef.current?.focus();

    setSendet(true);
    try {
      if (kontext.modus === 'bearbeiten') await bearbeite(kontext, name);
      else await lege(kontext, name);
    } catch (e) {
      meldeFehler(e);
      // The template to overwrite changed or vanished: the next Speichern checks the name anew.
      if (e instanceof VorlagenApiFehler && (e.status === 404 || e.status === 412)) {
        setUeberschreiben(null);
        setNameFehler(null);
      }
    } finally {
      setSendet(false);
    }
  }

  async function lege(k: Extract<SpeicherKontext, { modus: 'anlegen' }>, name: string) {
    const berechnungsdaten = momentaufnahme(k.aktuellerSchritt);
    if (ueberschreiben && ueberschreiben.dateiname === name) {
      // Second Speichern with the same name: overwrite, keeping creation date and user (§7).
      const { vorlage, etag } = ueberschreiben.ziel;
      const ergebnis = await aendereVorlage(vorlage._links.self.href, etag, {
        dateiname: name,
        kommentar,
        berechnungsdaten,
        anlagedatum: vorlage.anlagedatum,
        anlagenutzer: vorlage.anlagenutzer,
      });
      return fertig(ergebnis.vorlage, 'gespeichert');
    }
    const vorhanden = await findeVorlageNachName(name);
    if (vorhanden) {
      // Read it once more for its ETag: the overwrite must not hit a newer version unseen.
      const ziel = await ladeVorlage(vorhanden._links.self.href);
      setUeberschreiben({ dateiname: name, ziel });
      setNameFehler(meldungen.nameExistiertAnlegen);
      nameRef.current?.focus();
      return;
    }
    const ergebnis = await legeVorlageAn({ dateiname: name, kommentar, berechnungsdaten });
    fertig(ergebnis.vorlage, 'gespeichert');
  }

  async function bearbeite(k: Extract<SpeicherKontext, { modus: 'bearbeiten' }>, name: string) {
    const basis = bearbeitet ?? (await ladeVorlage(k.selfLink));
    if (name !== basis.vorlage.dateiname) {
      const vorhanden = await findeVorlageNachName(name);
      if (vorhanden && vorhanden.dateiId !== basis.vorlage.dateiId) {
        setNameFehler(meldungen.nameExistiertBearbeiten);
        nameRef.current?.focus();
        return;
      }
    }
    const ergebnis = await aendereVorlage(k.selfLink, basis.etag, {
      dateiname: name,
      kommentar,
      berechnungsdaten: basis.vorlage.berechnungsdaten,
      anlagedatum: basis.vorlage.anlagedatum,
      anlagenutzer: basis.vorlage.anlagenutzer,
    });
    fertig(ergebnis.vorlage, 'geändert');
  }

  function fertig(vorlage: Berechnungsvorlage, art: 'gespeichert' | 'geändert') {
    const aktuelle = leseAktuelleVorlage();
    if (kontext.modus === 'anlegen' || aktuelle?.dateiId === vorlage.dateiId) {
      merkeAktuelleVorlage({
        dateiId: vorlage.dateiId,
        dateiname: vorlage.dateiname,
        kommentar: vorlage.kommentar ?? '',
      });
    }
    benachrichtige(erfolgMeldung(art, vorlage.dateiId, vorlage.dateiname), 'info');
    zurueck();
  }

  const hinweisId = `${nameId}-hinweis`;
  const nameFehlerId = `${nameId}-fehler`;
  const kommentarFehlerId = `${kommentarId}-fehler`;
  const istUeberschreibHinweis =
    nameFehler !== null && nameFehler === meldungen.nameExistiertAnlegen;

  return (
    <section className="vorlagen-seite" aria-labelledby={`${id}-titel`}>
      <h1 id={`${id}-titel`} ref={ueberschriftRef} tabIndex={-1}>
        Berechnungsvorlage speichern
      </h1>
      {kontext.modus === 'bearbeiten' ? (
        <p>
          Sie ändern Dateiname und Kommentar der Berechnung Nr. {kontext.dateiId}. Die gespeicherte
          Berechnung bleibt unverändert.
        </p>
      ) : (
        <p>Die aktuelle Berechnung wird unter dem angegebenen Dateinamen gespeichert.</p>
      )}
      <form noValidate onSubmit={(e) => void speichere(e)}>
        <div className="feld">
          <label htmlFor={nameId}>Dateiname</label>
          <p id={hinweisId} className="feld__hinweis">
            Höchstens 60 Zeichen: Buchstaben, Ziffern, Leerzeichen, Unterstrich, Bindestrich und
            Punkt.
          </p>
          <input
            id={nameId}
            ref={nameRef}
            type="text"
            name="dateiname"
            autoComplete="off"
            required
            aria-required="true"
            aria-invalid={nameFehler !== null && !istUeberschreibHinweis}
            aria-describedby={nameFehler ? `${hinweisId} ${nameFehlerId}` : hinweisId}
            value={dateiname}
            onChange={(e) => aendereName(e.target.value)}
          />
          {nameFehler && (
            <p
              id={nameFehlerId}
              role="alert"
              className={istUeberschreibHinweis ? 'hinweistext' : 'fehlertext'}
            >
              {nameFehler}
            </p>
          )}
        </div>
        <div className="feld">
          <label htmlFor={kommentarId}>Kommentar</label>
          <textarea
            id={kommentarId}
            ref={kommentarRef}
            name="kommentar"
            rows={3}
            aria-invalid={kommentarFehler !== null}
            aria-describedby={kommentarFehler ? kommentarFehlerId : undefined}
            value={kommentar}
            onChange={(e) => aendereKommentar(e.target.value)}
          />
          {kommentarFehler && (
            <p id={kommentarFehlerId} role="alert" className="fehlertext">
              {kommentarFehler}
            </p>
          )}
        </div>
        <div className="knopfleiste">
          <button type="submit" className="knopf knopf--primaer" aria-disabled={sendet}>
            Speichern
          </button>
          <button type="button" className="knopf" onClick={zurueck}>
            Abbrechen
          </button>
        </div>
      </form>
    </section>
  );
}

function startwerte(kontext: SpeicherKontext): { dateiname: string; kommentar: string } {
  if (kontext.modus === 'bearbeiten') {
    return { dateiname: kontext.dateiname, kommentar: kontext.kommentar };
  }
  // After loading a template, Speichern offers its name: saving again overwrites it (§4).
  const aktuelle = leseAktuelleVorlage();
  return { dateiname: aktuelle?.dateiname ?? '', kommentar: aktuelle?.kommentar ?? '' };
}

function meldeFehler(e: unknown) {
  const text = e instanceof VorlagenApiFehler ? e.meldung : meldungen.unbekannterFehler;
  if (!(e instanceof VorlagenApiFehler)) console.error(e);
  benachrichtige(text, 'error');
}

/** Default export for the route table's lazy import. */
export default SpeichernSeite;
