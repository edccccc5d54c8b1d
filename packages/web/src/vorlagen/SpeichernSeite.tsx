/**
 * Save page, route /save (spezifikation.md §2 "Save template", §4 "Template flows", §5 template
 * name and comment): create a template from the current calculation, overwrite one after a
 * second Speichern, or change name and comment of a template opened from the list.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useUeberschriftFokus } from '../lib/erste-anzeige.ts';
import { erfolgMeldung, meldungen, pruefeDateiname, pruefeKommentar } from '@mietspiegel/domain';
import { navigate, parseHash, useHash } from '../lib/router.ts';
import { benachrichtige } from '../benachrichtigungen/benachrichtigungen.ts';
import { aendere, holeZustand } from '../store/store.ts';
import { momentaufnahme, routeFuerSchritt } from './berechnungsdaten.ts';
import { NurMitSchreibrecht } from './NurMitSchreibrecht.tsx';
import { SPEICHERN_ROUTE, VORLAGEN_ROUTE } from '../lib/vorlagen-routes.ts';
import { fehlerText, vorlagenTexte } from './texte.ts';
import type { Berechnungsvorlage } from '@mietspiegel/domain';
import type { Fehlschlag } from '../api/client.ts';
import {
  aendereVorlage,
  findeVorlageNachName,
  ladeVorlage,
  legeVorlageAn,
  vorlagenLink,
  type VorlageMitVersion,
} from '../api/vorlagen.ts';
import { Feld } from '../wizard/Feld.tsx';
import './vorlagen.css';

/**
 * What the page works on, read from its own address (lib/vorlagen-routes.ts): save the current calculation
 * resuming at a step, or rename a template. Without either (address typed by hand) it saves the
 * calculation at its start, step 2 (spezifikation.md §2).
 */
type Auftrag =
  { modus: 'anlegen'; aktuellerSchritt: number } | { modus: 'bearbeiten'; dateiId: number };

const TITEL = 'Berechnungsvorlage speichern';

function auftragAus(query: URLSearchParams): Auftrag {
  const vorlage = Number(query.get('vorlage'));
  if (Number.isInteger(vorlage) && vorlage > 0) return { modus: 'bearbeiten', dateiId: vorlage };
  const schritt = Number(query.get('schritt') ?? '2');
  return { modus: 'anlegen', aktuellerSchritt: Number.isInteger(schritt) ? schritt : 2 };
}

function zurueckVon(auftrag: Auftrag): string {
  return auftrag.modus === 'bearbeiten'
    ? VORLAGEN_ROUTE
    : routeFuerSchritt(auftrag.aktuellerSchritt);
}

export function SpeichernSeite() {
  const { query } = parseHash(useHash());
  const abfrage = query.toString();
  const auftrag = auftragAus(query);
  return (
    <NurMitSchreibrecht
      route={abfrage ? `${SPEICHERN_ROUTE}?${abfrage}` : SPEICHERN_ROUTE}
      titel={TITEL}
      zurueck={zurueckVon(auftrag)}
    >
      {auftrag.modus === 'bearbeiten' ? (
        <Bearbeiten key={auftrag.dateiId} dateiId={auftrag.dateiId} />
      ) : (
        <SpeichernFormular
          key={auftrag.aktuellerSchritt}
          auftrag={auftrag}
          // After loading a template, Speichern offers its name: saving again (after the
          // overwrite notice) overwrites it (§4). Reset forgets it (store.ts zuruecksetzen).
          start={{
            dateiname: holeZustand().vorlage?.dateiname ?? '',
            kommentar: holeZustand().vorlage?.kommentar ?? '',
          }}
        />
      )}
    </NurMitSchreibrecht>
  );
}

/** Edit mode: the template is read first; its ETag guards the PUT. */
function Bearbeiten({ dateiId }: { dateiId: number }) {
  const [bearbeitet, setBearbeitet] = useState<VorlageMitVersion | null>(null);
  useEffect(() => {
    let aktiv = true;
    void ladeVorlage(vorlagenLink(dateiId)).then((r) => {
      if (!aktiv) return;
      if (r.ok) setBearbeitet({ vorlage: r.vorlage, etag: r.etag });
      else benachrichtige(fehlerText(r), 'error');
    });
    return () => {
      aktiv = false;
    };
  }, [dateiId]);
  if (!bearbeitet) {
    return (
      <p role="status" aria-busy="true">
        {vorlagenTexte.vorlageLaedt}
      </p>
    );
  }
  return (
    <SpeichernFormular
      auftrag={{ modus: 'bearbeiten', dateiId }}
      bearbeitet={bearbeitet}
      start={{
        dateiname: bearbeitet.vorlage.dateiname,
        kommentar: bearbeitet.vorlage.kommentar,
      }}
    />
  );
}

interface FormularProps {
  auftrag: Auftrag;
  /** edit mode: the template as read when the page opened */
  bearbeitet?: VorlageMitVersion;
  start: { dateiname: string; kommentar: string };
}

