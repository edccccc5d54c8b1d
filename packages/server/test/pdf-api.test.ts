import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  antwortenInWorten,
  meldungen,
  ausgabe,
  vorlaeufigHinweis,
  type Berechnung,
} from '@mietspiegel/domain';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { meldungenAus, testApp } from './hilfen.ts';
import { pdfText, rohText } from './pdf-text.ts';

const URL = '/api/backend-service/pdf';
const berechnung = beispiel.given as unknown as Berechnung;
const FREITEXT =
  'Adresse: Müllerstraße 5, 80469 München\n------------------------------\nZusätzliche Begründungen: „Einbauküche“ – neu, Wert 5.000 €; Größe ändert sich nicht.';

/** Whitespace does not count: pdfkit may wrap a line at any space or after a hyphen. */
const ohneLeerraum = (s: string) => s.replace(/\s+/g, '');

let app: FastifyInstance;
beforeAll(async () => {
  // A Stichtagsdifferenz needs the write permission (issue 17 §10; the rule itself:
  // vorlagen/pdf-stichtagsdifferenz-recht.test.ts): the stand-in user without security has it.
  app = await testApp({ MIETSPIEGEL_NO_SECURITY: 'true' });
});
afterAll(() => app.close());

async function pdf(body: unknown) {
  const r = await app.inject({ method: 'POST', url: URL, payload: body as object });
  return r;
}

