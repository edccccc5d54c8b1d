// issue 30 §2: the PDF prints "Link zu dieser Berechnung" – built by the route from the checked
// answers with the domain's one encoder – as text and as a QR code that reads back to it.
import decodeQR from 'qr/decode.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { berechnungslink, gepruefteBerechnung, leseBerechnungslink } from '@mietspiegel/domain';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { qrModule } from '../src/pdf/link-qr.ts';
import { rechnerAdresse } from '../src/routes/pdf.ts';
import { testApp } from './hilfen.ts';
import { pdfText, rohText } from './pdf-text.ts';

const ohneLeerraum = (s: string) => s.replace(/\s+/g, '');

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

/** The modules as an RGBA picture, 4 pixels a module with the quiet zone, as a camera sees it. */
function alsBild(module: boolean[][]) {
  const px = 4;
  const rand = 4;
  const n = (module.length + 2 * rand) * px;
  const data = new Uint8Array(n * n * 4).fill(255);
  module.forEach((zeile, y) =>
    zeile.forEach((dunkel, x) => {
      if (!dunkel) return;
      for (let dy = 0; dy < px; dy++)
        for (let dx = 0; dx < px; dx++) {
          const i = (((y + rand) * px + dy) * n + (x + rand) * px + dx) * 4;
          data.fill(0, i, i + 3);
        }
    }),
  );
  return { width: n, height: n, data };
}

describe('Link zu dieser Berechnung im PDF', () => {
  const link = berechnungslink(
    'http://rechner.example:8080/berechnung.html',
    gepruefteBerechnung(beispiel.given),
    'muenchen-2025',
  );

  it('druckt den Link der Antworten als Text und als anklickbaren Verweis', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/backend-service/pdf',
      headers: { host: 'rechner.example:8080' },
      payload: { berechnung: beispiel.given, mietvergleich: { miete: 1100 } },
    });
    expect(r.statusCode).toBe(200);
    const text = await pdfText(r.rawPayload);
    expect(text).toContain('Link zu dieser Berechnung');
    expect(ohneLeerraum(text)).toContain(ohneLeerraum(link));
    expect(rohText(r.rawPayload)).toContain(`/URI (${link})`);
    // only the answers: the checks' inputs travel only where the user chooses it (results page)
    expect(link).not.toContain('miete=');
  });

  // a request without a usable Host (HTTP/1.0 may send none) printed "http://undefined/…"
  it('ohne brauchbaren Host druckt das PDF keinen Link statt eines falschen', async () => {
    for (const host of ['nutzer@rechner.example', 'rechner.example/pfad', 'a b']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/backend-service/pdf',
        headers: { host },
        payload: { berechnung: beispiel.given },
      });
      expect(r.statusCode).toBe(200);
      const text = await pdfText(r.rawPayload);
      expect(text).not.toContain('undefined');
      expect(text).not.toContain('Link zu dieser Berechnung');
      expect(rohText(r.rawPayload)).not.toContain('/URI (');
    }
    // HTTP/1.0 may come without Host (inject always sends one)
    const ohneHost = { host: undefined, protocol: 'http' } as unknown as FastifyRequest;
    expect(rechnerAdresse(ohneHost)).toBeUndefined();
    const mitHost = {
      host: 'rechner.example:8080',
      protocol: 'https',
    } as unknown as FastifyRequest;
    expect(rechnerAdresse(mitHost)).toBe('https://rechner.example:8080/berechnung.html');
  });

  it('der QR-Code liest sich zum selben Link zurück, und der öffnet das Rechenbeispiel', () => {
    expect(decodeQR(alsBild(qrModule(link)))).toBe(link);
    const gelesen = leseBerechnungslink(link.slice(link.indexOf('?') + 1));
    expect(gelesen.ok && gelesen.stand.schritt.id).toBe('berechnungsergebnisse');
  });
});
