/**
 * Templates API (spezifikation.md §3, §5, §7): HAL shape, server-set fields, name rules with
 * the UI's messages, uniqueness by constraint, optimistic locking, bad input never 5xx.
 */
import { meldungen, pruefeDateiname } from '@mietspiegel/domain';
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

let anna: string; // cookie
let bert: string;
let jetzt = new Date('2026-11-22T09:00:00Z');

const json = { 'content-type': 'application/json' };

const u = testUmgebung({ uhr: () => jetzt });

beforeAll(async () => {
  await legeKontoAn(u.datenbank, 'anna', 'anna-passwort-1', [RECHT]);
  await legeKontoAn(u.datenbank, 'bert', 'bert-passwort-1', [RECHT]);
  anna = await anmelden(u.app, 'anna', 'anna-passwort-1');
  bert = await anmelden(u.app, 'bert', 'bert-passwort-1');
});

async function lege(name: string, cookie = anna, kommentar = '') {
  return u.app.inject({
    method: 'POST',
    url: PFAD,
    headers: { cookie, ...json },
    payload: vorlage(name, kommentar),
  });
}

describe(`Berechnungsvorlagen-API (${DATENBANKART})`, () => {
  it('legt an: 201, Location, ETag, vom Server gesetzte Felder, Freitext wird nicht gespeichert', async () => {
    const body = {
      ...vorlage('Muster 1', 'erste Vorlage'),
      dateiId: 999,
      anlagenutzer: 'mallory',
      anlagedatum: '2000-01-01T00:00:00Z',
      aenderungsnutzer: 'mallory',
      version: 77,
    };
    const r = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: anna, ...json },
      payload: body,
    });
    expect(r.statusCode).toBe(201);
    const v = r.json();
    expect(r.headers.location).toBe(`${PFAD}/${v.dateiId}`);
    expect(v._links.self.href).toBe(`${PFAD}/${v.dateiId}`);
    expect(v.dateiId).not.toBe(999);
    expect(r.headers.etag).toBe('W/"1"');
    expect(v).toMatchObject({
      dateiname: 'Muster 1',
      kommentar: 'erste Vorlage',
      anlagenutzer: 'anna',
      aenderungsnutzer: 'anna',
      anlagedatum: jetzt.toISOString(),
      aenderungsdatum: jetzt.toISOString(),
    });
    expect(v.berechnungsdaten.pdfParameters.berechnung.wohnflaeche).toBe('65.5');
    expect(v.berechnungsdaten.pdfParameters).not.toHaveProperty('zusaetzlicheBegruendungen');
    const gelesen = await u.app.inject({
      method: 'GET',
      url: v._links.self.href,
      headers: { cookie: anna },
    });
    expect(gelesen.statusCode).toBe(200);
    expect(gelesen.headers.etag).toBe('W/"1"');
    expect(JSON.stringify(gelesen.json())).not.toContain('Geheimweg');
  });

  it.each([
    ['', meldungen.dateinameLeer],
    ['   ', meldungen.dateinameLeer],
    ['x'.repeat(61), meldungen.dateinameZuLang],
    ['a/b', meldungen.dateinameUnzulaessig],
    ['<script>', meldungen.dateinameUnzulaessig],
  ])('weist den Dateinamen %j mit der Meldung der Oberfläche ab (422)', async (name, meldung) => {
    expect(pruefeDateiname(name)).toBe(meldung);
    const r = await lege(name);
    expect(r.statusCode).toBe(422);
    expect(r.json().fehler).toContainEqual({ feld: 'dateiname', meldung });
  });

  it('nimmt 60 Zeichen mit Umlauten, ß, Ziffern, _ - . und Leerzeichen an', async () => {
    const name = 'Äpfel Öl Übung ß_1-2.3 '.padEnd(60, 'x');
    expect((await lege(name)).statusCode).toBe(201);
  });

  it('weist einen Kommentar über 100 Zeichen ab, nimmt 100 an', async () => {
    const zuLang = await lege('Kommentar lang', anna, 'k'.repeat(101));
    expect(zuLang.statusCode).toBe(422);
    expect(zuLang.json().fehler).toContainEqual({
      feld: 'kommentar',
      meldung: meldungen.kommentarZuLang,
    });
    expect((await lege('Kommentar genau', anna, 'k'.repeat(100))).statusCode).toBe(201);
  });

  it('weist ungültige Berechnungsdaten ab (422) und speichert nichts', async () => {
    const r = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: anna, ...json },
      payload: {
        dateiname: 'Kaputt',
        berechnungsdaten: { pdfParameters: { berechnung: { wohnflaeche: 5 } } },
      },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().fehler[0].feld).toMatch(/^berechnungsdaten/);
    const suche = await u.app.inject({
      url: `${PFAD}/search/findByDateiname?dateiname=Kaputt`,
      headers: { cookie: anna },
    });
    expect(suche.json()._embedded.berechnungsvorlages).toEqual([]);
  });

  it('doppelter Name beim Anlegen → 409 mit der Meldung der Oberfläche', async () => {
    expect((await lege('Doppelt')).statusCode).toBe(201);
    const r = await lege('Doppelt', bert);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      fehler: [{ feld: 'dateiname', meldung: meldungen.nameExistiertBearbeiten }],
    });
  });

  it('20 gleichzeitige Anlagen mit demselben Namen → genau eine Vorlage, der Rest 409', async () => {
    const antworten = await Promise.all(
      Array.from({ length: 20 }, (_, i) => lege('Gleichzeitig', i % 2 ? anna : bert)),
    );
    const codes = antworten.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const suche = await u.app.inject({
      url: `${PFAD}/search/findByDateiname?dateiname=Gleichzeitig`,
      headers: { cookie: anna },
    });
    expect(suche.json()._embedded.berechnungsvorlages).toHaveLength(1);
  });

  it('findByDateiname findet nur den exakten Namen, in der HAL-Hülle', async () => {
    await lege('Exakt');
    await lege('Exakt 2');
    const r = await u.app.inject({
      url: `${PFAD}/search/findByDateiname?dateiname=Exakt`,
      headers: { cookie: anna },
    });
    expect(r.statusCode).toBe(200);
    const treffer = r.json()._embedded.berechnungsvorlages;
    expect(treffer.map((t: { dateiname: string }) => t.dateiname)).toEqual(['Exakt']);
    expect(treffer[0]._links.self.href).toBe(`${PFAD}/${treffer[0].dateiId}`);
    const klein = await u.app.inject({
      url: `${PFAD}/search/findByDateiname?dateiname=exakt`,
      headers: { cookie: anna },
    });
    expect(klein.json()._embedded.berechnungsvorlages).toEqual([]);
  });

  it('der Listenfilter ignoriert Groß-/Kleinschreibung auch bei Umlauten', async () => {
    expect((await lege('Öl Übersicht')).statusCode).toBe(201);
    const r = await u.app.inject({
      url: `${PFAD}?dateiname=${encodeURIComponent('öl übers')}`,
      headers: { cookie: anna },
    });
    expect(
      r.json()._embedded.berechnungsvorlages.map((v: { dateiname: string }) => v.dateiname),
    ).toEqual(['Öl Übersicht']);
  });

  it('PUT überschreibt: Anlagedatum/-nutzer bleiben, Änderung vom Überschreibenden, Version +1', async () => {
    const angelegt = (await lege('Überschreiben', anna)).json();
    const vorher = jetzt;
    jetzt = new Date(vorher.getTime() + 20 * 60_000); // within the session's lifetime
    const r = await u.app.inject({
      method: 'PUT',
      url: angelegt._links.self.href,
      headers: { cookie: bert, 'if-match': 'W/"1"', ...json },
      payload: {
        ...vorlage('Überschreiben', 'neu'),
        anlagenutzer: 'mallory',
        anlagedatum: '2000-01-01T00:00:00Z',
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers.etag).toBe('W/"2"');
    expect(r.json()).toMatchObject({
      dateiId: angelegt.dateiId,
      kommentar: 'neu',
      anlagenutzer: 'anna',
      anlagedatum: vorher.toISOString(),
      aenderungsnutzer: 'bert',
      aenderungsdatum: jetzt.toISOString(),
    });
  });

  it('PUT ohne If-Match → 428, mit veralteter Version → 412; nichts wird geändert', async () => {
    const v = (await lege('Sperre')).json();
    const aendern = (kopf: Record<string, string>, kommentar: string) =>
      u.app.inject({
        method: 'PUT',
        url: v._links.self.href,
        headers: { cookie: anna, ...json, ...kopf },
        payload: vorlage('Sperre', kommentar),
      });
    const ohne = await aendern({}, 'ohne');
    expect(ohne.statusCode).toBe(428);
    expect(ohne.json().fehler[0].meldung).toMatch(/If-Match/);
    expect((await aendern({ 'if-match': '"1"' }, 'erste')).statusCode).toBe(200);
    const veraltet = await aendern({ 'if-match': 'W/"1"' }, 'zweite');
    expect(veraltet.statusCode).toBe(412);
    expect(veraltet.json().fehler[0].meldung).toMatch(/inzwischen/);
    // the same text as the web app shows for a 412 (one place: meldungen, issue 28 §7)
    expect(veraltet.json()).toEqual({
      fehler: [{ feld: '', meldung: meldungen.vorlageInzwischenGeaendert }],
    });
    // issue 27 §9: a value that is no list of ETags is the client's error (400), not a stale
    // version (412) – this asserted 412 before.
    expect((await aendern({ 'if-match': 'Unsinn' }, 'dritte')).statusCode).toBe(400);
    const jetztGespeichert = await u.app.inject({
      url: v._links.self.href,
      headers: { cookie: anna },
    });
    expect(jetztGespeichert.json().kommentar).toBe('erste');
    expect(jetztGespeichert.headers.etag).toBe('W/"2"');
  });

  // RFC 9110 §13.1.1: `If-Match: *` matches any current version – it changes the stored
  // template (and deletes it) instead of being taken for a stale version.
  it('PUT und DELETE mit If-Match: * → 200 bzw. 204, ganz gleich welche Version gespeichert ist', async () => {
    const v = (await lege('Beliebig')).json();
    const zweite = await u.app.inject({
      method: 'PUT',
      url: v._links.self.href,
      headers: { cookie: anna, ...json, 'if-match': 'W/"1"' },
      payload: vorlage('Beliebig', 'zweite'),
    });
    expect(zweite.headers.etag).toBe('W/"2"');
    const stern = await u.app.inject({
      method: 'PUT',
      url: v._links.self.href,
      headers: { cookie: anna, ...json, 'if-match': '*' },
      payload: vorlage('Beliebig', 'mit Stern'),
    });
    expect(stern.statusCode).toBe(200);
    expect(stern.headers.etag).toBe('W/"3"');
    const gespeichert = await u.app.inject({ url: v._links.self.href, headers: { cookie: anna } });
    expect(gespeichert.json().kommentar).toBe('mit Stern');
    const geloescht = await u.app.inject({
      method: 'DELETE',
      url: v._links.self.href,
      headers: { cookie: anna, 'if-match': '*' },
    });
    expect(geloescht.statusCode).toBe(204);
    expect(
      (await u.app.inject({ url: v._links.self.href, headers: { cookie: anna } })).statusCode,
    ).toBe(404);
  });

  // RFC 9110 §13.1.1, issue 27 §9: every tag of the list is compared, not only the first.
  it('If-Match mit einer Liste: passt ein Tag, wird geändert bzw. gelöscht; passt keines → 412', async () => {
    const v = (await lege('Liste')).json();
    const aendern = (ifMatch: string, kommentar: string) =>
      u.app.inject({
        method: 'PUT',
        url: v._links.self.href,
        headers: { cookie: anna, ...json, 'if-match': ifMatch },
        payload: vorlage('Liste', kommentar),
      });
    const erste = await aendern('W/"5", W/"1"', 'erste');
    expect(erste.statusCode).toBe(200);
    expect(erste.headers.etag).toBe('W/"2"');
    // empty list elements, spaces, a foreign tag with a comma inside its quotes
    expect((await aendern(' "x,y" , ,W/"2"', 'zweite')).statusCode).toBe(200);
    const keines = await aendern('W/"1", W/"2", "abc"', 'dritte');
    expect(keines.statusCode).toBe(412);
    const gespeichert = await u.app.inject({ url: v._links.self.href, headers: { cookie: anna } });
    expect(gespeichert.json().kommentar).toBe('zweite');
    const loeschen = (ifMatch: string) =>
      u.app.inject({
        method: 'DELETE',
        url: v._links.self.href,
        headers: { cookie: anna, 'if-match': ifMatch },
      });
    expect((await loeschen('W/"1", W/"2"')).statusCode).toBe(412);
    expect((await loeschen('W/"9", W/"3"')).statusCode).toBe(204);
  });

  it('If-Match, das keine Liste von ETags ist (1, W/1, 8.000 × x, * in einer Liste) → 400, nichts geändert', async () => {
    const v = (await lege('Kaputt')).json();
    for (const ifMatch of ['1', 'W/1', 'x'.repeat(8000), '"1" "2"', '*, W/"1"', 'W/"1', ',']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const r = await u.app.inject({
          method,
          url: v._links.self.href,
          headers: { cookie: anna, ...json, 'if-match': ifMatch },
          ...(method === 'PUT' ? { payload: vorlage('Kaputt', 'geändert') } : {}),
        });
        expect(r.statusCode, `${method} ${ifMatch.slice(0, 20)}`).toBe(400);
        expect(r.json().fehler[0].meldung).toMatch(/If-Match ist ungültig/);
      }
    }
    const gespeichert = await u.app.inject({ url: v._links.self.href, headers: { cookie: anna } });
    expect(gespeichert.json().kommentar).toBe('');
    expect(gespeichert.headers.etag).toBe('W/"1"');
  });

  it('PUT auf einen vergebenen Namen → 409 (Bearbeiten)', async () => {
    await lege('Belegt');
    const v = (await lege('Umbenennen')).json();
    const r = await u.app.inject({
      method: 'PUT',
      url: v._links.self.href,
      headers: { cookie: anna, 'if-match': 'W/"1"', ...json },
      payload: vorlage('Belegt'),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().fehler[0].meldung).toBe(meldungen.nameExistiertBearbeiten);
  });

  it('DELETE: 204, danach 404; mit veraltetem If-Match 412', async () => {
    const v = (await lege('Löschen')).json();
    const veraltet = await u.app.inject({
      method: 'DELETE',
      url: v._links.self.href,
      headers: { cookie: anna, 'if-match': 'W/"9"' },
    });
    expect(veraltet.statusCode).toBe(412);
    const r = await u.app.inject({
      method: 'DELETE',
      url: v._links.self.href,
      headers: { cookie: anna },
    });
    expect(r.statusCode).toBe(204);
    expect(
      (await u.app.inject({ url: v._links.self.href, headers: { cookie: anna } })).statusCode,
    ).toBe(404);
    expect(
      (await u.app.inject({ method: 'DELETE', url: v._links.self.href, headers: { cookie: anna } }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ['GET', 'abc'],
    ['GET', '0'],
    ['GET', '-1'],
    ['GET', '1.5'],
    ['GET', '99999999999999999999'],
    ['GET', '2147483648'],
    ['DELETE', 'abc'],
    ['PUT', '1e3'],
  ])('%s mit der Id %j → 404 auf Deutsch', async (method, id) => {
    const r = await u.app.inject({
      method: method as 'GET',
      url: `${PFAD}/${id}`,
      headers: { cookie: anna, 'if-match': 'W/"1"', ...json },
      ...(method === 'PUT' ? { payload: vorlage('Egal') } : {}),
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().fehler[0].meldung).toBe('Diese Berechnungsvorlage gibt es nicht (mehr).');
  });

  it.each([
    ['kaputtes JSON', '{"dateiname": ', 'application/json', 400],
    ['JSON-Array', '[1,2]', 'application/json', 400],
    ['JSON-Text', '"Hallo"', 'application/json', 400],
    ['null', 'null', 'application/json', 400],
    [
      'riesiger Körper',
      JSON.stringify({ dateiname: 'x', kommentar: 'k'.repeat(200_000) }),
      'application/json',
      413,
    ],
    ['Formular statt JSON', 'dateiname=x', 'application/x-www-form-urlencoded', 415],
    ['Text statt JSON', 'dateiname', 'text/plain', 415],
  ])('%s → %i mit deutscher Fehlerhülle, kein 5xx', async (_name, payload, typ, status) => {
    const r = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: anna, 'content-type': typ },
      payload,
    });
    expect(r.statusCode).toBe(status);
    expect(r.json().fehler[0].meldung).toMatch(/[a-zäöü]/);
  });

  it('lehnt Änderungen von fremden Seiten ab (Origin/Sec-Fetch-Site) – CSRF', async () => {
    const fremd = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: { cookie: anna, ...json, origin: 'https://boese.example', host: 'localhost' },
      payload: vorlage('Fremd'),
    });
    expect(fremd.statusCode).toBe(403);
    const seite = await u.app.inject({
      method: 'DELETE',
      url: `${PFAD}/1`,
      headers: { cookie: anna, 'sec-fetch-site': 'cross-site' },
    });
    expect(seite.statusCode).toBe(403);
    const eigen = await u.app.inject({
      method: 'POST',
      url: PFAD,
      headers: {
        cookie: anna,
        ...json,
        origin: 'http://localhost:8080',
        host: 'localhost:8080',
        'sec-fetch-site': 'same-origin',
      },
      payload: vorlage('Eigen'),
    });
    expect(eigen.statusCode).toBe(201);
  });
});
