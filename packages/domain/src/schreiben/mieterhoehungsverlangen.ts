/**
 * The landlord's demand under § 558a BGB (issue 30 §1): the demanded rent, its justification by
 * the Mietspiegel with the flat's classification (every answer that sets a surcharge), the
 * comparative rent and the range, the cap and the waiting periods kept, the day from which the
 * rent would be owed and the request for consent with its deadline. Offered only where the
 * increase check finds every limit kept; every figure is the check's own.
 */
import { cent, formatDatum, formatEuro, formatEuroProQm } from '../grundlagen/index.ts';
import { antwortenInWorten } from '../eingabe/index.ts';
import {
  betriebskostenSatz,
  mietbasis,
  mietbasisTexte,
  ortsueblicheVergleichsmiete,
} from '../recht/index.ts';
import {
  erhoehungsDaten as d,
  erhoehungsFakten,
  kappungsQuelle,
  wirksamAb,
} from './erhoehung-fakten.ts';
import { mietspiegelQuelle } from './mietspiegel-quelle.ts';
import { liste, text, type Inhalt } from './rahmen.ts';
import type {
  SchreibenAngaben,
  SchreibenAngebot,
  SchreibenFakten,
  SchreibenQuelle,
} from './typen.ts';

const mitVorzeichen = (c: number): string =>
  c > 0 ? `+${formatEuroProQm(c)}` : formatEuroProQm(c);

type Gelesen =
  | { ok: true; x: Extract<ReturnType<typeof erhoehungsFakten>, { ok: true }>['fakten'] }
  | { ok: false; grund: string };

function lies(f: SchreibenFakten): Gelesen {
  const r = erhoehungsFakten(f);
  if (!r.ok) return r;
  const { p } = r.fakten;
  const e = f.mietvergleich.erhoehung;
  if (!e || e.mieteVorDreiJahrenCent === null || e.letzteErhoehung === null || !p.fristen)
    return {
      ok: false,
      grund:
        'Für ein Mieterhöhungsverlangen braucht der Rechner die verlangte Miete, die Miete vor drei Jahren, den Tag der letzten Mieterhöhung (oder des Einzugs) und den Tag, an dem das Schreiben zugehen soll.',
    };
  if (p.unwirksam)
    return {
      ok: false,
      grund: `Ein Schreiben, das am ${formatDatum(r.fakten.zugang)} zugeht, ist zu früh und unwirksam (${d.sperrfrist.rechtsgrundlage}): Es darf frühestens am ${formatDatum(p.fristen.fruehestesVerlangen)} zugehen.`,
    };
  if (p.hoechstensCent === null)
    return {
      ok: false,
      grund:
        'Welche Kappungsgrenze für diesen Tag gilt, ist im Rechner nicht hinterlegt: Er kann nicht sagen, welche Miete höchstens verlangt werden darf, und bietet deshalb kein Schreiben an.',
    };
  if (p.kappung?.eingehalten !== true || p.vergleichsmiete?.eingehalten !== true)
    return {
      ok: false,
      grund: `Die verlangte Miete von ${formatEuro(r.fakten.neueMieteCent)} liegt über dem, was nach diesen Angaben höchstens zulässig ist: ${formatEuro(p.hoechstensCent)} im Monat (${d.vergleichsmiete.rechtsgrundlage} und ${d.kappungsgrenze.regelRechtsgrundlage.replace(/ Satz 1$/, '')}). Der Rechner bietet ein Mieterhöhungsverlangen nur bis zu diesem Betrag an.`,
    };
  return { ok: true, x: r.fakten };
}

export function verlangenAngebot(f: SchreibenFakten): SchreibenAngebot {
  const g = lies(f);
  if (!g.ok) return { angeboten: false, grund: g.grund };
  return {
    angeboten: true,
    varianten: [],
    vorlaeufig:
      (kappungsQuelle(g.x.p)?.quelle.vorlaeufig ?? false) || (f.vorlaeufigeWerte ?? []).length > 0,
  };
}

