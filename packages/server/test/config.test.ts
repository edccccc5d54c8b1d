import { describe, expect, it } from 'vitest';
import { KonfigurationsFehler, STANDARD_WEB_DIST, ladeKonfiguration } from '../src/config';

describe('ladeKonfiguration', () => {
  it('nimmt ohne Umgebungsvariablen die dokumentierten Standardwerte', () => {
    expect(ladeKonfiguration({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'info',
      geokartenUrl: '',
      geokartenWohnlageUrl: '',
      geokartenGebaeudetypUrl: '',
      wartungsdatum: null,
      webDist: STANDARD_WEB_DIST,
      datenbankTimeouts: { verbindungMs: 5000, abfrageMs: 5000 },
    });
    expect(STANDARD_WEB_DIST).toMatch(/packages\/web\/dist$/);
  });

  it('liest gesetzte Werte', () => {
    const k = ladeKonfiguration({
      PORT: '3000',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      GEOKARTEN_URL: 'https://karten.example/',
      GEOKARTEN_WOHNLAGE_URL: 'https://karten.example/wohnlage',
      GEOKARTEN_GEBAEUDETYP_URL: 'http://karten.example/typ',
      WARTUNG_DATUM: '2026-12-01',
      WEB_DIST: '/srv/web',
    });
    expect(k).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      logLevel: 'warn',
      geokartenUrl: 'https://karten.example/',
      geokartenWohnlageUrl: 'https://karten.example/wohnlage',
      geokartenGebaeudetypUrl: 'http://karten.example/typ',
      wartungsdatum: '2026-12-01',
      webDist: '/srv/web',
    });
  });

  it.each([
    ['PORT', '80a'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['LOG_LEVEL', 'laut'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '5s'],
    ['DATABASE_QUERY_TIMEOUT_MS', '0'],
    ['GEOKARTEN_URL', 'javascript:alert(1)'],
    ['GEOKARTEN_WOHNLAGE_URL', 'keine adresse'],
    ['WARTUNG_DATUM', '2026-02-30'],
    ['WARTUNG_DATUM', '01.12.2026'],
  ])('lehnt %s=%s mit einer klaren Meldung ab', (name, wert) => {
    let fehler: unknown;
    try {
      ladeKonfiguration({ [name]: wert });
    } catch (e) {
      fehler = e;
    }
    expect(fehler).toBeInstanceOf(KonfigurationsFehler);
    expect((fehler as KonfigurationsFehler).probleme).toHaveLength(1);
    expect((fehler as Error).message).toContain(`${name}="${wert}"`);
  });

  it('meldet mehrere Fehler auf einmal', () => {
    expect(() => ladeKonfiguration({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(
      /PORT="x"[\s\S]*LOG_LEVEL="y"/,
    );
  });
});
