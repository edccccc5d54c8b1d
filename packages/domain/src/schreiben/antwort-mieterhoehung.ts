/**
 * The tenant's answer to a demand under § 558 BGB (issue 30 §1): full consent, partial consent
 * up to the amount the check allows (the lower of the comparative rent and the cap, with the
 * day it applies from), or – for a demand received within the Sperrfrist – that the demand is
 * ineffective and no consent is given. Every figure and day is the increase check's own
 * (`pruefeMieterhoehung`), the deadline to answer that of § 558b Abs. 2 BGB. What happens when
 * she does not answer is a note for her, not part of the letter.
 */
import { formatDatum, formatEuro, formatEuroProQm } from '../grundlagen/index.ts';
import { ortsueblicheVergleichsmiete } from '../recht/index.ts';
import {
  erhoehungsDaten as d,
  erhoehungsFakten,
  kappungsQuelle,
  wirksamAb,
  type ErhoehungsFakten,
} from './erhoehung-fakten.ts';
import { liste, text, wohnungsZusatz, type Inhalt } from './rahmen.ts';
import { mietspiegelQuelle } from './mietspiegel-quelle.ts';
import type {
  AntwortVariante,
  SchreibenAngaben,
  SchreibenAngebot,
  SchreibenFakten,
  SchreibenQuelle,
} from './typen.ts';

/** Which answers the facts allow (ADR 0026). */
export function antwortAngebot(f: SchreibenFakten): SchreibenAngebot {
  const r = erhoehungsFakten(f);
  if (!r.ok) return { angeboten: false, grund: r.grund };
  const { p, neueMieteCent } = r.fakten;
  const vorlaeufig =
    (kappungsQuelle(p)?.quelle.vorlaeufig ?? false) || (f.vorlaeufigeWerte ?? []).length > 0;
  // § 558 Abs. 1 Satz 2 BGB: a premature demand is void; consenting to it is not what she needs
  // the void demand's answer rests on the Sperrfrist alone: no cap, no Mietspiegel figure
  if (p.unwirksam) return { angeboten: true, varianten: ['unwirksam'], vorlaeufig: false };
  const varianten: AntwortVariante[] = ['zustimmung'];
  if (p.hoechstensCent !== null && p.hoechstensCent < neueMieteCent)
    varianten.push('teilzustimmung');
  return { angeboten: true, varianten, vorlaeufig };
}

function einleitung(x: ErhoehungsFakten): string {
  return `mit Ihrem Schreiben, das mir am ${formatDatum(x.zugang)} zugegangen ist, verlangen Sie meine Zustimmung zu einer Erhöhung der Miete auf ${formatEuro(x.neueMieteCent)} im Monat (${d.vergleichsmiete.rechtsgrundlage}).`;
}

