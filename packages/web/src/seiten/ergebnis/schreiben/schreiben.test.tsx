// issue 30 §1 in the web app: "Schreiben erstellen" under the verdict of "Mieterhöhung prüfen"
// and "Mietpreisbremse prüfen" – which letter is offered for which verdict, the fields kept in the
// tab, the preview and the copied text (the domain's own), the PDF call and its failures.
import { describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  berechneOrtsueblicheMiete,
  gepruefteBerechnung,
  type BerechnungEntwurf,
} from '@mietspiegel/domain';
import { KEINE_VERBINDUNG } from '../../../api/fehlertext.ts';
import { setClock } from '../../../lib/clock.ts';
import {
  leereBremsenEingaben,
  SPEICHER_SCHLUESSEL,
  type MietvergleichEingaben,
} from '../../../store/speicher.ts';
import { lade } from '../../../store/lesen.ts';
import { aendere, aendereEntwurf, holeZustand, neuLaden } from '../../../store/store.ts';
import {
  aufrufe,
  beispielMerkmale,
  richteTestsEin,
  server,
  zeigeApp,
  type Antwort,
} from '../../../test/hilfen.tsx';
import { KOPIER_MELDUNG } from './kopieren.ts';

richteTestsEin();

const beispiel: Partial<BerechnungEntwurf> = { ...beispielMerkmale, selectedBetriebskostenA: 0 };

/** The worked example of issue 30: 1.000 € demanded, 800 € three years before. */
const ERHOEHUNG: MietvergleichEingaben = {
  miete: '',
  neueMiete: '1.000,00',
  mieteVorDreiJahren: '800,00',
  letzteErhoehung: '2025-01-01',
  zugang: '2026-11-15',
};

const PDF: Antwort = {
  body: '%PDF-1.7',
  headers: {
    'Content-Type': 'application/pdf',
    // as the server sends it (content-disposition quotes only where it must)
    'Content-Disposition': 'attachment; filename=Antwort_Mieterhoehungsverlangen.pdf',
  },
};
let schreibenAntwort: Antwort = PDF;

function rechnenderServer() {
  schreibenAntwort = PDF;
  server((url, init) => {
    if (url.pathname === '/api/backend-service/berechnung') {
      return {
        json: berechneOrtsueblicheMiete(gepruefteBerechnung(JSON.parse(String(init?.body)))),
      };
    }
    if (url.pathname === '/api/backend-service/schreiben') return schreibenAntwort;
    return undefined;
  });
}

