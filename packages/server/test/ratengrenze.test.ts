/**
 * The count per client address and second (ratengrenze.ts): of two requests of one client that
 * arrive together under a limit of 1, exactly one gets through and the other gets the German
 * 429 with Retry-After. Both were refused: @fastify/rate-limit's in-memory store handed out
 * its live record of the count, and the library reads it only after an `await` – by then the
 * second request had counted too, so the first read 2 as well.
 */
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Zaehlerstand } from '../src/ratengrenze.ts';
import type { PdfErzeugung } from '../src/routes/pdf.ts';
import { meldungenAus, testApp } from './hilfen.ts';
import { testDatenbank, type TestDatenbank } from './vorlagen/hilfen.ts';

const KOERPER = JSON.stringify({ berechnung: beispiel.given, zusaetzlicheBegruendungen: '' });
const erzeugePdf: PdfErzeugung = async () => Buffer.from('%PDF-test');

const offen: { app: FastifyInstance; datenbank: TestDatenbank }[] = [];
afterEach(async () => {
  for (const { app, datenbank } of offen.splice(0)) {
    await app.close();
    await datenbank.aufraeumen();
  }
});

describe('Zwei Anfragen eines Clients zugleich bei einer Grenze von 1 je Sekunde', () => {
  it.each([
    {
      name: 'PDF',
      grenze: 'PDF_JE_CLIENT_PRO_SEKUNDE',
      anfrage: {
        method: 'POST',
        url: '/api/backend-service/pdf',
        headers: { 'content-type': 'application/json' },
        payload: KOERPER,
      },
      meldung: /^Von Ihrer Adresse kommen gerade sehr viele PDF-Anfragen/,
    },
    {
      name: 'Adresssuche',
      grenze: 'SUCHE_JE_CLIENT_PRO_SEKUNDE',
      anfrage: { method: 'GET', url: '/api/backend-service/adresssuche?searchString=Marienplatz' },
      meldung: /^Von Ihrer Adresse kommen gerade sehr viele Adresssuchen/,
    },
  ] as const)('$name: genau eine kommt durch, die andere bekommt 429', async (fall) => {
    // The database in memory (PGlite) or a schema of TEST_DATABASE_URL.
    const datenbank = await testDatenbank();
    const app = await testApp({ [fall.grenze]: '1' }, { erzeugePdf, datenbank });
    offen.push({ app, datenbank });
    await app.ready();
    const antworten = await Promise.all([app.inject(fall.anfrage), app.inject(fall.anfrage)]);
    const status = antworten.map((a) => a.statusCode);
    expect(
      status.filter((s) => s === 429),
      status.join(','),
    ).toHaveLength(1);
    const abgewiesen = antworten.find((a) => a.statusCode === 429)!;
    expect(abgewiesen.headers['retry-after']).toBe('1');
    expect(meldungenAus(abgewiesen.body)).toEqual([expect.stringMatching(fall.meldung)]);
  });
});

// README and docs/adr/0016 promise one count per IPv6 /56 (what German providers commonly give one
// household); the library's default is /64.
it('IPv6-Adressen eines /56-Netzes teilen sich die Zählung, ein anderes /56-Netz nicht', async () => {
  const datenbank = await testDatenbank();
  const app = await testApp(
    { PDF_JE_CLIENT_PRO_SEKUNDE: '1', TRUST_PROXY: 'loopback' },
    { erzeugePdf, datenbank },
  );
  offen.push({ app, datenbank });
  const von = (client: string) =>
    app
      .inject({
        method: 'POST',
        url: '/api/backend-service/pdf',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        payload: KOERPER,
      })
      .then((a) => a.statusCode);
  expect(await von('2001:db8:0:1::1')).toBe(200);
  expect(await von('2001:db8:0:2::1')).toBe(429);
  expect(await von('2001:db8:0:100::1')).toBe(200);
});

describe('Zaehlerstand (der Speicher der Zählung)', () => {
  const zaehle = (stand: Zaehlerstand, schluessel: string, fensterMs = 1_000) => {
    let ergebnis: { current: number; ttl: number } | undefined;
    stand.incr(schluessel, (_fehler, s) => (ergebnis = s), fensterMs);
    return ergebnis!;
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  it('jede Zählung antwortet mit ihrem eigenen Stand, den die nächste nicht ändert', () => {
    const stand = new Zaehlerstand();
    const erste = zaehle(stand, 'a');
    const zweite = zaehle(stand, 'a');
    expect([erste.current, zweite.current]).toEqual([1, 2]);
  });

  it('das Fenster beginnt mit der ersten Anfrage und zählt nach seinem Ende neu', () => {
    vi.useFakeTimers({ now: 10_000 });
    const stand = new Zaehlerstand();
    expect(zaehle(stand, 'a')).toEqual({ current: 1, ttl: 1_000 });
    vi.setSystemTime(10_999);
    expect(zaehle(stand, 'a')).toEqual({ current: 2, ttl: 1 });
    expect(zaehle(stand, 'b')).toEqual({ current: 1, ttl: 1_000 });
    vi.setSystemTime(11_000);
    expect(zaehle(stand, 'a')).toEqual({ current: 1, ttl: 1_000 });
  });

  it('behält höchstens 5.000 Adressen, die am längsten nicht gesehene fällt zuerst heraus', () => {
    const stand = new Zaehlerstand();
    for (let i = 0; i < 5_000; i++) zaehle(stand, `a${i}`);
    zaehle(stand, 'a0'); // a0 seen again: now a1 is the least recently seen
    zaehle(stand, 'neu');
    expect(zaehle(stand, 'a0').current).toBe(3);
    expect(zaehle(stand, 'a1').current).toBe(1);
  });
});
