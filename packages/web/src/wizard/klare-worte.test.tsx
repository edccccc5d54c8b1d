/**
 * Issue 29 §Worte: expert words on the steps said plainly – the rounding of the area for the
 * table (was "Für die Zeilensuche wird die Wohnfläche kaufmännisch … gerundet") and the capping
 * mark of the results (was "Gekappt"; the capping message itself is the spec's, §8).
 */
import { describe, expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import {
  berechneOrtsueblicheMiete,
  gepruefteBerechnung,
  type BerechnungEntwurf,
} from '@mietspiegel/domain';
import { aendereEntwurf } from '../store/store.ts';
import { beispielMerkmale, richteTestsEin, server, zeigeApp } from '../test/hilfen.tsx';

richteTestsEin();

describe('klare Worte', () => {
  test('Wohnfläche, Info: wie gerundet wird, in Alltagsworten mit Beispiel', async () => {
    await zeigeApp('/wohnflaeche');
    fireEvent.click(screen.getByRole('button', { name: /Info/ }));
    const satz = await screen.findByText(/zählt die Wohnfläche auf ganze m² gerundet/);
    expect(satz.textContent).toContain('65,5 m² zählt als 66 m²');
    expect(document.body.textContent).not.toMatch(/Zeilensuche|kaufmännisch/);
  });

  test('Ergebnis: die Kappung heißt „Auf die Spanne begrenzt“, nicht „Gekappt“', async () => {
    const entwurf: Partial<BerechnungEntwurf> = {
      ...beispielMerkmale,
      selectedBetriebskostenA: 0,
      abweichungen: {
        wasser: '',
        rueckgebaeude: 0.7,
        waermedaemmung: 0.9,
        fassadeA: '',
        fassadeB: '',
        zusatz: 4,
      },
      abweichungGesetzt: true,
    };
    aendereEntwurf(entwurf);
    server((url, init) =>
      url.pathname === '/api/backend-service/berechnung'
        ? { json: berechneOrtsueblicheMiete(gepruefteBerechnung(JSON.parse(String(init?.body)))) }
        : undefined,
    );
    await zeigeApp('/berechnungsergebnisse');
    const block = await screen.findByRole('region', { name: 'Miete mit begründeten Abweichungen' });
    expect(block.textContent).toContain('Auf die Spanne begrenzt');
    expect(block.textContent).not.toContain('Gekappt');
  });

  test('Abweichungen, Info: die Schwankungsbreite in Alltagsworten', async () => {
    await zeigeApp('/abweichungen');
    fireEvent.click(screen.getByRole('button', { name: /Info/ }));
    const satz = await screen.findByText(
      /Alle Abweichungen zusammen zählen höchstens bis zur Grenze/,
    );
    expect(satz.textContent).toMatch(
      /^Alle Abweichungen zusammen .*\(Schwankungsbreite\): nicht zentrale Lagen/,
    );
  });
});