/** The flat's classification in the Mietspiegel: the Grundpreis and every surcharge it gets. */
function einordnung(f: SchreibenFakten): string[] {
  const antworten = antwortenInWorten(f.entwurf);
  const antwort = (schritt: string) => antworten.find((a) => a.schritt === schritt);
  const punkte: string[] = [];
  const flaeche = antwort('wohnflaeche');
  const baujahr = antwort('baujahr');
  const a = f.ergebnis.aufschluesselung;
  punkte.push(
    `Grundpreis für ${flaeche?.antwort ?? 'die Wohnfläche'} Wohnfläche und das Baujahr ${baujahr?.antwort ?? ''}: ${formatEuroProQm(cent(a.grundpreisProQm))}`.replace(
      ' Baujahr :',
      ' Baujahr:',
    ),
  );
  for (const z of a.zuschlaege) {
    const titel = antwort(z.merkmal)?.titel;
    punkte.push(
      `${titel ? `${titel}: ` : ''}${z.bezeichnung} (${z.euroProQm < 0 ? 'Abschlag' : 'Zuschlag'} ${mitVorzeichen(cent(z.euroProQm))})`,
    );
  }
  const bk = cent(a.betriebskostenProQm);
  if (mietbasis(f.entwurf) === 'brutto' && bk !== 0)
    punkte.push(`Enthaltene Betriebskosten: ${mitVorzeichen(bk)}`);
  return punkte;
}

