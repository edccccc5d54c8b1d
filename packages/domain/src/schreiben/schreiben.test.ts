// issue 30 §1: the letters, with the figures of the "Done when" on the worked example.
import { describe, expect, it } from 'vitest';
import fixture from '../../test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { ausgabe, ausgabeInfo } from '../ausgaben/index.ts';
import { berechneOrtsueblicheMiete, vorlaeufigeWerte } from '../berechnung/index.ts';
import { gepruefteBerechnung, leseEntwurf } from '../eingabe/index.ts';
import { leereBremsenEingabe } from '../recht/index.ts';
import type { MietvergleichParameter } from '../schema/index.ts';
import {
  erstelleSchreiben,
  pruefeSchreibenAngaben,
  schreibenAlsText,
  schreibenAngebot,
  type Schreiben,
  type SchreibenAngaben,
  type SchreibenFakten,
} from './index.ts';

function fakten(
  mietvergleich: Partial<MietvergleichParameter>,
  given: Record<string, unknown> = fixture.given,
): SchreibenFakten {
  const b = gepruefteBerechnung(given);
  return {
    entwurf: b,
    ergebnis: berechneOrtsueblicheMiete(b),
    ausgabe: ausgabeInfo(ausgabe),
    mietvergleich: { mieteCent: null, erhoehung: null, ...mietvergleich },
    heute: '2026-11-27',
    vorlaeufigeWerte: vorlaeufigeWerte(leseEntwurf(b)),
  };
}

const angaben = (teil: Partial<SchreibenAngaben> = {}): SchreibenAngaben => ({
  absender: 'Erika Mustermieterin\nBeispielweg 2\n80331 München',
  empfaenger: 'Max Vermieter\nHauptstraße 1\n80333 München',
  ort: 'München',
  datum: '2026-11-27',
  wohnung: 'Beispielweg 2, 2. OG links',
  ...teil,
});

function brief(
  f: SchreibenFakten,
  art: Parameters<typeof erstelleSchreiben>[0],
  a: SchreibenAngaben,
): Schreiben {
  const r = erstelleSchreiben(art, f, a);
  if (!r.ok) throw new Error(r.grund);
  return r.schreiben;
}

/** the letter's own text (what the landlord or tenant receives), without the notes */
const briefText = (s: Schreiben): string => schreibenAlsText(s);

const erhoehung = (letzteErhoehung: string, teil: Record<string, unknown> = {}) => ({
  erhoehung: {
    neueMieteCent: 100_000,
    mieteVorDreiJahrenCent: 80_000,
    letzteErhoehung,
    zugang: '2026-11-15',
    ...teil,
  },
});

