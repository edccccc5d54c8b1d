/**
 * Issue 21 §2: the operator file named by BETREIBER_DATEI – read and checked at start, served by
 * GET /api/betreiber; a bad file stops the start with a German line naming file and field; no
 * file: the answer says null and the server logs a warning.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUSSNAVIGATION, PFLICHTSEITEN } from '@mietspiegel/domain';
import { buildApp } from '../src/app.ts';
import { anmeldeseite, oidcFehlerseite, weiterleitungsseite } from '../src/auth/anmeldeseite.ts';
import { KonfigurationsFehler, ladeKonfiguration } from '../src/konfiguration.ts';
import { testApp } from './hilfen.ts';

const GUELTIG = {
  name: 'Testbehörde',
  stelle: 'Referat für Prüfungen',
  anschrift: { strasse: 'Teststraße 1', plz: '80331', ort: 'München' },
  email: 'post@test.example',
  datenschutzbeauftragter: { name: 'Datenschutz Test', email: 'dsb@test.example' },
  barrierefreiheit: {
    letztePruefung: '2026-10-01',
    methode: 'Selbstbewertung',
    kontakt: 'barrierefrei@test.example',
  },
  protokollAufbewahrungTage: 7,
};

let ordner: string;
const datei = async (name: string, inhalt: unknown) => {
  const pfad = join(ordner, name);
  await writeFile(pfad, typeof inhalt === 'string' ? inhalt : JSON.stringify(inhalt));
  return pfad;
};

beforeAll(async () => {
  ordner = await mkdtemp(join(tmpdir(), 'mietspiegel-betreiber-'));
});
afterAll(async () => {
  await rm(ordner, { recursive: true, force: true });
});

/** The problems of a configuration that must fail. */
function probleme(env: Record<string, string>): string[] {
  try {
    ladeKonfiguration(env);
  } catch (fehler) {
    if (fehler instanceof KonfigurationsFehler) return fehler.probleme;
    throw fehler;
  }
  throw new Error('ladeKonfiguration hätte scheitern müssen');
}

