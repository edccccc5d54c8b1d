// issue 20 §1, §3, §5: a second edition in MIETSPIEGEL_AUSGABEN – chosen by day or by id in the
// calculation and the PDF, listed in environmentInfo; a bad folder stops the start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { rm, writeFile } from 'node:fs/promises';
import beispiel from '../../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { KonfigurationsFehler, ladeKonfiguration } from '../../src/konfiguration.ts';
import { testApp } from '../hilfen.ts';
import { pdfText } from '../pdf-text.ts';
import { ausgabe2027, ausgabenOrdner } from './zweite-ausgabe.ts';

let app: FastifyInstance;
let ordner: string;
beforeAll(async () => {
  ordner = await ausgabenOrdner({ 'muenchen-2027.json': await ausgabe2027() });
  app = await testApp({ MIETSPIEGEL_AUSGABEN: ordner });
});
afterAll(async () => {
  await app.close();
  await rm(ordner, { recursive: true, force: true });
});

const berechne = (body: object) =>
  app.inject({ method: 'POST', url: '/api/backend-service/berechnung', payload: body });

describe('POST …/berechnung mit zwei Ausgaben', () => {
  it('verwendet ohne Angabe die heute geltende Ausgabe (Testausgabe 2027: 15,07 €/m²)', async () => {
    const r = await berechne(beispiel.given);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ ortsueblicheMieteProQM: 15.07, ausgabe: 'muenchen-2027' });
  });

  it('verwendet die in `ausgabe` genannte Ausgabe', async () => {
    const alt = await berechne({ ...beispiel.given, ausgabe: 'muenchen-2025' });
    expect(alt.json()).toEqual(beispiel.expected);
    const neu = await berechne({ ...beispiel.given, ausgabe: 'muenchen-2027' });
    expect(neu.json()).toMatchObject({ ortsueblicheMieteProQM: 15.07, ausgabe: 'muenchen-2027' });
  });

  it('beantwortet eine unbekannte Ausgabe mit einer deutschen 400, die die bekannten nennt', async () => {
    const r = await berechne({ ...beispiel.given, ausgabe: 'muenchen-2031' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      fehler: [
        {
          feld: 'ausgabe',
          meldung:
            'Die Mietspiegel-Ausgabe „muenchen-2031“ ist nicht bekannt. Bekannt: muenchen-2025, muenchen-2027.',
        },
      ],
    });
  });

  it('beantwortet eine Ausgabe-id, die kein Text ist, mit 400, nicht mit 5xx', async () => {
    const r = await berechne({ ...beispiel.given, ausgabe: 2027 });
    expect(r.statusCode).toBe(400);
  });
});

describe('GET /api/environmentInfo mit zwei Ausgaben', () => {
  it('listet beide Ausgaben und die heute geltende', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/environmentInfo' });
    expect(r.json()).toMatchObject({
      ausgaben: [
        {
          id: 'muenchen-2025',
          titel: 'Mietspiegel für München 2025',
          jahr: 2025,
          gueltigAb: null,
          gueltigBis: null,
        },
        {
          id: 'muenchen-2027',
          titel: 'Mietspiegel für München 2027',
          jahr: 2027,
          gueltigAb: '2026-01-01',
          gueltigBis: null,
        },
      ],
      ausgabeHeute: 'muenchen-2027',
    });
  });
});