describe('Antwort auf ein Mieterhöhungsverlangen', () => {
  const f = fakten(erhoehung('2025-01-01'));

  it('bietet volle und teilweise Zustimmung an, wenn mehr als zulässig verlangt wird', () => {
    expect(schreibenAngebot('antwort-mieterhoehung', f)).toEqual({
      angeboten: true,
      varianten: ['zustimmung', 'teilzustimmung'],
      vorlaeufig: true, // the 2026 cap is provisional in the data
    });
  });

  it('stimmt 1.000 € (800 € vor drei Jahren) teilweise bis 920,00 € zu und nennt die Frist 31.01.2027', () => {
    const s = brief(f, 'antwort-mieterhoehung', angaben({ variante: 'teilzustimmung' }));
    const t = briefText(s);
    expect(t).toContain('auf eine Miete von 920,00 € im Monat ab dem 01.02.2027');
    expect(t).toContain('Der weitergehenden Erhöhung auf 1.000,00 € stimme ich nicht zu.');
    expect(t).toContain('bis zum 31.01.2027 (§ 558b Abs. 2 Satz 1 BGB)');
    // both limits, from the check: comparative rent 921,59 € and the cap 15 % of 800 €
    expect(t).toContain('14,07 €/m², im Monat 921,59 €');
    expect(t).toContain('mit der Kappungsgrenze von 15 % höchstens 920,00 €');
    expect(s.betreff).toBe(
      'Ihr Mieterhöhungsverlangen, mir zugegangen am 15.11.2026 – Wohnung Beispielweg 2, 2. OG links',
    );
    // what happens without an answer: a note for her, not in the letter
    const ohneAntwort = s.hinweise.find((h) => h.includes('Stimmen Sie bis dahin nicht zu'));
    expect(ohneAntwort).toContain(
      'drei weiteren Monaten auf Zustimmung klagen (§ 558b Abs. 2 Satz 2 BGB)',
    );
    expect(t).not.toContain('Stimmen Sie bis dahin nicht zu');
    // the provisional cap is named, as the check names it
    expect(s.vorlaeufig).toBe(true);
    expect(s.quellen.find((q) => q.rechtsgrundlage.includes('MiSchuV'))?.vorlaeufig).toBe(true);
    expect(s.hinweise.some((h) => h.includes('vorläufig erfasst'))).toBe(true);
  });

  it('stimmt voll zu mit dem Tag, ab dem die Miete gilt, und sagt ihr, was zulässig wäre', () => {
    const s = brief(f, 'antwort-mieterhoehung', angaben({ variante: 'zustimmung' }));
    expect(briefText(s)).toContain(
      'Ich stimme der Erhöhung der Miete auf 1.000,00 € im Monat zu. Die erhöhte Miete schulde ich ab dem 01.02.2027 (§ 558b Abs. 1 BGB).',
    );
    expect(s.hinweise.join(' ')).toContain('höchstens 920,00 € im Monat zulässig, 80,00 € weniger');
  });

  it('beantwortet ein Schreiben vom 15.11.2026 nach einer Erhöhung am 01.06.2026 als unwirksam', () => {
    const g = fakten(erhoehung('2026-06-01'));
    expect(schreibenAngebot('antwort-mieterhoehung', g)).toMatchObject({
      angeboten: true,
      varianten: ['unwirksam'],
    });
    const s = brief(g, 'antwort-mieterhoehung', angaben({ variante: 'unwirksam' }));
    const t = briefText(s);
    expect(t).toContain('hier also frühestens ab dem 01.06.2027');
    expect(t).toContain('(§ 558 Abs. 1 Satz 2 BGB)');
    expect(t).toContain('deshalb unwirksam');
    expect(t).toContain('Ich stimme der verlangten Erhöhung nicht zu.');
    // it rests on the Sperrfrist alone: no note on the provisional cap it does not use
    expect(s.vorlaeufig).toBe(false);
    expect(s.hinweise.join(' ')).not.toContain('Kappungsgrenze');
    // no deadline, no day from which more rent is owed
    expect(t).not.toMatch(/Frist zur Zustimmung läuft|schulde ich ab/);
    // consent to a void demand is not offered
    expect(
      erstelleSchreiben('antwort-mieterhoehung', g, angaben({ variante: 'teilzustimmung' })),
    ).toMatchObject({ ok: false });
  });

  it('bietet keine teilweise Zustimmung an, wo die Kappungsgrenze für den Tag nicht hinterlegt ist', () => {
    // received after the stored period: 15 % or 20 % – the allowed amount is not known
    const g = fakten(erhoehung('2029-01-01', { zugang: '2030-02-01' }));
    const angebot = schreibenAngebot('antwort-mieterhoehung', g);
    expect(angebot).toMatchObject({ angeboten: true, varianten: ['zustimmung'] });
    const s = brief(g, 'antwort-mieterhoehung', angaben({ variante: 'zustimmung' }));
    expect(s.hinweise.join(' ')).toContain('kann der Rechner für diesen Tag nicht sagen');
  });

  it('sagt ihr bei voller Zustimmung, um wie viel die Miete über der Vergleichsmiete liegt, auch ohne Kappungsgrenze', () => {
    const g = fakten(erhoehung('2025-01-01', { mieteVorDreiJahrenCent: null }));
    expect(schreibenAngebot('antwort-mieterhoehung', g)).toMatchObject({
      varianten: ['zustimmung'],
    });
    const s = brief(g, 'antwort-mieterhoehung', angaben({ variante: 'zustimmung' }));
    expect(s.hinweise.join(' ')).toContain(
      'Die verlangte Miete liegt 78,41 € über der ortsüblichen Vergleichsmiete dieser Berechnung von 921,59 € im Monat',
    );
  });

  it('weist auf ein Datum vor dem Zugang des Verlangens hin', () => {
    const s = brief(
      f,
      'antwort-mieterhoehung',
      angaben({ variante: 'zustimmung', datum: '2026-11-01' }),
    );
    expect(s.hinweise[0]).toContain('liegt vor dem Zugang des Erhöhungsverlangens am 15.11.2026');
  });

  it('bietet ohne Zugang des Schreibens kein Schreiben an', () => {
    const g = fakten(erhoehung('2025-01-01', { zugang: null }));
    expect(schreibenAngebot('antwort-mieterhoehung', g)).toMatchObject({ angeboten: false });
  });
});

