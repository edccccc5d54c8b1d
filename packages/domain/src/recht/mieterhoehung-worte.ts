/**
 * The increase check under § 558 BGB in words (issue 13 §2): each result with its legal basis and
 * plain sentences, made once for the results page and the PDF alike.
 */
import { formatDatum, formatEuro, formatEuroProQm } from '../grundlagen/index.ts';
import type { ErhoehungsPruefung, KappungsPruefung } from './mieterhoehung.ts';
import { mieterhoehungsDaten, type MieterhoehungsDaten } from './mieterhoehung-daten.ts';
import type { Mietbasis } from './mietvergleich.ts';
import { ortsueblicheVergleichsmiete } from './vergleichsmiete.ts';
import { unplausibleMiete } from './plausibilitaet.ts';
import type { Vergleichswerte } from '../berechnung/index.ts';

export interface ErhoehungsPunkt {
  titel: string;
  rechtsgrundlage: string;
  /** 'eingehalten', 'nicht eingehalten', 'nicht prüfbar', 'unwirksam' or a short figure; null when there is nothing to judge */
  urteil: string | null;
  saetze: string[];
}

function hundertstelProzent(h: number): string {
  return `${Math.floor(h / 100)},${String(h % 100).padStart(2, '0')} %`;
}

/**
 * The increase in per cent beside a verdict that it exceeds `prozent` (issue 26 §5): rounded to
 * the hundredth a demand one cent over the cap reads as the cap itself ("15,00 %"); then it says
 * "mehr als 15,00 %".
 */
function erhoehungUeber(h: number, prozent: number): string {
  return h <= prozent * 100
    ? `mehr als ${hundertstelProzent(prozent * 100)}`
    : hundertstelProzent(h);
}

