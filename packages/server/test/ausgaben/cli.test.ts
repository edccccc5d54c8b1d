/**
 * The editions CLI as a process (`npm run ausgabe -- …`, issue 20 §2): liste, vorlage, pruefen
 * with German output and exit codes; `pruefen` refuses every faulty place the start refuses.
 */
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fuehreSkriptAus } from '../cli.ts';
import { ausgabe2027, eingebautRoh } from './zweite-ausgabe.ts';

const verzeichnis = mkdtempSync(join(tmpdir(), 'mietspiegel-ausgabe-cli-'));
afterAll(() => rmSync(verzeichnis, { recursive: true, force: true }));

const ausgabe = (args: string[], ordner = '') =>
  fuehreSkriptAus('ausgabe.ts', args, {
    initCwd: verzeichnis,
    env: { MIETSPIEGEL_AUSGABEN: ordner },
  });

const schreibe = (name: string, daten: unknown): string => {
  writeFileSync(join(verzeichnis, name), JSON.stringify(daten, null, 1));
  return name;
};

describe('npm run ausgabe -- vorlage / pruefen / liste', () => {
  it('schreibt die eingebaute Ausgabe, weist sie als zweite Kopie ab, nimmt sie als 2027 an', async () => {
    const v = await ausgabe(['vorlage', '--ausgabe', 'muenchen-2025', '--datei', 'neu.json']);
    expect(v.fehler).toBe('');
    expect(v.code).toBe(0);
    expect(v.aus).toContain(
      `Ausgabe „muenchen-2025“ nach ${join(verzeichnis, 'neu.json')} geschrieben.`,
    );
    const geschrieben = JSON.parse(readFileSync(join(verzeichnis, 'neu.json'), 'utf8'));
    expect(geschrieben).toEqual(await eingebautRoh());

    // unchanged it is the built-in edition a second time
    const doppelt = await ausgabe(['pruefen', '--datei', 'neu.json']);
    expect(doppelt.code).toBe(1);
    // issue 27 §6: the message names both origins (before: only the id)
    expect(doppelt.fehler).toContain(
      `Die Ausgabe „muenchen-2025“ ist mehrfach vorhanden (eingebaut, Ausgabedatei ${join(verzeichnis, 'neu.json')}).\n`,
    );

    // the same file with the next edition's id, year, first day and Grundpreise + 1,00 €
    schreibe('neu.json', await ausgabe2027());
    const gut = await ausgabe(['pruefen', '--datei', 'neu.json']);
    expect(gut.fehler).toBe('');
    expect(gut.code).toBe(0);
    expect(gut.aus).toBe(
      `${join(verzeichnis, 'neu.json')} ist gültig: muenchen-2027, Mietspiegel für München 2027, gültig ab 01.01.2026 bis (bis zur nächsten Ausgabe).\n`,
    );

    // an existing file is never overwritten
    const nochmal = await ausgabe(['vorlage', '--ausgabe', 'muenchen-2025', '--datei', 'neu.json']);
    expect(nochmal.code).toBe(1);
    expect(nochmal.fehler).toContain('gibt es schon; sie wird nicht überschrieben.');
  });

  it('listet die eingebaute Ausgabe und die des Ordners; schreibt eine des Ordners', async () => {
    const ordner = mkdtempSync(join(verzeichnis, 'ordner-'));
    writeFileSync(join(ordner, 'muenchen-2027.json'), JSON.stringify(await ausgabe2027()));
    const l = await ausgabe(['liste'], ordner);
    expect(l.fehler).toBe('');
    expect(l.code).toBe(0);
    expect(l.aus.split('\n')).toEqual([
      'Id\tTitel\tgültig ab\tgültig bis\tHerkunft',
      'muenchen-2025\tMietspiegel für München 2025\t(nicht abgeglichen)\t(bis zur nächsten)\teingebaut',
      `muenchen-2027\tMietspiegel für München 2027\t01.01.2026\t(bis zur nächsten)\t${join(ordner, 'muenchen-2027.json')}`,
      '',
    ]);
    const v = await ausgabe(
      ['vorlage', '--ausgabe', 'muenchen-2027', '--datei', 'kopie.json'],
      ordner,
    );
    expect(v.code).toBe(0);
    expect(JSON.parse(readFileSync(join(verzeichnis, 'kopie.json'), 'utf8'))).toEqual(
      await ausgabe2027(),
    );
    const unbekannt = await ausgabe(
      ['vorlage', '--ausgabe', 'muenchen-2031', '--datei', 'x.json'],
      ordner,
    );
    expect(unbekannt.code).toBe(1);
    expect(unbekannt.fehler).toBe(
      'Die Ausgabe „muenchen-2031“ ist nicht bekannt. Bekannt: muenchen-2025, muenchen-2027.\n',
    );
    // checked against the folder: a 2028 edition beginning before 2027 ends overlaps nothing
    // (2027 has no end), but one with the same id is refused
    const gleich = await ausgabe(
      [
        'pruefen',
        '--datei',
        schreibe('gleich.json', await ausgabe2027((a) => (a.gueltigAb = '2026-06-01'))),
      ],
      ordner,
    );
    expect(gleich.code).toBe(1);
    expect(gleich.fehler).toContain('Die Ausgabe „muenchen-2027“ ist mehrfach vorhanden (');
    expect(gleich.fehler).toContain(`Ausgabedatei ${join(verzeichnis, 'gleich.json')}`);
  });

  it('zeigt ohne Befehl die Hilfe (Exit-Code 2) und weist einen unbekannten ab', async () => {
    const ohne = await ausgabe([]);
    expect(ohne.code).toBe(2);
    expect(ohne.aus).toContain('npm run ausgabe -- pruefen --datei PFAD');
    const falsch = await ausgabe(['loeschen']);
    expect(falsch.code).toBe(1);
    expect(falsch.fehler).toContain('Unbekannter Befehl „loeschen“.');
  });
});

