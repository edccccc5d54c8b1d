/**
 * A connection refused for load rests until its Retry-After (http/ruhende-verbindung.ts): in
 * `npm run bench -- flut` single /health probes took 1–5.9 s although the median was 50–90 ms.
 * libuv accepts one new connection per turn of the event loop, and every turn read a request
 * from each of the flood's 200 keep-alive connections, which sent the next one the moment their
 * 429 or 503 arrived; a new connection waited one long turn for each connection queued before
 * it. Now the refused connection is not read until its Retry-After: a request it sends at once
 * is answered only then, while a new connection's /health is answered meanwhile.
 * States, not times: the timer that ends the rest is held by the test.
 */
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ladeKonfiguration } from '../src/konfiguration.ts';
import type { PdfErzeugung } from '../src/routes/pdf.ts';
import { OHNE_RATENGRENZEN } from './hilfen.ts';
import { lausche, verbinde, type RoheVerbindung } from './roh.ts';
import { testDatenbank, type TestDatenbank } from './vorlagen/hilfen.ts';

const KOERPER = JSON.stringify({ berechnung: beispiel.given, zusaetzlicheBegruendungen: '' });
const pdf = (kopf = '') =>
  `POST /api/backend-service/pdf HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n${kopf}` +
  `content-length: ${Buffer.byteLength(KOERPER)}\r\n\r\n${KOERPER}`;
const PDF = pdf();
const HEALTH = 'GET /health HTTP/1.1\r\nhost: localhost\r\n\r\n';
/** How many answers a connection has received so far. */
const antworten = (text: string) => text.split('HTTP/1.1 ').length - 1;

const offen: { app: FastifyInstance; datenbank: TestDatenbank; verbindungen: RoheVerbindung[] }[] =
  [];
afterEach(async () => {
  for (const { app, datenbank, verbindungen } of offen.splice(0)) {
    for (const v of verbindungen) v.socket.destroy();
    await app.close();
    await datenbank.aufraeumen();
  }
});

/**
 * The app with one PDF place (PDF_CONCURRENCY=1) and `umgebung`, listening on a free port: a
 * renderer that holds every PDF until `freigeben()`, and the timers that end a connection's
 * rest held by the test (`wecker`).
 */
async function starte(umgebung: Record<string, string>) {
  let freigeben = () => {};
  const frei = new Promise<void>((r) => (freigeben = r));
  let renders = 0;
  const erzeugePdf: PdfErzeugung = async () => {
    renders += 1;
    await frei;
    return Buffer.from('%PDF-test');
  };
  const wecker: { ms: number; weiter: () => void }[] = [];
  const datenbank = await testDatenbank();
  const konfiguration = ladeKonfiguration({
    WEB_DIST: '/nicht/vorhanden/dist',
    ...OHNE_RATENGRENZEN,
    PDF_CONCURRENCY: '1',
    ...umgebung,
  });
  const app = await buildApp({
    konfiguration,
    logger: false,
    datenbank,
    erzeugePdf,
    ruheWecker: (weiter, ms) => {
      wecker.push({ weiter, ms });
      return {};
    },
  });
  const verbindungen: RoheVerbindung[] = [];
  offen.push({ app, datenbank, verbindungen });
  const port = await lausche(app);
  return { port, verbindungen, wecker, renders: () => renders, freigeben };
}

describe('Eine wegen Last abgewiesene Verbindung ruht bis Retry-After', () => {
  it.each([
    [
      '429 (PDF_JE_CLIENT_PRO_SEKUNDE=1)',
      { PDF_JE_CLIENT_PRO_SEKUNDE: '1', PDF_QUEUE: '1' },
      429,
      1,
    ],
    ['503 (PDF-Plätze und Warteschlange voll)', { PDF_QUEUE: '0' }, 503, 2],
  ] as const)(
    '%s: ihre nächste Anfrage wird erst nach Retry-After gelesen, eine neue Verbindung sofort',
    async (_name, umgebung, status, retryAfter) => {
      const { port, verbindungen, wecker, renders, freigeben } = await starte(umgebung);

      // Two PDFs of one client at once: one is rendered (and held), the other refused.
      verbindungen.push(await verbinde(port), await verbinde(port));
      for (const v of verbindungen) v.socket.write(PDF);
      const abgewiesen = await Promise.race(
        verbindungen.map((v) => v.empfangen('"}]}').then(() => v)),
      );
      await vi.waitFor(() => expect(renders()).toBe(1));
      const text = await abgewiesen.empfangen('"}]}');
      expect(text).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(text).toMatch(new RegExp(`retry-after: ${retryAfter}\r\n`, 'i'));

      // The refused client asks again on the same connection at once …
      abgewiesen.socket.write(HEALTH);
      // … while a new connection's /health is accepted and answered.
      const neu = await verbinde(port);
      verbindungen.push(neu);
      neu.socket.write(HEALTH);
      expect(await neu.empfangen('{"status":"ok"}')).toMatch(/^HTTP\/1.1 200 /);
      // The resting connection's request has not been read: still one answer there.
      expect(antworten(await abgewiesen.empfangen(''))).toBe(1);
      // It rests for the Retry-After it was told.
      expect(wecker.map((w) => w.ms)).toEqual([retryAfter * 1000]);

      // Its Retry-After has passed: the request is read and answered on the same connection.
      wecker[0]!.weiter();
      const danach = await abgewiesen.empfangen('{"status":"ok"}');
      expect(antworten(danach)).toBe(2);
      freigeben();
    },
  );

  // A proxy's connection carries many users' requests: one user's 429 must not hold up the
  // others' on it for a Retry-After.
  it('hinter einem vertrauten Proxy (TRUST_PROXY) ruht die Verbindung nicht', async () => {
    const { port, verbindungen, wecker, freigeben } = await starte({
      PDF_JE_CLIENT_PRO_SEKUNDE: '1',
      PDF_QUEUE: '1',
      TRUST_PROXY: 'loopback',
    });

    // the proxy's two connections, both with requests of the same user (203.0.113.7)
    verbindungen.push(await verbinde(port), await verbinde(port));
    for (const v of verbindungen) v.socket.write(pdf('x-forwarded-for: 203.0.113.7\r\n'));
    const abgewiesen = await Promise.race(
      verbindungen.map((v) => v.empfangen('"}]}').then(() => v)),
    );
    expect(await abgewiesen.empfangen('"}]}')).toMatch(/^HTTP\/1.1 429 /);
    // another user's request on the same proxy connection is answered at once
    abgewiesen.socket.write(HEALTH);
    const danach = await abgewiesen.empfangen('{"status":"ok"}');
    expect(antworten(danach)).toBe(2);
    expect(wecker).toEqual([]);
    freigeben();
  });
});