/** The letter's content for the chosen variant; null when the facts do not allow it. */
export function antwortInhalt(
  f: SchreibenFakten,
  a: SchreibenAngaben,
): { ok: true; inhalt: Inhalt } | { ok: false; grund: string } {
  const angebot = antwortAngebot(f);
  if (!angebot.angeboten) return { ok: false, grund: angebot.grund };
  const r = erhoehungsFakten(f);
  if (!r.ok) return { ok: false, grund: r.grund };
  const x = r.fakten;
  const { p, werte } = x;
  const variante = a.variante;
  if (variante === undefined || !angebot.varianten.includes(variante))
    return {
      ok: false,
      grund:
        variante === 'teilzustimmung'
          ? 'Eine teilweise Zustimmung bietet der Rechner nur an, wenn er den höchstens zulässigen Betrag kennt und die verlangte Miete darüber liegt (dazu braucht er die Miete vor drei Jahren und eine hinterlegte Kappungsgrenze).'
          : variante === 'unwirksam'
            ? 'Nach diesen Angaben ist das Erhöhungsverlangen nicht wegen der Sperrfrist unwirksam.'
            : variante === 'zustimmung'
              ? 'Nach diesen Angaben ist das Erhöhungsverlangen zu früh zugegangen und unwirksam: Der Rechner bietet dafür nur die Antwort an, dass es unwirksam ist.'
              : 'Bitte wählen Sie, wie Sie auf das Erhöhungsverlangen antworten.',
    };

  const quellen: SchreibenQuelle[] = [];
  const hinweise: string[] = [];
  const absaetze = [text(einleitung(x))];
  const betreff = `Ihr Mieterhöhungsverlangen, mir zugegangen am ${formatDatum(x.zugang)}${wohnungsZusatz(a)}`;
  const kq = kappungsQuelle(p);

  if (variante === 'unwirksam') {
    const fr = p.fristen;
    if (!fr) return { ok: false, grund: 'Dem Rechner fehlt der Tag der letzten Mieterhöhung.' };
    absaetze.push(
      text(
        `Die letzte Mieterhöhung ist am ${formatDatum(fr.letzteErhoehung)} wirksam geworden. Ein Erhöhungsverlangen kann frühestens ${d.sperrfrist.monate} Monate nach der letzten Mieterhöhung geltend gemacht werden (${d.sperrfrist.rechtsgrundlage}), hier also frühestens ab dem ${formatDatum(fr.fruehestesVerlangen)}. Ihr Schreiben ist mir vorher zugegangen und deshalb unwirksam.`,
      ),
      text(
        'Ich stimme der verlangten Erhöhung nicht zu. Ein unwirksames Erhöhungsverlangen setzt auch keine Frist zur Zustimmung in Gang.',
      ),
    );
    quellen.push({
      rechtsgrundlage: d.sperrfrist.rechtsgrundlage,
      wofuer: `Sperrfrist von ${d.sperrfrist.monate} Monaten: Das Schreiben ist zu früh zugegangen und unwirksam`,
      vorlaeufig: false,
    });
    hinweise.push(
      `Das gilt, wenn die Erhöhung vom ${formatDatum(fr.letzteErhoehung)} keine der ${d.nichtMitzaehlend.erhoehungen} war: Diese zählen für die Sperrfrist nicht mit (${d.nichtMitzaehlend.rechtsgrundlage}). Dann kann das Schreiben rechtzeitig sein; geben Sie im Rechner den Tag der letzten anderen Erhöhung oder Ihres Einzugs an.`,
      `Will der Vermieter die Miete erhöhen, muss er ein neues Erhöhungsverlangen schicken, das Ihnen frühestens am ${formatDatum(fr.fruehestesVerlangen)} zugehen darf (${d.sperrfrist.rechtsgrundlage}).`,
    );
  } else {
    const ab = wirksamAb(p);
    const z = p.zustimmung;
    if (!ab || !z)
      return {
        ok: false,
        grund: 'Dem Rechner fehlt der Tag, an dem das Schreiben zugegangen ist.',
      };
    if (variante === 'zustimmung') {
      absaetze.push(
        text(
          `Ich stimme der Erhöhung der Miete auf ${formatEuro(x.neueMieteCent)} im Monat zu. Die erhöhte Miete schulde ich ab dem ${formatDatum(ab.tag)} (${ab.grundlage}).`,
        ),
      );
      if (p.hoechstensCent !== null && p.hoechstensCent < x.neueMieteCent)
        hinweise.push(
          `Nach der Prüfung des Rechners sind höchstens ${formatEuro(p.hoechstensCent)} im Monat zulässig, ${formatEuro(x.neueMieteCent - p.hoechstensCent)} weniger als verlangt. Mit dieser Zustimmung schulden Sie auch den Betrag darüber; Sie können stattdessen nur bis ${formatEuro(p.hoechstensCent)} zustimmen.`,
        );
      if (
        p.vergleichsmiete !== null &&
        !p.vergleichsmiete.eingehalten &&
        p.hoechstensCent === null &&
        p.hoechstensOffen === null
      )
        hinweise.push(
          `Die verlangte Miete liegt ${formatEuro(p.vergleichsmiete.neueMieteCent - p.vergleichsmiete.grenzeCent)} über der ortsüblichen Vergleichsmiete dieser Berechnung von ${formatEuro(p.vergleichsmiete.grenzeCent)} im Monat (${d.vergleichsmiete.rechtsgrundlage}); mit dieser Zustimmung schulden Sie auch den Betrag darüber. Geben Sie im Rechner Ihre Miete vor drei Jahren an, prüft er auch die Kappungsgrenze und bietet eine teilweise Zustimmung an.`,
        );
      if (p.hoechstensOffen !== null)
        hinweise.push(
          `Welcher Betrag höchstens zulässig ist, kann der Rechner für diesen Tag nicht sagen: Mit ${d.kappungsgrenze.abgesenktProzent} % Kappungsgrenze wären es ${formatEuro(p.hoechstensOffen.abgesenktCent)}, mit ${d.kappungsgrenze.regelProzent} % ${formatEuro(p.hoechstensOffen.regelCent)} im Monat. Bitte lassen Sie das vor Ihrer Zustimmung prüfen.`,
        );
    } else {
      // teilzustimmung: only offered with a known `hoechstensCent` below the demand
      const hoechstens = p.hoechstensCent as number;
      const k = p.kappung;
      const vm = ortsueblicheVergleichsmiete(werte);
      const punkte = [
        `Ortsübliche Vergleichsmiete meiner Wohnung nach dem ${f.ausgabe.titel}: ${formatEuroProQm(vm.proQmCent)}, im Monat ${formatEuro(vm.monatlichCent)} (${d.vergleichsmiete.rechtsgrundlage})`,
      ];
      if (k)
        punkte.push(
          `Miete ${d.kappungsgrenze.zeitraumJahre} Jahre vor dem Wirksamwerden der Erhöhung: ${formatEuro(k.basisCent)}; mit der Kappungsgrenze von ${k.prozent} % höchstens ${formatEuro(k.grenzeCent)} im Monat (${k.rechtsgrundlage})`,
        );
      punkte.push(
        `Zulässig ist der niedrigere der beiden Beträge: ${formatEuro(hoechstens)} im Monat`,
      );
      absaetze.push(
        text(
          `Die Miete darf nur bis zur ortsüblichen Vergleichsmiete erhöht werden (${d.vergleichsmiete.rechtsgrundlage}) und innerhalb von ${d.kappungsgrenze.zeitraumJahre} Jahren höchstens um die Kappungsgrenze steigen (${d.kappungsgrenze.regelRechtsgrundlage.replace(/ Satz 1$/, '')}):`,
        ),
        liste(punkte),
        text(
          `Ich stimme der Erhöhung deshalb teilweise zu, nämlich auf eine Miete von ${formatEuro(hoechstens)} im Monat ab dem ${formatDatum(ab.tag)} (${ab.grundlage}). Der weitergehenden Erhöhung auf ${formatEuro(x.neueMieteCent)} stimme ich nicht zu.`,
        ),
      );
      quellen.push(mietspiegelQuelle(f, 'ortsübliche Vergleichsmiete der Wohnung'));
      quellen.push({
        rechtsgrundlage: d.vergleichsmiete.rechtsgrundlage,
        wofuer: 'Erhöhung höchstens bis zur ortsüblichen Vergleichsmiete',
        vorlaeufig: false,
      });
      if (kq) quellen.push(kq.quelle);
      hinweise.push(
        `Wegen des Betrags über ${formatEuro(hoechstens)} kann der Vermieter auf Zustimmung klagen (${d.zustimmungsfrist.klagefristRechtsgrundlage}).`,
      );
    }
    absaetze.push(
      text(
        `Die Frist zur Zustimmung läuft bis zum ${formatDatum(z.zustimmenBis)} (${d.zustimmungsfrist.rechtsgrundlage}).`,
      ),
    );
    quellen.push(
      {
        rechtsgrundlage: ab.grundlage,
        wofuer: `erhöhte Miete ab dem ${formatDatum(ab.tag)}`,
        vorlaeufig: false,
      },
      {
        rechtsgrundlage: d.zustimmungsfrist.rechtsgrundlage,
        wofuer: `Frist zur Zustimmung bis zum ${formatDatum(z.zustimmenBis)}`,
        vorlaeufig: false,
      },
    );
    hinweise.unshift(
      `Ihre Frist: Ihre Antwort muss dem Vermieter bis zum ${formatDatum(z.zustimmenBis)} zugehen (${d.zustimmungsfrist.rechtsgrundlage}). Bewahren Sie einen Nachweis des Zugangs auf.`,
      `Stimmen Sie bis dahin nicht zu, kann der Vermieter innerhalb von drei weiteren Monaten auf Zustimmung klagen (${d.zustimmungsfrist.klagefristRechtsgrundlage}).`,
      `Statt zuzustimmen, können Sie bis zum ${formatDatum(z.kuendigenBis)} außerordentlich kündigen (${d.sonderkuendigung.rechtsgrundlage}); mit einer Kündigung an diesem Tag endet das Mietverhältnis am ${formatDatum(z.mietendeBeiKuendigungAmLetztenTag)}, und die Erhöhung tritt nicht ein.`,
    );
    if (a.datum.trim() !== '' && a.datum.trim() < x.zugang)
      hinweise.unshift(
        `Das Datum Ihres Schreibens (${formatDatum(a.datum.trim())}) liegt vor dem Zugang des Erhöhungsverlangens am ${formatDatum(x.zugang)}. Bitte prüfen Sie beide Daten.`,
      );
    if (a.datum.trim() !== '' && a.datum.trim() > z.zustimmenBis)
      hinweise.unshift(
        `Das Datum Ihres Schreibens (${formatDatum(a.datum.trim())}) liegt nach dem Ende der Frist zur Zustimmung am ${formatDatum(z.zustimmenBis)}.`,
      );
  }
  if (variante !== 'unwirksam') {
    if (kq) hinweise.push(...kq.hinweise);
    hinweise.push(...(f.vorlaeufigeWerte ?? []));
  }
  return {
    ok: true,
    inhalt: {
      titel: 'Antwort auf ein Mieterhöhungsverlangen',
      betreff,
      absaetze,
      anlagen: [],
      hinweise,
      quellen,
    },
  };
}
