import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  berechneInCent,
  berechneOrtsueblicheMiete,
  gepruefteBerechnung,
  berechnungSchema,
  ergebnisAusCent,
  ergebnisSchema,
  meldungen,
  pruefeBerechnung,
  type Berechnung,
  type BerechnungInCent,
  type Ergebnis,
} from '@mietspiegel/domain';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { schnellerPfad } from '../src/vertrag/pruefung.ts';
import readmeBeispiel from '../../../example.json' with { type: 'json' };
import { meldungenAus, testApp } from './hilfen.ts';

/** A key the JSON parser refuses (secure-json-parse): "__proto__", or "constructor" with "prototype". */
function verbotenerSchluessel(wert: unknown): boolean {
  if (typeof wert !== 'object' || wert === null) return false;
  return Object.entries(wert).some(
    ([name, innen]) =>
      name === '__proto__' ||
      (name === 'constructor' &&
        typeof innen === 'object' &&
        innen !== null &&
        'prototype' in innen) ||
      verbotenerSchluessel(innen),
  );
}

const URL = '/api/backend-service/berechnung';
const gegeben = beispiel.given as unknown as Berechnung;
type Fehlerhuelle = { fehler: { feld: string; meldung: string }[] };

let app: FastifyInstance;
// What the test route below answers: any result, written by the 200 schema of the calculation.
let antwort: Ergebnis;
beforeAll(async () => {
  app = await testApp();
  // the calculation route's writer: fast-json-stringify from the zod schema (vertrag/pruefung.ts)
  app.post(
    '/test/ergebnis',
    { schema: { response: { 200: ergebnisSchema } }, ...schnellerPfad },
    () => antwort,
  );
});
afterAll(() => app.close());

const sende = (body: unknown) => app.inject({ method: 'POST', url: URL, payload: body as object });

