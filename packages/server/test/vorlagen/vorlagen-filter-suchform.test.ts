/**
 * Issue 17 §6: the template list's name and comment filters fold umlauts and ß the way the
 * address search does (the domain's `suchform`, on the stored text and on the filter):
 * "mueller" finds "Müller", "MÜLLER" finds "Mueller", "strasse" finds "Straße" – also after a
 * rename, and for rows written before the folded columns existed (migration 0006).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationen } from '../../src/db/migrationen.ts';
import { VorlagenRepository } from '../../src/vorlagen/vorlagen-repository.ts';
import {
  anmelden,
  beispielDaten,
  DATENBANKART,
  legeKontoAn,
  PFAD,
  RECHT,
  testUmgebung,
} from './hilfen.ts';

let cookie: string;
const u = testUmgebung();
const repo = () => new VorlagenRepository(async () => u.datenbank.db);
const neu = (dateiname: string, kommentar = '') => ({
  dateiname,
  kommentar,
  berechnungsdaten: beispielDaten(),
  nutzer: 'filter',
  zeitpunkt: new Date('2026-11-24T10:00:00Z'),
});

beforeAll(async () => {
  await legeKontoAn(u.datenbank, 'filter', 'filter-passwort', [RECHT]);
  cookie = await anmelden(u.app, 'filter', 'filter-passwort');
  await repo().legeVieleAn([
    neu('Wohnung Müller', 'Größe geprüft'),
    neu('Wohnung Mueller 2'),
    neu('Türkenstraße 15c'),
    neu('Schmidt'),
  ]);
});

async function namen(query: string): Promise<string[]> {
  const r = await u.app.inject({ url: `${PFAD}?size=100&${query}`, headers: { cookie } });
  expect(r.statusCode).toBe(200);
  return (r.json()._embedded.berechnungsvorlages as { dateiname: string }[])
    .map((e) => e.dateiname)
    .sort();
}

describe(`Filter der Vorlagenliste mit ä/ae, ö/oe, ü/ue, ß/ss (${DATENBANKART})`, () => {
  it.each([
    ['dateiname=mueller', ['Wohnung Mueller 2', 'Wohnung Müller']],
    ['dateiname=MÜLLER', ['Wohnung Mueller 2', 'Wohnung Müller']],
    ['dateiname=müller', ['Wohnung Mueller 2', 'Wohnung Müller']],
    ['dateiname=tuerkenstrasse', ['Türkenstraße 15c']],
    ['dateiname=Türkenstr', ['Türkenstraße 15c']],
    ['kommentar=groesse%20gepr', ['Wohnung Müller']],
    ['dateiname=schmidt', ['Schmidt']],
  ])('%s', async (query, erwartet) => {
    expect(await namen(query)).toEqual(erwartet);
  });

  it('eine umbenannte Vorlage wird unter ihrem neuen Namen gefunden', async () => {
    const [schmidt] = await repo().findeNachDateiname('Schmidt');
    await repo().aendere(schmidt!.dateiId, null, neu('Schmidt Straße', 'Übergabe'));
    expect(await namen('dateiname=schmidt%20strasse')).toEqual(['Schmidt Straße']);
    expect(await namen('kommentar=uebergabe')).toEqual(['Schmidt Straße']);
  });

  it('Migration 0006 faltet die Vorlagen, die es schon gab', async () => {
    const db = u.datenbank.db;
    await sql`alter table berechnungsvorlage drop column dateiname_suche, drop column kommentar_suche`.execute(
      db,
    );
    await migrationen['0006_vorlage_suchform']!.up(db);
    expect(await namen('dateiname=mueller')).toEqual(['Wohnung Mueller 2', 'Wohnung Müller']);
    expect(await namen('kommentar=groesse')).toEqual(['Wohnung Müller']);
  });
});
