// The one save flow from every page that shows Speichern (issue 9 B1, STYLE.md 14): the page's
// step index travels in the save page's address, the answers, result and Stichtagsdifferenz
// survive the full page load into the auth path, and loading the template resumes there.
import { describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  berechneOrtsueblicheMiete,
  gepruefteBerechnung,
  schrittNachId,
  type BerechnungEntwurf,
} from '@mietspiegel/domain';
import { App } from '../app/App.tsx';
import { aendereEntwurf, holeZustand, neuLaden, zuruecksetzen } from '../store/store.ts';
import { SCHREIBRECHT } from '../store/umgebung.ts';
import {
  aktuellerPfad,
  beispielMerkmale,
  gehe,
  richteTestsEin,
  zeigeApp,
} from '../test/hilfen.tsx';
import { ladeInRechner } from './laden.ts';
import { VorlagenTestServer } from './test-server.ts';

richteTestsEin();

const beispiel: Partial<BerechnungEntwurf> = { ...beispielMerkmale, selectedBetriebskostenA: 0 };

/** Calculation, userinfo with the write permission, and the template API in memory. */
function richteServerEin(): VorlagenTestServer {
  const vorlagen = new VorlagenTestServer();
  vi.stubGlobal(
    'fetch',
    vi.fn((eingabe: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(eingabe), window.location.href);
      if (url.pathname === '/api/backend-service/berechnung') {
        const ergebnis = berechneOrtsueblicheMiete(
          gepruefteBerechnung(JSON.parse(String(init?.body))),
        );
        return Promise.resolve(Response.json(ergebnis));
      }
      if (url.pathname === '/api/sso/userinfo') {
        return Promise.resolve(Response.json({ name: 'erika', authorities: [SCHREIBRECHT] }));
      }
      if (url.pathname.startsWith('/api/backend-service/berechnungsvorlages')) {
        return vorlagen.fetch(eingabe, init);
      }
      return Promise.resolve(Response.json({}, { status: 404 }));
    }),
  );
  return vorlagen;
}

/** A full page load of `adresse` in the same tab: memory is gone, the tab's storage is not. */
async function ladeSeiteNeu(adresse: string): Promise<void> {
  cleanup();
  window.history.replaceState(null, '', adresse);
  await neuLaden();
  render(<App />);
  await screen.findByRole('heading', { level: 1 });
}

async function speichereAls(name: string): Promise<void> {
  const feld = await screen.findByLabelText('Dateiname');
  fireEvent.change(feld, { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
}

describe('Speichern von jeder Seite auf einem Weg', () => {
  test('Ergebnisseite mit Stichtagsdifferenz, von /berechnung.html: die Vorlage hält Schritt 20, Ergebnis und Stichtagsdifferenz; Laden öffnet die Ergebnisseite', async () => {
    const vorlagen = richteServerEin();
    aendereEntwurf(beispiel);
    await zeigeApp('/berechnungsergebnisse');
    await screen.findByRole('checkbox', { name: /Stichtagsdifferenz/ });
    fireEvent.click(screen.getByRole('checkbox', { name: /Stichtagsdifferenz/ }));
    fireEvent.change(screen.getByLabelText(/Stand/), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Höhe/ }), { target: { value: '2,5' } });

    // Not under the auth path: a full page load of the save page (the sign-in may come between).
    const oeffne = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(oeffne).toHaveBeenCalledWith('/auth/index.html#/save?schritt=20');
    await ladeSeiteNeu('/auth/index.html#/save?schritt=20');

    await speichereAls('X');
    await waitFor(() => expect(aktuellerPfad()).toBe('/berechnungsergebnisse'));
    const gespeichert = vorlagen.alle()[0]!.berechnungsdaten as Record<string, unknown>;
    expect(gespeichert.aktuellerSchritt).toBe(20);
    expect(gespeichert.ergebnis).toEqual(
      berechneOrtsueblicheMiete(gepruefteBerechnung(holeZustand().entwurf)),
    );
    expect(gespeichert.pdfParameters).toMatchObject({
      stichtagsdifferenz: { stand: '2025-03-01', hoehe: 2.5 },
    });

    // Reset, then load: back on the results page with the Stichtagsdifferenz values.
    act(() => zuruecksetzen());
    act(() => void ladeInRechner(vorlagen.alle()[0]!));
    await waitFor(() => expect(aktuellerPfad()).toBe('/berechnungsergebnisse'));
    expect(holeZustand().stichtagsdifferenzAktiv).toBe(true);
    expect(holeZustand().stichtagsdifferenz).toEqual({ stand: '2025-03-01', hoehe: '2,5' });
    expect(((await screen.findByLabelText(/Stand/)) as HTMLInputElement).value).toBe('2025-03-01');
  });

  test.each(['wohnflaeche', 'haustyp', 'abweichungen', 'betriebskosten'] as const)(
    'Speichern auf %s speichert diesen Schritt und kehrt dorthin zurück',
    async (id) => {
      const vorlagen = richteServerEin();
      window.history.replaceState(null, '', '/auth/index.html#/');
      aendereEntwurf(beispiel);
      await zeigeApp(`/${id}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
      const index = schrittNachId(id).index;
      expect(aktuellerPfad()).toBe(`/save?schritt=${index}`);
      await speichereAls(`Akte ${id}`);
      await waitFor(() => expect(aktuellerPfad()).toBe(`/${id}`));
      expect(vorlagen.alle()[0]!.berechnungsdaten).toMatchObject({ aktuellerSchritt: index });
    },
  );

  test('ein Speichern-Auftrag, den eine andere Seite hinterlassen hat, gibt es nicht: die Adresse entscheidet', async () => {
    const vorlagen = richteServerEin();
    window.history.replaceState(null, '', '/auth/index.html#/');
    aendereEntwurf(beispiel);
    await zeigeApp('/haustyp');
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(aktuellerPfad()).toBe('/haustyp'));

    act(() => gehe('/berechnungsergebnisse'));
    await screen.findByRole('heading', { level: 1, name: 'Berechnungsergebnisse' });
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(aktuellerPfad()).toBe('/save?schritt=20');
    await speichereAls('Ergebnis');
    await waitFor(() => expect(aktuellerPfad()).toBe('/berechnungsergebnisse'));
    expect(vorlagen.alle()[0]!.berechnungsdaten).toMatchObject({ aktuellerSchritt: 20 });
  });
});
