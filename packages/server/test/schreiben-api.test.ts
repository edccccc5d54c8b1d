/**
 * POST /api/backend-service/schreiben (issue 30 §1, ADR 0026): the three letters as PDF with the
 * figures of the "Done when", the German errors, the bound shared with /pdf, and that the
 * user's fields never reach the log.
 */
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Berechnung } from '@mietspiegel/domain';
import beispiel from '../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import type { PdfErzeugung } from '../src/routes/pdf.ts';
import { meldungenAus, testApp } from './hilfen.ts';
import { pdfText, rohText, seitenText } from './pdf-text.ts';

const URL = '/api/backend-service/schreiben';
const berechnung = beispiel.given as unknown as Berechnung;
const ohneLeerraum = (s: string) => s.replace(/\s+/g, '');

const ABSENDER = 'Erika Geheimname\nVerschwiegene Gasse 7\n80331 München';
const EMPFAENGER = 'Max Heimlich-Vermieter\nStille Straße 1\n80333 München';
const schreiben = (teil: Record<string, unknown> = {}) => ({
  absender: ABSENDER,
  empfaenger: EMPFAENGER,
  ort: 'München',
  datum: '2026-11-22',
  wohnung: 'Verschwiegene Gasse 7, 2. OG',
  ...teil,
});
const erhoehung = (letzteErhoehung: string, neueMiete = 1000) => ({
  mieterhoehung: { neueMiete, mieteVorDreiJahren: 800, letzteErhoehung, zugang: '2026-11-15' },
});

let app: FastifyInstance;
const protokoll: string[] = [];
beforeAll(async () => {
  // the most talkative logger, to see that no field of the letter is ever logged
  const strom = new Writable({
    write(teil: Buffer, _k, fertig) {
      protokoll.push(teil.toString());
      fertig();
    },
  });
  app = await testApp({}, { logger: { level: 'trace', stream: strom } });
});
afterAll(() => app.close());

const sende = (body: unknown) => app.inject({ method: 'POST', url: URL, payload: body as object });