describe('POST /api/backend-service/pdf', () => {
  let text: string;
  let roh: string;
  let antwort: Awaited<ReturnType<typeof pdf>>;

  beforeAll(async () => {
    antwort = await pdf({
      berechnung,
      zusaetzlicheBegruendungen: FREITEXT,
      stichtagsdifferenz: { stand: '2026-03-01', hoehe: 2.5 },
    });
    text = await pdfText(antwort.rawPayload);
    roh = rohText(antwort.rawPayload);
  });

  it('antwortet ein PDF als Download mit dem Namen der Ausgabe (RFC 6266/5987)', () => {
    expect(antwort.statusCode).toBe(200);
    expect(antwort.headers['content-type']).toBe('application/pdf');
    // ASCII name as a token (RFC 6266 §4.1: token or quoted-string), the exact name in filename*.
    // issue 20 §5: the year of the edition used is part of the name
    expect(antwort.headers['content-disposition']).toBe(
      `attachment; filename=Mietspiegel_Muenchen_2025.pdf; filename*=UTF-8''Mietspiegel_M%C3%BCnchen_2025.pdf`,
    );
    expect(antwort.headers['cache-control']).toBe('no-store');
    expect(antwort.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('nennt Titel, Ausgabe und das Erstelldatum der (festen) Uhr', () => {
    expect(text).toContain(
      'Mietspiegel für München 2025 – Berechnung der ortsüblichen Vergleichsmiete',
    );
    expect(text).toContain('Erstellt am 22.11.2026');
  });

  it('enthält jede Antwort in Worten', () => {
    const antworten = antwortenInWorten(berechnung);
    expect(antworten.length).toBeGreaterThan(10);
    for (const a of antworten) {
      expect(ohneLeerraum(text)).toContain(ohneLeerraum(`${a.titel} ${a.antwort}`));
    }
    expect(text).toContain('65,5 m²');
  });

  it('zeigt die vier Ergebnisblöcke mit deutschen Beträgen', () => {
    // Block 1–3 of berechnungsregeln.md §3 for the worked example.
    expect(text).toMatch(/Durchschnittliche ortsübliche Vergleichsmiete 14,07 € 921,59 €/);
    expect(text).toMatch(/Untergrenze 11,26 € 737,53 €/);
    expect(text).toMatch(/Obergrenze 16,84 € 1\.103,02 €/);
    expect(text).toMatch(/Begründete Abweichungen: 0,00 € je m² 14,07 € 921,59 €/);
    // Block 4: Grundpreis, each Zu-/Abschlag with its sign.
    expect(text).toContain('Grundpreis 11,72 €');
    expect(text).toContain('Gute Lage +0,43 €');
    expect(text).toContain('Wohnblock -1,13 €');
    expect(text).toContain('Guter Bodenbelag +1,37 €');
    expect(ohneLeerraum(text)).toContain(
      ohneLeerraum('Ceran- oder Induktionskochfeld, Geschirrspülmaschine +1,06 €'),
    );
    expect(text).not.toContain('Enthaltene Betriebskosten'); // net rent
  });

  it('zeigt die Stichtagsdifferenz als eigene Zeile neben den unveränderten Werten', () => {
    // 14,07 × 1,025 = 14,42175 → 14,42; 921,59 × 1,025 = 944,629… → 944,63.
    expect(text).toMatch(
      /Mit Stichtagsdifferenz von 2,5 % \(Stand 01\.03\.2026\) 14,42 € 944,63 €/,
    );
    expect(text).toMatch(/Durchschnittliche ortsübliche Vergleichsmiete 14,07 € 921,59 €/);
  });

  it('übernimmt den Freitext mit Umlauten, „ “, – und € wie eingegeben', () => {
    for (const zeile of FREITEXT.split('\n')) expect(text).toContain(zeile);
  });

  it('nennt bei 65,5 m² und Nettomiete keine vorläufigen Werte', () => {
    expect(text).not.toContain('Vorläufige Werte');
    expect(text).not.toMatch(/vorläufig/);
  });

  it('bettet DejaVu Sans als Teilmenge ein, keine Standard-14-Schrift', () => {
    expect(roh).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(roh).toContain('/FontFile2');
    expect(roh).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
    expect(roh).toContain('/StructTreeRoot');
  });

  it('nennt die Kappung, wenn die Abweichungen die Spanne überschreiten', async () => {
    const r = await pdf({
      berechnung: {
        ...berechnung,
        abweichungGesetzt: true,
        abweichungen: { ...berechnung.abweichungen, zusatz: 3.5 },
      },
      zusaetzlicheBegruendungen: '',
    });
    expect(r.statusCode).toBe(200);
    const t = await pdfText(r.rawPayload);
    // spezifikation.md §8, with 3,50 (sum) and the upper limit 2,77 of the non-central spread.
    expect(t).toContain(
      '3,50 Euro/m²/Monat sind nicht zulässig wegen Überschreitung der Schwankungsbreite. Begründete Abweichungen werden auf den maximal zulässigen Wert von 2,77 Euro/m²/Monat gekappt.',
    );
    // Capped: 14,07 + 2,77 = 16,84 €/m², × 65,5 m² = 1.103,02 €.
    expect(t).toMatch(/Begründete Abweichungen: \+3,50 € je m² 16,84 € 1\.103,02 €/);
    expect(t).not.toContain('Stichtagsdifferenz');
    expect(t).not.toContain('Zusätzliche Begründungen');
  });

  it('ohne Kappung keine Kappungsmeldung', () => {
    expect(text).not.toContain('nicht zulässig wegen');
  });

  it('führt enthaltene Betriebskosten in der Aufschlüsselung', async () => {
    const r = await pdf({
      berechnung: { ...berechnung, selectedBetriebskostenA: 1, selectedBetriebskostenB: [0, 1] },
      zusaetzlicheBegruendungen: '',
    });
    expect(r.statusCode).toBe(200);
    expect(await pdfText(r.rawPayload)).toMatch(/Enthaltene Betriebskosten \+\d+,\d\d €/);
  });

  it.each([
    [
      'zu viele Zeilen Freitext',
      { berechnung, zusaetzlicheBegruendungen: Array(14).fill('x').join('\n') },
      meldungen.freitextZuVieleZeilen,
    ],
    [
      'Stichtagsdifferenz mit zwei Nachkommastellen',
      {
        berechnung,
        zusaetzlicheBegruendungen: '',
        stichtagsdifferenz: { stand: '2026-03-01', hoehe: 2.55 },
      },
      meldungen.stichtagsdifferenzHoehe,
    ],
    [
      'ungültige Berechnung',
      { berechnung: { ...berechnung, wohnflaeche: '200' }, zusaetzlicheBegruendungen: '' },
      meldungen.wohnflaeche,
    ],
  ])('422: %s', async (_name, body, meldung) => {
    const r = await pdf(body);
    expect(r.statusCode).toBe(422);
    expect(meldungenAus(r.body)).toContain(meldung);
  });

  it.each([
    ['kaputtes JSON', '{"berechnung":'],
    ['Berechnung fehlt', '{"zusaetzlicheBegruendungen": ""}'],
    ['falscher Typ', JSON.stringify({ berechnung, zusaetzlicheBegruendungen: 5 })],
  ])('400: %s', async (_name, payload) => {
    const r = await app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    meldungenAus(r.body);
  });

  it('setzt auch Freitext mit Emoji, Steuerzeichen und fremden Schriften, ohne abzubrechen', async () => {
    const freitext =
      'Emoji 😀👍🏽 Steuer\u0007zeichen\u0000 Tab\tEnde\r\nArabisch مرحبا e\u0301 \uD800 漢字 Schluss';
    const r = await pdf({ berechnung, zusaetzlicheBegruendungen: freitext });
    expect(r.statusCode).toBe(200);
    const t = await pdfText(r.rawPayload);
    expect(t).toContain('Emoji');
    expect(t).toContain('Schluss');
  });

  it('kann ein gültiges PDF nicht erstellt werden: 500 mit der deutschen PDF-Meldung', async () => {
    // The renderer fails (in production: in its worker thread, e.g. a broken font).
    const ohneSchrift = await testApp(
      {},
      {
        erzeugePdf: () => Promise.reject(new Error('Schrift defekt')),
      },
    );
    const r = await ohneSchrift.inject({ method: 'POST', url: URL, payload: { berechnung } });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ fehler: [{ feld: '', meldung: meldungen.pdfFehler }] });
    await ohneSchrift.close();
  });

  it('nie 5xx: beliebiger Freitext (auch Steuerzeichen, Emoji, fremde Schriften) und Stichtage', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 500 }),
        fc.option(fc.record({ stand: fc.string({ maxLength: 12 }), hoehe: fc.double() }), {
          nil: undefined,
        }),
        async (freitext, stichtagsdifferenz) => {
          const r = await pdf({
            berechnung,
            zusaetzlicheBegruendungen: freitext,
            stichtagsdifferenz,
          });
          expect([200, 400, 422]).toContain(r.statusCode);
          if (r.statusCode !== 200) meldungenAus(r.body);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('nie 5xx: beliebiger JSON-Inhalt', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (wert) => {
        const r = await pdf(wert);
        expect([200, 400, 422]).toContain(r.statusCode);
        if (r.statusCode !== 200) meldungenAus(r.body);
      }),
      { numRuns: 200 },
    );
  });
});

describe('PDF mit vorläufigen Werten', () => {
  it('nennt den vorläufigen Grundpreis (120 m²) und die vorläufigen Betriebskosten in Worten für Nutzer', async () => {
    const mitVorlaeufigen = { ...berechnung, wohnflaeche: '120', selectedBetriebskostenA: 1 };
    const antwort = await pdf({ berechnung: mitVorlaeufigen, zusaetzlicheBegruendungen: '' });
    expect(antwort.statusCode).toBe(200);
    const text = ohneLeerraum(await pdfText(antwort.rawPayload));
    expect(text).toContain(ohneLeerraum('Vorläufige Werte in dieser Berechnung'));
    expect(text).toContain(ohneLeerraum(vorlaeufigHinweis.grundpreis(111, 160)));
    expect(text).toContain(ohneLeerraum(vorlaeufigHinweis.betriebskosten));
    expect(text).not.toContain(ohneLeerraum(ausgabe.grundpreise.quelle));
  });
});