/** The cap's sentences: the rule, the limit, the demand against it, and what must be checked. */
function kappungsPunkt(k: KappungsPruefung, d: MieterhoehungsDaten): ErhoehungsPunkt {
  const jahre = d.kappungsgrenze.zeitraumJahre;
  const regel = d.kappungsgrenze.regelProzent;
  const abgesenkt = d.kappungsgrenze.abgesenktProzent;
  const alle = d.kappungsgrenze.zeitraeume;
  const letzter = alle[alle.length - 1];
  const ausnahmen =
    'Erhöhungen wegen Modernisierung oder gestiegener Betriebskosten zählen dabei nicht mit.';
  const tagText = formatDatum(k.stichtag);
  const saetze: string[] = [];
  if (k.grenzeAbgesenktCent === null) {
    saetze.push(
      `Innerhalb von ${jahre} Jahren darf die Miete ${k.gebiet ? `in der ${k.gebiet} ` : ''}um höchstens ${k.prozent} % steigen; ${ausnahmen}`,
      `Von ${formatEuro(k.basisCent)} vor ${jahre} Jahren aus erlaubt die Kappungsgrenze höchstens ${formatEuro(k.grenzeCent)} im Monat (abgerundet auf den Cent).`,
    );
  } else {
    saetze.push(
      `Innerhalb von ${jahre} Jahren darf die Miete um höchstens ${regel} % steigen (${d.kappungsgrenze.regelRechtsgrundlage}), in Gebieten, die eine Verordnung bestimmt, um höchstens ${abgesenkt} % (${d.kappungsgrenze.abgesenktRechtsgrundlage}); ${ausnahmen}`,
      `Für den ${tagText} ist keine solche Verordnung hinterlegt${letzter ? ` (hinterlegt bis zum ${formatDatum(letzter.gueltigBis)})` : ''}. Der Rechner weiß daher nicht, ob dann ${abgesenkt} % oder ${regel} % gelten.`,
      `Von ${formatEuro(k.basisCent)} vor ${jahre} Jahren aus erlaubt die Kappungsgrenze mit ${abgesenkt} % höchstens ${formatEuro(k.grenzeAbgesenktCent)}, mit ${regel} % höchstens ${formatEuro(k.grenzeCent)} im Monat (abgerundet auf den Cent).`,
    );
  }
  const neu = k.neueMieteCent;
  const h = k.erhoehungHundertstelProzent;
  if (neu !== null && h !== null) {
    if (neu <= k.basisCent) {
      // issue 17 §2: no "Erhöhung um -12,50 %"
      saetze.push(
        `Die verlangte Miete von ${formatEuro(neu)} liegt ${neu < k.basisCent ? 'unter' : 'auf'} der Miete von ${formatEuro(k.basisCent)} vor ${jahre} Jahren: Gegenüber damals ist das keine Erhöhung.`,
      );
    } else if (k.eingehalten === null) {
      saetze.push(
        `Die verlangte Miete von ${formatEuro(neu)} (Erhöhung um ${erhoehungUeber(h, abgesenkt)}) hält die Grenze mit ${regel} % ein, die mit ${abgesenkt} % nicht. Bitte prüfen Sie, ob für den ${tagText} eine Verordnung die Kappungsgrenze in München auf ${abgesenkt} % senkt, zum Beispiel beim Mieterverein oder im Bayerischen Gesetz- und Verordnungsblatt.`,
      );
    } else if (k.grenzeAbgesenktCent !== null) {
      saetze.push(
        k.eingehalten
          ? `Die verlangte Miete von ${formatEuro(neu)} hält beide Grenzen ein (Erhöhung um ${hundertstelProzent(h)}).`
          : `Die verlangte Miete von ${formatEuro(neu)} überschreitet auch die Grenze mit ${regel} % um ${formatEuro(neu - k.grenzeCent)} (Erhöhung um ${erhoehungUeber(h, regel)}).`,
      );
    } else {
      saetze.push(
        k.eingehalten
          ? `Die verlangte Miete von ${formatEuro(neu)} hält diese Grenze ein (Erhöhung um ${hundertstelProzent(h)}).`
          : `Die verlangte Miete von ${formatEuro(neu)} überschreitet diese Grenze um ${formatEuro(neu - k.grenzeCent)} (Erhöhung um ${erhoehungUeber(h, k.prozent)}).`,
      );
    }
  }
  if (k.zeitraum?.vorlaeufig) {
    saetze.push(
      // issue 26 §14: in the user's words; the editors' record of the source stays in the data
      'Diese Kappungsgrenze ist vorläufig erfasst und noch nicht mit dem amtlichen Gesetz- und Verordnungsblatt abgeglichen. Bitte lassen Sie sie vor einer rechtlichen Verwendung prüfen, zum Beispiel beim Mieterverein.',
    );
  }
  if (k.zeitraum !== null && k.mussGeprueftWerden && letzter) {
    // today is after the last stored period: the figures may be out of date (issue 17 §17)
    saetze.push(
      `Hinterlegt ist die Kappungsgrenze nur bis zum ${formatDatum(letzter.gueltigBis)}; dieser Tag ist vorbei. Bitte prüfen Sie, ob die Verordnung für den ${tagText} unverändert gilt.`,
    );
  }
  return {
    titel: 'Kappungsgrenze',
    rechtsgrundlage: k.rechtsgrundlage,
    urteil:
      neu === null
        ? null
        : k.eingehalten === null
          ? 'nicht prüfbar'
          : k.eingehalten
            ? 'eingehalten'
            : 'nicht eingehalten',
    saetze,
  };
}

