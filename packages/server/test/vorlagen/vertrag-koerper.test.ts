/**
 * One contract per route (issue 19 §1) for the bodies of the templates API and the sign-in form:
 * what /api/openapi.json describes is what the route accepts. Each field in turn gets a value of
 * every JSON type; a body the described schema refuses must be refused by the route with a German
 * message (and nothing stored), a body it allows must be taken.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { meldungen } from '@mietspiegel/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anmelden,
  beispielDaten,
  DATENBANKART,
  legeKontoAn,
  PFAD,
  RECHT,
  testUmgebung,
} from './hilfen.ts';

interface Schema {
  properties?: Record<string, Schema>;
}
interface Dokument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
}

const u = testUmgebung();
let cookie: string;
let dokument: Dokument;

beforeAll(async () => {
  await legeKontoAn(u.datenbank, 'vertrag', 'vertrag-passwort', [RECHT]);
  cookie = await anmelden(u.app, 'vertrag', 'vertrag-passwort');
  dokument = (await u.app.inject({ url: '/api/openapi.json' })).json<Dokument>();
});

/** The described body of an operation, compiled as a client would check it. */
function beschriebenerKoerper(pfad: string, art = 'application/json') {
  const schema = dokument.paths[pfad]?.post?.requestBody?.content?.[art]?.schema;
  expect(schema, pfad).toBeDefined();
  const pruefe = AjvCompiler()(
    {},
    { customOptions: { coerceTypes: false, allowUnionTypes: true, strict: false }, plugins: [] },
  )({ schema: schema as Schema, method: 'POST', url: pfad, httpPart: 'body' });
  return { schema: schema as Schema, pruefe };
}

/** A value of every JSON type (the text is one every text field of both bodies allows). */
const WERTE: unknown[] = ['Wert 1', 3, 1.5, true, null, [], ['a'], [1, 2], {}, { wasser: 'x' }];

/** zod's own (English) messages must never reach the client. */
const ENGLISCH = /invalid|expected|received|required/i;