describe('Rüge nach § 556g Abs. 2 BGB', () => {
  const bremse = (mieteCent: number) => ({
    bremse: { ...leereBremsenEingabe(), beginn: '2026-01-01', mieteCent },
  });

  it('nennt für 1.100 € ab 01.01.2026 § 556g, die Grenze und die Überschreitung', () => {
    const s = brief(fakten(bremse(110_000)), 'ruege-mietpreisbremse', angaben());
    const t = briefText(s);
    expect(s.betreff).toContain(
      'Rüge nach § 556g Abs. 2 BGB und Auskunftsverlangen nach § 556g Abs. 3 BGB',
    );
    expect(t).toContain('921,59 € im Monat');
    expect(t).toContain('Grenze von 110 % davon (§ 556d Abs. 1 BGB): 1.013,75 € im Monat');
    expect(t).toContain('übersteigt die zulässige Miete um 86,25 € im Monat');
    expect(t).toContain('nach § 556g Abs. 3 BGB Auskunft');
    expect(t).toContain('bis zum 30.06.2028 zu');
    expect(s.quellen.find((q) => q.rechtsgrundlage.includes('MiSchuV'))?.vorlaeufig).toBe(true);
  });

  it('nimmt die eine ortsübliche Vergleichsmiete (ADR 0022): mit +1,00 €/m² 1.085,80 € und 14,20 €', () => {
    const given = {
      ...fixture.given,
      abweichungGesetzt: true,
      abweichungen: { ...fixture.given.abweichungen, zusatz: '1' },
    };
    const t = briefText(brief(fakten(bremse(110_000), given), 'ruege-mietpreisbremse', angaben()));
    expect(t).toContain('987,09 € im Monat');
    expect(t).toContain('1.085,80 €');
    expect(t).toContain('um 14,20 € im Monat');
  });

  it('bietet keine Rüge an, wo die Miete die Grenze nicht übersteigt', () => {
    expect(schreibenAngebot('ruege-mietpreisbremse', fakten(bremse(100_000)))).toEqual({
      angeboten: false,
      grund: expect.stringContaining('nicht'),
    });
  });
});

