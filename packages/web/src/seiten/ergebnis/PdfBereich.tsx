/**
 * The PDF part of the results page (spezifikation.md §2, §3 "PDF parameters", §5;
 * berechnungsregeln.md §4): free text (500 characters, 13 lines, not stored), the optional
 * Stichtagsdifferenz (only with the write permission) and 'PDF herunterladen' with a spinner
 * (aria-busy, announced) until the file arrives.
 */
import { useId, useState } from 'react';
import {
  ausgabe,
  istErlaubteStichtagsdifferenzEingabe,
  meldungen,
  pdfDateiname,
  pruefeFreitext,
  pruefeStichtagsdifferenzHoehe,
  pruefeStichtagsdifferenzStand,
  stichtagsdifferenzInZehnteln,
} from '@mietspiegel/domain';
import { api } from '../../api/client.ts';
import { aendere, holeZustand, useZustand } from '../../store/store.ts';
import { useUmgebung } from '../../store/umgebung.ts';
import { useAusgabeFuerAufruf, useAusgabeInGebrauch } from '../../store/ausgabe.ts';
import { Feld } from '../../wizard/Feld.tsx';
import { DatumEingabe } from './DatumFeld.tsx';
import { ZahlFeld } from '../../wizard/ZahlFeld.tsx';
import { alsMietvergleichWire, mietvergleichHatFehler } from './mietvergleich-daten.ts';
import { bremseHatFehler } from './bremsen-daten.ts';
import { pruefungen } from './pruefungen.ts';
import { PdfKnopf, usePdfErstellen } from './PdfKnopf.tsx';

/** §9: free text 500 characters, 13 lines. */
const FREITEXT_ZEICHEN = 500;
const FREITEXT_ZEILEN = 13;

