/**
 * "Ist meine Miete bei Vertragsbeginn zu hoch?" – the Mietpreisbremse check (issue 21 §1) on its
 * own route. Every rule and text comes from the domain (mietpreisbremse.ts); this component only
 * arranges them: the questions with their sources, the verdict first, the steps, the picture with
 * a mark at 110 %, what follows and by when, and once that this is no legal advice with where to
 * get advice (issue 29: one short line, the rest behind „Mehr dazu“).
 */
import { useId } from 'react';
import {
  bremsenSkala,
  bremsenTexte,
  mietbasis,
  mietpreisbremseInWorten,
  pruefeMietbetrag,
  pruefeMietDatum,
  leseEntwurf,
  pruefeMietpreisbremse,
  vergleichswerteAusErgebnis,
  type Ergebnis,
} from '@mietspiegel/domain';
import { aendere, useZustand } from '../../store/store.ts';
import type { BremsenEingaben } from '../../store/speicher.ts';
import { BetragFeld } from './BetragFeld.tsx';
import { DatumFeld } from './DatumFeld.tsx';
import { Feld } from '../../wizard/Feld.tsx';
import { MietSkala } from './MietSkala.tsx';
import { bremsenEingabe } from './bremsen-daten.ts';
import { usePruefErgebnis } from './PruefAusgabe.tsx';
import { Rechtshinweis } from './Rechtshinweis.tsx';
import { SchreibenBereich } from './schreiben/SchreibenBereich.tsx';

function Ankreuzfeld({
  label,
  rechtsgrundlage,
  wert,
  onAendern,
}: {
  label: string;
  rechtsgrundlage: string;
  wert: boolean;
  onAendern: (wert: boolean) => void;
}) {
  return (
    <Feld ankreuz label={label} hinweis={`Rechtsgrundlage: ${rechtsgrundlage}`}>
      {(aria) => (
        <input
          {...aria}
          type="checkbox"
          checked={wert}
          onChange={(e) => onAendern(e.target.checked)}
        />
      )}
    </Feld>
  );
}

/** An amount of the check, kept in its store field: the one wiring of all three amounts. */
function BremsenBetrag({
  feld,
  texte,
  name = feld,
}: {
  feld: 'miete' | 'vormiete' | 'zuschlag';
  texte: { label: string; hinweis?: string; mehr?: string };
  name?: string;
}) {
  const wert = useZustand((z) => z.mietpreisbremse[feld]);
  return (
    <BetragFeld
      label={texte.label}
      hinweis={texte.hinweis}
      mehr={texte.mehr}
      wert={wert}
      pruefe={pruefeMietbetrag}
      onAendern={(neu) =>
        aendere((z) => ({ mietpreisbremse: { ...z.mietpreisbremse, [feld]: neu } }))
      }
      name={name}
    />
  );
}

