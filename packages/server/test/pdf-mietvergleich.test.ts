// issue 13: "Ihre Miete im Vergleich" and the increase check in the PDF (berechnungsregeln.md §4:
// an optional field of the PDF parameters), read back with pdfjs; old calls unchanged.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mieterhoehungHinweis, pruefePdfParameter } from '@mietspiegel/domain';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { erzeugeBerechnungsPdf } from '../src/pdf/erzeuge.ts';
import { ladePdfSchriften } from '../src/pdf/schriften.ts';
import { FESTE_ZEIT, meldungenAus, testApp } from './hilfen.ts';
import { pdfText, rohText } from './pdf-text.ts';

const URL = '/api/backend-service/pdf';
const ohneLeerraum = (s: string) => s.replace(/\s+/g, '');

let app: FastifyInstance;
const protokoll: string[] = [];
beforeAll(async () => {
  // a real logger at the most talkative level, to see that no figure is ever logged
  const strom = new Writable({
    write(teil: Buffer, _k, fertig) {
      protokoll.push(teil.toString());
      fertig();
    },
  });
  app = await testApp({}, { logger: { level: 'trace', stream: strom } });
});
afterAll(() => app.close());

const MIETVERGLEICH = {
  miete: 800,
  mieterhoehung: {
    neueMiete: 950,
    mieteVorDreiJahren: 800,
    letzteErhoehung: '2024-03-01',
    zugang: '2025-03-01',
  },
};

