/**
 * The templates API answers in the shapes of the domain's schemas (spezifikation.md §3, §7), the
 * ones the web app reads by: item, list, empty list and findByDateiname, each parsed by zod.
 */
import {
  berechnungsvorlageSchema,
  berechnungsvorlagenListeSchema,
  meldungen,
  vorlageEingabeSchema,
} from '@mietspiegel/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anmelden,
  DATENBANKART,
  legeKontoAn,
  PFAD,
  RECHT,
  testUmgebung,
  vorlage,
} from './hilfen.ts';

let cookie: string;
const u = testUmgebung({ uhr: () => new Date('2026-11-22T09:00:00Z') });

beforeAll(async () => {
  await legeKontoAn(u.datenbank, 'schema', 'schema-passwort', [RECHT]);
  cookie = await anmelden(u.app, 'schema', 'schema-passwort');
});

const hole = async (url: string) => (await u.app.inject({ url, headers: { cookie } })).json();

describe(`Antworten der Vorlagen-API nach dem Schema der Domäne (${DATENBANKART})`, () => {
  it('die leere Liste', async () => {
    const liste = berechnungsvorlagenListeSchema.parse(await hole(PFAD));
    expect(liste.page.totalElements).toBe(0);
  });

  it('Anlegen, Lesen, Überschreiben, Liste und findByDateiname', async () => {
    const koerper = vorlage('Schema 1', 'geprüft');
    expect(vorlageEingabeSchema.safeParse(koerper).success).toBe(true);
    const angelegt = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie, 'content-type': 'application/json' },
      payload: koerper,
    });
    expect(angelegt.statusCode).toBe(201);
    const v = berechnungsvorlageSchema.parse(angelegt.json());
    berechnungsvorlageSchema.parse(await hole(v._links.self.href));
    const geaendert = await u.app.inject({
      method: 'PUT',
      url: v._links.self.href,
      headers: { cookie, 'content-type': 'application/json', 'if-match': 'W/"1"' },
      payload: { ...koerper, kommentar: null },
    });
    expect(berechnungsvorlageSchema.parse(geaendert.json()).kommentar).toBe('');

    for (let i = 2; i <= 3; i++) {
      await u.app.inject({
        method: 'POST',
        url: PFAD,
        headers: { cookie, 'content-type': 'application/json' },
        payload: vorlage(`Schema ${i}`),
      });
    }
    const seite = await hole(`${PFAD}?page=1&size=1`);
    berechnungsvorlagenListeSchema.parse(seite);
    expect(Object.keys(seite._links)).toEqual(['first', 'prev', 'self', 'next', 'last', 'search']);
    const treffer = berechnungsvorlagenListeSchema.parse(
      await hole(`${PFAD}/search/findByDateiname?dateiname=Schema%201`),
    );
    expect(treffer._embedded.berechnungsvorlages.map((t) => t.dateiId)).toEqual([v.dateiId]);
  });

  it('ein Feld, das kein Text ist, wird auf Deutsch abgewiesen (422)', async () => {
    const r = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie, 'content-type': 'application/json' },
      payload: { ...vorlage('Schema Typ'), kommentar: 5, dateiname: 7 },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().fehler).toEqual([
      { feld: 'dateiname', meldung: meldungen.dateinameLeer },
      { feld: 'kommentar', meldung: 'Der Wert von „kommentar“ muss ein Text sein.' },
    ]);
  });
});