describe('POST /api/backend-service/berechnung', () => {
  it('Fastify übersetzt die zod-Schemas der Routen ohne Warnung', async () => {
    const warnung = vi.spyOn(console, 'warn');
    const frisch = await testApp();
    await frisch.ready();
    await frisch.close();
    expect(warnung).not.toHaveBeenCalled();
    warnung.mockRestore();
  });

  it('rechnet das Beispiel aus berechnungsregeln.md §2', async () => {
    const r = await sende(gegeben);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const e = r.json();
    // The figures of the worked example in berechnungsregeln.md §2/§3.
    expect(e).toMatchObject({
      ortsueblicheMieteProQM: 14.07,
      ortsueblicheMiete: 921.59,
      ortsueblicheMieteSpanneUntenProQM: 11.26,
      ortsueblicheMieteSpanneUnten: 737.53,
      ortsueblicheMieteSpanneObenProQM: 16.84,
      ortsueblicheMieteSpanneOben: 1103.02,
      ortsueblicheMieteSpanneBegruendeteAbweichungenProQM: 14.07,
      begruendeteAbweichungenTooHigh: false,
      begruendeteAbweichungenTooLow: false,
    });
    expect(e).toEqual(beispiel.expected);
    // The serializer drops nothing the domain computes and writes what JSON.stringify writes.
    expect(r.body).toBe(JSON.stringify(berechneOrtsueblicheMiete(gepruefteBerechnung(gegeben))));
  });

  it('beantwortet das example.json des README (curl -d @example.json) mit den Zahlen des Beispiels', async () => {
    const r = await sende(readmeBeispiel);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual(beispiel.expected);
  });

  it('rechnet auch mit gekappten Abweichungen und Betriebskosten, ohne etwas zu verlieren', async () => {
    const body = {
      ...gegeben,
      abweichungGesetzt: true,
      abweichungen: { ...gegeben.abweichungen, zusatz: 3.5 },
      selectedBetriebskostenA: 1,
      selectedBetriebskostenB: [0, 2, 3],
    };
    const r = await sende(body);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      begruendeteAbweichungenProQmTrue: 3.5,
      begruendeteAbweichungenTooHigh: true,
    });
    expect(r.body).toBe(JSON.stringify(berechneOrtsueblicheMiete(gepruefteBerechnung(body))));
  });

  describe('die Antwort schreibt Fastify aus dem 200-Schema (fast-json-stringify)', () => {
    /** Results of arbitrary cents (`cent`) and arbitrary labels, as the domain builds them. */
    const ergebnisMit = (cent: fc.Arbitrary<number>): fc.Arbitrary<Ergebnis> => {
      const beispielInCent = berechneInCent(gepruefteBerechnung(gegeben));
      const posten = fc.oneof(
        fc.constantFrom(...beispielInCent.zuschlaege),
        fc.record({
          merkmal: fc.string({ unit: 'binary' }),
          bezeichnung: fc.oneof(fc.string(), fc.string({ unit: 'binary' })),
          cent,
        }),
      );
      return fc
        .record({
          grundpreis: cent,
          zuschlaege: fc.array(posten, { maxLength: 14 }),
          betriebskosten: cent,
          mittel: cent,
          schwankungUnten: cent,
          schwankungOben: cent,
          spanneUnten: cent,
          spanneOben: cent,
          abweichungenSumme: cent,
          zuHoch: fc.boolean(),
          zuNiedrig: fc.boolean(),
          mitAbweichungen: cent,
          monatlich: fc.record({
            mittel: cent,
            spanneUnten: cent,
            spanneOben: cent,
            mitAbweichungen: cent,
          }),
        })
        .map((teil): BerechnungInCent => ({ ...beispielInCent, ...teil }))
        .map(ergebnisAusCent);
    };

    const pruefe = async (e: Ergebnis) => {
      antwort = e;
      const r = await app.inject({ method: 'POST', url: '/test/ergebnis' });
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(JSON.stringify(e));
      expect(r.json()).toEqual(JSON.parse(JSON.stringify(e)));
    };

    it('gleich JSON.stringify für ganze Cent, klein und groß, negativ und null', async () => {
      const cent = fc.oneof(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      );
      await fc.assert(fc.asyncProperty(ergebnisMit(cent), pruefe), { numRuns: 300 });
    });

    it('gleich JSON.stringify auch für Beträge, die keine ganzen Cent sind', async () => {
      // The domain computes in whole cents, so NaN never reaches the answer.
      await fc.assert(fc.asyncProperty(ergebnisMit(fc.double({ noNaN: true })), pruefe), {
        numRuns: 200,
      });
    });
  });

  describe('400: kein JSON-Objekt der erwarteten Form', () => {
    it.each([
      ['kaputtes JSON', '{"wohnflaeche": "65.5",', 'application/json'],
      ['leerer Inhalt mit JSON-Typ', '', 'application/json'],
      ['Text statt JSON', JSON.stringify(beispiel.given), 'text/plain'],
      ['XML', '<berechnung/>', 'application/xml'],
      ['Formular', 'wohnflaeche=65.5', 'application/x-www-form-urlencoded'],
      ['JSON-Liste', '[]', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      ['JSON-Zahl', '42', 'application/json'],
      ['Prototyp-Vergiftung', '{"__proto__": {"x": 1}}', 'application/json'],
    ])('%s', async (_name, payload, typ) => {
      const r = await app.inject({
        method: 'POST',
        url: URL,
        payload,
        headers: { 'content-type': typ },
      });
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      meldungenAus(r.body);
    });

    it('ohne Inhalt und ohne Content-Type', async () => {
      const r = await app.inject({ method: 'POST', url: URL });
      expect(r.statusCode).toBe(400);
      meldungenAus(r.body);
    });

    it.each([
      ['wohnflaeche', 65.5],
      ['selectedBaujahr', '5'],
      ['selectedSanitaerbereich', 1],
      ['abweichungGesetzt', 'nein'],
      ['abweichungen', 'keine'],
    ])('falscher Typ in %s', async (feld, wert) => {
      const r = await sende({ ...gegeben, [feld]: wert });
      expect(r.statusCode).toBe(400);
      const body = r.json<Fehlerhuelle>();
      expect(body.fehler.map((f) => f.feld)).toContain(feld);
      expect(body.fehler[0]?.meldung).toMatch(/^Ungültiges Format: .+ erwartet\.$/);
    });

    // JSON values of every kind, put into the worked example in place of fields, beside them
    // and inside `abweichungen`.
    const wert = fc.oneof(
      fc.constantFrom(null, '', '65,5', [], {}, -0, 1.5),
      fc.integer({ min: -3, max: 20 }),
      fc.string({ maxLength: 4 }),
      fc.boolean(),
      fc.array(fc.oneof(fc.integer({ min: 0, max: 17 }), fc.constant(null), fc.string()), {
        maxLength: 4,
      }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const koerper = fc
      .record({
        ersetzt: fc.dictionary(fc.constantFrom(...Object.keys(gegeben), 'unbekannt'), wert, {
          maxKeys: 3,
        }),
        abweichungen: fc.dictionary(
          fc.constantFrom(...Object.keys(gegeben.abweichungen), 'balkonA', 'balkonGross'),
          wert,
          { maxKeys: 2 },
        ),
        entfernt: fc.subarray(Object.keys(gegeben), { maxLength: 3 }),
      })
      .map(({ ersetzt, abweichungen, entfernt }) => {
        const k: Record<string, unknown> = {
          ...structuredClone(beispiel.given),
          abweichungen: { ...gegeben.abweichungen, ...abweichungen },
          ...ersetzt,
        };
        for (const f of entfernt) delete k[f];
        return k;
      });

    it('400 genau dann, wenn das zod-Schema den Körper ablehnt, mit den Meldungen der Domäne', async () => {
      let abgelehnt = 0;
      await fc.assert(
        fc.asyncProperty(koerper, async (k) => {
          const r = await sende(k);
          // fc.jsonValue may write a "__proto__" key: Fastify's JSON parser refuses it before
          // any schema (prototype poisoning; its error carries no reason, hence the general text)
          if (verbotenerSchluessel(k)) {
            expect(r.statusCode).toBe(400);
            expect(r.json()).toEqual({
              fehler: [{ feld: '', meldung: 'Die Anfrage enthält kein gültiges JSON.' }],
            });
            return;
          }
          const zod = berechnungSchema.safeParse(k);
          expect(r.statusCode === 400, JSON.stringify(k)).toBe(!zod.success);
          if (zod.success) return;
          abgelehnt += 1;
          // The German texts are those of the domain's own check of the same body.
          const domaene = pruefeBerechnung(k);
          expect(domaene.ok).toBe(false);
          expect(r.json()).toEqual({ fehler: domaene.ok ? [] : domaene.fehler });
        }),
        { numRuns: 400 },
      );
      expect(abgelehnt).toBeGreaterThan(50); // the bodies exercise both verdicts
    });

    it('zu große Anfrage: 413 mit deutscher Meldung', async () => {
      const r = await sende({ ...gegeben, polster: 'x'.repeat(70 * 1024) });
      expect(r.statusCode).toBe(413);
      expect(meldungenAus(r.body)[0]).toMatch(/zu groß/);
    });
  });

  describe('422: ungültige Werte und Konflikte', () => {
    it('Wohnfläche außerhalb 20–160 m²', async () => {
      const r = await sende({ ...gegeben, wohnflaeche: '10' });
      expect(r.statusCode).toBe(422);
      expect(r.json()).toEqual({
        fehler: [{ feld: 'wohnflaeche', meldung: meldungen.wohnflaeche }],
      });
    });

    it('fehlende Auswahl', async () => {
      const { selectedHaustyp: _weg, ...ohne } = gegeben;
      const r = await sende(ohne);
      expect(r.statusCode).toBe(422);
      expect(r.json<Fehlerhuelle>().fehler).toContainEqual({
        feld: 'selectedHaustyp',
        meldung: meldungen.auswahlFehlt,
      });
    });

    it('„keine“ zusammen mit anderen Sanitärmerkmalen', async () => {
      const r = await sende({ ...gegeben, selectedSanitaerbereich: [1, 5] });
      expect(r.statusCode).toBe(422);
      expect(r.json<Fehlerhuelle>().fehler.map((f) => f.feld)).toContain('selectedSanitaerbereich');
    });

    it('Fußbodenheizung bei Baujahr ab 1999 (Konflikt)', async () => {
      const r = await sende({ ...gegeben, selectedBaujahr: 7, selectedFussbodenheizung: 0 });
      expect(r.statusCode).toBe(422);
      const texte = meldungenAus(r.body).join(' ');
      expect(texte).toContain(meldungen.regeln.fussbodenheizung);
    });

    it('Abweichung außerhalb der Grenzen', async () => {
      const r = await sende({
        ...gegeben,
        abweichungGesetzt: true,
        abweichungen: { ...gegeben.abweichungen, wasser: 0.5 },
      });
      expect(r.statusCode).toBe(422);
      expect(r.json<Fehlerhuelle>().fehler.map((f) => f.feld)).toContain('abweichungen.wasser');
    });
  });

  describe('nie 5xx, immer die Fehlerhülle', () => {
    const pruefeAntwort = async (payload: string, typ = 'application/json') => {
      const r = await app.inject({
        method: 'POST',
        url: URL,
        payload,
        headers: { 'content-type': typ },
      });
      expect([200, 400, 413, 422]).toContain(r.statusCode);
      if (r.statusCode !== 200) meldungenAus(r.body);
    };

    it('für beliebige JSON-Werte', async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), (wert) => pruefeAntwort(JSON.stringify(wert))),
        { numRuns: 300 },
      );
    });

    it('für beliebigen Text', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ unit: 'binary' }),
          fc.constantFrom('application/json', 'text/plain'),
          pruefeAntwort,
        ),
        { numRuns: 300 },
      );
    });

    it('für das Beispiel mit einem beliebig verdorbenen Feld', async () => {
      const felder = [
        ...Object.keys(gegeben),
        'abweichungen.wasser',
        'abweichungen.balkonA',
        'extra',
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...felder), fc.jsonValue(), (feld, wert) => {
          const body: Record<string, unknown> = structuredClone(beispiel.given);
          const [kopf, unter] = feld.split('.') as [string, string | undefined];
          if (unter) (body[kopf] as Record<string, unknown>)[unter] = wert;
          else body[kopf] = wert;
          return pruefeAntwort(JSON.stringify(body));
        }),
        { numRuns: 500 },
      );
    });
  });
});
