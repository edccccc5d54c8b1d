// issue 30 §1: the letter's DIN 5008 layout (pdf/brief.ts) with the longest fields allowed.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { SCHREIBEN_GRENZEN, type Schreiben } from '@mietspiegel/domain';
import { bindeQuellen, NICHT_TEIL, renderBrief } from '../src/pdf/brief.ts';
import { ladePdfSchriften } from '../src/pdf/schriften.ts';
import { rohText, seitenText } from './pdf-text.ts';

const schriften = await ladePdfSchriften();
const mm = (pt: number) => (pt * 25.4) / 72;

/** Each text run of page 1 with its top edge in mm from the top of the page. */
async function zeilenSeite1(pdf: Buffer): Promise<{ text: string; obenMm: number }[]> {
  const d = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const seite = await d.getPage(1);
  const hoehe = seite.getViewport({ scale: 1 }).height;
  const inhalt = await seite.getTextContent();
  const zeilen = inhalt.items.flatMap((i) =>
    'str' in i && i.str.trim() !== ''
      ? [{ text: i.str, obenMm: mm(hoehe - (i.transform[5] as number) - i.height) }]
      : [],
  );
  await d.destroy();
  return zeilen;
}

const lang = (anfang: string) =>
  Array.from({ length: SCHREIBEN_GRENZEN.anschriftZeilen }, (_, i) =>
    `${anfang}${i} `.padEnd(SCHREIBEN_GRENZEN.zeichenJeZeile, 'x'),
  );

function brief(teil: Partial<Schreiben> = {}): Schreiben {
  return {
    art: 'antwort-mieterhoehung',
    titel: 'Antwort auf ein Mieterhöhungsverlangen',
    absender: ['Erika Muster', 'Weg 2', '80331 München'],
    empfaenger: ['Max Vermieter', 'Straße 1', '80333 München'],
    ortDatum: 'München, 22.11.2026',
    betreff: 'Betreffzeile des Schreibens',
    anrede: 'Sehr geehrte Damen und Herren,',
    absaetze: [{ art: 'text', text: 'Ein Absatz nach § 558b Abs. 2 Satz 1 BGB.' }],
    grussformel: 'Mit freundlichen Grüßen',
    unterschrift: 'Erika Muster',
    anlagen: [],
    hinweise: ['Ein Hinweis nur für Sie.'],
    quellen: [{ rechtsgrundlage: '§ 558b Abs. 2 Satz 1 BGB', wofuer: 'Frist', vorlaeufig: false }],
    musterHinweis: 'Muster – keine Rechtsberatung.',
    vorlaeufig: false,
    ...teil,
  };
}

const erstellt = new Date('2026-11-22T09:00:00Z');

describe('Brief nach DIN 5008 (Form B)', () => {
  it('Empfänger im Anschriftfeld (62,7–90 mm), der Betreff darunter, auch mit sechs langen Zeilen', async () => {
    const pdf = await renderBrief(
      brief({ absender: lang('Absender'), empfaenger: lang('Empfaenger') }),
      schriften,
      erstellt,
    );
    const zeilen = await zeilenSeite1(pdf);
    const empfaenger = zeilen.filter((z) => z.text.startsWith('Empfaenger'));
    expect(empfaenger.length).toBeGreaterThanOrEqual(6);
    for (const z of empfaenger) {
      expect(z.obenMm).toBeGreaterThanOrEqual(62.7 - 0.5);
      expect(z.obenMm).toBeLessThanOrEqual(90);
    }
    const betreff = zeilen.find((z) => z.text.startsWith('Betreffzeile'));
    const absender = zeilen.filter((z) => z.text.startsWith('Absender'));
    expect(betreff?.obenMm).toBeGreaterThanOrEqual(98);
    for (const z of [...empfaenger, ...absender])
      expect(z.obenMm).toBeLessThan(betreff?.obenMm ?? 0);
  });

  it('nummeriert die Seiten des Schreibens und trennt die Hinweise auf eigene Seiten ab', async () => {
    const absaetze = Array.from({ length: 40 }, (_, i) => ({
      art: 'text' as const,
      text: `Absatz ${i}: ${'Begründung '.repeat(30)}`,
    }));
    const seiten = await seitenText(await renderBrief(brief({ absaetze }), schriften, erstellt));
    const briefSeiten = seiten.filter((s) => !s.includes(NICHT_TEIL));
    expect(briefSeiten.length).toBeGreaterThan(1);
    briefSeiten.forEach((s, i) => expect(s).toContain(`Seite ${i + 1} von ${briefSeiten.length}`));
    const letzte = seiten[seiten.length - 1] ?? '';
    expect(letzte).toContain(NICHT_TEIL);
    expect(letzte).toContain('Ein Hinweis nur für Sie.');
    expect(briefSeiten.join(' ')).not.toContain('Ein Hinweis nur für Sie.');
    // every paragraph arrives, in order
    const alles = briefSeiten.join(' ').replace(/\s+/g, ' ');
    expect(alles.indexOf('Absatz 0:')).toBeLessThan(alles.indexOf('Absatz 39:'));
  });

  it('ist getaggt: Betreff als H1, Listen mit Lbl und LBody, Sprache de-DE', async () => {
    const roh = rohText(
      await renderBrief(
        brief({ absaetze: [{ art: 'liste', punkte: ['eins', 'zwei'] }] }),
        schriften,
        erstellt,
      ),
    );
    expect(roh).toMatch(/\/Lang \(de-DE\)/);
    for (const s of ['H1', 'L', 'LI', 'Lbl', 'LBody', 'P']) expect(roh).toContain(`/S /${s}\n`);
  });

  it('hält eine Quelle mit ihrer Nummer zusammen', () => {
    expect(bindeQuellen('(§ 558b Abs. 2 Satz 1 BGB; §§ 556d, Nr. 1)')).toBe(
      '(§\u00a0558b Abs.\u00a02 Satz\u00a01 BGB; §§\u00a0556d, Nr.\u00a01)',
    );
  });
});