function SpeichernFormular({ auftrag, bearbeitet, start }: FormularProps) {
  const [dateiname, setDateiname] = useState(start.dateiname);
  const [kommentar, setKommentar] = useState(start.kommentar);
  const [nameFehler, setNameFehler] = useState<string | null>(null);
  const [kommentarFehler, setKommentarFehler] = useState<string | null>(null);
  /** Create mode: the existing template the user is asked to overwrite (§4 Save (new)). */
  const [ueberschreiben, setUeberschreiben] = useState<{
    dateiname: string;
    ziel: VorlageMitVersion;
  } | null>(null);
  const [sendet, setSendet] = useState(false);

  const ueberschriftRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const kommentarRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useUeberschriftFokus(ueberschriftRef);

  const zurueck = () => navigate(zurueckVon(auftrag));

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
      const fehlschlag = bearbeitet
        ? await bearbeite(bearbeitet, name)
        : auftrag.modus === 'anlegen'
          ? await lege(auftrag.aktuellerSchritt, name)
          : null;
      if (fehlschlag) {
        benachrichtige(fehlerText(fehlschlag), 'error');
        // The template to overwrite changed or vanished: the next Speichern checks the name anew.
        if (
          fehlschlag.art === 'status' &&
          (fehlschlag.status === 404 || fehlschlag.status === 412)
        ) {
          setUeberschreiben(null);
          setNameFehler(null);
        }
      }
    } catch (e) {
      // not a failed call (those are answers): a defect, told as the unknown error of §8
      console.error(e);
      benachrichtige(meldungen.unbekannterFehler, 'error');
    } finally {
      setSendet(false);
    }
  }

  /** Null when saved or when the name needs the user's answer; else the failed call. */
  async function lege(aktuellerSchritt: number, name: string): Promise<Fehlschlag | null> {
    const berechnungsdaten = momentaufnahme(aktuellerSchritt);
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
      if (!ergebnis.ok) return ergebnis;
      fertig(ergebnis.vorlage, 'gespeichert');
      return null;
    }
    const vorhanden = await findeVorlageNachName(name);
    if (!vorhanden.ok) return vorhanden;
    if (vorhanden.vorlage) {
      // Read it once more for its ETag: the overwrite must not hit a newer version unseen.
      const ziel = await ladeVorlage(vorhanden.vorlage._links.self.href);
      if (!ziel.ok) return ziel;
      setUeberschreiben({ dateiname: name, ziel: { vorlage: ziel.vorlage, etag: ziel.etag } });
      setNameFehler(meldungen.nameExistiertAnlegen);
      nameRef.current?.focus();
      return null;
    }
    const ergebnis = await legeVorlageAn({ dateiname: name, kommentar, berechnungsdaten });
    if (!ergebnis.ok) return ergebnis;
    fertig(ergebnis.vorlage, 'gespeichert');
    return null;
  }

  /** Null when saved or when the name is taken; else the failed call. */
  async function bearbeite(basis: VorlageMitVersion, name: string): Promise<Fehlschlag | null> {
    if (name !== basis.vorlage.dateiname) {
      const vorhanden = await findeVorlageNachName(name);
      if (!vorhanden.ok) return vorhanden;
      if (vorhanden.vorlage && vorhanden.vorlage.dateiId !== basis.vorlage.dateiId) {
        setNameFehler(meldungen.nameExistiertBearbeiten);
        nameRef.current?.focus();
        return null;
      }
    }
    const ergebnis = await aendereVorlage(basis.vorlage._links.self.href, basis.etag, {
      dateiname: name,
      kommentar,
      berechnungsdaten: basis.vorlage.berechnungsdaten,
      anlagedatum: basis.vorlage.anlagedatum,
      anlagenutzer: basis.vorlage.anlagenutzer,
    });
    if (!ergebnis.ok) return ergebnis;
    fertig(ergebnis.vorlage, 'geändert');
    return null;
  }

  function fertig(vorlage: Berechnungsvorlage, art: 'gespeichert' | 'geändert') {
    // The saved template becomes the current one; a renamed current one keeps its new name.
    if (auftrag.modus === 'anlegen' || holeZustand().vorlage?.dateiId === vorlage.dateiId) {
      aendere({
        vorlage: {
          dateiId: vorlage.dateiId,
          dateiname: vorlage.dateiname,
          kommentar: vorlage.kommentar,
        },
      });
    }
    benachrichtige(erfolgMeldung(art, vorlage.dateiId, vorlage.dateiname), 'info');
    zurueck();
  }

  const istUeberschreibHinweis =
    nameFehler !== null && nameFehler === meldungen.nameExistiertAnlegen;

  return (
    <section className="vorlagen-seite" aria-labelledby={`${id}-titel`}>
      <h1 id={`${id}-titel`} ref={ueberschriftRef} tabIndex={-1}>
        {TITEL}
      </h1>
      {auftrag.modus === 'bearbeiten' ? (
        <p>
          Sie ändern Dateiname und Kommentar der Berechnung Nr. {auftrag.dateiId}. Die gespeicherte
          Berechnung bleibt unverändert.
        </p>
      ) : (
        <p>Die aktuelle Berechnung wird unter dem angegebenen Dateinamen gespeichert.</p>
      )}
      <form noValidate onSubmit={(e) => void speichere(e)}>
        <Feld
          label="Dateiname"
          hinweis="Höchstens 60 Zeichen: Buchstaben, Ziffern, Leerzeichen, Unterstrich, Bindestrich und Punkt."
          fehler={nameFehler}
          nurHinweis={istUeberschreibHinweis}
        >
          {(aria) => (
            <input
              {...aria}
              ref={nameRef}
              type="text"
              name="dateiname"
              autoComplete="off"
              required
              aria-required="true"
              value={dateiname}
              onChange={(e) => aendereName(e.target.value)}
            />
          )}
        </Feld>
        <Feld label="Kommentar" fehler={kommentarFehler}>
          {(aria) => (
            <textarea
              {...aria}
              ref={kommentarRef}
              name="kommentar"
              rows={3}
              value={kommentar}
              onChange={(e) => aendereKommentar(e.target.value)}
            />
          )}
        </Feld>
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

/** Default export for the route table's lazy import. */
export default SpeichernSeite;
