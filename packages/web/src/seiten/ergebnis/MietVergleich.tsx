/**
 * "Ihre Miete im Vergleich" (issue 13): the optional input of her rent, shown at once in words and
 * as a picture; and the optional check of a rent increase with each result's legal basis and the
 * fixed note. Each has its own route, reached from the results page (issue 21 "Where the checks
 * live"); both read her rent from the same store field. Every rule and text comes from the domain
 * (mietvergleich.ts); this component only arranges them. The inputs live in the tab's store like
 * every other answer and leave the browser only with the PDF and template calls.
 */
import { useId } from 'react';
import {
  betriebskostenSatz,
  leseEntwurf,
  mietbasis,
  mietbasisTexte,
  mietbetragInCent,
  mieterhoehungHinweisTeile,
  mieterhoehungInWorten,
  mietvergleichInWorten,
  mietvergleichMeldungen,
  pruefeMietbetrag,
  pruefeMietDatum,
  pruefeMieterhoehung,
  erhoehungsTexte,
  skalaFuer,
  vergleicheMiete,
  vergleichswerteAusErgebnis,
  type Ergebnis,
} from '@mietspiegel/domain';
import { clock, isoDatum } from '../../lib/clock.ts';
import { aendere, useZustand } from '../../store/store.ts';
import type { MietvergleichEingaben } from '../../store/speicher.ts';
import { BetragFeld } from './BetragFeld.tsx';
import { DatumFeld } from './DatumFeld.tsx';
import { MietSkala } from './MietSkala.tsx';
import { erhoehungsEingabe } from './mietvergleich-daten.ts';
import { usePruefErgebnis } from './PruefAusgabe.tsx';
import { Rechtshinweis } from './Rechtshinweis.tsx';
import { SchreibenBereich } from './schreiben/SchreibenBereich.tsx';

/**
 * `titelId`: the page's own heading that names the section (its route's h1 reads the same:
 * issue 29, no h2 repeating the h1); without it the section has its own h2.
 */
