/**
 * "Link zu dieser Berechnung" on the results page (issue 30 §2, ADR 0025): the answers – and the
 * checks' inputs only if the user ticks the box – in the link after `#`, built by the domain's
 * one encoder (the PDF prints the same link). The page says plainly what the link holds; the
 * copy button's outcome is announced in a live region.
 */
import { useId, useRef, useState } from 'react';
import { berechnungslink } from '@mietspiegel/domain';
import { useZustand } from '../../store/store.ts';
import { useAusgabeInGebrauch } from '../../store/ausgabe.ts';
import { alsMietvergleichWire, mietvergleichHatFehler } from './mietvergleich-daten.ts';
import { bremseHatFehler } from './bremsen-daten.ts';
import { Feld } from '../../wizard/Feld.tsx';
import './link-bereich.css';

/** The public page of the calculator, also when the link is made under the auth path. */
const basis = (): string => `${window.location.origin}/berechnung.html`;

export function LinkBereich() {
  const id = useId();
  const entwurf = useZustand((z) => z.entwurf);
  const vergleich = useZustand((z) => z.mietvergleich);
  const bremse = useZustand((z) => z.mietpreisbremse);
  const ausgabeId = useAusgabeInGebrauch().id;
  const [mitPruefungen, setMitPruefungen] = useState(false);
  const [status, setStatus] = useState('');
  const feld = useRef<HTMLInputElement>(null);

  // only valid inputs travel, as in the PDF and a template
  const pruefungen =
    mietvergleichHatFehler(vergleich) || bremseHatFehler(bremse)
      ? null
      : alsMietvergleichWire(vergleich, bremse);
  const link = berechnungslink(
    basis(),
    entwurf,
    ausgabeId,
    mitPruefungen && pruefungen ? pruefungen : null,
  );

  const kopiere = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Der Link wurde kopiert.');
    } catch {
      feld.current?.select();
      setStatus(
        'Kopieren war hier nicht möglich. Der Link im Feld ist markiert: Bitte kopieren Sie ihn selbst.',
      );
    }
  };

  return (
    <section className="link-bereich" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>Link zu dieser Berechnung</h2>
      <p>
        Mit diesem Link öffnen Sie die Berechnung auf einem anderen Gerät wieder oder zeigen sie zum
        Beispiel einem Mieterverein. <strong>Wer diesen Link hat, sieht Ihre Antworten.</strong>
      </p>
      {/* issue 29: collapsed on the results page, as the breakdown is – the figures come first */}
      <details className="link-bereich__mehr">
        <summary>Link anzeigen und kopieren</summary>
        <p className="hinweis">
          Die Antworten stehen im Link selbst, im Teil nach „#“. Diesen Teil schickt der Browser
          beim Öffnen nicht an den Server, und gespeichert wird der Link nirgends. Zum Berechnen
          schickt der Rechner die Antworten wie bei jeder Berechnung an den Server. Der Freitext für
          das PDF ist nicht im Link.
        </p>
        {pruefungen && (
          <div className="feld">
            <label className="option" htmlFor={`${id}-pruefungen`}>
              <input
                id={`${id}-pruefungen`}
                type="checkbox"
                checked={mitPruefungen}
                onChange={(e) => setMitPruefungen(e.target.checked)}
              />
              <span className="option__text">
                Auch die Angaben der Prüfungen in den Link aufnehmen (Ihre Miete, Mieterhöhung,
                Mietpreisbremse)
              </span>
            </label>
          </div>
        )}
        <Feld label="Link">
          {(aria) => (
            <input
              {...aria}
              ref={feld}
              className="link-bereich__link"
              type="url"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
          )}
        </Feld>
        <div className="knopfleiste">
          <button type="button" className="knopf" onClick={() => void kopiere()}>
            Link kopieren
          </button>
        </div>
        <p role="status" className="link-bereich__status">
          {status}
        </p>
      </details>
    </section>
  );
}