/** The increase check in words: each result with its legal basis and a plain sentence. */
export function mieterhoehungInWorten(
  p: ErhoehungsPruefung,
  w: Vergleichswerte,
  d: MieterhoehungsDaten = mieterhoehungsDaten,
): ErhoehungsPunkt[] {
  const punkte: ErhoehungsPunkt[] = [];
  // issue 26 §6: an amount that cannot be a monthly rent for the flat gets a note, no verdict
  const unplausibel = [
    p.vergleichsmiete &&
      unplausibleMiete(p.vergleichsmiete.neueMieteCent, w, 'Die verlangte Miete'),
    p.kappung && unplausibleMiete(p.kappung.basisCent, w, 'Die Miete vor drei Jahren'),
  ].filter((x): x is string => typeof x === 'string');
  if (unplausibel.length > 0)
    return [
      {
        titel: 'Bitte prüfen Sie Ihre Angaben',
        rechtsgrundlage: d.vergleichsmiete.rechtsgrundlage,
        urteil: 'nicht prüfbar',
        saetze: unplausibel,
      },
    ];
  const vergleichsmieteCent = ortsueblicheVergleichsmiete(w).monatlichCent;
  const vm = `${formatEuro(vergleichsmieteCent)} im Monat`;
  if (p.keineErhoehung) {
    const k = p.keineErhoehung;
    punkte.push({
      titel: 'Keine Erhöhung',
      rechtsgrundlage: d.vergleichsmiete.rechtsgrundlage,
      urteil: null,
      saetze: [
        `Die verlangte Miete von ${formatEuro(k.neueMieteCent)} liegt ${k.neueMieteCent < k.aktuelleMieteCent ? 'unter' : 'auf'} Ihrer jetzigen Miete von ${formatEuro(k.aktuelleMieteCent)}: Das ist keine Mieterhöhung. Bitte prüfen Sie Ihre Angaben.`,
      ],
    });
  }
  if (p.vergleichsmiete) {
    const v = p.vergleichsmiete;
    punkte.push({
      titel: 'Verlangte Miete und ortsübliche Vergleichsmiete',
      rechtsgrundlage: d.vergleichsmiete.rechtsgrundlage,
      urteil: v.eingehalten ? 'eingehalten' : 'nicht eingehalten',
      saetze: [
        'Die Miete darf höchstens bis zur ortsüblichen Vergleichsmiete erhöht werden.',
        v.eingehalten
          ? `Die verlangte Miete von ${formatEuro(v.neueMieteCent)} liegt nicht über der ortsüblichen Vergleichsmiete dieser Berechnung von ${vm}.`
          : `Die verlangte Miete von ${formatEuro(v.neueMieteCent)} liegt ${formatEuro(v.neueMieteCent - v.grenzeCent)} über der ortsüblichen Vergleichsmiete dieser Berechnung von ${vm}.`,
      ],
    });
  }
  if (p.kappung) punkte.push(kappungsPunkt(p.kappung, d));
  const hoechstensGrundlage = `${d.vergleichsmiete.rechtsgrundlage} und ${d.kappungsgrenze.regelRechtsgrundlage.replace(/ Satz 1/, '')}`;
  const neu = p.vergleichsmiete?.neueMieteCent ?? null;
  if (p.hoechstensCent !== null) {
    punkte.push({
      titel: 'Höchstens zulässig nach diesen Angaben',
      rechtsgrundlage: hoechstensGrundlage,
      urteil: formatEuro(p.hoechstensCent),
      saetze: [
        `Die niedrigere der beiden Grenzen – ortsübliche Vergleichsmiete und Kappungsgrenze – ist ${formatEuro(p.hoechstensCent)} im Monat.`,
        ...(neu !== null && neu > p.hoechstensCent
          ? [`Die verlangte Miete liegt ${formatEuro(neu - p.hoechstensCent)} darüber.`]
          : []),
      ],
    });
  } else if (p.hoechstensOffen !== null) {
    const o = p.hoechstensOffen;
    const kg = d.kappungsgrenze;
    punkte.push({
      titel: 'Höchstens zulässig nach diesen Angaben',
      rechtsgrundlage: hoechstensGrundlage,
      urteil: 'nicht prüfbar',
      saetze: [
        `Das hängt davon ab, welche Kappungsgrenze gilt: mit ${kg.abgesenktProzent} % sind es höchstens ${formatEuro(o.abgesenktCent)}, mit ${kg.regelProzent} % höchstens ${formatEuro(o.regelCent)} im Monat.`,
      ],
    });
  }
  if (p.fristen) {
    const f = p.fristen;
    punkte.push({
      titel: 'Sperrfrist von einem Jahr',
      rechtsgrundlage: d.sperrfrist.rechtsgrundlage,
      urteil:
        f.sperrfristEingehalten === null
          ? null
          : f.sperrfristEingehalten
            ? 'eingehalten'
            : 'nicht eingehalten',
      saetze: [
        `Ein Erhöhungsverlangen ist frühestens ${d.sperrfrist.monate} Monate nach der letzten Mieterhöhung (oder dem Einzug) zulässig, hier ab dem ${formatDatum(f.fruehestesVerlangen)}. ${d.nichtMitzaehlend.erhoehungen} zählen dabei nicht mit (${d.nichtMitzaehlend.rechtsgrundlage}).`,
        ...(f.zugang === null
          ? []
          : [
              f.sperrfristEingehalten
                ? `Ihr Schreiben ist am ${formatDatum(f.zugang)} zugegangen: Die Sperrfrist ist eingehalten.`
                : `Ihr Schreiben ist am ${formatDatum(f.zugang)} zugegangen: Das ist vor Ablauf der Sperrfrist und damit zu früh.`,
            ]),
        ...(f.sperrfristEingehalten === false
          ? [
              // issue 26 §2: a modernisation or operating-cost increase on that day does not count
              `Das gilt, wenn die Erhöhung vom ${formatDatum(f.letzteErhoehung)} nicht zu den ${d.nichtMitzaehlend.erhoehungen} gehört (${d.nichtMitzaehlend.rechtsgrundlage}). Gehört sie dazu, geben Sie den Tag der letzten anderen Erhöhung oder Ihres Einzugs an: Dann kann das Schreiben rechtzeitig sein.`,
            ]
          : []),
      ],
    });
    if (p.unwirksam) {
      // issue 17 §8: a premature demand is void; it names no day from which more rent is owed
      punkte.push({
        titel: 'Folge des zu frühen Schreibens',
        rechtsgrundlage: d.sperrfrist.rechtsgrundlage,
        urteil: 'unwirksam',
        saetze: [
          'Ein Erhöhungsverlangen, das vor Ablauf der Sperrfrist zugeht, ist unwirksam. Aus diesem Schreiben schulden Sie keine höhere Miete, und es setzt keine Frist zur Zustimmung in Gang.',
          `Will der Vermieter die Miete erhöhen, muss er ein neues Erhöhungsverlangen schicken, das Ihnen frühestens am ${formatDatum(f.fruehestesVerlangen)} zugehen darf.`,
        ],
      });
    } else {
      punkte.push({
        titel: `Wartefrist von ${d.wartefrist.monate} Monaten`,
        rechtsgrundlage: d.wartefrist.rechtsgrundlage,
        urteil: null,
        saetze: [
          `Die Miete muss zu dem Zeitpunkt, zu dem die Erhöhung eintritt, seit ${d.wartefrist.monate} Monaten unverändert sein: Die erhöhte Miete gilt frühestens ab dem ${formatDatum(f.wartefristEnde)}. ${d.nichtMitzaehlend.erhoehungen} zählen dabei nicht mit (${d.nichtMitzaehlend.rechtsgrundlage}).`,
        ],
      });
    }
    if (f.wirksamNachZugang !== null && f.fruehestensWirksam !== null) {
      punkte.push({
        titel: 'Ab wann die erhöhte Miete gilt',
        rechtsgrundlage: d.wirksamwerden.rechtsgrundlage,
        urteil: formatDatum(f.fruehestensWirksam),
        saetze: [
          `Stimmen Sie zu, schulden Sie die erhöhte Miete ab Beginn des ${d.wirksamwerden.kalendermonateNachZugang}. Kalendermonats nach Zugang des Schreibens, hier ab dem ${formatDatum(f.wirksamNachZugang)}.`,
          f.fruehestensWirksam === f.wirksamNachZugang
            ? `Mit der Wartefrist zusammen gilt sie frühestens ab dem ${formatDatum(f.fruehestensWirksam)}.`
            : `Wegen der Wartefrist gilt sie aber frühestens ab dem ${formatDatum(f.fruehestensWirksam)}.`,
        ],
      });
    }
  }
  if (!p.fristen && p.wirksamNachZugang !== null) {
    punkte.push({
      titel: 'Ab wann die erhöhte Miete gilt',
      rechtsgrundlage: d.wirksamwerden.rechtsgrundlage,
      urteil: formatDatum(p.wirksamNachZugang),
      saetze: [
        `Stimmen Sie zu, schulden Sie die erhöhte Miete ab Beginn des ${d.wirksamwerden.kalendermonateNachZugang}. Kalendermonats nach Zugang des Schreibens, hier ab dem ${formatDatum(p.wirksamNachZugang)}.`,
        `Die Wartefrist von ${d.wartefrist.monate} Monaten und die Sperrfrist prüft der Rechner, wenn Sie das Datum der letzten Mieterhöhung oder Ihres Einzugs angeben.`,
      ],
    });
  }
  if (p.zustimmung) {
    // issue 17 §9: the tenant's deadlines, from the receipt of the letter
    const z = p.zustimmung;
    punkte.push({
      titel: 'Frist zur Zustimmung',
      rechtsgrundlage: d.zustimmungsfrist.rechtsgrundlage,
      urteil: formatDatum(z.zustimmenBis),
      saetze: [
        `Sie können der Erhöhung bis zum Ablauf des ${d.zustimmungsfrist.kalendermonateNachZugang}. Kalendermonats nach Zugang des Schreibens zustimmen, hier bis zum ${formatDatum(z.zustimmenBis)}.`,
        `Stimmen Sie bis dahin nicht zu, kann der Vermieter innerhalb von drei weiteren Monaten auf Zustimmung klagen (${d.zustimmungsfrist.klagefristRechtsgrundlage}).`,
      ],
    });
    punkte.push({
      titel: 'Sonderkündigungsrecht',
      rechtsgrundlage: d.sonderkuendigung.rechtsgrundlage,
      urteil: formatDatum(z.kuendigenBis),
      saetze: [
        `Statt zuzustimmen, können Sie das Mietverhältnis bis zum Ablauf des ${d.sonderkuendigung.monateNachZugang}. Monats nach Zugang des Schreibens außerordentlich zum Ablauf des übernächsten Monats kündigen, hier bis zum ${formatDatum(z.kuendigenBis)}; mit einer Kündigung an diesem Tag endet das Mietverhältnis am ${formatDatum(z.mietendeBeiKuendigungAmLetztenTag)}.`,
        'Kündigen Sie, tritt die Mieterhöhung nicht ein.',
      ],
    });
  }
  return punkte;
}