describe(`Körper der Vorlagen und der Anmeldung wie beschrieben (${DATENBANKART})`, () => {
  it('Vorlage anlegen: was die Beschreibung ablehnt, lehnt die Route auf Deutsch ab (400/422) und speichert nichts; was sie erlaubt, wird angelegt', async () => {
    const { schema, pruefe } = beschriebenerKoerper(PFAD);
    const daten = beispielDaten();
    // every field of the body and of berechnungsdaten, one after the other
    const felder = [
      ...Object.keys(schema.properties ?? {}).map((f) => [f]),
      ...Object.keys(schema.properties?.berechnungsdaten?.properties ?? {}).map((f) => [
        'berechnungsdaten',
        f,
      ]),
    ];
    expect(felder.length).toBeGreaterThan(6);
    let nummer = 0;
    let angelegt = 0;
    let abgelehnt = 0;
    for (const [feld, unterfeld] of felder as [string, string | undefined][]) {
      for (const wert of WERTE) {
        nummer++;
        const body: Record<string, unknown> = {
          dateiname: `Vertrag ${nummer}`,
          kommentar: '',
          berechnungsdaten: unterfeld ? { ...daten, [unterfeld]: wert } : daten,
          ...(unterfeld ? {} : { [feld]: wert }),
        };
        const beschreibungLehntAb = !pruefe(body);
        const r = await u.app.inject({
          method: 'POST',
          url: PFAD,
          headers: { cookie, 'content-type': 'application/json' },
          payload: body,
        });
        const was = `${[feld, unterfeld].filter(Boolean).join('.')} = ${JSON.stringify(wert)}: ${r.body}`;
        if (beschreibungLehntAb) {
          abgelehnt++;
          expect([400, 422], was).toContain(r.statusCode);
          const { fehler } = r.json<{ fehler: { feld: string; meldung: string }[] }>();
          expect(fehler.length, was).toBeGreaterThan(0);
          for (const f of fehler) expect(f.meldung, was).not.toMatch(ENGLISCH);
        } else {
          angelegt++;
          expect(r.statusCode, was).toBe(201);
        }
      }
    }
    // both sides were compared, and only the accepted bodies were stored
    expect(abgelehnt).toBeGreaterThan(30);
    expect(angelegt).toBeGreaterThan(5);
    const liste = await u.app.inject({ url: `${PFAD}?size=2000`, headers: { cookie } });
    expect(liste.json<{ page: { totalElements: number } }>().page.totalElements).toBe(angelegt);
  });

  it('die Berechnungsdaten haben eine Meldung für den ganzen Teilbaum; die Miete wird erst geprüft, wenn der Rest stimmt', async () => {
    const lege = (body: unknown) =>
      u.app.inject({
        method: 'POST',
        url: PFAD,
        headers: { cookie, 'content-type': 'application/json' },
        payload: body as Record<string, unknown>,
      });
    const kaputt = await lege({
      dateiname: 'Teilbaum',
      berechnungsdaten: { ...beispielDaten(), errors: { baujahr: 'ja' }, aktuellerSchritt: 'x' },
    });
    expect(kaputt.statusCode).toBe(422);
    expect(kaputt.json()).toEqual({
      fehler: [
        {
          feld: 'berechnungsdaten.errors.baujahr',
          meldung: meldungen.berechnungsdatenUngueltig,
        },
      ],
    });
    const daten = beispielDaten();
    const mitMiete = {
      ...daten,
      pdfParameters: { ...daten.pdfParameters, mietvergleich: { miete: -5 } },
    };
    const beides = await lege({ dateiname: 'a/b', berechnungsdaten: mitMiete });
    expect(beides.statusCode).toBe(422);
    expect(beides.json().fehler.map((f: { feld: string }) => f.feld)).toEqual(['dateiname']);
    const nurMiete = await lege({ dateiname: 'Miete', berechnungsdaten: mitMiete });
    expect(nurMiete.statusCode).toBe(422);
    expect(nurMiete.json().fehler.map((f: { feld: string }) => f.feld)).toEqual([
      'berechnungsdaten.pdfParameters.mietvergleich.miete',
    ]);
  });

  it('Anmeldeformular: was die Beschreibung ablehnt, beantwortet die Anmeldeseite mit 400 und deutscher Meldung; was sie erlaubt, wird geprüft (401)', async () => {
    const { schema, pruefe } = beschriebenerKoerper('/anmeldung');
    const felder = Object.keys(schema.properties ?? {});
    expect(felder).toEqual(['name', 'passwort', 'ziel', 'hash']);
    let nummer = 0;
    let abgelehnt = 0;
    for (const feld of felder) {
      for (const wert of WERTE) {
        nummer++;
        // a wrong password, each from its own address: the brake never answers instead (429)
        const body = { name: `niemand${nummer}`, passwort: 'falsch', [feld]: wert };
        const beschreibungLehntAb = !pruefe(body);
        const r = await u.app.inject({
          method: 'POST',
          url: '/anmeldung',
          headers: { 'content-type': 'application/json' },
          remoteAddress: `10.77.${nummer}.1`,
          payload: body,
        });
        const was = `${feld} = ${JSON.stringify(wert)}`;
        expect(r.statusCode, was).toBe(beschreibungLehntAb ? 400 : 401);
        expect(r.headers['content-type'], was).toMatch(/^text\/html/);
        expect(r.body, was).toContain(
          beschreibungLehntAb
            ? 'Bitte geben Sie Anmeldename und Passwort ein.'
            : 'Anmeldename oder Passwort ist falsch.',
        );
        if (beschreibungLehntAb) abgelehnt++;
      }
    }
    expect(abgelehnt).toBeGreaterThan(10);
    // blank values are refused by the description as by the route
    for (const body of [
      { name: '   ', passwort: 'x' },
      { name: 'x', passwort: '' },
    ]) {
      expect(pruefe(body)).toBe(false);
      const r = await u.app.inject({
        method: 'POST',
        url: '/anmeldung',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(r.statusCode).toBe(400);
    }
  });
});