type Roh = Awaited<ReturnType<typeof ausgabe2027>>;
type Zeile = { von: number; bis: number; euroProQm: unknown[] };
const zeilen = (a: Roh) => a.grundpreise.zeilen as Zeile[];

describe('npm run ausgabe -- pruefen weist jede fehlerhafte Stelle ab (Exit-Code 1)', () => {
  const faelle: [string, (a: Roh) => void, string[]][] = [
    [
      'ein Grundpreis "abc"',
      (a) => (zeilen(a)[5]!.euroProQm[3] = 'abc'),
      ['bei „grundpreise.zeilen[5].euroProQm[3]“: Typ number erwartet.'],
    ],
    [
      'eine fehlende Zeile',
      (a) => zeilen(a).splice(5, 1),
      [
        'bei „grundpreise.zeilen[5].von“: Zeilen müssen lückenlos und ohne Überschneidung bei 31 m² beginnen, gefunden 33.',
      ],
    ],
    [
      'eine Zeile falscher Länge',
      (a) => zeilen(a)[7]!.euroProQm.pop(),
      [
        'bei „grundpreise.zeilen[7].euroProQm“: genau 11 Werte (je Baujahrklasse) erwartet, gefunden 10.',
      ],
    ],
    [
      'Zeilen, die sich überlappen',
      (a) => (zeilen(a)[1]!.von = 22),
      [
        'bei „grundpreise.zeilen[1].von“: Zeilen müssen lückenlos und ohne Überschneidung bei 23 m² beginnen, gefunden 22.',
      ],
    ],
    [
      'eine Tabelle, die vor 160 m² aufhört',
      (a) => zeilen(a).pop(),
      ['die letzte Zeile muss bei 160 m² enden.'],
    ],
    [
      'eine Spanne mit falschem Vorzeichen',
      (a) => ((a.spannen as { zentral: { oben: number } }).zentral.oben = -1),
      ['bei „spannen.zentral.oben“: die Obergrenze darf nicht negativ sein.'],
    ],
    [
      'eine Klassen-id außer der Reihe',
      (a) => ((a.baujahrklassen as { id: number }[])[4]!.id = 5),
      ['bei „baujahrklassen[4].id“: Id 4 erwartet, gefunden 5.'],
    ],
    [
      'eine Klasse, die nicht die eingebaute ist',
      (a) => ((a.baujahrklassen as { bis: number }[])[10]!.bis = 2024),
      ['bei „baujahrklassen[10]“: die Baujahrklasse weicht von der eingebauten Ausgabe ab'],
    ],
    // issue 27 §6: amounts outside a table's plausible bounds, an id of any length
    [
      'ein Grundpreis von -50 €/m²',
      (a) => (zeilen(a)[5]!.euroProQm[3] = -50),
      [
        'bei „grundpreise.zeilen[5].euroProQm[3]“: Betrag außerhalb der plausiblen Grenzen der Grundpreise (Tabelle 1): 1,00 € bis 100,00 € je m².',
      ],
    ],
    [
      'ein Grundpreis von 1e300',
      (a) => (zeilen(a)[5]!.euroProQm[3] = 1e300),
      ['bei „grundpreise.zeilen[5].euroProQm[3]“: Betrag außerhalb der plausiblen Grenzen'],
    ],
    [
      'eine Id von 100.001 Zeichen',
      (a) => (a.ausgabe = 'a'.repeat(100_001)),
      ['bei „ausgabe“: zu groß oder zu lang (Maximum 40).'],
    ],
    [
      'zwei Fehler auf einmal',
      (a) => {
        zeilen(a)[5]!.euroProQm[3] = 'abc';
        zeilen(a)[9]!.euroProQm[0] = null;
      },
      ['grundpreise.zeilen[5].euroProQm[3]', 'grundpreise.zeilen[9].euroProQm[0]'],
    ],
  ];

  it.each(faelle)('%s', async (name, aendern, erwartet) => {
    const datei = schreibe(`${name.replace(/\W+/g, '-')}.json`, await ausgabe2027(aendern));
    const r = await ausgabe(['pruefen', '--datei', datei]);
    expect(r.code).toBe(1);
    expect(r.aus).toBe('');
    const zeilenAus = r.fehler.trim().split('\n');
    expect(zeilenAus).toHaveLength(erwartet.length);
    erwartet.forEach((e, i) => {
      expect(zeilenAus[i]).toContain(`Ausgabedatei ${join(verzeichnis, datei)}`);
      expect(zeilenAus[i]).toContain(e);
    });
  });

  // issue 27 §7: a FIFO in the folder hung the start and the CLI (it waited for a writer), a
  // link to /dev/zero read without end
  it('weist eine FIFO und einen Link auf /dev/zero im Ordner ab, ohne zu warten', async () => {
    const o = mkdtempSync(join(verzeichnis, 'sonder-'));
    const fifo = join(o, 'a-fifo.json');
    execFileSync('mkfifo', [fifo]);
    symlinkSync('/dev/zero', join(o, 'b-null.json'));
    try {
      const l = await ausgabe(['liste'], o);
      expect(l.code).toBe(1);
      expect(l.fehler.trim().split('\n')).toEqual([
        `Ausgabedatei ${fifo} ist keine gewöhnliche Datei (eine benannte Pipe (FIFO)).`,
        `Ausgabedatei ${join(o, 'b-null.json')} ist keine gewöhnliche Datei (ein Gerät).`,
      ]);
    } finally {
      // a reader still waiting on the FIFO (the old behaviour) gets its end of file
      try {
        closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
      } catch {
        // no reader waits: nothing to release
      }
    }
  });

  it('weist eine Datei ab, die kein JSON ist, und eine, die es nicht gibt', async () => {
    writeFileSync(join(verzeichnis, 'kaputt.json'), '{ "ausgabe": ');
    const kaputt = await ausgabe(['pruefen', '--datei', 'kaputt.json']);
    expect(kaputt.code).toBe(1);
    expect(kaputt.fehler).toMatch(/^Ausgabedatei .*kaputt\.json ist kein gültiges JSON/);
    const fehlt = await ausgabe(['pruefen', '--datei', 'fehlt.json']);
    expect(fehlt.code).toBe(1);
    expect(fehlt.fehler).toBe(`Ausgabedatei ${join(verzeichnis, 'fehlt.json')} gibt es nicht.\n`);
  });
});