describe('PDF mit „Ihre Miete im Vergleich“', () => {
  let text: string;
  let roh: string;
  beforeAll(async () => {
    const r = await app.inject({
      method: 'POST',
      url: URL,
      payload: { berechnung: beispiel.given, mietvergleich: MIETVERGLEICH },
    });
    expect(r.statusCode).toBe(200);
    text = await pdfText(r.rawPayload);
    roh = rohText(r.rawPayload);
  });

  it('enthält den Vergleich in Worten', () => {
    const t = ohneLeerraum(text);
    expect(t).toContain(ohneLeerraum('Ihre Miete im Vergleich'));
    expect(t).toContain(
      ohneLeerraum(
        'Ihre Miete liegt innerhalb der Spanne der ortsüblichen Vergleichsmiete, unter dem Durchschnitt.',
      ),
    );
    expect(t).toContain(
      ohneLeerraum(
        'Ihre Miete von 12,21 €/m² liegt 1,86 €/m² (121,59 € im Monat, 13,2 %) unter dem Durchschnitt von 14,07 €/m².',
      ),
    );
    expect(t).toContain(ohneLeerraum('Unterschied zum Durchschnitt im Monat -121,59 €'));
  });

  it('zeichnet das Bild als getaggte Figure mit Textalternative und Beschriftungen', () => {
    const t = ohneLeerraum(text);
    expect(t).toContain(ohneLeerraum('Ihre Miete 12,21 €/m²'));
    expect(t).toContain(ohneLeerraum('Untergrenze 11,26 €/m²'));
    expect(t).toContain(ohneLeerraum('Obergrenze 16,84 €/m²'));
    expect(t).toContain(ohneLeerraum('Ø 14,07 €/m²'));
    expect(roh).toMatch(/\/S \/Figure/);
    expect(roh).toMatch(/\/Alt /);
  });

  it('enthält die Mieterhöhungsprüfung mit jeder Rechtsgrundlage und dem festen Hinweis', () => {
    const t = ohneLeerraum(text);
    for (const teil of [
      'Mieterhöhung prüfen',
      'Verlangte Miete und ortsübliche Vergleichsmiete: nicht eingehalten',
      'Rechtsgrundlage: § 558 Abs. 1 Satz 1 BGB',
      'Kappungsgrenze: nicht eingehalten',
      'Höchstens zulässig nach diesen Angaben: 920,00 €',
      'Sperrfrist von einem Jahr: eingehalten',
      'Ab wann die erhöhte Miete gilt: 01.06.2025',
      'Rechtsgrundlage: § 558b Abs. 1 BGB',
      mieterhoehungHinweis,
    ]) {
      expect(t).toContain(ohneLeerraum(teil));
    }
  });

  it('protokolliert keine Zahl daraus', () => {
    expect(protokoll.length).toBeGreaterThan(0);
    // the logger's own numbers (time, pid, response time) may contain '950' by chance: only
    // what a request could have put into the log counts
    const alles = protokoll
      .join('')
      .split('\n')
      .filter((zeile) => zeile.trim() !== '')
      .map((zeile) => {
        const {
          time: _t,
          pid: _p,
          responseTime: _r,
          ...rest
        } = JSON.parse(zeile) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join('\n');
    expect(alles).not.toContain('950');
    expect(alles).not.toContain('2024-03-01');
  });
});

// issue 17 §7–§9: what the PDF of an increase check says for a 2030 letter and a premature one
describe('PDF: Mieterhöhung (issue 17)', () => {
  const pdfMit = async (mieterhoehung: object) => {
    const r = await app.inject({
      method: 'POST',
      url: URL,
      payload: { berechnung: beispiel.given, mietvergleich: { miete: 800, mieterhoehung } },
    });
    expect(r.statusCode).toBe(200);
    return ohneLeerraum(await pdfText(r.rawPayload));
  };

  it('ein am 15.01.2030 zugegangenes Schreiben: kein Urteil aus der 15-%-Kappungsgrenze, Zustimmungsfrist 31.03.2030', async () => {
    const t = await pdfMit({
      neueMiete: 943.6,
      mieteVorDreiJahren: 800,
      letzteErhoehung: '2028-06-01',
      zugang: '2030-01-15',
    });
    for (const teil of [
      'Kappungsgrenze: nicht prüfbar',
      'Höchstens zulässig nach diesen Angaben: nicht prüfbar',
      'Frist zur Zustimmung: 31.03.2030',
      'Rechtsgrundlage: § 558b Abs. 2 Satz 1 BGB',
      'hier bis zum 31.03.2030.',
      'Sonderkündigungsrecht: 31.03.2030',
      'Rechtsgrundlage: § 561 Abs. 1 BGB',
      'endet das Mietverhältnis am 31.05.2030.',
      // issue 26 §4: the 2025 edition may be outdated on that day
      'Der Mietspiegel für München 2025 kann für den 15.01.2030 veraltet sein',
      '(§ 558d Abs. 2 BGB)',
    ]) {
      expect(t).toContain(ohneLeerraum(teil));
    }
    expect(t).not.toContain(ohneLeerraum('Kappungsgrenze: nicht eingehalten'));
    expect(t).not.toContain(ohneLeerraum('Kappungsgrenze: eingehalten'));
    expect(t).not.toContain(ohneLeerraum('Höchstens zulässig nach diesen Angaben: 920,00 €'));
  });

  it('ein 7,5 Monate nach der letzten Erhöhung zugegangenes Schreiben heißt unwirksam, ohne Wirkungstag', async () => {
    const t = await pdfMit({
      neueMiete: 943.6,
      mieteVorDreiJahren: 800,
      letzteErhoehung: '2029-06-01',
      zugang: '2030-01-15',
    });
    expect(t).toContain(ohneLeerraum('Folge des zu frühen Schreibens: unwirksam'));
    expect(t).toContain(
      ohneLeerraum('Ein Erhöhungsverlangen, das vor Ablauf der Sperrfrist zugeht, ist unwirksam.'),
    );
    expect(t).toContain(ohneLeerraum('muss er ein neues Erhöhungsverlangen schicken'));
    expect(t).not.toContain(ohneLeerraum('Ab wann die erhöhte Miete gilt'));
    expect(t).not.toContain(ohneLeerraum('Frist zur Zustimmung:'));
  });

  it('eine Forderung unter ihrer Miete ist keine Erhöhung, und kein "Erhöhung um -x %" (Issue 17 §2)', async () => {
    const t = await pdfMit({ neueMiete: 700, mieteVorDreiJahren: 800 });
    expect(t).toContain(
      ohneLeerraum(
        'Die verlangte Miete von 700,00 € liegt unter Ihrer jetzigen Miete von 800,00 €: Das ist keine Mieterhöhung.',
      ),
    );
    expect(t).not.toContain(ohneLeerraum('Erhöhung um -'));
  });
});

describe('PDF ohne „Ihre Miete im Vergleich“', () => {
  it('ein alter Aufruf ergibt Byte für Byte das PDF, das er vor Issue 13 ergab', async () => {
    // sha256 of this call's PDF at commit 73e4c90 (before the PDF part of issue 13), measured
    // with that commit's src/pdf. Update it only when the PDF is changed on purpose.
    const p = pruefePdfParameter({
      berechnung: beispiel.given,
      zusaetzlicheBegruendungen: 'Adresse: X',
      stichtagsdifferenz: { stand: '2026-03-01', hoehe: 2.5 },
    });
    if (!p.ok) throw new Error('ungültig');
    const pdf = await erzeugeBerechnungsPdf(p.parameter, await ladePdfSchriften(), FESTE_ZEIT);
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(
      'ad7f4201f13cea36dcd2abe96c3000fd95e7308ef7dbe9016c9aa3e0c56f0c65',
    );
  });

  it('auch null oder ein leeres Objekt ändert nichts', async () => {
    const texte = [];
    for (const mietvergleich of [undefined, null, {}, { miete: null, mieterhoehung: null }]) {
      const r = await app.inject({
        method: 'POST',
        url: URL,
        payload: {
          berechnung: beispiel.given,
          ...(mietvergleich === undefined ? {} : { mietvergleich }),
        },
      });
      expect(r.statusCode).toBe(200);
      texte.push(await pdfText(r.rawPayload));
    }
    expect(new Set(texte).size).toBe(1);
    expect(texte[0]).not.toContain('Ihre Miete im Vergleich');
  });
});

describe('PDF: fehlerhafter mietvergleich', () => {
  it('ungültige Werte sind eine deutsche 422, die das Feld nennt', async () => {
    const r = await app.inject({
      method: 'POST',
      url: URL,
      payload: {
        berechnung: beispiel.given,
        mietvergleich: { miete: 0, mieterhoehung: { zugang: '2025-02-30' } },
      },
    });
    expect(r.statusCode).toBe(422);
    const body = JSON.parse(r.body) as { fehler: { feld: string }[] };
    expect(body.fehler.map((f) => f.feld)).toEqual([
      'mietvergleich.miete',
      'mietvergleich.mieterhoehung.zugang',
    ]);
    expect(meldungenAus(r.body)[0]).toMatch(/Bitte ändern Sie Ihre Eingabe\.$/);
  });

  it('ein falscher Typ ist eine deutsche 400, nie 5xx', async () => {
    for (const mietvergleich of [
      { miete: '800' },
      { mieterhoehung: { letzteErhoehung: 5 } },
      'x',
      [],
    ]) {
      const r = await app.inject({
        method: 'POST',
        url: URL,
        payload: { berechnung: beispiel.given, mietvergleich },
      });
      expect(r.statusCode).toBe(400);
      expect(meldungenAus(r.body)[0]).toMatch(/^Ungültiges Format/);
    }
  });
});

// issue 27 §5: a letter received on 9999-11-30 or a lease from 9997-12-31 gave PDF 500
// („Ungültiges Datum: 10000-02-29“); now a German 422 naming the range.
describe('PDF mit einem Datum außerhalb des Datumsbereichs', () => {
  it.each([
    [
      'Zugang 30.11.9999',
      { mieterhoehung: { ...MIETVERGLEICH.mieterhoehung, zugang: '9999-11-30' } },
    ],
    ['Mietbeginn 31.12.9997', { mietpreisbremse: { beginn: '9997-12-31', miete: 900 } }],
  ])('%s → 422 mit dem Bereich, kein 500', async (_name, mietvergleich) => {
    const r = await app.inject({
      method: 'POST',
      url: URL,
      payload: { berechnung: beispiel.given, mietvergleich },
    });
    expect(r.statusCode).toBe(422);
    expect(meldungenAus(r.body)).toEqual([
      'Das Datum muss zwischen dem 01.01.1900 und dem 31.12.2099 liegen. Bitte ändern Sie Ihre Eingabe.',
    ]);
  });
});