describe('POST /api/backend-service/schreiben', () => {
  it('Antwort: stimmt 1.000 € teilweise bis 920,00 € zu und nennt die Frist 31.01.2027', async () => {
    const r = await sende({
      art: 'antwort-mieterhoehung',
      berechnung,
      mietvergleich: erhoehung('2025-01-01'),
      schreiben: schreiben({ variante: 'teilzustimmung' }),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(
      'attachment; filename=Antwort_Mieterhoehungsverlangen.pdf',
    );
    expect(r.headers['cache-control']).toBe('no-store');
    const seiten = await seitenText(r.rawPayload);
    const brief = ohneLeerraum(seiten[0] ?? '');
    for (const teil of [
      'Muster des Mietspiegelrechners',
      'keine Rechtsberatung',
      'Max Heimlich-Vermieter',
      'Erika Geheimname',
      'München, 22.11.2026',
      'Ihr Mieterhöhungsverlangen, mir zugegangen am 15.11.2026',
      'Sehr geehrte Damen und Herren,',
      'auf eine Miete von 920,00 € im Monat ab dem 01.02.2027',
      'bis zum 31.01.2027 (§ 558b Abs. 2 Satz 1 BGB)',
      'Mit freundlichen Grüßen',
    ])
      expect(brief).toContain(ohneLeerraum(teil));
    // the notes for her on a page of their own, with what happens if she does not answer
    const hinweise = ohneLeerraum(seiten[seiten.length - 1] ?? '');
    expect(hinweise).toContain(ohneLeerraum('Hinweise für Sie – nicht Teil des Schreibens'));
    expect(hinweise).toContain(ohneLeerraum('Stimmen Sie bis dahin nicht zu'));
    expect(brief).not.toContain(ohneLeerraum('Stimmen Sie bis dahin nicht zu'));
    expect(hinweise).toContain(ohneLeerraum('(vorläufig erfasst, bitte prüfen)'));
    // an accessible, tagged PDF: language, title, the subject as heading, lists
    const roh = rohText(r.rawPayload);
    expect(roh).toContain('/StructTreeRoot');
    expect(roh).toMatch(/\/Lang \(de-DE\)/);
    expect(roh).toMatch(/\/DisplayDocTitle true/);
    for (const s of ['H1', 'H2', 'P', 'L', 'LI', 'Lbl', 'LBody'])
      expect(roh).toContain(`/S /${s}\n`);
  });

  it('Antwort: ein Schreiben vom 15.11.2026 nach einer Erhöhung am 01.06.2026 ist unwirksam', async () => {
    const r = await sende({
      art: 'antwort-mieterhoehung',
      berechnung,
      mietvergleich: erhoehung('2026-06-01'),
      schreiben: schreiben({ variante: 'unwirksam' }),
    });
    expect(r.statusCode).toBe(200);
    const text = ohneLeerraum(await pdfText(r.rawPayload));
    expect(text).toContain(ohneLeerraum('hier also frühestens ab dem 01.06.2027'));
    expect(text).toContain(ohneLeerraum('deshalb unwirksam'));
    expect(text).toContain(ohneLeerraum('Ich stimme der verlangten Erhöhung nicht zu.'));
  });

  it('Rüge: 1.100 € ab 01.01.2026 nennt § 556g, die Grenze und 86,25 € Überschreitung', async () => {
    const r = await sende({
      art: 'ruege-mietpreisbremse',
      berechnung,
      mietvergleich: { mietpreisbremse: { beginn: '2026-01-01', miete: 1100 } },
      schreiben: schreiben(),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('Ruege_Mietpreisbremse.pdf');
    const text = ohneLeerraum(await pdfText(r.rawPayload));
    expect(text).toContain(ohneLeerraum('Rüge nach § 556g Abs. 2 BGB'));
    expect(text).toContain(ohneLeerraum('1.013,75 € im Monat'));
    expect(text).toContain(ohneLeerraum('übersteigt die zulässige Miete um 86,25 € im Monat'));
    expect(text).toContain(ohneLeerraum('nach § 556g Abs. 3 BGB Auskunft'));
  });

  it('Mieterhöhungsverlangen: Einordnung, 14,07 €/m² und die Spanne, Anlage Berechnung', async () => {
    const r = await sende({
      art: 'mieterhoehungsverlangen',
      berechnung,
      mietvergleich: erhoehung('2025-01-01', 920),
      schreiben: schreiben({ absender: EMPFAENGER, empfaenger: ABSENDER }),
    });
    expect(r.statusCode).toBe(200);
    const text = ohneLeerraum(await pdfText(r.rawPayload));
    for (const teil of [
      'Wohnlage: Gute Lage (Zuschlag +0,43 €/m²)',
      'Gebäudetyp: Wohnblock (Abschlag -1,13 €/m²)',
      'ortsübliche Vergleichsmiete von 14,07 €/m²',
      'von 11,26 €/m² bis 16,84 €/m²',
      'Anlage',
      'Berechnung der ortsüblichen Vergleichsmiete nach dem Mietspiegel für München 2025',
    ])
      expect(text).toContain(ohneLeerraum(teil));
  });

  it('nennt in den Hinweisen, wenn der Mietspiegel für den Tag des Zugangs veraltet sein kann (§ 558d)', async () => {
    const r = await sende({
      art: 'antwort-mieterhoehung',
      berechnung,
      mietvergleich: {
        mieterhoehung: { neueMiete: 1000, letzteErhoehung: '2028-01-01', zugang: '2030-01-15' },
      },
      schreiben: schreiben({ variante: 'zustimmung' }),
    });
    expect(r.statusCode).toBe(200);
    const seiten = await seitenText(r.rawPayload);
    const hinweise = ohneLeerraum(seiten[seiten.length - 1] ?? '');
    expect(hinweise).toContain(ohneLeerraum('§ 558d'));
    expect(ohneLeerraum(seiten[0] ?? '')).not.toContain(ohneLeerraum('§ 558d'));
  });

  it('kein Schreiben ohne Befund: 422 mit dem Grund am Feld „art“', async () => {
    const r = await sende({
      art: 'ruege-mietpreisbremse',
      berechnung,
      mietvergleich: { mietpreisbremse: { beginn: '2026-01-01', miete: 1000 } },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      fehler: [
        {
          feld: 'art',
          meldung:
            'Nach Ihren Angaben übersteigt Ihre Miete die zulässige Miete nicht: Es gibt nichts zu rügen.',
        },
      ],
    });
    // the variant the facts do not allow (no partial consent to a void demand): at its field
    const variante = await sende({
      art: 'antwort-mieterhoehung',
      berechnung,
      mietvergleich: erhoehung('2026-06-01'),
      schreiben: schreiben({ variante: 'teilzustimmung' }),
    });
    expect(variante.statusCode).toBe(422);
    expect((variante.json() as { fehler: { feld: string }[] }).fehler[0]?.feld).toBe(
      'schreiben.variante',
    );
    const verlangen = await sende({
      art: 'mieterhoehungsverlangen',
      berechnung,
      mietvergleich: erhoehung('2025-01-01'),
    });
    expect(verlangen.statusCode).toBe(422);
    expect(meldungenAus(verlangen.body)[0]).toContain('höchstens zulässig ist: 920,00 €');
  });

  it('falsche Angaben: 422 je Feld; falscher Typ oder unbekannte Art: 400, alles auf Deutsch', async () => {
    const r = await sende({
      art: 'antwort-mieterhoehung',
      berechnung,
      mietvergleich: erhoehung('2025-01-01'),
      schreiben: schreiben({ datum: '2026-02-30', empfaenger: '1\n2\n3\n4\n5\n6\n7' }),
    });
    expect(r.statusCode).toBe(422);
    expect((r.json() as { fehler: { feld: string }[] }).fehler.map((f) => f.feld)).toEqual([
      'schreiben.empfaenger',
      'schreiben.datum',
      'schreiben.variante',
    ]);
    const art = await sende({ art: 'kuendigung', berechnung });
    expect(art.statusCode).toBe(400);
    expect(meldungenAus(art.body)[0]).toContain('antwort-mieterhoehung');
    const typ = await sende({ art: 'ruege-mietpreisbremse', berechnung, schreiben: { ort: 7 } });
    expect(typ.statusCode).toBe(400);
    meldungenAus(typ.body);
  });

  it('nie 5xx: beliebiger Text in den Feldern des Schreibens (Emoji, Steuerzeichen, fremde Schriften)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 120 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.string({ unit: 'binary', maxLength: 12 }),
        async (anschrift, ort, datum) => {
          const r = await sende({
            art: 'ruege-mietpreisbremse',
            berechnung,
            mietvergleich: { mietpreisbremse: { beginn: '2026-01-01', miete: 1100 } },
            schreiben: { absender: anschrift, empfaenger: anschrift, ort, datum, wohnung: ort },
          });
          expect([200, 422]).toContain(r.statusCode);
          if (r.statusCode !== 200) meldungenAus(r.body);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('protokolliert weder Absender noch Empfänger, Ort, Datum oder Wohnung', async () => {
    protokoll.length = 0;
    // a letter made, one refused for its facts, one for its fields
    await sende({
      art: 'antwort-mieterhoehung',
      berechnung,
      mietvergleich: erhoehung('2025-01-01'),
      schreiben: schreiben({ variante: 'zustimmung' }),
    });
    await sende({ art: 'ruege-mietpreisbremse', berechnung, schreiben: schreiben() });
    await sende({
      art: 'antwort-mieterhoehung',
      berechnung,
      mietvergleich: erhoehung('2025-01-01'),
      schreiben: schreiben({ datum: 'gestern' }),
    });
    const log = protokoll.join('\n');
    expect(log).toContain('/api/backend-service/schreiben'); // the requests were logged …
    for (const geheim of ['Geheimname', 'Verschwiegene', 'Heimlich', 'Stille Straße', 'gestern'])
      expect(log).not.toContain(geheim); // … their fields were not
  });
});

describe('Schreiben und PDF teilen eine Grenze', () => {
  it('ist jeder Platz durch ein PDF belegt, antwortet /schreiben sofort 503 mit Retry-After', async () => {
    let freigeben = () => {};
    const frei = new Promise<void>((resolve) => (freigeben = resolve));
    let aufrufe = 0;
    const erzeugePdf: PdfErzeugung = async () => {
      aufrufe++;
      await frei;
      return Buffer.from('%PDF-test');
    };
    const knapp = await testApp({ PDF_CONCURRENCY: '1', PDF_QUEUE: '0' }, { erzeugePdf });
    const gehalten = knapp.inject({
      method: 'POST',
      url: '/api/backend-service/pdf',
      payload: { berechnung },
    });
    await vi.waitFor(() => expect(aufrufe).toBe(1), { timeout: 30_000 });
    const r = await knapp.inject({
      method: 'POST',
      url: URL,
      payload: {
        art: 'ruege-mietpreisbremse',
        berechnung,
        mietvergleich: { mietpreisbremse: { beginn: '2026-01-01', miete: 1100 } },
      },
    });
    expect(r.statusCode).toBe(503);
    expect(r.headers['retry-after']).toBe('2');
    expect(meldungenAus(r.body)).toEqual([
      'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
    ]);
    freigeben();
    expect((await gehalten).statusCode).toBe(200);
    await knapp.close();
  });

  it('zählt mit /pdf je Client und Sekunde: von einem PDF und einem Schreiben zugleich wird abgewiesen', async () => {
    const erzeugePdf: PdfErzeugung = async () => Buffer.from('%PDF-test');
    const gezaehlt = await testApp({ PDF_JE_CLIENT_PRO_SEKUNDE: '1' }, { erzeugePdf });
    // sent together, so both fall into one second however busy the machine is
    const [pdf, brief] = await Promise.all([
      gezaehlt.inject({ method: 'POST', url: '/api/backend-service/pdf', payload: { berechnung } }),
      gezaehlt.inject({ method: 'POST', url: URL, payload: { art: 'kuendigung' } }),
    ]);
    // alone, the letter would be 400 (unknown art) and the PDF 200, each within its own count of
    // one: a 429 means they share the count (counted together, the library may refuse both)
    expect([pdf.statusCode, brief.statusCode]).toContain(429);
    const abgewiesen = pdf.statusCode === 429 ? pdf : brief;
    expect(Number(abgewiesen.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    meldungenAus(abgewiesen.body);
    await gezaehlt.close();
  });
});