export function verlangenInhalt(
  f: SchreibenFakten,
  a: SchreibenAngaben,
): { ok: true; inhalt: Inhalt } | { ok: false; grund: string } {
  const g = lies(f);
  if (!g.ok) return g;
  const { p, werte, neueMieteCent, zugang } = g.x;
  const k = p.kappung;
  const fr = p.fristen;
  const z = p.zustimmung;
  const ab = wirksamAb(p);
  if (!k || !fr || !z || !ab)
    return { ok: false, grund: 'Dem Rechner fehlen Angaben zur Prüfung.' };
  const basis = mietbasisTexte[mietbasis(f.entwurf)].kurz;
  const vm = ortsueblicheVergleichsmiete(werte);
  const wohnung = a.wohnung.trim();
  const jetzt = f.mietvergleich.mieteCent;
  const titel = f.ausgabe.titel;
  const flaeche = antwortenInWorten(f.entwurf).find((x) => x.schritt === 'wohnflaeche')?.antwort;
  const inSpanne =
    neueMieteCent >= werte.monatlich.spanneUnten && neueMieteCent <= werte.monatlich.spanneOben;

  const absaetze = [
    text(
      `hiermit bitte ich Sie, einer Erhöhung der Miete für ${wohnung === '' ? 'die von Ihnen gemietete Wohnung' : `die Wohnung ${wohnung}`}${jetzt !== null ? ` von bisher ${formatEuro(jetzt)}` : ''} auf ${formatEuro(neueMieteCent)} im Monat (${basis}) zuzustimmen (${d.vergleichsmiete.rechtsgrundlage}). Die erhöhte Miete ist ab dem ${formatDatum(ab.tag)} zu zahlen (${ab.grundlage}).`,
    ),
    text(
      `Zur Begründung beziehe ich mich auf den ${titel} (§ 558a Abs. 1 und Abs. 2 Nr. 1 BGB). Nach ihm ist die Wohnung so einzuordnen:`,
    ),
    liste(einordnung(f)),
  ];
  if (vm.mitAbweichungen) {
    const abw = antwortenInWorten(f.entwurf).find((x) => x.schritt === 'abweichungen');
    absaetze.push(
      text(
        `Dazu kommen begründete Abweichungen von der durchschnittlichen Vergleichsmiete (${abw?.antwort ?? ''}, je m²), begrenzt auf die Spanne des Mietspiegels.`,
      ),
    );
  }
  const bk = betriebskostenSatz(mietbasis(f.entwurf), werte);
  absaetze.push(
    text(
      `Daraus ergibt sich eine ortsübliche Vergleichsmiete von ${formatEuroProQm(vm.proQmCent)}${flaeche ? `, bei ${flaeche} Wohnfläche` : ''} ${formatEuro(vm.monatlichCent)} im Monat. Die Spanne des Mietspiegels reicht für diese Wohnung von ${formatEuroProQm(werte.spanneUnten)} bis ${formatEuroProQm(werte.spanneOben)} (${formatEuro(werte.monatlich.spanneUnten)} bis ${formatEuro(werte.monatlich.spanneOben)} im Monat).${bk ? ` ${bk}` : ''}`,
    ),
    text(
      `Die verlangte Miete von ${formatEuro(neueMieteCent)} übersteigt die ortsübliche Vergleichsmiete nicht (${d.vergleichsmiete.rechtsgrundlage})${inSpanne ? ' und liegt innerhalb der Spanne (§ 558a Abs. 4 Satz 1 BGB)' : ''}.`,
    ),
    text(
      `Die Miete betrug ${d.kappungsgrenze.zeitraumJahre} Jahre vor dem Wirksamwerden der Erhöhung ${formatEuro(k.basisCent)} im Monat. Die Kappungsgrenze von ${k.prozent} % (${k.rechtsgrundlage}) erlaubt höchstens ${formatEuro(k.grenzeCent)}; sie ist eingehalten.`,
    ),
    text(
      `Die letzte Mieterhöhung ist am ${formatDatum(fr.letzteErhoehung)} wirksam geworden. Die Sperrfrist von einem Jahr (${d.sperrfrist.rechtsgrundlage}) ist bei Zugang dieses Schreibens abgelaufen, und am ${formatDatum(ab.tag)} ist die Miete seit mindestens ${d.wartefrist.monate} Monaten unverändert (${d.wartefrist.rechtsgrundlage}).`,
    ),
    text(
      `Bitte stimmen Sie der Erhöhung bis zum ${formatDatum(z.zustimmenBis)} zu (${d.zustimmungsfrist.rechtsgrundlage}).`,
    ),
  );
  const kq = kappungsQuelle(p);
  const quellen: SchreibenQuelle[] = [
    {
      rechtsgrundlage: '§ 558a Abs. 1 und Abs. 2 Nr. 1 BGB',
      wofuer: 'Begründung mit dem Mietspiegel',
      vorlaeufig: false,
    },
    mietspiegelQuelle(f, 'Einordnung der Wohnung, ortsübliche Vergleichsmiete und Spanne'),
    {
      rechtsgrundlage: d.vergleichsmiete.rechtsgrundlage,
      wofuer: 'Erhöhung höchstens bis zur ortsüblichen Vergleichsmiete',
      vorlaeufig: false,
    },
    ...(inSpanne
      ? [
          {
            rechtsgrundlage: '§ 558a Abs. 4 Satz 1 BGB',
            wofuer: 'verlangte Miete innerhalb der Spanne',
            vorlaeufig: false,
          },
        ]
      : []),
    ...(kq ? [kq.quelle] : []),
    {
      rechtsgrundlage: d.sperrfrist.rechtsgrundlage,
      wofuer: `Sperrfrist von ${d.sperrfrist.monate} Monaten`,
      vorlaeufig: false,
    },
    {
      rechtsgrundlage: d.wartefrist.rechtsgrundlage,
      wofuer: `Wartefrist von ${d.wartefrist.monate} Monaten`,
      vorlaeufig: false,
    },
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
  ];
  const datum = a.datum.trim();
  const hinweise = [
    ...(zugang < f.heute
      ? [
          `Der Tag, an dem das Schreiben zugehen soll (${formatDatum(zugang)}), liegt vor dem heutigen Tag: Prüfen Sie die Fristen im Rechner mit dem Tag, an dem es tatsächlich zugeht.`,
        ]
      : []),
    ...(datum !== '' && datum > zugang
      ? [
          `Das Datum des Schreibens (${formatDatum(datum)}) liegt nach dem Tag, an dem es zugehen soll (${formatDatum(zugang)}). Bitte prüfen Sie beide Daten.`,
        ]
      : []),
    `Die Fristen gelten für ein Schreiben, das der Mieterin oder dem Mieter am ${formatDatum(zugang)} zugeht. Geht es später zu, ändern sich der Tag, ab dem die erhöhte Miete gilt, und die Frist zur Zustimmung: Prüfen Sie sie dann im Rechner mit dem neuen Tag.`,
    `Das Mieterhöhungsverlangen ist in Textform zu erklären und zu begründen (§ 558a Abs. 1 BGB). Legen Sie das PDF der Berechnung nach dem ${titel} bei (Anlage).`,
    `Stimmt die Mieterin oder der Mieter bis zum ${formatDatum(z.zustimmenBis)} nicht zu, können Sie innerhalb von drei weiteren Monaten auf Zustimmung klagen (${d.zustimmungsfrist.klagefristRechtsgrundlage}).`,
    `Die Mieterin oder der Mieter kann bis zum ${formatDatum(z.kuendigenBis)} außerordentlich kündigen (${d.sonderkuendigung.rechtsgrundlage}); dann tritt die Erhöhung nicht ein.`,
    `${d.nichtMitzaehlend.erhoehungen} zählen für die Sperrfrist und die Wartefrist nicht mit (${d.nichtMitzaehlend.rechtsgrundlage}).`,
    ...(kq?.hinweise ?? []),
    ...(f.vorlaeufigeWerte ?? []),
  ];
  return {
    ok: true,
    inhalt: {
      titel: 'Mieterhöhungsverlangen nach § 558a BGB',
      betreff: `Mieterhöhungsverlangen nach § 558 BGB${wohnung === '' ? '' : ` – Wohnung ${wohnung}`}`,
      absaetze,
      anlagen: [
        `Berechnung der ortsüblichen Vergleichsmiete nach dem ${titel} (PDF des Mietspiegelrechners)`,
      ],
      hinweise,
      quellen,
    },
  };
}
