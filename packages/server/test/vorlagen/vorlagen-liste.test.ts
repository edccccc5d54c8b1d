/**
 * The template list (spezifikation.md §2, §7): Spring Data REST paging, sorting by every
 * column and the filter row's server-side "contains" filters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
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

interface Eintrag {
  dateiId: number;
  dateiname: string;
  kommentar: string;
  anlagenutzer: string;
  aenderungsdatum: string;
  _links: { self: { href: string } };
}

// 45 templates: names "Vorlage 01" … "Vorlage 45", two users, one day apart from 1.11.2026.
const ANZAHL = 45;
const tag = (i: number) => new Date(Date.UTC(2026, 10, 1 + (i % 30), 11, 0, 0));

const u = testUmgebung({ uhr: () => new Date('2026-12-01T09:00:00Z') });

beforeAll(async () => {
  await legeKontoAn(u.datenbank, 'liste', 'liste-passwort', [RECHT]);
  cookie = await anmelden(u.app, 'liste', 'liste-passwort');
  await new VorlagenRepository(async () => u.datenbank.db).legeVieleAn(
    Array.from({ length: ANZAHL }, (_, i) => ({
      dateiname: `Vorlage ${String(i + 1).padStart(2, '0')}`,
      kommentar: i % 3 === 0 ? `Kommentar 100%_echt ${i + 1}` : `Notiz ${i + 1}`,
      berechnungsdaten: beispielDaten(),
      nutzer: i % 2 === 0 ? 'Sachbearbeiterin' : 'hausmeister',
      zeitpunkt: tag(i),
    })),
  );
});

async function liste(query: string) {
  const r = await u.app.inject({ url: `${PFAD}${query}`, headers: { cookie } });
  return { status: r.statusCode, body: r.json(), typ: r.headers['content-type'] };
}
const namen = (body: { _embedded: { berechnungsvorlages: Eintrag[] } }) =>
  body._embedded.berechnungsvorlages.map((e) => e.dateiname);

describe(`Liste der Berechnungsvorlagen (${DATENBANKART})`, () => {
  it('liefert Seite 0 mit 20 Einträgen, page-Angaben und Links wie Spring Data REST', async () => {
    const { status, body, typ } = await liste('');
    expect(status).toBe(200);
    expect(typ).toMatch(/^application\/hal\+json/);
    expect(body.page).toEqual({ size: 20, totalElements: ANZAHL, totalPages: 3, number: 0 });
    expect(body._embedded.berechnungsvorlages).toHaveLength(20);
    for (const e of body._embedded.berechnungsvorlages as Eintrag[]) {
      expect(e._links.self.href).toBe(`${PFAD}/${e.dateiId}`);
    }
    expect(body._links.next.href).toContain('page=1');
    expect(body._links.last.href).toContain('page=2');
    expect(body._links).not.toHaveProperty('prev');
  });

  it('blättert ohne Lücken und Doppelte durch alle Seiten', async () => {
    const alle: string[] = [];
    for (let seite = 0; seite < 5; seite++)
      alle.push(...namen((await liste(`?page=${seite}&size=10`)).body));
    expect(alle).toHaveLength(ANZAHL);
    expect(new Set(alle).size).toBe(ANZAHL);
    expect((await liste('?page=99')).body._embedded.berechnungsvorlages).toEqual([]);
  });

  it('kappt size bei 2000 und liefert dann alle', async () => {
    const { body } = await liste('?size=5000');
    expect(body.page.size).toBe(2000);
    expect(body._embedded.berechnungsvorlages).toHaveLength(ANZAHL);
  });

  it('sortiert nach aenderungsdatum absteigend, bei Gleichstand nach Id', async () => {
    const { body } = await liste('?size=100&sort=aenderungsdatum,desc');
    const e = body._embedded.berechnungsvorlages as Eintrag[];
    for (let i = 1; i < e.length; i++) {
      const a = e[i - 1] as Eintrag;
      const b = e[i] as Eintrag;
      expect(a.aenderungsdatum >= b.aenderungsdatum).toBe(true);
      if (a.aenderungsdatum === b.aenderungsdatum) expect(a.dateiId).toBeLessThan(b.dateiId);
    }
  });

  it('sortiert nach dateiname absteigend und nach mehreren Spalten', async () => {
    const ab = namen((await liste('?size=3&sort=dateiname,desc')).body);
    expect(ab).toEqual(['Vorlage 45', 'Vorlage 44', 'Vorlage 43']);
    const mehrere = (await liste('?size=100&sort=anlagenutzer,asc&sort=dateiname,desc')).body
      ._embedded.berechnungsvorlages as Eintrag[];
    // The users form two blocks (their order depends on the collation); inside each, names descend.
    const nutzer = mehrere.map((e) => e.anlagenutzer);
    const wechsel = nutzer.findIndex((n) => n !== nutzer[0]);
    expect(wechsel).toBeGreaterThan(0);
    expect(nutzer.slice(wechsel).every((n) => n !== nutzer[0])).toBe(true);
    for (const block of [mehrere.slice(0, wechsel), mehrere.slice(wechsel)]) {
      const n = block.map((e) => e.dateiname);
      expect(n).toEqual([...n].sort().reverse());
    }
  });

  it.each([
    ['?sort=passwort,asc', 'sort'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?size=0', 'size'],
    ['?size=zwanzig', 'size'],
    [`?dateiname=${'x'.repeat(201)}`, 'dateiname'],
  ])('%s → 400 mit deutscher Meldung', async (query, feld) => {
    const { status, body } = await liste(query);
    expect(status).toBe(400);
    expect(body.fehler[0].feld).toBe(feld);
    expect(body.fehler[0].meldung).toMatch(/ungültig|sortiert/);
  });

  it('filtert dateiname ohne Rücksicht auf Groß-/Kleinschreibung („enthält“)', async () => {
    const { body } = await liste('?dateiname=LAGE%204&size=100');
    expect(namen(body).sort()).toEqual([
      'Vorlage 40',
      'Vorlage 41',
      'Vorlage 42',
      'Vorlage 43',
      'Vorlage 44',
      'Vorlage 45',
    ]);
    expect(body.page.totalElements).toBe(6);
  });

  it('nimmt % und _ im Filter wörtlich', async () => {
    const prozent = await liste('?kommentar=100%25_&size=100');
    expect(prozent.body.page.totalElements).toBe(15);
    const unterstrich = await liste('?dateiname=Vorlage_0&size=100');
    expect(unterstrich.body.page.totalElements).toBe(0);
  });

  it('filtert Nutzer, Kommentar und kombiniert Filter (UND)', async () => {
    const haus = await liste('?anlagenutzer=HAUS&size=100');
    expect(haus.body.page.totalElements).toBe(22);
    const beide = await liste('?aenderungsnutzer=sach&kommentar=notiz&size=100');
    const e = beide.body._embedded.berechnungsvorlages as Eintrag[];
    expect(e.length).toBeGreaterThan(0);
    expect(
      e.every((x) => x.anlagenutzer === 'Sachbearbeiterin' && x.kommentar.startsWith('Notiz')),
    ).toBe(true);
  });

  it('filtert Datumsspalten so, wie die Liste sie zeigt (TT.MM.JJJJ)', async () => {
    // i % 30 === 4 → 5.11.2026 (i = 4 and 34)
    const tagGenau = await liste('?anlagedatum=05.11.2026&size=100');
    expect(namen(tagGenau.body).sort()).toEqual(['Vorlage 05', 'Vorlage 35']);
    const monat = await liste('?aenderungsdatum=.11.2026&size=100');
    expect(monat.body.page.totalElements).toBe(ANZAHL);
    const keiner = await liste('?anlagedatum=2025&size=100');
    expect(keiner.body.page.totalElements).toBe(0);
  });

  it('filtert die Datei-Id', async () => {
    const alle = (await liste('?size=100')).body._embedded.berechnungsvorlages as Eintrag[];
    const id = alle[7]?.dateiId as number;
    const { body } = await liste(`?dateiId=${id}&size=100`);
    const ids = (body._embedded.berechnungsvorlages as Eintrag[]).map((e) => String(e.dateiId));
    expect(ids).toContain(String(id));
    expect(ids.every((x) => x.includes(String(id)))).toBe(true);
  });

  it('Links der Seiten behalten Größe, Sortierung und Filter', async () => {
    const { body } = await liste('?dateiname=vorlage&size=10&sort=dateiname,desc');
    const next = new URL(body._links.next.href, 'http://x');
    expect(next.pathname).toBe(PFAD);
    expect(next.searchParams.get('page')).toBe('1');
    expect(next.searchParams.get('size')).toBe('10');
    expect(next.searchParams.get('sort')).toBe('dateiname,desc');
    expect(next.searchParams.get('dateiname')).toBe('vorlage');
    const zweite = await liste(`${next.pathname}${next.search}`.slice(PFAD.length));
    expect(namen(zweite.body)[0]).toBe('Vorlage 35');
  });
});
