/**
 * The PDF under load (issue 9, A7): bounded rendering, a German 503 with Retry-After beyond the
 * queue, /health answers meanwhile, and a client that has gone is not rendered for.
 */
import { describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { eingebautesRegister, type Berechnung } from '@mietspiegel/domain';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { Begrenzung } from '../src/begrenzung.ts';
import { registriereFehlerbehandlung } from '../src/fehlerbehandlung.ts';
import { pdfRoutes, type PdfErzeugung } from '../src/routes/pdf.ts';
import { FESTE_ZEIT, meldungenAus, testApp } from './hilfen.ts';
import { lausche, verbinde } from './roh.ts';
import { registriereVertragspruefung } from '../src/vertrag/pruefung.ts';

const URL = '/api/backend-service/pdf';
const KOERPER = JSON.stringify({
  berechnung: beispiel.given as unknown as Berechnung,
  zusaetzlicheBegruendungen: '',
});
const WARTEN = { timeout: 30_000 };

/** A renderer that counts its calls and holds each PDF until `freigeben()`. */
function gehaltenerRenderer() {
  let freigeben = () => {};
  const frei = new Promise<void>((resolve) => (freigeben = resolve));
  const aufrufe: Date[] = [];
  const erzeugePdf: PdfErzeugung = async (_parameter, erstellt) => {
    aufrufe.push(erstellt);
    await frei;
    return Buffer.from('%PDF-test');
  };
  return { erzeugePdf, aufrufe, freigeben };
}

describe('PDF unter Last', () => {
  it('über Gleichzeitigkeit und Warteschlange hinaus: sofort 503 mit Retry-After auf Deutsch; /health antwortet weiter', async () => {
    const renderer = gehaltenerRenderer();
    const app = await testApp(
      { PDF_CONCURRENCY: '1', PDF_QUEUE: '1' },
      { erzeugePdf: renderer.erzeugePdf },
    );
    const fertig: { statusCode: number; headers: Record<string, unknown>; body: string }[] = [];
    const anfragen = Array.from({ length: 4 }, () =>
      app
        .inject({
          method: 'POST',
          url: URL,
          headers: { 'content-type': 'application/json' },
          payload: KOERPER,
        })
        .then((r) => {
          fertig.push(r);
          return r;
        }),
    );
    // One renders (held), one waits, two are refused at once.
    await vi.waitFor(() => {
      expect(renderer.aufrufe).toHaveLength(1);
      expect(fertig).toHaveLength(2);
    }, WARTEN);
    for (const r of fertig) {
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('2');
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(meldungenAus(r.body)).toEqual([
        'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
      ]);
    }

    const gesundheit = await app.inject({ method: 'GET', url: '/health' });
    expect(gesundheit.statusCode).toBe(200);

    renderer.freigeben();
    const status = (await Promise.all(anfragen)).map((r) => r.statusCode).sort();
    expect(status).toEqual([200, 200, 503, 503]);
    expect(renderer.aufrufe).toHaveLength(2);
    await app.close();
  });

  it('mit der echten Erzeugung, PDF_CONCURRENCY=1 und PDF_QUEUE=1: von 300 gleichzeitigen PDFs werden einige mit 503 abgewiesen, /health antwortet, bevor das letzte PDF fertig ist', async () => {
    const app = await testApp({ PDF_CONCURRENCY: '1', PDF_QUEUE: '1' });
    // Completion order: rendering must leave the event loop free, so /health, asked after all
    // 300 PDFs, is answered while accepted PDFs are still being rendered or waiting.
    const reihenfolge: string[] = [];
    const anfragen = Array.from({ length: 300 }, () =>
      app
        .inject({
          method: 'POST',
          url: URL,
          headers: { 'content-type': 'application/json' },
          payload: KOERPER,
        })
        .then((r) => {
          reihenfolge.push(r.statusCode === 200 ? 'pdf' : String(r.statusCode));
          return r;
        }),
    );
    const gesundheit = app.inject({ method: 'GET', url: '/health' }).then((r) => {
      reihenfolge.push('health');
      return r;
    });
    const antworten = await Promise.all(anfragen);
    expect((await gesundheit).statusCode).toBe(200);

    const abgewiesen = antworten.filter((r) => r.statusCode === 503);
    const erstellt = antworten.filter((r) => r.statusCode === 200);
    expect(abgewiesen.length + erstellt.length).toBe(300);
    expect(abgewiesen.length).toBeGreaterThan(0);
    expect(erstellt.length).toBeGreaterThan(0);
    for (const r of abgewiesen) {
      expect(r.headers['retry-after']).toBe('2');
      expect(meldungenAus(r.body)).toEqual([
        'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
      ]);
    }
    for (const r of erstellt) expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(reihenfolge.indexOf('health')).toBeLessThan(reihenfolge.lastIndexOf('pdf'));
    await app.close();
  }, 60_000);

  it('erstellt kein PDF für eine Anfrage, deren Verbindung beim Warten geschlossen wurde', async () => {
    const renderer = gehaltenerRenderer();
    const begrenzung = new Begrenzung(1, 1);
    // The route alone: this test listens, and the full app would open its database then.
    const app = Fastify();
    registriereVertragspruefung(app);
    registriereFehlerbehandlung(app, 64 * 1024);
    await app.register(pdfRoutes, {
      erzeugePdf: renderer.erzeugePdf,
      uhr: () => FESTE_ZEIT,
      begrenzung,
      ausgaben: eingebautesRegister(),
    });
    const port = await lausche(app);

    const erste = app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: KOERPER,
    });
    await vi.waitFor(() => expect(renderer.aufrufe).toHaveLength(1), WARTEN);

    const zweite = await verbinde(port);
    zweite.socket.write(
      `POST ${URL} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(KOERPER)}\r\n\r\n${KOERPER}`,
    );
    await vi.waitFor(() => expect(begrenzung.wartend).toBe(1), WARTEN);
    zweite.socket.destroy();
    await vi.waitFor(async () => {
      const offen = await new Promise<number>((resolve, reject) =>
        app.server.getConnections((fehler, anzahl) => (fehler ? reject(fehler) : resolve(anzahl))),
      );
      expect(offen).toBe(0);
    }, WARTEN);

    renderer.freigeben();
    expect((await erste).statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(begrenzung.wartend).toBe(0);
      expect(begrenzung.laufend).toBe(0);
    }, WARTEN);
    expect(renderer.aufrufe).toHaveLength(1);
    await app.close();
  });
});
