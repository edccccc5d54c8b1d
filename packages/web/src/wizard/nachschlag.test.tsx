/**
 * Issue 17 §4: a lookup never changes an answer silently. An automatic choice (set by the
 * address search) that a newer lookup no longer supports is cleared, and the page says so;
 * the user's own choice is never cleared, and replacing it is said.
 */
import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Adresstreffer, EnvironmentInfo } from '@mietspiegel/domain';
import { holeZustand } from '../store/store.ts';
import { richteTestsEin, server, zeigeApp } from '../test/hilfen.tsx';

richteTestsEin();

const info: EnvironmentInfo = {
  geokartenUrl: '',
  geokartenWohnlageUrl: '',
  geokartenGebaeudetypUrl: '',
  wartungsdatum: null,
  geodaten: { wohnlagen: true, gebaeudetypen: true, adressen: true },
  kartenKachelUrl: '',
  kartenKachelAttribution: '',
};

const lerchenauer: Adresstreffer = {
  label: 'Lerchenauer Str. 1, 80809 München',
  lon: 11.55,
  lat: 48.17,
  wohnlage: 5,
  gebaeudetyp: 1,
};
const draussen: Adresstreffer = {
  label: 'Randweg 1, 81234 München',
  lon: 11.4,
  lat: 48.1,
  wohnlage: null,
  gebaeudetyp: null,
};
const gut: Adresstreffer = {
  label: 'Gutweg 2, 80331 München',
  lon: 11.5,
  lat: 48.1,
  wohnlage: 1,
  gebaeudetyp: 1,
};

function mitServer(): void {
  server((url) => {
    if (url.pathname === '/api/environmentInfo') return { json: info };
    if (url.pathname === '/api/backend-service/adresssuche') {
      const s = url.searchParams.get('searchString') ?? '';
      return {
        json: [lerchenauer, draussen, gut].filter((t) =>
          t.label.toLowerCase().startsWith(s.toLowerCase()),
        ),
      };
    }
    return undefined;
  });
}

async function sucheUndWaehle(text: string, label: string): Promise<void> {
  const suche = await screen.findByRole('searchbox', { name: 'Adresse suchen' });
  fireEvent.change(suche, { target: { value: text } });
  fireEvent.click(await screen.findByRole('button', { name: label }));
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const ansage = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join(' ');

describe('Nachschlagen ändert keine Antwort stillschweigend (Issue 17 §4)', () => {
  test('eine automatisch gewählte Wohnlage, die für die neue Adresse nicht gilt, wird abgewählt – und die Seite sagt es', async () => {
    mitServer();
    await zeigeApp('/wohnlage');
    await sucheUndWaehle('Lerchenauer', lerchenauer.label);
    expect(radio(/^Zentrale beste Lage/).checked).toBe(true);

    await sucheUndWaehle('Randweg', draussen.label);
    await waitFor(() => expect(holeZustand().entwurf.selectedWohnlage).toBeNull());
    expect(radio(/^Zentrale beste Lage/).checked).toBe(false);
    const satz =
      'Die zuvor nachgeschlagene Wohnlage „Zentrale beste Lage“ gilt für diese Adresse nicht und ist nicht mehr ausgewählt.';
    // shown below the options and announced in the live region
    expect(
      screen.getByText(
        (_, el) => el?.className === 'karten-aussage' && el.textContent!.includes(satz),
      ),
    ).toBeTruthy();
    expect(ansage()).toContain(satz);
  });

  test('eine selbst gewählte Wohnlage bleibt, wenn die Adresse keine hat; die Ansage sagt es', async () => {
    mitServer();
    await zeigeApp('/wohnlage');
    await sucheUndWaehle('Lerchenauer', lerchenauer.label);
    // the user changes the automatic choice by hand: from now on it is the user's own
    fireEvent.click(radio(/^Beste Lage/));
    await sucheUndWaehle('Randweg', draussen.label);
    expect(holeZustand().entwurf.selectedWohnlage).toBe(2);
    expect(ansage()).toContain('Ihre Auswahl „Beste Lage“ bleibt bestehen');
  });

  test('eine selbst gewählte Wohnlage wird von einem Treffer nur mit Ansage ersetzt', async () => {
    mitServer();
    await zeigeApp('/wohnlage');
    fireEvent.click(radio(/^Beste Lage/));
    await sucheUndWaehle('Gutweg', gut.label);
    expect(radio(/^Gute Lage/).checked).toBe(true);
    expect(ansage()).toContain('Ihre bisherige Auswahl „Beste Lage“ wurde dadurch ersetzt.');
  });

  test('auch im Schritt Gebäudetyp: ein automatisch gewählter Gebäudetyp wird abgewählt, wenn die neue Adresse keinen hat', async () => {
    mitServer();
    await zeigeApp('/gebaeudetyp');
    await sucheUndWaehle('Lerchenauer', lerchenauer.label);
    expect(holeZustand().entwurf.selectedGebaeudetyp).toBe(1);
    await sucheUndWaehle('Randweg', draussen.label);
    expect(holeZustand().entwurf.selectedGebaeudetyp).toBeNull();
    expect(ansage()).toContain(
      'Der zuvor nachgeschlagene Gebäudetyp „Wohnblock“ gilt für diese Adresse nicht',
    );
  });
});