export function MietVergleich({ ergebnis, titelId }: { ergebnis: Ergebnis; titelId?: string }) {
  const entwurf = useZustand((z) => z.entwurf);
  const eingaben = useZustand((z) => z.mietvergleich);
  const id = useId();
  const basis = mietbasis(entwurf);
  const mieteCent = mietbetragInCent(eingaben.miete);
  // the answer of the API and the area, read once where they enter the page (issue 19 §2)
  const werte = vergleichswerteAusErgebnis(ergebnis, leseEntwurf(entwurf));
  const vergleich = mieteCent === null || werte === null ? null : vergleicheMiete(mieteCent, werte);
  const worte = vergleich ? mietvergleichInWorten(vergleich, basis) : null;

  return (
    <section aria-labelledby={titelId ?? `${id}-titel`} className="mietvergleich">
      {!titelId && <h2 id={`${id}-titel`}>Ihre Miete im Vergleich</h2>}
      <MieteFeld ergebnis={ergebnis} />
      {/* Always present, so a screen reader announces where her rent lies as soon as it is
          known or changes (a live region inserted together with its text is often not read). */}
      <p className="mietvergleich__lage" aria-live="polite">
        {worte && <strong>{worte.lage}</strong>}
      </p>
      {vergleich && worte && vergleich.unplausibel === null && (
        <div className="mietvergleich__ergebnis">
          <p>{worte.differenz}</p>
          <MietSkala skala={skalaFuer(vergleich)} bildtext={worte.bildtext} />
          <dl className="zusammenfassung">
            {worte.zeilen.map(([label, wert]) => (
              <div key={label} className="zusammenfassung__zeile">
                <dt>{label}</dt>
                <dd>{wert}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}

/** Her rent now: the comparison's input, also asked by the increase check (a demand not above it
 * is no increase, issue 17 §2) – one store field for both routes. */
function MieteFeld({ ergebnis }: { ergebnis: Ergebnis }) {
  const entwurf = useZustand((z) => z.entwurf);
  const basis = mietbasis(entwurf);
  const werte = vergleichswerteAusErgebnis(ergebnis, leseEntwurf(entwurf));
  return (
    <MietBetrag
      feld="miete"
      label={mietbasisTexte[basis].label}
      hinweis={[mietbasisTexte[basis].hinweis, werte && betriebskostenSatz(basis, werte)]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

/** An amount of the comparison, kept in its store field: the one wiring of all three amounts. */
function MietBetrag({
  feld,
  label,
  hinweis,
}: {
  feld: 'miete' | 'neueMiete' | 'mieteVorDreiJahren';
  label: string;
  hinweis?: string;
}) {
  const wert = useZustand((z) => z.mietvergleich[feld]);
  return (
    <BetragFeld
      label={label}
      hinweis={hinweis}
      wert={wert}
      pruefe={pruefeMietbetrag}
      onAendern={(neu) => aendere((z) => ({ mietvergleich: { ...z.mietvergleich, [feld]: neu } }))}
      name={feld}
    />
  );
}

export function MieterhoehungPruefung({ ergebnis }: { ergebnis: Ergebnis }) {
  const entwurf = useZustand((z) => z.entwurf);
  const eingaben = useZustand((z) => z.mietvergleich);
  const id = useId();
  const mietBasis = mietbasis(entwurf);
  const setze = (teil: Partial<MietvergleichEingaben>) =>
    aendere((z) => ({ mietvergleich: { ...z.mietvergleich, ...teil } }));
  const mieteCent = mietbetragInCent(eingaben.miete);

  // her current rent too: a demand not above it is no increase (issue 17 §2)
  const x = { ...erhoehungsEingabe(eingaben), aktuelleMieteCent: mieteCent };
  // a letter before the last increase is announced at the letter's field
  const pruefeZugang = (zugang: string) =>
    pruefeMietDatum(zugang) ??
    (zugang !== '' && x.letzteErhoehung !== null && zugang < x.letzteErhoehung
      ? mietvergleichMeldungen.zugangVorErhoehung
      : null);
  const zugangFehler = pruefeZugang(eingaben.zugang);
  // issue 20 §4: judged under the edition in force when the letter was received
  const basis = usePruefErgebnis(
    'mieterhoehung',
    zugangFehler === null ? x.zugang : null,
    ergebnis,
  );
  const pruefErgebnis =
    basis.stand.art === 'fertig'
      ? vergleichswerteAusErgebnis(basis.stand.ergebnis, leseEntwurf(entwurf))
      : null;
  const erhoehung =
    zugangFehler === null && pruefErgebnis
      ? pruefeMieterhoehung(x, pruefErgebnis, isoDatum(clock.now()))
      : null;
  const punkte = erhoehung && pruefErgebnis ? mieterhoehungInWorten(erhoehung, pruefErgebnis) : [];
  const kurz = mietbasisTexte[mietBasis].kurz;

  // issue 29: the questions one under the other at full width (no nested box), each with a
  // short hint and its rule behind „Mehr dazu“; the note that this is no legal advice once, short
  return (
    <section aria-labelledby={`${id}-titel`} className="mietvergleich">
      <h2 id={`${id}-titel`}>Ihre Angaben zur Mieterhöhung</h2>
      <p className="hinweis">
        Für ein Schreiben, das Ihre Miete bis zur ortsüblichen Vergleichsmiete erhöht. Alle Beträge
        als {kurz} im Monat.
      </p>
      <MieteFeld ergebnis={ergebnis} />
      <MietBetrag feld="neueMiete" label="Verlangte neue Miete (Euro im Monat)" />
      <MietBetrag
        feld="mieteVorDreiJahren"
        label="Ihre Miete drei Jahre vor dem Wirksamwerden der Erhöhung (Euro im Monat)"
        hinweis="Ohne Erhöhungen wegen Modernisierung oder gestiegener Betriebskosten in dieser Zeit."
      />
      <DatumFeld
        label={erhoehungsTexte().letzteErhoehung.label}
        hinweis={erhoehungsTexte().letzteErhoehung.hinweis}
        mehr={erhoehungsTexte().letzteErhoehung.mehr}
        wert={eingaben.letzteErhoehung}
        pruefe={pruefeMietDatum}
        onAendern={(letzteErhoehung) => setze({ letzteErhoehung })}
      />
      <DatumFeld
        label="Datum, an dem Ihnen das Erhöhungsschreiben zugegangen ist"
        hinweis="Daraus folgen Ihre Fristen und die Kappungsgrenze."
        mehr="Daraus folgen Ihre Frist zur Zustimmung (§ 558b Abs. 2 BGB), ab wann die erhöhte Miete frühestens gilt (§ 558b Abs. 1 BGB) und welche Kappungsgrenze gilt."
        wert={eingaben.zugang}
        pruefe={pruefeZugang}
        onAendern={(zugang) => setze({ zugang })}
      />
      {basis.hinweis}
      {punkte.length > 0 && (
        <ul className="mieterhoehung__ergebnis" aria-label="Ergebnis der Prüfung">
          {punkte.map((p) => (
            <li key={p.titel}>
              <h3>
                {p.titel}
                {p.urteil && <>: {p.urteil}</>}
              </h3>
              <p className="hinweis">Rechtsgrundlage: {p.rechtsgrundlage}</p>
              {p.saetze.map((s) => (
                <p key={s}>{s}</p>
              ))}
            </li>
          ))}
        </ul>
      )}
      <Rechtshinweis
        kurz={mieterhoehungHinweisTeile.kurz}
        mehr={[mieterhoehungHinweisTeile.mehr]}
      />
      {/* issue 30 §1: after the verdict, the letters it supports */}
      {punkte.length > 0 && (
        <SchreibenBereich
          arten={['antwort-mieterhoehung', 'mieterhoehungsverlangen']}
          ergebnis={basis.stand.art === 'fertig' ? basis.stand.ergebnis : null}
          ausgabe={basis.ausgabe}
          ausgabeHinweis={basis.text}
        />
      )}
    </section>
  );
}
