/**
 * The tenant's Rüge under § 556g Abs. 2 BGB with the request for information of § 556g Abs. 3
 * BGB (issue 30 §1). Offered only where the Mietpreisbremse check finds the rent over the
 * permissible rent (`ueberschritten`); every figure – the flat's comparative rent (ADR 0022),
 * the 110 % limit, the permissible rent, the excess, the 30 months – is the check's own
 * (`pruefeMietpreisbremse`).
 */
import { formatDatum, formatEuro } from '../grundlagen/index.ts';
import {
  mietbasis,
  mietbasisTexte,
  mietpreisbremseDaten,
  pruefeMietpreisbremse,
  vergleichsmieteBezeichnung,
  type BremsenPruefung,
  type BremsenUrteil,
} from '../recht/index.ts';
import type { BremsenEingabe } from '../schema/index.ts';
import { mietspiegelQuelle } from './mietspiegel-quelle.ts';
import { liste, text, werteAus, type Inhalt } from './rahmen.ts';
import type {
  SchreibenAngaben,
  SchreibenAngebot,
  SchreibenFakten,
  SchreibenQuelle,
} from './typen.ts';

/** Why there is no Rüge for a verdict other than `ueberschritten`. */
const OHNE_RUEGE: Record<Exclude<BremsenUrteil, 'ueberschritten'>, string> = {
  eingehalten:
    'Nach Ihren Angaben übersteigt Ihre Miete die zulässige Miete nicht: Es gibt nichts zu rügen.',
  ausgenommen:
    'Nach Ihren Angaben gilt die Mietpreisbremse für Ihre Wohnung nicht (§ 556f BGB): Der Rechner bietet keine Rüge an.',
  vorInkrafttreten:
    'Ihr Mietverhältnis begann, bevor die Mietpreisbremse galt: Der Rechner bietet keine Rüge an.',
  offen:
    'Ob Ihre Miete zu hoch ist, hängt noch davon ab, ob der Vermieter Ihnen die Ausnahme vor Vertragsschluss mitgeteilt hat. Bitte beantworten Sie die Frage dazu; erst dann bietet der Rechner eine Rüge an.',
  nichtPruefbar:
    'Der Rechner kann für diese Angaben nicht sagen, ob die Miete zu hoch ist: Er bietet deshalb keine Rüge an. Lassen Sie sich beraten.',
};

type Gelesen = { ok: true; p: BremsenPruefung; e: BremsenEingabe } | { ok: false; grund: string };

function lies(f: SchreibenFakten): Gelesen {
  const e = f.mietvergleich.bremse;
  const werte = werteAus(f);
  if (!e || werte === null)
    return {
      ok: false,
      grund:
        'Für eine Rüge braucht der Rechner den Beginn des Mietverhältnisses und die vereinbarte Miete.',
    };
  const p = pruefeMietpreisbremse(e, werte, f.ausgabe);
  if (!p)
    return {
      ok: false,
      grund:
        'Für eine Rüge braucht der Rechner den Beginn des Mietverhältnisses und die vereinbarte Miete.',
    };
  if (p.unplausibel !== null) return { ok: false, grund: p.unplausibel };
  if (p.urteil !== 'ueberschritten') return { ok: false, grund: OHNE_RUEGE[p.urteil] };
  return { ok: true, p, e };
}

export function ruegeAngebot(f: SchreibenFakten): SchreibenAngebot {
  const g = lies(f);
  if (!g.ok) return { angeboten: false, grund: g.grund };
  return {
    angeboten: true,
    varianten: [],
    vorlaeufig: g.p.zeitraum?.vorlaeufig === true || (f.vorlaeufigeWerte ?? []).length > 0,
  };
}

/** What the landlord disclosed before the contract, as the tenant entered it. */
function mitgeteilteAusnahmen(e: BremsenEingabe): string[] {
  const teile: string[] = [];
  if (e.vormieteCent !== null)
    teile.push(`die Miete des Vormieters habe ${formatEuro(e.vormieteCent)} im Monat betragen`);
  if (e.modernisierung)
    teile.push(
      'die Wohnung sei in den drei Jahren vor Beginn des Mietverhältnisses modernisiert worden',
    );
  return teile;
}