/**
 * With a gross or partly inclusive rent: the operating costs contained in the comparison values
 * (berechnungsregeln.md §2.3), so that she knows what her rent must include. Null for a net rent.
 */
export function betriebskostenSatz(basis: Mietbasis, w: Vergleichswerte): string | null {
  if (basis === 'netto') return null;
  return `In den Vergleichswerten sind Betriebskosten von ${formatEuroProQm(w.betriebskosten)} enthalten.`;
}

/**
 * The questions of the increase check that carry a legal rule (issue 26 §2): which increases do
 * not count for the Sperrfrist and the waiting period. `hinweis` is the short hint under the
 * field, `mehr` the rule behind „Mehr dazu“ (issue 29: one short hint per field on a phone).
 */
export function erhoehungsTexte(d: MieterhoehungsDaten = mieterhoehungsDaten) {
  const n = d.nichtMitzaehlend;
  return {
    letzteErhoehung: {
      label: 'Datum der letzten Mieterhöhung oder Ihres Einzugs',
      hinweis: 'Der Tag, ab dem die bisherige Miete gilt.',
      mehr: `${n.erhoehungen} zählen dabei nicht (${n.rechtsgrundlage}): War Ihre letzte Erhöhung eine solche, geben Sie den Tag der letzten anderen Erhöhung oder Ihres Einzugs an.`,
    },
  };
}

/**
 * The fixed note under the increase check (issue 13 §2), in two parts: the page shows the first
 * sentence and the rest behind „Mehr dazu“ (issue 29); the PDF prints it whole.
 */
export const mieterhoehungHinweisTeile = {
  kurz: 'Diese Prüfung ist eine Orientierungshilfe und keine Rechtsberatung.',
  mehr: 'Sie beruht nur auf Ihren Angaben und auf dieser Berechnung; ob eine Mieterhöhung wirksam ist, hängt auch von Form und Begründung des Schreibens ab. Beraten lassen können Sie sich zum Beispiel bei einem Mieterverein, bei einer Rechtsanwältin oder einem Rechtsanwalt für Mietrecht oder bei der Mietberatung des Amts für Wohnen und Migration der Landeshauptstadt München.',
};

/** The fixed note whole (issue 13 §2): the PDF's text. */
export const mieterhoehungHinweis = `${mieterhoehungHinweisTeile.kurz} ${mieterhoehungHinweisTeile.mehr}`;
