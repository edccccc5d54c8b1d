import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { starteChromium } from './chromium.ts';
import { DATENVORLAGE } from './datenvorlage.ts';
import { freierPort, starteServer, type LaufenderServer } from './server.ts';

/** A service the server talks to, started before it and stopped after it. */
export interface Begleitdienst {
  /** Extra environment of the server (e.g. OIDC_* pointing at the service). */
  umgebung: Record<string, string>;
  stoppe(): Promise<void>;
}

export interface SeitenOptionen {
  /** Fixed wall-clock time for Date in the page (timers keep running). */
  uhrzeit?: Date;
  /** Viewport width in CSS px (default 1280). */
  breite?: number;
  hoehe?: number;
}

export interface Umgebung {
  readonly server: LaufenderServer;
  readonly browser: Browser;
  /** A fresh browser context (empty storage, de-DE, Europe/Berlin) and page for one test. */
  neueSeite(optionen?: SeitenOptionen): Promise<Page>;
  /** Uncaught exceptions seen in pages of the current test. */
  seitenFehler(): string[];
}

/**
 * One server (started as a user starts it, with the given extra environment) and one Chromium
 * per test file; a fresh browser context per test.
 */
export function richteUmgebungEin(
  zusatzUmgebung: Record<string, string> = {},
  {
    vorbereiten,
    begleitdienst,
  }: {
    /** runs on the fresh database folder before the server starts (geodata import, issue 11) */
    vorbereiten?: (datenVerzeichnis: string) => Promise<void>;
    /**
     * starts a service that must know the server's address before the server starts (the
     * OpenID provider, which registers our callback address: issue 12 §1)
     */
    begleitdienst?: (serverPort: number) => Promise<Begleitdienst>;
  } = {},
): Umgebung {
  let server: LaufenderServer | undefined;
  let dienst: Begleitdienst | undefined;
  let browser: Browser | undefined;
  let kontexte: BrowserContext[] = [];
  let fehler: string[] = [];

  beforeAll(async () => {
    const port = await freierPort();
    dienst = await begleitdienst?.(port);
    server = await starteServer(
      { ...zusatzUmgebung, ...dienst?.umgebung },
      { datenVorlage: inject(DATENVORLAGE), vorbereiten, port },
    );
    browser = await starteChromium();
  });

  afterEach(async () => {
    await Promise.all(kontexte.map((k) => k.close().catch(() => undefined)));
    kontexte = [];
    fehler = [];
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stoppe();
    await dienst?.stoppe();
  });

  return {
    get server() {
      if (!server) throw new Error('Server nicht gestartet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium nicht gestartet');
      return browser;
    },
    async neueSeite(optionen: SeitenOptionen = {}) {
      if (!browser || !server) throw new Error('Umgebung nicht bereit');
      const kontext = await browser.newContext({
        baseURL: server.basisUrl,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        viewport: { width: optionen.breite ?? 1280, height: optionen.hoehe ?? 900 },
        acceptDownloads: true,
      });
      kontexte.push(kontext);
      if (optionen.uhrzeit) await kontext.clock.setFixedTime(optionen.uhrzeit);
      const page = await kontext.newPage();
      page.setDefaultTimeout(20_000);
      page.setDefaultNavigationTimeout(60_000);
      page.on('pageerror', (e) => fehler.push(String(e)));
      return page;
    },
    seitenFehler: () => [...fehler],
  };
}
