/**
 * A burst of PDF requests over real connections (issue 27 §3): with PDF_CONCURRENCY=1 and
 * PDF_QUEUE=1 the 298 of 300 that cannot get a place were read, parsed and checked in full
 * before the route refused them, and /health waited 5–7 s behind that work. Now a request that
 * would find the places taken, or one over PDF_JE_CLIENT_PRO_SEKUNDE, is refused as it
 * arrives, before its body is read. States, not times: which requests reached body parsing.
 */
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfErzeugung } from '../src/routes/pdf.ts';
import { flute, type FlutAnfrage, type RoheAntwort } from './flut.ts';
import { buildApp } from '../src/app.ts';
import { ladeKonfiguration } from '../src/konfiguration.ts';
import { meldungenAus, OHNE_RATENGRENZEN } from './hilfen.ts';
import { testDatenbank, type TestDatenbank } from './vorlagen/hilfen.ts';

const KOERPER = JSON.stringify({ berechnung: beispiel.given, zusaetzlicheBegruendungen: '' });

const offen: { app: FastifyInstance; datenbank: TestDatenbank }[] = [];
afterEach(async () => {
  for (const { app, datenbank } of offen.splice(0)) {
    await app.close();
    await datenbank.aufraeumen();
  }
});

/** A renderer that holds every PDF until `freigeben()`, and the app counting bodies read. */
async function starte(umgebung: Record<string, string>) {
  let freigeben = () => {};
  const frei = new Promise<void>((r) => (freigeben = r));
  const renders: Date[] = [];
  const erzeugePdf: PdfErzeugung = async (_parameter, erstellt) => {
    renders.push(erstellt);
    await frei;
    return Buffer.from('%PDF-test');
  };
  // The database in memory (PGlite) or a schema of TEST_DATABASE_URL: nothing written to disk.
  const datenbank = await testDatenbank();
  const konfiguration = ladeKonfiguration({
    WEB_DIST: '/nicht/vorhanden/dist',
    ...OHNE_RATENGRENZEN,
    PDF_CONCURRENCY: '1',
    PDF_QUEUE: '1',
    TRUST_PROXY: 'loopback',
    ...umgebung,
  });
  const app = await buildApp({ konfiguration, logger: false, datenbank, erzeugePdf });
  offen.push({ app, datenbank });
  let gelesen = 0;
  // Runs for every request whose body is about to be read (after the onRequest hooks).
  app.addHook('preParsing', async () => {
    gelesen += 1;
  });
  return { app, renders, freigeben, gelesen: () => gelesen };
}

const pdf = (name: string, client?: string): FlutAnfrage => ({
  name,
  methode: 'POST',
  pfad: '/api/backend-service/pdf',
  headers: {
    'content-type': 'application/json',
    ...(client ? { 'x-forwarded-for': client } : {}),
  },
  body: KOERPER,
});

function erwarteAbgelehnt(r: RoheAntwort, status: 429 | 503, meldung: RegExp) {
  expect(r.status, r.body).toBe(status);
  expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(meldungenAus(r.body)).toEqual([expect.stringMatching(meldung)]);
}

describe('PDF-Flut über echte Verbindungen', () => {
  it('100 Clients zugleich, PDF_CONCURRENCY=1 und PDF_QUEUE=1: die Abgewiesenen bekommen 503, bevor ihr Körper gelesen wird; /health antwortet, während das PDF entsteht', async () => {
    const { app, renders, freigeben, gelesen } = await starte({});
    const flut = flute(app, [
      ...Array.from({ length: 100 }, (_, i) => pdf('pdf', `10.5.0.${i + 1}`)),
      { name: 'health', pfad: '/health' },
    ]);
    // One renders (held), one waits; the other 98 and /health are answered meanwhile.
    await vi.waitFor(() => expect(renders).toHaveLength(1), { timeout: 60_000 });
    const gesundheit = await flute(app, [{ name: 'health', pfad: '/health' }]);
    expect(gesundheit[0]?.status).toBe(200);
    expect(renders).toHaveLength(1);
    freigeben();
    const antworten = await flut;
    expect(antworten.find((r) => r.name === 'health')?.status).toBe(200);
    const pdfs = antworten.filter((r) => r.name === 'pdf');
    const abgewiesen = pdfs.filter((r) => r.status === 503);
    const status = pdfs.map((r) => r.status).join(',');
    expect(
      pdfs.filter((r) => r.status === 200),
      status,
    ).toHaveLength(2);
    expect(abgewiesen).toHaveLength(98);
    for (const r of abgewiesen) erwarteAbgelehnt(r, 503, /^Der Server ist gerade ausgelastet/);
    // The bodies of the two that got a place were read, and of the few that arrived before the
    // first had taken its place (their handler refused them); not those of the other ~95.
    expect(gelesen()).toBeGreaterThanOrEqual(2);
    expect(gelesen()).toBeLessThanOrEqual(10);
  });

  it('20 PDFs eines Clients zugleich: über PDF_JE_CLIENT_PRO_SEKUNDE 429 mit Retry-After auf Deutsch, ohne den Körper zu lesen', async () => {
    const { app, freigeben, gelesen } = await starte({
      PDF_JE_CLIENT_PRO_SEKUNDE: '3',
      PDF_QUEUE: '100',
    });
    freigeben();
    const antworten = await flute(
      app,
      Array.from({ length: 20 }, (_, i) => pdf(`pdf${i}`)),
    );
    const zuViele = antworten.filter((r) => r.status === 429);
    expect(zuViele.length).toBeGreaterThanOrEqual(1);
    for (const r of zuViele)
      erwarteAbgelehnt(r, 429, /^Von Ihrer Adresse kommen gerade sehr viele PDF-Anfragen/);
    for (const r of antworten.filter((r) => r.status !== 429)) expect(r.status).toBe(200);
    expect(gelesen()).toBe(20 - zuViele.length);
  });
});