export function ruegeInhalt(
  f: SchreibenFakten,
  a: SchreibenAngaben,
): { ok: true; inhalt: Inhalt } | { ok: false; grund: string } {
  const g = lies(f);
  if (!g.ok) return g;
  const { p, e } = g;
  const md = mietpreisbremseDaten;
  const zeitraum = p.zeitraum;
  if (!zeitraum) return { ok: false, grund: OHNE_RUEGE.nichtPruefbar };
  const basis = mietbasisTexte[mietbasis(f.entwurf)].kurz;
  const wohnung = a.wohnung.trim();
  const beginn = formatDatum(p.beginn);
  const ueberProzent = md.grenzeProzent - 100;

  const punkte = [
    `${vergleichsmieteBezeichnung(p.vergleichsmiete)} nach dem ${f.ausgabe.titel} (§ 558 Abs. 2 BGB): ${formatEuro(p.vergleichsmieteCent)} im Monat`,
    `Grenze von ${md.grenzeProzent} % davon (${md.grenzeRechtsgrundlage}): ${formatEuro(p.grenzeCent)} im Monat`,
  ];
  if (p.zulaessigCent !== p.grenzeCent)
    punkte.push(`Zulässige Miete nach § 556e BGB: ${formatEuro(p.zulaessigCent)} im Monat`);
  punkte.push(
    `Vereinbarte Miete: ${formatEuro(p.mieteCent)} im Monat`,
    `Die vereinbarte Miete übersteigt die zulässige Miete um ${formatEuro(p.ueberschreitungCent)} im Monat.`,
  );

  const absaetze = [
    text(
      `ich habe ${wohnung === '' ? 'die Wohnung' : `die Wohnung ${wohnung}`} seit dem ${beginn} von Ihnen gemietet. Vereinbart ist eine Miete von ${formatEuro(p.mieteCent)} im Monat (${basis}).`,
    ),
    text(
      `Hiermit rüge ich nach § 556g Abs. 2 BGB einen Verstoß gegen die Vorschriften über die zulässige Miethöhe bei Mietbeginn (§§ 556d bis 556g BGB): Die vereinbarte Miete übersteigt die zulässige Miete.`,
    ),
    text(
      `Die Wohnung liegt in einem Gebiet mit angespanntem Wohnungsmarkt (${zeitraum.rechtsgrundlage}). Dort darf die Miete zu Beginn des Mietverhältnisses die ortsübliche Vergleichsmiete höchstens um ${ueberProzent} Prozent übersteigen (${md.grenzeRechtsgrundlage}):`,
    ),
    liste(punkte),
  ];
  const ausnahmen = mitgeteilteAusnahmen(e);
  if (e.auskunft === 'ja' && ausnahmen.length > 0 && p.ausnahmenWirksam)
    absaetze.push(
      text(
        `Sie haben mir vor Vertragsschluss mitgeteilt, ${ausnahmen.join(' und ')}. Diese Rüge bezieht sich auf diese Auskunft (§ 556g Abs. 2 Satz 2 BGB): Auch mit ihr ist höchstens die genannte zulässige Miete von ${formatEuro(p.zulaessigCent)} im Monat zulässig.`,
      ),
    );
  absaetze.push(
    text(
      `Soweit die vereinbarte Miete die zulässige Miete übersteigt, ist die Vereinbarung unwirksam (§ 556g Abs. 1 Satz 1 und 2 BGB). Die zu viel gezahlte Miete haben Sie mir herauszugeben (§ 556g Abs. 1 Satz 3 BGB). Ich verlange deshalb die Miete zurück, die ich über die zulässige Miete hinaus gezahlt habe und zahlen werde.`,
    ),
    text(
      `Mit dem Zugang dieser Rüge kann ich die danach fällig werdende, zu viel gezahlte Miete zurückverlangen; geht die Rüge Ihnen bis zum ${formatDatum(p.ruegeVollBis)} zu, also innerhalb von 30 Monaten nach Beginn des Mietverhältnisses, und besteht das Mietverhältnis dann noch, auch die seit Beginn gezahlte (§ 556g Abs. 2 Satz 1 und 3 BGB).`,
    ),
    text(
      'Zugleich verlange ich nach § 556g Abs. 3 BGB Auskunft über die Tatsachen, die für die Zulässigkeit der vereinbarten Miete maßgeblich sind, soweit sie nicht allgemein zugänglich sind und Sie hierüber unschwer Auskunft geben können, insbesondere darüber,',
    ),
    liste([
      'wie hoch die Miete war, die der vorherige Mieter zuletzt schuldete (§ 556e Abs. 1 BGB),',
      'ob und welche Modernisierungen Sie in den letzten drei Jahren vor Beginn des Mietverhältnisses durchgeführt haben und welche Mieterhöhung sich daraus nach § 559 BGB ergäbe (§ 556e Abs. 2 BGB),',
      'ob die Wohnung nach dem 1. Oktober 2014 erstmals genutzt und vermietet wurde (§ 556f Satz 1 BGB),',
      'ob es sich um die erste Vermietung nach einer umfassenden Modernisierung handelt (§ 556f Satz 2 BGB).',
    ]),
    text('Bitte erteilen Sie mir die Auskunft in Textform (§ 556g Abs. 4 BGB).'),
  );

  const quellen: SchreibenQuelle[] = [
    {
      rechtsgrundlage: zeitraum.rechtsgrundlage,
      wofuer: `München ist am ${beginn} ein Gebiet mit Mietpreisbremse`,
      vorlaeufig: zeitraum.vorlaeufig === true,
    },
    {
      rechtsgrundlage: md.grenzeRechtsgrundlage,
      wofuer: `zulässig sind höchstens ${md.grenzeProzent} % der ortsüblichen Vergleichsmiete`,
      vorlaeufig: false,
    },
    mietspiegelQuelle(f, 'ortsübliche Vergleichsmiete der Wohnung (§ 558 Abs. 2 BGB)'),
    {
      rechtsgrundlage: '§ 556g Abs. 1 BGB',
      wofuer: 'der überhöhte Teil ist unwirksam und herauszugeben',
      vorlaeufig: false,
    },
    {
      rechtsgrundlage: '§ 556g Abs. 2 BGB',
      wofuer: 'Rüge und was sie ab ihrem Zugang ändert',
      vorlaeufig: false,
    },
    { rechtsgrundlage: '§ 556g Abs. 3 BGB', wofuer: 'Auskunft des Vermieters', vorlaeufig: false },
    {
      rechtsgrundlage: '§ 556g Abs. 4 BGB',
      wofuer: 'Textform der Rüge und der Auskunft',
      vorlaeufig: false,
    },
  ];
  const hinweise = [
    `Die Rüge wirkt erst, wenn sie dem Vermieter zugeht. Geht sie bis zum ${formatDatum(p.ruegeVollBis)} zu (30 Monate nach Beginn am ${beginn}) und besteht das Mietverhältnis dann noch, können Sie die zu viel gezahlte Miete seit Beginn zurückverlangen, sonst nur die Miete, die nach dem Zugang fällig wird (§ 556g Abs. 2 BGB). Bewahren Sie einen Nachweis des Zugangs auf.`,
    'Die Rüge braucht Textform, ein Brief oder eine E-Mail genügt (§ 556g Abs. 4 BGB).',
  ];
  if (a.datum.trim() !== '' && a.datum.trim() > p.ruegeVollBis)
    hinweise.unshift(
      `Das Datum Ihres Schreibens (${formatDatum(a.datum.trim())}) liegt nach dem ${formatDatum(p.ruegeVollBis)}: Zurückverlangen können Sie nur die Miete, die nach dem Zugang der Rüge fällig wird (§ 556g Abs. 2 Satz 3 BGB).`,
    );
  if (zeitraum.vorlaeufig)
    hinweise.push(
      `Dass München am ${beginn} ein Gebiet mit Mietpreisbremse war (${zeitraum.rechtsgrundlage}), ist im Rechner vorläufig erfasst und noch nicht mit dem Bayerischen Gesetz- und Verordnungsblatt abgeglichen. Bitte lassen Sie das vor dem Absenden prüfen.`,
    );
  if (p.vorAusgabe)
    hinweise.push(
      `Maßgeblich ist der Mietspiegel, der bei Beginn des Mietverhältnisses galt (§ 556d Abs. 1 BGB). Für den ${beginn} ist keine frühere Ausgabe hinterlegt; nach der damals geltenden kann das Ergebnis abweichen.`,
    );
  hinweise.push(...(f.vorlaeufigeWerte ?? []));
  return {
    ok: true,
    inhalt: {
      titel: 'Rüge nach § 556g Abs. 2 BGB mit Auskunftsverlangen',
      betreff: `Rüge nach § 556g Abs. 2 BGB und Auskunftsverlangen nach § 556g Abs. 3 BGB${wohnung === '' ? '' : ` – Wohnung ${wohnung}`}`,
      absaetze,
      anlagen: [],
      hinweise,
      quellen,
    },
  };
}
