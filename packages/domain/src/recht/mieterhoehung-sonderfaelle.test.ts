// issue 17 §2, §7, §8, §9 and §17: the special cases of the increase check.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beispielVergleichswerte } from '../../test/beispiel.ts';
import {
  endeDesKalendermonatsNach,
  erhoehungsTexte,
  mieterhoehungInWorten,
  pruefeMieterhoehung,
  type ErhoehungsEingabe,
} from '../index.ts';

// the worked example (test/beispiel.ts)
const E = beispielVergleichswerte();

const leer: ErhoehungsEingabe = {
  neueMieteCent: null,
  mieteVorDreiJahrenCent: null,
  letzteErhoehung: null,
  zugang: null,
};
const HEUTE = '2026-11-23';

// issue 17 §2, §7, §8, §9 and §17 (part): each of these failed on the code before the fix
describe('Mieterhöhung: Sonderfälle aus issue 17', () => {
  const brief2030 = {
    neueMieteCent: 94360, // 17,95 % over 800,00 €
    mieteVorDreiJahrenCent: 80000,
    letzteErhoehung: '2028-06-01',
    zugang: '2030-01-15',
  };
  const punkt = (p: ReturnType<typeof pruefeMieterhoehung>, titel: string) =>
    mieterhoehungInWorten(p, E).find((x) => x.titel === titel);

  it('§7: ein Schreiben, das nach dem letzten hinterlegten Zeitraum zugeht, bekommt kein Urteil nach der 15-%-Grenze', () => {
    const p = pruefeMieterhoehung(brief2030, E, '2030-01-20');
    expect(p.kappung?.zeitraum).toBeNull();
    expect(p.kappung?.eingehalten).toBeNull();
    expect(p.hoechstensCent).toBeNull();
    expect(p.hoechstensOffen).toEqual({ abgesenktCent: 92000, regelCent: 92159 });
    const k = punkt(p, 'Kappungsgrenze');
    expect(k?.urteil).toBe('nicht prüfbar');
    expect(k?.rechtsgrundlage).toBe('§ 558 Abs. 3 Satz 1 BGB');
    expect(k?.saetze).toContain(
      'Die verlangte Miete von 943,60 € (Erhöhung um 17,95 %) hält die Grenze mit 20 % ein, die mit 15 % nicht. Bitte prüfen Sie, ob für den 15.01.2030 eine Verordnung die Kappungsgrenze in München auf 15 % senkt, zum Beispiel beim Mieterverein oder im Bayerischen Gesetz- und Verordnungsblatt.',
    );
    const h = punkt(p, 'Höchstens zulässig nach diesen Angaben');
    expect(h?.urteil).toBe('nicht prüfbar');
    expect(h?.saetze).toEqual([
      'Das hängt davon ab, welche Kappungsgrenze gilt: mit 15 % sind es höchstens 920,00 €, mit 20 % höchstens 921,59 € im Monat.',
    ]);
  });

  it('§7: außerhalb der hinterlegten Zeiträume wird ein Verlangen bis 15 % oder über 20 % trotzdem beurteilt', () => {
    const mit = (neu: number) =>
      pruefeMieterhoehung({ ...brief2030, neueMieteCent: neu }, E, '2030-01-20').kappung
        ?.eingehalten;
    expect(mit(92000)).toBe(true); // within 15 %: within either cap
    expect(mit(92001)).toBeNull();
    expect(mit(96000)).toBeNull();
    expect(mit(96001)).toBe(false); // above 20 %: above either cap
    const ueber = pruefeMieterhoehung({ ...brief2030, neueMieteCent: 96001 }, E, '2030-01-20');
    expect(punkt(ueber, 'Kappungsgrenze')?.saetze).toContain(
      'Die verlangte Miete von 960,01 € überschreitet auch die Grenze mit 20 % um 0,01 € (Erhöhung um mehr als 20,00 %).',
    );
    // a Vergleichsmiete below the lowered cap is the limit whichever cap applies
    const niedrig = pruefeMieterhoehung(
      { ...brief2030, mieteVorDreiJahrenCent: 90000 },
      E,
      '2030-01-20',
    );
    expect(niedrig.hoechstensCent).toBe(92159);
    expect(niedrig.hoechstensOffen).toBeNull();
  });

  it('§7: der Zugang wählt den Zeitraum, nicht der Wirksamkeitstag (LG Berlin 63 S 192/13)', () => {
    // received 15.11.2029, owed from 01.02.2030: the ordinance in force on receipt applies
    const p = pruefeMieterhoehung({ ...brief2030, zugang: '2029-11-15' }, E, '2029-11-20');
    expect(p.fristen?.fruehestensWirksam).toBe('2030-02-01');
    expect(p.kappung?.stichtag).toBe('2029-11-15');
    expect(p.kappung?.zeitraum?.gueltigVon).toBe('2026-01-01');
    expect(p.kappung?.prozent).toBe(15);
    expect(p.kappung?.eingehalten).toBe(false);
    expect(p.kappung?.mussGeprueftWerden).toBe(false);
    expect(p.hoechstensCent).toBe(92000);
  });

  it('§17: heute nach dem letzten hinterlegten Zeitraum, der Zugang darin: die Zahlen sind zu prüfen', () => {
    const eingabe = { ...brief2030, zugang: '2029-09-10' };
    const satz =
      'Hinterlegt ist die Kappungsgrenze nur bis zum 31.12.2029; dieser Tag ist vorbei. Bitte prüfen Sie, ob die Verordnung für den 10.09.2029 unverändert gilt.';
    const danach = pruefeMieterhoehung(eingabe, E, '2030-01-10');
    expect(danach.kappung?.zeitraum?.gueltigBis).toBe('2029-12-31');
    expect(danach.kappung?.mussGeprueftWerden).toBe(true);
    expect(punkt(danach, 'Kappungsgrenze')?.saetze).toContain(satz);
    const amLetztenTag = pruefeMieterhoehung(eingabe, E, '2029-12-31');
    expect(amLetztenTag.kappung?.mussGeprueftWerden).toBe(false);
    expect(punkt(amLetztenTag, 'Kappungsgrenze')?.saetze).not.toContain(satz);
  });

  it('issue 26 §2: Erhöhungen nach §§ 559 bis 560 BGB zählen nicht – am Feld und im Urteil gesagt', () => {
    const p = pruefeMieterhoehung(
      { ...brief2030, letzteErhoehung: '2029-06-01', zugang: '2030-01-15' },
      E,
      '2030-01-20',
    );
    const sperrfrist = punkt(p, 'Sperrfrist von einem Jahr')!;
    expect(sperrfrist.saetze.join(' ')).toContain(
      'Das gilt, wenn die Erhöhung vom 01.06.2029 nicht zu den Erhöhungen wegen Modernisierung oder gestiegener Betriebskosten (§§ 559 bis 560 BGB) gehört (§ 558 Abs. 1 Satz 3 BGB).',
    );
    expect(erhoehungsTexte().letzteErhoehung.mehr).toContain('(§ 558 Abs. 1 Satz 3 BGB)');
    // a letter in time does not carry the condition
    const rechtzeitig = pruefeMieterhoehung(
      { ...brief2030, letzteErhoehung: '2028-06-01', zugang: '2030-01-15' },
      E,
      '2030-01-20',
    );
    expect(punkt(rechtzeitig, 'Sperrfrist von einem Jahr')!.saetze.join(' ')).not.toContain(
      'Das gilt, wenn',
    );
  });

  it('§8: ein Schreiben 7,5 Monate nach der letzten Erhöhung ist unwirksam und nennt keinen Wirksamkeitstag', () => {
    const p = pruefeMieterhoehung(
      { ...brief2030, letzteErhoehung: '2029-06-01', zugang: '2030-01-15' },
      E,
      '2030-01-20',
    );
    expect(p.unwirksam).toBe(true);
    expect(p.fristen?.sperrfristEingehalten).toBe(false);
    expect(p.fristen?.fruehestensWirksam).toBeNull();
    expect(p.fristen?.wirksamNachZugang).toBeNull();
    expect(p.wirksamNachZugang).toBeNull();
    expect(p.zustimmung).toBeNull();
    const punkte = mieterhoehungInWorten(p, E);
    const titel = punkte.map((x) => x.titel);
    expect(titel).not.toContain('Ab wann die erhöhte Miete gilt');
    expect(titel).not.toContain('Frist zur Zustimmung');
    expect(titel).not.toContain('Wartefrist von 15 Monaten');
    expect(punkte.flatMap((x) => x.saetze).join(' ')).not.toMatch(
      /gilt (sie )?frühestens ab|ab dem 01\.04\.2030/,
    );
    expect(punkte.find((x) => x.titel === 'Folge des zu frühen Schreibens')).toEqual({
      titel: 'Folge des zu frühen Schreibens',
      rechtsgrundlage: '§ 558 Abs. 1 Satz 2 BGB',
      urteil: 'unwirksam',
      saetze: [
        'Ein Erhöhungsverlangen, das vor Ablauf der Sperrfrist zugeht, ist unwirksam. Aus diesem Schreiben schulden Sie keine höhere Miete, und es setzt keine Frist zur Zustimmung in Gang.',
        'Will der Vermieter die Miete erhöhen, muss er ein neues Erhöhungsverlangen schicken, das Ihnen frühestens am 01.06.2030 zugehen darf.',
      ],
    });
  });

  it.each([
    // receipt → consent until / notice until / tenancy ends after a notice on that day
    ['2030-01-15', '2030-03-31', '2030-05-31'],
    ['2030-01-01', '2030-03-31', '2030-05-31'],
    ['2027-12-31', '2028-02-29', '2028-04-30'], // leap year
    ['2029-12-31', '2030-02-28', '2030-04-30'],
    ['2030-11-30', '2031-01-31', '2031-03-31'],
  ])(
    '§9: Schreiben zugegangen %s → Zustimmung und Kündigung nach § 561 bis %s, Mietende %s',
    (zugang, bis, ende) => {
      const p = pruefeMieterhoehung({ ...leer, zugang }, E, HEUTE);
      expect(p.zustimmung).toEqual({
        zustimmenBis: bis,
        kuendigenBis: bis,
        mietendeBeiKuendigungAmLetztenTag: ende,
      });
    },
  );

  it('§9: Zustimmungsfrist und Sonderkündigungsrecht in Worten, mit ihren Quellen', () => {
    const p = pruefeMieterhoehung(brief2030, E, '2030-01-20');
    const z = punkt(p, 'Frist zur Zustimmung');
    expect(z).toEqual({
      titel: 'Frist zur Zustimmung',
      rechtsgrundlage: '§ 558b Abs. 2 Satz 1 BGB',
      urteil: '31.03.2030',
      saetze: [
        'Sie können der Erhöhung bis zum Ablauf des 2. Kalendermonats nach Zugang des Schreibens zustimmen, hier bis zum 31.03.2030.',
        'Stimmen Sie bis dahin nicht zu, kann der Vermieter innerhalb von drei weiteren Monaten auf Zustimmung klagen (§ 558b Abs. 2 Satz 2 BGB).',
      ],
    });
    expect(punkt(p, 'Sonderkündigungsrecht')).toEqual({
      titel: 'Sonderkündigungsrecht',
      rechtsgrundlage: '§ 561 Abs. 1 BGB',
      urteil: '31.03.2030',
      saetze: [
        'Statt zuzustimmen, können Sie das Mietverhältnis bis zum Ablauf des 2. Monats nach Zugang des Schreibens außerordentlich zum Ablauf des übernächsten Monats kündigen, hier bis zum 31.03.2030; mit einer Kündigung an diesem Tag endet das Mietverhältnis am 31.05.2030.',
        'Kündigen Sie, tritt die Mieterhöhung nicht ein.',
      ],
    });
    expect(punkt(p, 'Ab wann die erhöhte Miete gilt')?.urteil).toBe('01.04.2030');
  });

  it('Eigenschaft: das Ende des n-ten Kalendermonats nach einem Tag entspricht Date.UTC(y, m + n, 0)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2200, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 30 }),
        (datum, n) => {
          const iso = datum.toISOString().slice(0, 10);
          const soll = new Date(Date.UTC(datum.getUTCFullYear(), datum.getUTCMonth() + n + 1, 0));
          expect(endeDesKalendermonatsNach(iso, n)).toBe(soll.toISOString().slice(0, 10));
        },
      ),
    );
  });

  it('§2: ein Verlangen nicht über ihrer jetzigen Miete ist keine Erhöhung, und das steht zuerst', () => {
    const mit = (neu: number) =>
      mieterhoehungInWorten(
        pruefeMieterhoehung({ ...leer, neueMieteCent: neu, aktuelleMieteCent: 80000 }, E, HEUTE),
        E,
      );
    expect(mit(70000)[0]).toEqual({
      titel: 'Keine Erhöhung',
      rechtsgrundlage: '§ 558 Abs. 1 Satz 1 BGB',
      urteil: null,
      saetze: [
        'Die verlangte Miete von 700,00 € liegt unter Ihrer jetzigen Miete von 800,00 €: Das ist keine Mieterhöhung. Bitte prüfen Sie Ihre Angaben.',
      ],
    });
    expect(mit(80000)[0]?.saetze[0]).toMatch(/liegt auf Ihrer jetzigen Miete/);
    expect(mit(80001)[0]?.titel).toBe('Verlangte Miete und ortsübliche Vergleichsmiete');
  });

  it('§2: ein Verlangen nicht über der Miete vor drei Jahren ist keine Erhöhung, nie "-12,50 %"', () => {
    const saetze = (neu: number) =>
      punkt(
        pruefeMieterhoehung(
          { ...leer, mieteVorDreiJahrenCent: 80000, neueMieteCent: neu },
          E,
          HEUTE,
        ),
        'Kappungsgrenze',
      )?.saetze ?? [];
    expect(saetze(70000)).toContain(
      'Die verlangte Miete von 700,00 € liegt unter der Miete von 800,00 € vor 3 Jahren: Gegenüber damals ist das keine Erhöhung.',
    );
    expect(saetze(80000)).toContain(
      'Die verlangte Miete von 800,00 € liegt auf der Miete von 800,00 € vor 3 Jahren: Gegenüber damals ist das keine Erhöhung.',
    );
    expect(saetze(70000).join(' ')).not.toMatch(/Erhöhung um/);
    expect(saetze(80001).join(' ')).toMatch(/hält diese Grenze ein \(Erhöhung um 0,00 %\)/);
  });
});