/** A check page with its inputs, the letters' section opened; returns the section. */
async function oeffneSchreiben(pfad: '/mieterhoehung' | '/mietpreisbremse') {
  setClock(() => new Date(2026, 10, 27, 12));
  aendereEntwurf(beispiel);
  rechnenderServer();
  await zeigeApp(pfad);
  const knopf = await screen.findByRole('button', { name: 'Schreiben erstellen' });
  expect(knopf.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(knopf);
  expect(knopf.getAttribute('aria-expanded')).toBe('true');
  return screen.getByRole('region', { name: 'Schreiben erstellen' });
}

const vorschau = async (bereich: HTMLElement) =>
  (await within(bereich).findByRole('region', { name: /^Vorschau/ })).textContent ?? '';

describe('Schreiben erstellen: was je Urteil angeboten wird', () => {
  test('Mieterhöhung über der Grenze: Antwort mit Teilzustimmung bis 920,00 € und Frist 31.01.2027; kein Verlangen des Vermieters', async () => {
    aendere({ mietvergleich: ERHOEHUNG });
    const bereich = await oeffneSchreiben('/mieterhoehung');
    // the tenant's choice: full or partial consent, the partial one chosen first
    const antwort = await within(bereich).findByRole('group', { name: 'Ihre Antwort' });
    const optionen = within(antwort).getAllByRole('radio') as HTMLInputElement[];
    expect(optionen.map((o) => o.labels?.[0]?.textContent)).toEqual([
      'Ich stimme der verlangten Miete zu.',
      'Ich stimme nur bis zu der Miete zu, die nach dieser Prüfung zulässig ist.',
    ]);
    expect(optionen[1]?.checked).toBe(true);
    const text = await vorschau(bereich);
    expect(text).toContain('920,00 €');
    expect(text).toContain('31.01.2027');
    // the landlord's demand of 1.000 € exceeds the limit: not offered, and the page says why
    expect(
      within(bereich).queryByRole('radio', { name: /Mieterhöhungsverlangen nach § 558a/ }),
    ).toBeNull();
    expect(bereich.textContent).toMatch(/Mieterhöhungsverlangen nach § 558a BGB \(für Vermieter/);
    // the tenant-only note stands beside the letter, not in it
    const nurFuerSie = within(bereich).getByRole('heading', {
      name: 'Nur für Sie – nicht Teil des Schreibens',
    });
    const hinweise = nurFuerSie.parentElement?.querySelectorAll('li') ?? [];
    expect(hinweise.length).toBeGreaterThan(0);
    for (const h of hinweise) expect(text).not.toContain(h.textContent);
    // full consent: the letter names the demanded 1.000,00 €
    fireEvent.click(optionen[0]!);
    expect(holeZustand().schreiben.variante).toBe('zustimmung');
    expect(await vorschau(bereich)).toContain('1.000,00 €');
  });

  test('ein Verlangen vor Ablauf der Sperrfrist wird nur als unwirksam beantwortet', async () => {
    aendere({ mietvergleich: { ...ERHOEHUNG, letzteErhoehung: '2026-06-01' } });
    const bereich = await oeffneSchreiben('/mieterhoehung');
    const text = await vorschau(bereich);
    expect(within(bereich).queryByRole('group', { name: 'Ihre Antwort' })).toBeNull();
    expect(bereich.textContent).toContain('Das Verlangen ist unwirksam; ich stimme nicht zu.');
    expect(text).toMatch(/unwirksam/);
    expect(text).toContain('§ 558 Abs. 1');
    expect(text).not.toContain('920,00 €');
  });

  test('eine zulässige Erhöhung: beide Schreiben zur Wahl, das Verlangen nennt 14,07 €/m²', async () => {
    aendere({ mietvergleich: { ...ERHOEHUNG, neueMiete: '920,00' } });
    const bereich = await oeffneSchreiben('/mieterhoehung');
    const wahl = await within(bereich).findByRole('group', { name: 'Welches Schreiben?' });
    fireEvent.click(
      within(wahl).getByRole('radio', { name: /Mieterhöhungsverlangen nach § 558a/ }),
    );
    expect(holeZustand().schreiben.art).toBe('mieterhoehungsverlangen');
    const text = await vorschau(bereich);
    expect(text).toContain('14,07 €/m²');
    expect(text).toContain('920,00 €');
    // the landlord writes to the tenant: the recipient's field says so
    expect(
      within(bereich).getByRole('textbox', { name: /Empfänger: Name der Mieterin/ }),
    ).toBeTruthy();
  });

  test('Mietpreisbremse überschritten: die Rüge nach § 556g; eingehalten: keine Rüge, mit Grund', async () => {
    aendere({
      mietpreisbremse: { ...leereBremsenEingaben(), beginn: '2026-01-01', miete: '1.100,00' },
    });
    const bereich = await oeffneSchreiben('/mietpreisbremse');
    const text = await vorschau(bereich);
    expect(text).toContain('§ 556g');
    expect(text).toContain('86,25 €');

    act(() =>
      aendere({
        mietpreisbremse: { ...leereBremsenEingaben(), beginn: '2026-01-01', miete: '900,00' },
      }),
    );
    await waitFor(() =>
      expect(within(bereich).queryByRole('region', { name: /^Vorschau/ })).toBeNull(),
    );
    expect(bereich.textContent).toMatch(/Rüge nach § 556g BGB mit Auskunftsverlangen \(für/);
    expect(within(bereich).queryByRole('button', { name: 'Schreiben als PDF' })).toBeNull();
  });
  // where the check cannot judge, the letter never asserts it: the cap for a letter received in
  // 2030 is not stored (no partial consent to a figure the calculator does not know), and a lease
  // beginning after the stored Mietpreisbremse periods gets no Rüge
  test('außerhalb der hinterlegten Zeiträume: nur die volle Zustimmung, keine Rüge – jeweils mit Grund', async () => {
    aendere({
      mietvergleich: { ...ERHOEHUNG, zugang: '2030-02-01' },
      mietpreisbremse: { ...leereBremsenEingaben(), beginn: '2030-02-01', miete: '1.100,00' },
    });
    const bereich = await oeffneSchreiben('/mieterhoehung');
    const text = await vorschau(bereich);
    expect(within(bereich).queryByRole('group', { name: 'Ihre Antwort' })).toBeNull();
    expect(bereich.textContent).toContain('Ich stimme der verlangten Miete zu.');
    expect(text).toContain('1.000,00 €');
    expect(text).not.toContain('920,00 €');
    cleanup();

    const bremse = await oeffneSchreiben('/mietpreisbremse');
    await waitFor(() =>
      expect(bremse.textContent).toMatch(/Rüge nach § 556g BGB mit Auskunftsverlangen \(für/),
    );
    expect(within(bremse).queryByRole('region', { name: /^Vorschau/ })).toBeNull();
    expect(within(bremse).queryByRole('button', { name: 'Schreiben als PDF' })).toBeNull();
  });
});

describe('Schreiben erstellen: Felder, Text, PDF', () => {
  test('die Felder bleiben im Tab gespeichert und stehen im Schreiben', async () => {
    aendere({ mietvergleich: ERHOEHUNG });
    const bereich = await oeffneSchreiben('/mieterhoehung');
    const absender = await within(bereich).findByRole('textbox', { name: /^Absender/ });
    fireEvent.change(absender, { target: { value: 'Erika Muster\nBeispielweg 2\n80331 München' } });
    fireEvent.change(within(bereich).getByRole('textbox', { name: /^Empfänger/ }), {
      target: { value: 'Hausverwaltung Beispiel GmbH\nPostfach 1\n80000 München' },
    });
    fireEvent.change(within(bereich).getByRole('textbox', { name: 'Ort' }), {
      target: { value: 'München' },
    });
    fireEvent.change(within(bereich).getByLabelText('Datum des Schreibens'), {
      target: { value: '2026-11-27' },
    });
    const text = await vorschau(bereich);
    expect(text).toContain('Erika Muster');
    expect(text).toContain('Hausverwaltung Beispiel GmbH');
    expect(text).toContain('München, 27.11.2026');
    expect(window.sessionStorage.getItem(SPEICHER_SCHLUESSEL)).toContain('Beispielweg 2');

    // a reload of the tab reads them back (the store's reader of sessionStorage)
    expect(lade().schreiben).toEqual({
      art: null,
      absender: 'Erika Muster\nBeispielweg 2\n80331 München',
      empfaenger: 'Hausverwaltung Beispiel GmbH\nPostfach 1\n80000 München',
      ort: 'München',
      datum: '2026-11-27',
      wohnung: '',
      variante: null,
    });
    // and the form shows them again after a reload
    cleanup();
    await act(() => neuLaden());
    const wieder = await oeffneSchreiben('/mieterhoehung');
    expect(
      (within(wieder).getByRole('textbox', { name: /^Absender/ }) as HTMLTextAreaElement).value,
    ).toBe('Erika Muster\nBeispielweg 2\n80331 München');
    expect(await vorschau(wieder)).toContain('München, 27.11.2026');
  });

  test('eine zu lange Anschrift wird angesagt und hält das PDF auf', async () => {
    aendere({ mietvergleich: ERHOEHUNG });
    const bereich = await oeffneSchreiben('/mieterhoehung');
    const absender = await within(bereich).findByRole('textbox', { name: /^Absender/ });
    fireEvent.change(absender, { target: { value: 'a\nb\nc\nd\ne\nf\ng' } });
    // the one policy of every field (issue 29): the message shows once the field is left
    expect(within(bereich).queryByRole('alert')).toBeNull();
    fireEvent.blur(absender);
    const meldung = within(bereich).getAllByRole('alert')[0]!;
    expect(meldung.textContent).toMatch(/7 Zeilen/);
    expect(absender.getAttribute('aria-invalid')).toBe('true');
    expect(absender.getAttribute('aria-describedby')).toContain(meldung.id);
    fireEvent.click(within(bereich).getByRole('button', { name: 'Schreiben als PDF' }));
    expect(
      await within(bereich).findByText(
        'Bitte korrigieren Sie zuerst die markierten Angaben zum Schreiben.',
      ),
    ).toBeTruthy();
    expect(aufrufe.some((a) => a.url.pathname.endsWith('/schreiben'))).toBe(false);
  });

  test('Text kopieren legt den Text der Vorschau in die Zwischenablage und sagt es an', async () => {
    aendere({ mietvergleich: ERHOEHUNG });
    const bereich = await oeffneSchreiben('/mieterhoehung');
    const text = await vorschau(bereich);
    const schreibe = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: schreibe } });
    fireEvent.click(within(bereich).getByRole('button', { name: 'Text kopieren' }));
    await waitFor(() => expect(schreibe).toHaveBeenCalledTimes(1));
    expect(schreibe).toHaveBeenCalledWith(text);
    expect(text).toContain('920,00 €');
    await within(bereich).findByText(KOPIER_MELDUNG.kopiert);
    expect(within(bereich).getByText(KOPIER_MELDUNG.kopiert).getAttribute('role')).toBe('status');
  });

  test('ohne Zwischenablage: der Text wird markiert und der Weg über Strg+C angesagt', async () => {
    aendere({ mietvergleich: ERHOEHUNG });
    const bereich = await oeffneSchreiben('/mieterhoehung');
    const text = await vorschau(bereich);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    document.execCommand = vi.fn(() => false);
    fireEvent.click(within(bereich).getByRole('button', { name: 'Text kopieren' }));
    await within(bereich).findByText(KOPIER_MELDUNG.markiert);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(window.getSelection()?.toString()).toBe(text);
  });

  test('Schreiben als PDF sendet Art, Prüfung und Felder; jeder Fehlschlag sagt, warum', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const klick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    aendere({
      mietvergleich: ERHOEHUNG,
      schreiben: { ...holeZustand().schreiben, ort: 'München' },
    });
    const bereich = await oeffneSchreiben('/mieterhoehung');
    const knopf = await within(bereich).findByRole('button', { name: 'Schreiben als PDF' });
    fireEvent.click(knopf);
    await waitFor(() => expect(klick).toHaveBeenCalled());
    const a = klick.mock.contexts[0] as HTMLAnchorElement;
    expect(a.download).toBe('Antwort_Mieterhoehungsverlangen.pdf');
    const aufruf = aufrufe.find((x) => x.url.pathname === '/api/backend-service/schreiben');
    // nothing of the letter in the address
    expect(aufruf?.url.search).toBe('');
    expect(JSON.parse(String(aufruf?.init?.body))).toMatchObject({
      art: 'antwort-mieterhoehung',
      berechnung: { wohnflaeche: '65.5', selectedBaujahr: 5 },
      mietvergleich: {
        mieterhoehung: {
          neueMiete: 1000,
          mieteVorDreiJahren: 800,
          letzteErhoehung: '2025-01-01',
          zugang: '2026-11-15',
        },
      },
      schreiben: { ort: 'München', variante: 'teilzustimmung', absender: '' },
    });
    expect(within(bereich).getByText('Die PDF-Datei wurde heruntergeladen.')).toBeTruthy();

    // the server's German reason …
    schreibenAntwort = {
      status: 503,
      json: {
        status: 503,
        fehler: [{ feld: '', meldung: 'Der Server ist ausgelastet. Bitte in wenigen Sekunden.' }],
      },
    };
    fireEvent.click(knopf);
    expect(
      await screen.findByText('Der Server ist ausgelastet. Bitte in wenigen Sekunden.'),
    ).toBeTruthy();
    // … or the connection message
    schreibenAntwort = 'netzwerk';
    fireEvent.click(knopf);
    expect(await screen.findByText(KEINE_VERBINDUNG)).toBeTruthy();
  });
});