export function Mietpreisbremse({ ergebnis }: { ergebnis: Ergebnis }) {
  const entwurf = useZustand((z) => z.entwurf);
  const eingaben = useZustand((z) => z.mietpreisbremse);
  const id = useId();
  const basis = mietbasis(entwurf);
  const setze = (teil: Partial<BremsenEingaben>) =>
    aendere((z) => ({ mietpreisbremse: { ...z.mietpreisbremse, ...teil } }));
  const t = bremsenTexte;
  const e = bremsenEingabe(eingaben);
  // issue 21 §1: against the edition in force at the start of the lease
  const grundlage = usePruefErgebnis('mietpreisbremse', e.beginn, ergebnis);
  // the answer of the API and the area, read once where they enter the page (issue 19 §2)
  const pruefErgebnis =
    grundlage.stand.art === 'fertig'
      ? vergleichswerteAusErgebnis(grundlage.stand.ergebnis, leseEntwurf(entwurf))
      : null;
  const pruefung = pruefErgebnis
    ? pruefeMietpreisbremse(e, pruefErgebnis, grundlage.ausgabe)
    : null;
  const worte = pruefung ? mietpreisbremseInWorten(pruefung, e, basis, grundlage.ausgabe) : null;
  const mitAusnahme =
    eingaben.erstnutzung ||
    eingaben.umfassend ||
    eingaben.modernisierung ||
    e.vormieteCent !== null;

  return (
    <section aria-labelledby={`${id}-titel`} className="mietpreisbremse">
      <h2 id={`${id}-titel`}>Ihre Angaben zum neuen Mietvertrag</h2>
      <DatumFeld
        label={t.beginn.label}
        hinweis={t.beginn.hinweis}
        wert={eingaben.beginn}
        pruefe={pruefeMietDatum}
        onAendern={(beginn) => setze({ beginn })}
      />
      <BremsenBetrag feld="miete" texte={t.miete(basis)} name="bremseMiete" />
      <fieldset className="mietpreisbremse__ausnahmen">
        <legend>Ausnahmen (freiwillig)</legend>
        <p className="hinweis">Im Zweifel fragen Sie den Vermieter (§ 556g Abs. 3 BGB).</p>
        <Ankreuzfeld
          label={t.erstnutzung.label}
          rechtsgrundlage={t.erstnutzung.rechtsgrundlage}
          wert={eingaben.erstnutzung}
          onAendern={(erstnutzung) => setze({ erstnutzung })}
        />
        <Ankreuzfeld
          label={t.umfassend.label}
          rechtsgrundlage={t.umfassend.rechtsgrundlage}
          wert={eingaben.umfassend}
          onAendern={(umfassend) => setze({ umfassend })}
        />
        <BremsenBetrag feld="vormiete" texte={t.vormiete} />
        <Ankreuzfeld
          label={t.modernisierung.label}
          rechtsgrundlage={t.modernisierung.rechtsgrundlage}
          wert={eingaben.modernisierung}
          onAendern={(modernisierung) => setze({ modernisierung })}
        />
        {eingaben.modernisierung && <BremsenBetrag feld="zuschlag" texte={t.zuschlag} />}
        {mitAusnahme && (
          <fieldset>
            <legend>{t.auskunft.legend}</legend>
            <p className="hinweis">{t.auskunft.hinweis}</p>
            {t.auskunft.optionen.map((o) => (
              <div key={o.wert} className="feld feld--ankreuz">
                <input
                  id={`${id}-auskunft-${o.wert}`}
                  type="radio"
                  name={`${id}-auskunft`}
                  checked={eingaben.auskunft === o.wert}
                  onChange={() => setze({ auskunft: o.wert })}
                />
                <label htmlFor={`${id}-auskunft-${o.wert}`}>{o.label}</label>
              </div>
            ))}
          </fieldset>
        )}
      </fieldset>
      {grundlage.hinweis}
      {/* Always present, so a screen reader announces the verdict as soon as it is known. */}
      <p className="mietpreisbremse__urteil" aria-live="polite">
        {worte && <strong>{worte.urteil}</strong>}
      </p>
      {pruefung && worte && pruefErgebnis && pruefung.unplausibel === null && (
        <div className="mietpreisbremse__ergebnis">
          {worte.saetze.map((s) => (
            <p key={s}>{s}</p>
          ))}
          <h3>So wird gerechnet</h3>
          <dl className="zusammenfassung">
            {worte.zeilen.map(([label, wert]) => (
              <div key={label} className="zusammenfassung__zeile">
                <dt>{label}</dt>
                <dd>{wert}</dd>
              </div>
            ))}
          </dl>
          <MietSkala skala={bremsenSkala(pruefung, pruefErgebnis)} bildtext={worte.bildtext} />
          {worte.folgen.length > 0 && (
            <>
              <h3>Was folgt und bis wann</h3>
              <ul className="mieterhoehung__ergebnis">
                {worte.folgen.map((f) => (
                  <li key={f.titel}>
                    <h4>{f.titel}</h4>
                    <p className="hinweis">Rechtsgrundlage: {f.rechtsgrundlage}</p>
                    {f.saetze.map((s) => (
                      <p key={s}>{s}</p>
                    ))}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {/* issue 30 §1: after the verdict, the Rüge where it supports one */}
      {worte && (
        <SchreibenBereich
          arten={['ruege-mietpreisbremse']}
          ergebnis={grundlage.stand.art === 'fertig' ? grundlage.stand.ergebnis : null}
          ausgabe={grundlage.ausgabe}
          ausgabeHinweis={grundlage.text}
        />
      )}
      {/* issue 29: once, short, at full width below the verdict; where to get advice with it */}
      <Rechtshinweis
        kurz={t.keineRechtsberatungTeile.kurz}
        mehr={[t.keineRechtsberatungTeile.mehr, t.beratung]}
      />
    </section>
  );
}
