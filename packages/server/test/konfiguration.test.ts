import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  KonfigurationsFehler,
  STANDARD_WEB_DIST,
  kachelHerkunft,
  ladeKonfiguration,
} from '../src/konfiguration.ts';

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
      metrikToken: null,
      kartenKachelUrl: '',
      kartenKachelAttribution: '',
      geodatenPruefintervallMs: 30_000,
      webDist: STANDARD_WEB_DIST,
      zeitlimits: {
        requestMs: 30_000,
        headersMs: 10_000,
        connectionMs: 30_000,
        keepAliveMs: 72_000,
      },
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
      REQUEST_TIMEOUT_MS: '20000',
      HEADERS_TIMEOUT_MS: '5000',
      CONNECTION_TIMEOUT_MS: '15000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
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
      zeitlimits: {
        requestMs: 20_000,
        headersMs: 5_000,
        connectionMs: 15_000,
        keepAliveMs: 65_000,
      },
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
    ['REQUEST_TIMEOUT_MS', '0'],
    ['HEADERS_TIMEOUT_MS', '1,5'],
    ['CONNECTION_TIMEOUT_MS', 'lang'],
    ['KEEP_ALIVE_TIMEOUT_MS', '3600001'],
    ['PDF_CONCURRENCY', '0'],
    ['PDF_QUEUE', 'viele'],
    ['SUCHE_GLEICHZEITIG', '6'],
    ['SUCHE_GLEICHZEITIG', '0'],
    ['SUCHE_WARTESCHLANGE', '-1'],
    ['SUCHE_JE_CLIENT', 'zwei'],
    ['SUCHE_JE_CLIENT_PRO_SEKUNDE', '-1'],
    ['SUCHE_JE_CLIENT_PRO_SEKUNDE', '1001'],
    ['SUCHE_JE_CLIENT_PRO_SEKUNDE', '2.5'],
    ['PDF_JE_CLIENT_PRO_SEKUNDE', 'fünf'],
    ['PDF_JE_CLIENT_PRO_SEKUNDE', '1001'],
    ['SUCHE_TIMEOUT_MS', '9'],
    ['SUCHE_TIMEOUT_MS', '1s'],
    ['TRUST_PROXY', 'ja'],
    ['TRUST_PROXY', '*'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '10'],
    ['TRUST_PROXY', '10.0.0.1, proxy.example'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.0/8/1'],
    ['TRUST_PROXY', 'fd00::/129'],
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

  it('lehnt ein Kopfzeilen-Zeitlimit über dem der ganzen Anfrage ab, kürzt aber den Standardwert', () => {
    expect(ladeKonfiguration({ REQUEST_TIMEOUT_MS: '5000' }).zeitlimits.headersMs).toBe(5000);
    expect(() =>
      ladeKonfiguration({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' }),
    ).toThrow(/HEADERS_TIMEOUT_MS \(6000\) darf nicht größer sein als REQUEST_TIMEOUT_MS \(5000\)/);
  });

  it('begrenzt die PDF-Erstellung standardmäßig nach der Zahl der Kerne', () => {
    const kerne = availableParallelism();
    expect(ladeKonfiguration({})).toMatchObject({
      pdfGleichzeitig: kerne,
      pdfWarteschlange: 4 * kerne,
    });
    expect(ladeKonfiguration({ PDF_CONCURRENCY: '3', PDF_QUEUE: '0' })).toMatchObject({
      pdfGleichzeitig: 3,
      pdfWarteschlange: 0,
    });
  });

  // issue 18 §2: at most half of the 10 pooled connections search, so sign-in keeps the rest.
  it('begrenzt die Adresssuche standardmäßig auf 3 von 10 Datenbankverbindungen', () => {
    expect(ladeKonfiguration({}).suche).toEqual({
      gleichzeitig: 3,
      warteschlange: 20,
      jeClient: 4,
      zeitlimitMs: 1000,
    });
    expect(
      ladeKonfiguration({
        SUCHE_GLEICHZEITIG: '5',
        SUCHE_WARTESCHLANGE: '0',
        SUCHE_JE_CLIENT: '1',
        SUCHE_TIMEOUT_MS: '250',
      }).suche,
    ).toEqual({ gleichzeitig: 5, warteschlange: 0, jeClient: 1, zeitlimitMs: 250 });
    expect(() =>
      ladeKonfiguration({ SUCHE_TIMEOUT_MS: '6000', DATABASE_QUERY_TIMEOUT_MS: '5000' }),
    ).toThrow(
      /SUCHE_TIMEOUT_MS \(6000\) darf nicht größer sein als DATABASE_QUERY_TIMEOUT_MS \(5000\)/,
    );
    expect(() => ladeKonfiguration({ SUCHE_GLEICHZEITIG: '8' })).toThrow(
      /SUCHE_GLEICHZEITIG="8" muss eine Zahl 1–5 \(höchstens die Hälfte der 10 Datenbankverbindungen\) sein/,
    );
  });

  // issue 27 §1–§3: requests per client address and second; 0 switches the limit off.
  it('zählt Adresssuchen und PDFs je Client und Sekunde, standardmäßig 10 und 5; 0 schaltet ab', () => {
    expect(ladeKonfiguration({}).jeClientProSekunde).toEqual({ suche: 10, pdf: 5 });
    expect(
      ladeKonfiguration({ SUCHE_JE_CLIENT_PRO_SEKUNDE: '0', PDF_JE_CLIENT_PRO_SEKUNDE: '0' })
        .jeClientProSekunde,
    ).toEqual({ suche: 0, pdf: 0 });
    expect(
      ladeKonfiguration({ SUCHE_JE_CLIENT_PRO_SEKUNDE: '1000', PDF_JE_CLIENT_PRO_SEKUNDE: '1' })
        .jeClientProSekunde,
    ).toEqual({ suche: 1000, pdf: 1 });
  });

  // Which X-Forwarded-For entries are believed: never every hop (issue 9 A3).
  it('TRUST_PROXY: Liste von Adressen/CIDR, Anzahl der Proxys, true = ein Proxy, sonst keiner', () => {
    expect(ladeKonfiguration({}).trustProxy).toBe(false);
    expect(ladeKonfiguration({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      ladeKonfiguration({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    const vertraut = (wert: string) => {
      const t = ladeKonfiguration({ TRUST_PROXY: wert }).trustProxy;
      if (typeof t !== 'function') throw new Error(`keine Hop-Zählung: ${String(t)}`);
      return [0, 1, 2, 3].map((hop) => t('198.51.100.1', hop));
    };
    expect(vertraut('true')).toEqual([true, false, false, false]);
    expect(vertraut('2')).toEqual([true, true, false, false]);
  });

  it('KARTE_KACHEL_URL: http(s)-Vorlage mit {z}/{x}/{y}; der Ursprung für die CSP, {s} als Subdomain', () => {
    const k = ladeKonfiguration({
      KARTE_KACHEL_URL: 'https://kacheln.example.org/karte/{z}/{x}/{y}.png',
      KARTE_KACHEL_ATTRIBUTION: '© Beispiel',
      GEODATEN_PRUEFINTERVALL_S: '5',
    });
    expect(k).toMatchObject({
      kartenKachelUrl: 'https://kacheln.example.org/karte/{z}/{x}/{y}.png',
      kartenKachelAttribution: '© Beispiel',
      geodatenPruefintervallMs: 5_000,
    });
    expect(kachelHerkunft('https://kacheln.example.org:8443/{z}/{x}/{y}{r}.png')).toBe(
      'https://kacheln.example.org:8443',
    );
    expect(kachelHerkunft('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    for (const falsch of [
      'https://kacheln.example.org/{z}/{x}.png',
      'ftp://kacheln.example.org/{z}/{x}/{y}.png',
      'https://{s}.org/{z}/{x}/{y}.png',
      'https://a{s}.example.org/{z}/{x}/{y}.png',
      'https://kacheln.{s}.example.org/{z}/{x}/{y}.png',
      'kacheln/{z}/{x}/{y}.png',
    ]) {
      expect(kachelHerkunft(falsch)).toBeNull();
      expect(() => ladeKonfiguration({ KARTE_KACHEL_URL: falsch })).toThrow(/KARTE_KACHEL_URL/);
    }
    expect(() => ladeKonfiguration({ GEODATEN_PRUEFINTERVALL_S: '0' })).toThrow(
      /GEODATEN_PRUEFINTERVALL_S="0" muss eine Zahl 1–86400/,
    );
  });

  it('METRICS_TOKEN: aus ohne Wert; ein kurzer oder Leerzeichen enthaltender Schlüssel ist ein Fehler', () => {
    expect(ladeKonfiguration({ METRICS_TOKEN: '  ' }).metrikToken).toBeNull();
    expect(ladeKonfiguration({ METRICS_TOKEN: 'a'.repeat(16) }).metrikToken).toBe('a'.repeat(16));
    for (const falsch of ['kurz', 'sechzehn zeichen mit leerzeichen', 'ä'.repeat(20)]) {
      expect(() => ladeKonfiguration({ METRICS_TOKEN: falsch })).toThrow(
        /METRICS_TOKEN muss 16–200/,
      );
    }
  });

  it('meldet alle Fehler auf einmal, auch aus Datenbank, Anmeldung und Betreiberdatei, ohne Geheimnisse', () => {
    let fehler: unknown;
    try {
      ladeKonfiguration({
        PORT: '1,5',
        DATABASE_URL: 'mysql://nutzer:geheim@db',
        SESSION_TTL_MINUTES: '0',
        OIDC_CLIENT_ID: 'x',
        METRICS_TOKEN: 'geheim kurz',
        BETREIBER_DATEI: '/nicht/vorhanden.json',
      });
    } catch (e) {
      fehler = e;
    }
    expect(fehler).toBeInstanceOf(KonfigurationsFehler);
    const probleme = (fehler as KonfigurationsFehler).probleme;
    expect(probleme).toHaveLength(6);
    for (const [i, anfang] of [
      'PORT="1,5"',
      'METRICS_TOKEN muss',
      'DATABASE_URL ist keine postgres://-Adresse',
      'SESSION_TTL_MINUTES="0" muss eine Zahl 1–43200',
      'OIDC_CLIENT_ID gesetzt, aber OIDC_ISSUER fehlt',
      'BETREIBER_DATEI: Betreiberdatei /nicht/vorhanden.json gibt es nicht',
    ].entries())
      expect(probleme[i]).toContain(anfang);
    expect((fehler as Error).message).not.toContain('geheim');
  });

  it('meldet mehrere Fehler auf einmal', () => {
    expect(() => ladeKonfiguration({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(
      /PORT="x"[\s\S]*LOG_LEVEL="y"/,
    );
  });
});