describe('Mieterhöhungsverlangen nach § 558a BGB', () => {
  const f = fakten(erhoehung('2025-01-01', { neueMieteCent: 92_000 }));

  it('nennt die Einordnung, 14,07 €/m², die Spanne und die Fristen', () => {
    const s = brief(f, 'mieterhoehungsverlangen', angaben());
    const t = briefText(s);
    for (const teil of [
      'Grundpreis für 65,5 m² Wohnfläche und das Baujahr 1978 – 1988: 11,72 €/m²',
      'Wohnlage: Gute Lage (Zuschlag +0,43 €/m²)',
      'Gebäudetyp: Wohnblock (Abschlag -1,13 €/m²)',
      'Sanitärbereich: Handtuchheizkörper (Zuschlag +0,62 €/m²)',
      'Fußboden: Guter Bodenbelag (Zuschlag +1,37 €/m²)',
      'ortsübliche Vergleichsmiete von 14,07 €/m², bei 65,5 m² Wohnfläche 921,59 €',
      'von 11,26 €/m² bis 16,84 €/m² (737,53 € bis 1.103,02 € im Monat)',
      'auf 920,00 € im Monat (Nettokaltmiete) zuzustimmen',
      'ab dem 01.02.2027 zu zahlen',
      'Kappungsgrenze von 15 %',
      'bis zum 31.01.2027 zu (§ 558b Abs. 2 Satz 1 BGB)',
      '§ 558a Abs. 1 und Abs. 2 Nr. 1 BGB',
    ])
      expect(t).toContain(teil);
    expect(s.anlagen[0]).toContain('Mietspiegel für München 2025');
    // one entry per source, naming every use: § 558 Abs. 1 Satz 1 is the limit and the wait
    expect(s.quellen.filter((q) => q.rechtsgrundlage === '§ 558 Abs. 1 Satz 1 BGB')).toEqual([
      {
        rechtsgrundlage: '§ 558 Abs. 1 Satz 1 BGB',
        wofuer:
          'Erhöhung höchstens bis zur ortsüblichen Vergleichsmiete; Wartefrist von 15 Monaten',
        vorlaeufig: false,
      },
    ]);
  });

  it('weist auf einen Zugang vor heute und ein Datum nach dem Zugang hin', () => {
    const s = brief(f, 'mieterhoehungsverlangen', angaben({ datum: '2026-11-20' }));
    // heute 27.11.2026, Zugang 15.11.2026
    expect(s.hinweise[0]).toContain('(15.11.2026), liegt vor dem heutigen Tag');
    expect(s.hinweise[1]).toContain('(20.11.2026) liegt nach dem Tag, an dem es zugehen soll');
  });

  it('bietet kein Verlangen über dem Zulässigen an und nennt den Betrag', () => {
    const g = fakten(erhoehung('2025-01-01'));
    const a = schreibenAngebot('mieterhoehungsverlangen', g);
    expect(a).toMatchObject({ angeboten: false });
    expect(!a.angeboten && a.grund).toContain('920,00 €');
  });

  it('bietet kein Verlangen an, das vor Ablauf der Sperrfrist zuginge', () => {
    const g = fakten(erhoehung('2026-06-01', { neueMieteCent: 92_000 }));
    const a = schreibenAngebot('mieterhoehungsverlangen', g);
    expect(!a.angeboten && a.grund).toContain('frühestens am 01.06.2027');
  });
});

describe('die Angaben des Nutzers', () => {
  const f = fakten(erhoehung('2025-01-01'));

  it('setzt Platzhalter für leere Felder', () => {
    const s = brief(f, 'antwort-mieterhoehung', {
      absender: '',
      empfaenger: '',
      ort: '',
      datum: '',
      wohnung: '',
      variante: 'zustimmung',
    });
    expect(s.absender).toEqual(['[Ihr Name]', '[Ihre Anschrift]']);
    expect(s.empfaenger[0]).toBe('[Name des Vermieters]');
    expect(s.ortDatum).toBe('[Ort], [Datum]');
    expect(s.betreff).toBe('Ihr Mieterhöhungsverlangen, mir zugegangen am 15.11.2026');
  });

  it('meldet zu viele Zeilen, ein ungültiges Datum und eine fehlende Antwort auf Deutsch', () => {
    const fehler = pruefeSchreibenAngaben('antwort-mieterhoehung', {
      ...angaben(),
      empfaenger: 'a\nb\nc\nd\ne\nf\ng',
      datum: '2026-02-30',
    });
    expect(fehler.map((x) => x.feld)).toEqual(['empfaenger', 'datum', 'variante']);
    expect(fehler[0]?.meldung).toContain('höchstens 6');
    expect(
      pruefeSchreibenAngaben('ruege-mietpreisbremse', { ...angaben(), ort: 'x'.repeat(81) })[0]
        ?.feld,
    ).toBe('ort');
  });

  it('gibt den Brief als Text mit Absender, Betreff, Gruß und der Muster-Zeile, ohne die Hinweise', () => {
    const s = brief(f, 'antwort-mieterhoehung', angaben({ variante: 'teilzustimmung' }));
    const t = schreibenAlsText(s);
    expect(
      t.startsWith('Erika Mustermieterin\nBeispielweg 2\n80331 München\n\nMax Vermieter'),
    ).toBe(true);
    expect(t).toContain('München, 27.11.2026');
    expect(t).toContain('Mit freundlichen Grüßen\n\n\nErika Mustermieterin');
    expect(t).toContain('keine Rechtsberatung');
    expect(t).toContain('Mieterverein');
    for (const h of s.hinweise) expect(t).not.toContain(h);
  });
});