describe('BETREIBER_DATEI', () => {
  it('liest eine gültige Datei und liefert sie unter /api/betreiber', async () => {
    const pfad = await datei('gueltig.json', GUELTIG);
    expect(ladeKonfiguration({ BETREIBER_DATEI: pfad }).betreiber).toEqual(GUELTIG);
    const app = await testApp({ BETREIBER_DATEI: pfad, SESSION_TTL_MINUTES: '45' });
    try {
      const r = await app.inject({ method: 'GET', url: '/api/betreiber' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ betreiber: GUELTIG, sitzungsdauerMinuten: 45 });
    } finally {
      await app.close();
    }
  });

  it('nimmt einen relativen Pfad vom Startordner (INIT_CWD)', async () => {
    await datei('relativ.json', GUELTIG);
    const k = ladeKonfiguration({ BETREIBER_DATEI: 'relativ.json', INIT_CWD: ordner });
    expect(k.betreiber?.name).toBe('Testbehörde');
  });

  it('nennt bei einer ungültigen Datei die Datei und jedes falsche Feld auf Deutsch', async () => {
    const pfad = await datei('ungueltig.json', {
      ...GUELTIG,
      anschrift: { ...GUELTIG.anschrift, plz: '8033' },
      barrierefreiheit: { ...GUELTIG.barrierefreiheit, letztePruefung: '2026-02-30' },
      email: undefined,
      fax: '089 1',
    });
    const p = probleme({ BETREIBER_DATEI: pfad });
    expect(p).toEqual(
      expect.arrayContaining([
        `BETREIBER_DATEI: Betreiberdatei ${pfad}, Feld anschrift.plz: ist keine fünfstellige Postleitzahl`,
        `BETREIBER_DATEI: Betreiberdatei ${pfad}, Feld barrierefreiheit.letztePruefung: ist kein Datum JJJJ-MM-TT`,
        `BETREIBER_DATEI: Betreiberdatei ${pfad}, Feld email: fehlt`,
        `BETREIBER_DATEI: Betreiberdatei ${pfad}, Feld fax: ist kein bekanntes Feld`,
      ]),
    );
    expect(p).toHaveLength(4);
  });

  it('meldet eine fehlende Datei und kaputtes JSON', async () => {
    const fehlt = join(ordner, 'gibt-es-nicht.json');
    expect(probleme({ BETREIBER_DATEI: fehlt })).toEqual([
      `BETREIBER_DATEI: Betreiberdatei ${fehlt} gibt es nicht / cannot be read`,
    ]);
    const kaputt = await datei('kaputt.json', '{"name": ');
    expect(probleme({ BETREIBER_DATEI: kaputt })[0]).toMatch(
      /^BETREIBER_DATEI: Betreiberdatei .*kaputt\.json ist kein gültiges JSON/,
    );
    // issue 27 §7: the place in German (before: V8's English message)
    expect(probleme({ BETREIBER_DATEI: kaputt })).toEqual([
      `BETREIBER_DATEI: Betreiberdatei ${kaputt} ist kein gültiges JSON (Zeile 1, Spalte 10: Wert erwartet) / is not JSON`,
    ]);
  });

  // issue 27 §7: a byte-order mark (Windows editors) was refused as "Unexpected token"
  it('liest eine Betreiberdatei mit Byte-Order-Mark', async () => {
    const pfad = await datei('bom.json', `\uFEFF${JSON.stringify(GUELTIG)}`);
    expect(ladeKonfiguration({ BETREIBER_DATEI: pfad }).betreiber).toEqual(GUELTIG);
  });

  it('ohne Einstellung: /api/betreiber sagt null, und der Server warnt beim Start', async () => {
    const zeilen: string[] = [];
    const konfiguration = ladeKonfiguration({
      WEB_DIST: '/nicht/vorhanden/dist',
      DATA_DIR: await mkdtemp(join(ordner, 'daten-')),
    });
    expect(konfiguration.betreiber).toBeNull();
    const app = await buildApp({
      konfiguration,
      logger: { level: 'warn', stream: { write: (z: string) => void zeilen.push(z) } },
    });
    try {
      const r = await app.inject({ method: 'GET', url: '/api/betreiber' });
      expect(r.json()).toEqual({ betreiber: null, sitzungsdauerMinuten: 60 });
      const warnungen = zeilen
        .map((z) => JSON.parse(z) as { level: number; msg: string })
        .filter((z) => z.level === 40 && z.msg.includes('BETREIBER_DATEI'));
      expect(warnungen.map((w) => w.msg)).toEqual([
        expect.stringContaining('BETREIBER_DATEI ist nicht gesetzt'),
      ]);
    } finally {
      await app.close();
    }
  });

  it('mit gültiger Datei warnt der Server nicht', async () => {
    const zeilen: string[] = [];
    const konfiguration = ladeKonfiguration({
      WEB_DIST: '/nicht/vorhanden/dist',
      DATA_DIR: await mkdtemp(join(ordner, 'daten-')),
      BETREIBER_DATEI: await datei('ruhig.json', GUELTIG),
    });
    const app = await buildApp({
      konfiguration,
      logger: { level: 'warn', stream: { write: (z: string) => void zeilen.push(z) } },
    });
    await app.close();
    expect(zeilen.filter((z) => z.includes('BETREIBER_DATEI'))).toEqual([]);
  });
});

describe('Fußzeile der Seiten des Servers', () => {
  /** The footer's links as [href, name]. */
  function fussLinks(seite: string): [string, string][] {
    const fuss = /<footer>([\s\S]*)<\/footer>/.exec(seite)?.[1] ?? '';
    expect(fuss).toContain(`<nav aria-label="${FUSSNAVIGATION}">`);
    return [...fuss.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
  }
  const erwartet = PFLICHTSEITEN.map((s) => [`/berechnung.html#${s.pfad}`, s.link]);

  it('die Anmeldeseiten verlinken die vier Pflichtseiten', () => {
    expect(fussLinks(anmeldeseite({ ziel: '/auth/index.html', hash: '' }))).toEqual(erwartet);
    expect(fussLinks(weiterleitungsseite({ startAdresse: '/x', angemeldetAls: null }))).toEqual(
      erwartet,
    );
    expect(fussLinks(oidcFehlerseite({ meldung: 'm', erneutAdresse: '/y' }))).toEqual(erwartet);
  });

  it('loggedout.html verlinkt dieselben Seiten (statische Kopie der Liste)', async () => {
    const seite = await readFile(
      new URL('../../web/public/loggedout.html', import.meta.url),
      'utf8',
    );
    expect(fussLinks(seite)).toEqual(erwartet);
  });
});