export function PdfBereich() {
  const { schreibrecht } = useUmgebung();
  // issue 20 §5: the PDF under the edition of the result shown, and named after it
  const inGebrauch = useAusgabeInGebrauch();
  const aufrufAusgabe = useAusgabeFuerAufruf();
  const text = useZustand((z) => z.zusaetzlicheBegruendungen);
  const aktiv = useZustand((z) => z.stichtagsdifferenzAktiv);
  const stichtag = useZustand((z) => z.stichtagsdifferenz);
  const pdf = usePdfErstellen();
  const [fehler, setFehler] = useState<{
    stand?: string | null;
    hoehe?: string | null;
  }>({});
  const [mietFehler, setMietFehler] = useState(false);
  const id = useId();

  const textFehler = pruefeFreitext(text);

  const herunterladen = async () => {
    if (pdf.laeuft) return;
    const z = holeZustand();
    // the free-text message is shown live; here it only blocks the download
    const textFehlerJetzt = pruefeFreitext(z.zusaetzlicheBegruendungen);
    const neu = {
      stand:
        schreibrecht && z.stichtagsdifferenzAktiv
          ? pruefeStichtagsdifferenzStand(z.stichtagsdifferenz.stand)
          : null,
      hoehe:
        schreibrecht && z.stichtagsdifferenzAktiv
          ? pruefeStichtagsdifferenzHoehe(z.stichtagsdifferenz.hoehe)
          : null,
    };
    setFehler(neu);
    // issue 13: an invalid rent or date is shown at its field; the PDF waits until it is fixed
    const mietvergleichFehler =
      mietvergleichHatFehler(z.mietvergleich) || bremseHatFehler(z.mietpreisbremse);
    setMietFehler(mietvergleichFehler);
    if (textFehlerJetzt || neu.stand || neu.hoehe || mietvergleichFehler) return;
    const mietvergleich = alsMietvergleichWire(z.mietvergleich, z.mietpreisbremse);
    const zehntel = stichtagsdifferenzInZehnteln(z.stichtagsdifferenz.hoehe);
    await pdf.erstelle(
      () =>
        api.pdf({
          berechnung: {
            ...z.entwurf,
            ausgabe: aufrufAusgabe ?? z.entwurf.ausgabe ?? undefined,
          },
          zusaetzlicheBegruendungen: z.zusaetzlicheBegruendungen,
          ...(schreibrecht && z.stichtagsdifferenzAktiv && zehntel !== null
            ? { stichtagsdifferenz: { stand: z.stichtagsdifferenz.stand, hoehe: zehntel / 10 } }
            : {}),
          ...(mietvergleich ? { mietvergleich } : {}),
        }),
      // the server's name for the same edition (issue 20 §5: the file name names the edition;
      // the browser knows an added edition by its year, the name's base is the built-in one's)
      () => pdfDateiname({ ...ausgabe, jahr: inGebrauch.jahr }),
      meldungen.pdfFehler,
    );
  };

  return (
    <section aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>PDF-Ausdruck</h2>
      <Feld
        label={
          <>
            Adresse und zusätzliche Begründungen für das PDF (höchstens {FREITEXT_ZEICHEN} Zeichen
            und {FREITEXT_ZEILEN} Zeilen) – {meldungen.freitextNichtGespeichert}
          </>
        }
        fehler={textFehler}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={FREITEXT_ZEILEN}
            maxLength={FREITEXT_ZEICHEN}
            value={text}
            onChange={(e) => aendere({ zusaetzlicheBegruendungen: e.target.value })}
            onPaste={(e) => {
              // issue 26 §11: `maxlength` would cut a long paste without a word; the text is kept
              // whole and the message under the field says it is too long
              const eingefuegt = e.clipboardData.getData('text');
              const feld = e.currentTarget;
              const neu =
                feld.value.slice(0, feld.selectionStart) +
                eingefuegt +
                feld.value.slice(feld.selectionEnd);
              if (neu.length <= FREITEXT_ZEICHEN) return; // the browser pastes it as usual
              e.preventDefault();
              aendere({ zusaetzlicheBegruendungen: neu });
            }}
          />
        )}
      </Feld>
      {schreibrecht && (
        <fieldset>
          <legend>Stichtagsdifferenz</legend>
          <div className="feld">
            <label className="option" htmlFor={`${id}-stichtag`}>
              <input
                id={`${id}-stichtag`}
                type="checkbox"
                checked={aktiv}
                onChange={(e) => aendere({ stichtagsdifferenzAktiv: e.target.checked })}
              />
              <span className="option__text">Stichtagsdifferenz berücksichtigen</span>
            </label>
          </div>
          {aktiv && (
            <>
              <Feld label="Stand (Datum)" fehler={fehler.stand ?? null}>
                {(aria) => (
                  <DatumEingabe
                    {...aria}
                    value={stichtag.stand}
                    onChange={(e) =>
                      aendere({ stichtagsdifferenz: { ...stichtag, stand: e.target.value } })
                    }
                  />
                )}
              </Feld>
              <ZahlFeld
                label="Höhe der Stichtagsdifferenz in Prozent"
                hinweis={meldungen.stichtagsdifferenzHinweis}
                wert={stichtag.hoehe}
                istErlaubt={istErlaubteStichtagsdifferenzEingabe}
                onAendern={(hoehe) => aendere({ stichtagsdifferenz: { ...stichtag, hoehe } })}
                fehler={fehler.hoehe ?? null}
                inputMode="text"
              />
            </>
          )}
        </fieldset>
      )}
      <div className="knopfleiste">
        <PdfKnopf
          beschriftung="PDF herunterladen"
          laeuft={pdf.laeuft}
          status={pdf.status}
          onClick={() => void herunterladen()}
        />
        {mietFehler && (
          <p className="fehlertext" role="alert">
            Bitte korrigieren Sie zuerst Ihre Angaben unter{' '}
            {pruefungen.map((p, i) => (
              <span key={p.id}>
                {i > 0 && (i === pruefungen.length - 1 ? ' oder ' : ', ')}
                <a href={`#${p.pfad}`}>{p.titel}</a>
              </span>
            ))}
            .
          </p>
        )}
      </div>
    </section>
  );
}
