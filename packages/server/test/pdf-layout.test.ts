import { describe, expect, it } from 'vitest';
import { renderePdf } from '../src/pdf/layout.ts';
import { ladePdfSchriften } from '../src/pdf/schriften.ts';
import type { PdfDokument } from '../src/pdf/dokument.ts';
import { pdfText, rohText, seitenText } from './pdf-text.ts';

const schriften = await ladePdfSchriften();

function dokument(bausteine: PdfDokument['bausteine']): PdfDokument {
  return {
    titel: 'Prüfdokument – „Überschrift“ mit ß und €',
    bausteine,
    fusszeile: 'Erstellt am 22.11.2026',
    erstellt: new Date('2026-11-22T10:00:00Z'),
  };
}

describe('PDF-Layout', () => {
  it('setzt Umlaute, Anführungszeichen, Gedankenstrich und Euro mit eingebetteter DejaVu Sans', async () => {
    const pdf = await renderePdf(
      dokument([
        { art: 'ueberschrift', ebene: 2, text: 'Größe der Wohnfläche' },
        { art: 'absatz', text: 'Äußerst schöne Küche – „Einbauküche“ für 1.103,02 €' },
        {
          art: 'tabelle',
          kopf: ['Merkmal', 'Euro je m²'],
          zeilen: [['Fußbodenheizung', '1,00 €']],
          breiten: [3, 1],
          rechts: [1],
          zeilenkopf: true,
        },
      ]),
      schriften,
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Prüfdokument – „Überschrift“ mit ß und €');
    expect(text).toContain('Äußerst schöne Küche – „Einbauküche“ für 1.103,02 €');
    expect(text).toContain('Fußbodenheizung');
    const roh = rohText(pdf);
    expect(roh).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(roh).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(roh).toContain('/FontFile2');
    expect(roh).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('ist ein getaggtes PDF mit Sprache de-DE, Titelanzeige und Überschriften-Struktur', async () => {
    const roh = rohText(
      await renderePdf(dokument([{ art: 'ueberschrift', ebene: 2, text: 'Teil' }]), schriften),
    );
    expect(roh).toContain('/StructTreeRoot');
    expect(roh).toMatch(/\/Marked true/);
    expect(roh).toMatch(/\/Lang \(de-DE\)/);
    expect(roh).toMatch(/\/DisplayDocTitle true/);
    expect(roh).toMatch(/\/S \/H1/);
    expect(roh).toMatch(/\/S \/H2/);
  });

  it('bricht lange Texte um, verteilt sie auf Seiten und nummeriert jede Seite', async () => {
    const wort = 'Begründung';
    const langerText = Array.from({ length: 900 }, (_, i) => `${wort}${i}`).join(' ');
    const ohneLeerzeichen = 'x'.repeat(500);
    const seiten = await seitenText(
      await renderePdf(
        dokument([
          { art: 'absatz', text: langerText },
          { art: 'absatz', text: ohneLeerzeichen },
        ]),
        schriften,
      ),
    );
    expect(seiten.length).toBeGreaterThan(1);
    seiten.forEach((seite, i) =>
      expect(seite).toContain(`Erstellt am 22.11.2026 · Seite ${i + 1} von ${seiten.length}`),
    );
    const alles = seiten.join(' ').replace(/\s+/g, ' ');
    // Every word arrives, in order, none cut off at a page break.
    expect(alles).toContain(`${wort}0 ${wort}1 ${wort}2`);
    expect(alles).toContain(`${wort}898 ${wort}899`);
    expect(alles.replace(/\s/g, '')).toContain(ohneLeerzeichen);
  });

  it('teilt Schriften und Caches zwischen gleichzeitig erzeugten Dokumenten fehlerfrei', async () => {
    const texte = ['Quadratisch „praktisch“ – gut', 'Jägerzaun ÄÖÜ äöü ß € 0123456789'];
    const pdfs = await Promise.all(
      [...texte, ...texte].map((t) =>
        renderePdf(dokument([{ art: 'absatz', text: t }]), schriften),
      ),
    );
    for (const [i, pdf] of pdfs.entries()) {
      const text = await pdfText(pdf);
      expect(text).toContain(texte[i % 2]);
      expect(text).not.toContain(texte[(i + 1) % 2]);
    }
    // Same input → same bytes: nothing of one document leaks into the next.
    expect(pdfs[2]?.equals(pdfs[0] as Buffer)).toBe(true);
    expect(pdfs[3]?.equals(pdfs[1] as Buffer)).toBe(true);
  });

  it('hält einen Ergebnisblock mit seiner Kappungsmeldung auf einer Seite, auch am Seitenende', async () => {
    const meldung =
      '5,00 Euro/m²/Monat sind nicht zulässig wegen Überschreitung der Schwankungsbreite. Begründete Abweichungen werden auf den maximal zulässigen Wert von 2,77 Euro/m²/Monat gekappt.';
    const block: PdfDokument['bausteine'] = [
      { art: 'ueberschrift', ebene: 3, text: '3. Mit begründeten Abweichungen' },
      {
        art: 'tabelle',
        kopf: ['Wert', 'je m² und Monat', 'im Monat'],
        zeilen: [['Begründete Abweichungen: +5,00 € je m²', '16,84 €', '1.103,02 €']],
        breiten: [5, 2, 2],
        rechts: [1, 2],
        zeilenkopf: true,
      },
      { art: 'hinweis', text: meldung },
    ];
    const ohneLeerraum = (t: string) => t.replace(/\s+/g, '');
    let blockAufNeuerSeite = 0;
    // Filler paragraphs push the block, a line at a time, across the bottom of page 1.
    for (let absaetze = 30; absaetze <= 48; absaetze++) {
      const fueller = Array.from({ length: absaetze }, (_, i) => ({
        art: 'absatz' as const,
        text: `Füllabsatz ${i}`,
      }));
      const seiten = (
        await seitenText(await renderePdf(dokument([...fueller, ...block]), schriften))
      ).map(ohneLeerraum);
      const tabellenSeite = seiten.findIndex((t) => t.includes('16,84€'));
      expect(seiten[tabellenSeite], `${absaetze} Füllabsätze`).toContain(ohneLeerraum(meldung));
      expect(seiten[tabellenSeite]).toContain(ohneLeerraum('3. Mit begründeten Abweichungen'));
      if (tabellenSeite === 1) blockAufNeuerSeite++;
    }
    // the range above really reaches the page bottom: some layouts move the block to page 2
    expect(blockAufNeuerSeite).toBeGreaterThan(0);
    expect(blockAufNeuerSeite).toBeLessThan(19);
  });
});