describe('POST …/pdf mit zwei Ausgaben', () => {
  const pdf = (berechnung: object) =>
    app.inject({
      method: 'POST',
      url: '/api/backend-service/pdf',
      payload: { berechnung, zusaetzlicheBegruendungen: '' },
    });

  it('nennt die Ausgabe in Überschrift, Fußzeile und Dateiname und rechnet unter ihr', async () => {
    const r = await pdf(beispiel.given);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename=Mietspiegel_Muenchen_2027.pdf; filename*=UTF-8''Mietspiegel_M%C3%BCnchen_2027.pdf`,
    );
    const text = await pdfText(r.rawPayload);
    expect(text).toContain(
      'Mietspiegel für München 2027 – Berechnung der ortsüblichen Vergleichsmiete',
    );
    expect(text).toContain('Mietspiegel für München 2027 · Erstellt am 22.11.2026');
    expect(text).toContain('15,07 €');
    expect(text).not.toContain('2025');
  });

  it('druckt die in berechnung.ausgabe genannte Ausgabe', async () => {
    const r = await pdf({ ...beispiel.given, ausgabe: 'muenchen-2025' });
    expect(r.headers['content-disposition']).toContain('Mietspiegel_Muenchen_2025.pdf');
    const text = await pdfText(r.rawPayload);
    expect(text).toContain('Mietspiegel für München 2025 · Erstellt am 22.11.2026');
    expect(text).toContain('14,07 €');
  });

  const pdfMit = (mietvergleich: object) =>
    app.inject({
      method: 'POST',
      url: '/api/backend-service/pdf',
      payload: { berechnung: beispiel.given, mietvergleich },
    });

  it('die Mietpreisbremse-Prüfung verwendet die zu Mietbeginn geltende Ausgabe', async () => {
    // started under the 2027 test edition (from 01.01.2026): 110 % of 15,07 €/m²
    const neu = await pdfText(
      (await pdfMit({ mietpreisbremse: { beginn: '2026-03-01', miete: 1100 } })).rawPayload,
    );
    expect(neu).toContain('nach dem Mietspiegel für München 2027');
    expect(neu).not.toContain('keine frühere Ausgabe hinterlegt');
    // started under 2025 while the calculation uses 2027: checked against 2025's 921,59 €
    const r = await pdfMit({ mietpreisbremse: { beginn: '2025-06-01', miete: 1100 } });
    expect(r.statusCode).toBe(200);
    const alt = await pdfText(r.rawPayload);
    expect(alt).toContain(
      'Maßgeblich ist die Ausgabe, die zu Beginn des Mietverhältnisses (01.06.2025) galt (§ 556d Abs. 1 BGB): der Mietspiegel für München 2025.',
    );
    expect(alt).toContain('1.013,75 €'); // 110 % of 921,59 €, the worked example under 2025
    expect(alt).toContain('15,07 €'); // the result above stays the 2027 one
  });

  it('die Mieterhöhungsprüfung verwendet die beim Zugang des Schreibens geltende Ausgabe', async () => {
    const erhoehung = (zugang: string) => ({
      mieterhoehung: { neueMiete: 950, letzteErhoehung: '2024-01-01', zugang },
    });
    // received 15.12.2025, under 2025: 950,00 € is above its 921,59 €
    const alt = await pdfText((await pdfMit(erhoehung('2025-12-15'))).rawPayload);
    expect(alt).toContain(
      'Maßgeblich ist die Ausgabe, die galt, als Ihnen das Erhöhungsschreiben zuging (15.12.2025): der Mietspiegel für München 2025.',
    );
    expect(alt).toContain('921,59 €');
    // received 02.02.2026, under 2027 (987,09 € a month): the same demand is below it
    const neu = await pdfText((await pdfMit(erhoehung('2026-02-02'))).rawPayload);
    expect(neu).toContain(
      'der Mietspiegel für München 2027, nach dem auch Ihr Ergebnis berechnet ist',
    );
    expect(neu).not.toContain('921,59 €');
  });

  it('beantwortet eine unbekannte Ausgabe mit einer deutschen 400 an berechnung.ausgabe', async () => {
    const r = await pdf({ ...beispiel.given, ausgabe: 'muenchen-1999' });
    expect(r.statusCode).toBe(400);
    expect(r.json().fehler[0].feld).toBe('berechnung.ausgabe');
  });
});

describe('MIETSPIEGEL_AUSGABEN beim Start', () => {
  const probleme = (env: Record<string, string>): string[] => {
    try {
      ladeKonfiguration({ WEB_DIST: '/nicht/da', ...env });
    } catch (e) {
      if (e instanceof KonfigurationsFehler) return e.probleme;
      throw e;
    }
    return [];
  };

  it('bricht bei einer fehlerhaften Datei ab und nennt Datei und JSON-Pfad', async () => {
    const kaputt = await ausgabe2027((a) => {
      a.grundpreise.zeilen[5]!.euroProQm[3] = 'abc';
    });
    const o = await ausgabenOrdner({ 'neu.json': kaputt });
    expect(probleme({ MIETSPIEGEL_AUSGABEN: o })).toEqual([
      `Ausgabedatei ${join(o, 'neu.json')}: Ungültige Mietspiegel-Ausgabe bei „grundpreise.zeilen[5].euroProQm[3]“: Typ number erwartet.`,
    ]);
    await writeFile(join(o, 'neu.json'), '{ kein json');
    expect(probleme({ MIETSPIEGEL_AUSGABEN: o })[0]).toMatch(
      new RegExp(`^Ausgabedatei ${join(o, 'neu.json')} ist kein gültiges JSON`),
    );
    // issue 27 §7: in German with line and column (before: V8's English message)
    expect(probleme({ MIETSPIEGEL_AUSGABEN: o })).toEqual([
      `Ausgabedatei ${join(o, 'neu.json')} ist kein gültiges JSON (Zeile 1, Spalte 3: unerwartetes Zeichen).`,
    ]);
    await rm(o, { recursive: true, force: true });
  });

  // issue 27 §7: a file saved with a byte-order mark was refused („Unexpected token“)
  it('liest eine Datei mit Byte-Order-Mark', async () => {
    const o = await ausgabenOrdner({});
    await writeFile(join(o, 'bom.json'), `\uFEFF${JSON.stringify(await ausgabe2027())}`);
    expect(probleme({ MIETSPIEGEL_AUSGABEN: o })).toEqual([]);
    await rm(o, { recursive: true, force: true });
  });

  it('bricht bei zwei am selben Tag geltenden Ausgaben ab', async () => {
    const o = await ausgabenOrdner({
      'a.json': await ausgabe2027((a) => (a.gueltigBis = '2026-12-31')),
      'b.json': await ausgabe2027((a) => {
        a.ausgabe = 'muenchen-2028';
        a.gueltigAb = '2026-06-01';
      }),
    });
    // issue 27 §6: naming both files (before: only the ids)
    expect(probleme({ MIETSPIEGEL_AUSGABEN: o })).toEqual([
      `Die Ausgaben „muenchen-2027“ (Ausgabedatei ${join(o, 'a.json')}) und „muenchen-2028“ (Ausgabedatei ${join(o, 'b.json')}) gelten beide am 01.06.2026.`,
    ]);
    await rm(o, { recursive: true, force: true });
  });

  // issue 27 §6: two open-ended editions from the same day started (one never applied)
  it('bricht bei zwei offenen Ausgaben ab, die am selben Tag beginnen, und nennt beide Dateien', async () => {
    const o = await ausgabenOrdner({
      'a.json': await ausgabe2027(),
      'b.json': await ausgabe2027((a) => (a.ausgabe = 'muenchen-2028')),
    });
    expect(probleme({ MIETSPIEGEL_AUSGABEN: o })).toEqual([
      `Die Ausgaben „muenchen-2027“ (Ausgabedatei ${join(o, 'a.json')}) und „muenchen-2028“ (Ausgabedatei ${join(o, 'b.json')}) gelten beide am 01.01.2026.`,
    ]);
    await rm(o, { recursive: true, force: true });
  });

  it('ohne heute geltende Ausgabe muss eine Berechnung eine nennen (422, keine Vermutung)', async () => {
    const o = await ausgabenOrdner({
      'a.json': await ausgabe2027((a) => (a.gueltigBis = '2026-06-30')),
    });
    const ohne = await testApp({ MIETSPIEGEL_AUSGABEN: o });
    try {
      const r = await ohne.inject({
        method: 'POST',
        url: '/api/backend-service/berechnung',
        payload: beispiel.given,
      });
      expect(r.statusCode).toBe(422);
      expect(r.json().fehler).toEqual([
        {
          feld: 'ausgabe',
          // issue 27 §6: the edition that ended is named, with its last day
          meldung:
            'Die Ausgabe „Mietspiegel für München 2027“ galt bis 30.06.2026; für den heutigen Tag ist keine neuere Mietspiegel-Ausgabe hinterlegt. Bitte wählen Sie eine Ausgabe aus.',
        },
      ]);
      const mit = await ohne.inject({
        method: 'POST',
        url: '/api/backend-service/berechnung',
        payload: { ...beispiel.given, ausgabe: 'muenchen-2027' },
      });
      expect(mit.json().ortsueblicheMieteProQM).toBe(15.07);
      const info = await ohne.inject({ method: 'GET', url: '/api/environmentInfo' });
      expect(info.json().ausgabeHeute).toBeNull();
    } finally {
      await ohne.close();
      await rm(o, { recursive: true, force: true });
    }
  });

  it('bricht bei einem nicht vorhandenen Ordner ab', () => {
    expect(probleme({ MIETSPIEGEL_AUSGABEN: '/nicht/da/ausgaben' })).toEqual([
      'MIETSPIEGEL_AUSGABEN: den Ordner /nicht/da/ausgaben gibt es nicht.',
    ]);
  });
});
