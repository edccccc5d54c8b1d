/**
 * Issue 29 §Betriebskosten: the 18 items in groups after § 2 BetrKV, the plain note on cable TV
 * with its source under the TV group; the list only while it counts (gross or partly inclusive
 * rent, lead's decision 2) – absent for net rent or no choice, the user's ticks kept.
 */
import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { betriebskostenGruppen } from '@mietspiegel/domain';
import { holeZustand } from '../../store/store.ts';
import { richteTestsEin, zeigeApp } from '../../test/hilfen.tsx';

richteTestsEin();

const liste = () => screen.getByRole('group', { name: /Welche Betriebskosten/ });

describe('Betriebskosten in Gruppen', () => {
  test('jede Position steht in ihrer Gruppe; Fernsehen zuletzt, mit Hinweis und Quelle', async () => {
    await zeigeApp('/betriebskosten');
    fireEvent.click(screen.getByRole('radio', { name: /^Bruttomiete oder Teilinklusivmiete/ }));
    for (const g of betriebskostenGruppen) {
      const gruppe = within(liste()).getByRole('group', { name: g.titel });
      expect(
        within(gruppe)
          .getAllByRole('checkbox')
          .map((k) => Number(k.getAttribute('value'))),
      ).toEqual([...g.ids]);
    }
    const fernsehen = within(liste()).getByRole('group', { name: 'Fernsehen' });
    const beschreibung = document.getElementById(fernsehen.getAttribute('aria-describedby') ?? '');
    expect(beschreibung?.textContent).toMatch(
      /Seit 1\. Juli 2024 dürfen Vermieter die Gebühren dafür nicht mehr/,
    );
    expect(beschreibung?.textContent).toContain('§ 2 Nr. 15 BetrKV');
    expect(beschreibung?.textContent).toContain('vorläufig');
    // the last three boxes are the items with an asterisk (§9), as before
    const werte = within(liste())
      .getAllByRole('checkbox')
      .map((k) => k.getAttribute('value'));
    expect(werte.slice(-3)).toEqual(['15', '16', '17']);
    expect(document.body.textContent).not.toContain('(siehe Fußnote)');
  });

  test('bei Nettomiete oder ohne Wahl keine Liste; zurück bei Bruttomiete stehen die eigenen Haken noch', async () => {
    await zeigeApp('/betriebskosten');
    const liste = () => screen.queryByRole('group', { name: /Welche Betriebskosten/ });
    const brutto = () => screen.getByRole('radio', { name: /^Bruttomiete oder Teilinklusivmiete/ });
    expect(liste()).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(brutto());
    fireEvent.click(within(liste()!).getByRole('checkbox', { name: /^Kabelfernsehen \*/ }));
    fireEvent.click(within(liste()!).getByRole('checkbox', { name: /^Aufzug/ }));
    const gewaehlt = holeZustand().entwurf.selectedBetriebskostenB;
    expect(gewaehlt).toHaveLength(16);
    fireEvent.click(screen.getByRole('radio', { name: /^Nettomiete/ }));
    expect(liste()).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    // the hidden list's values stay stored …
    expect(holeZustand().entwurf.selectedBetriebskostenB).toEqual(gewaehlt);
    fireEvent.click(brutto());
    // … and show again as the user left them
    const haken = within(liste()!)
      .getAllByRole('checkbox')
      .filter((k) => (k as HTMLInputElement).checked)
      .map((k) => Number(k.getAttribute('value')))
      .sort((a, b) => a - b);
    expect(haken).toEqual(gewaehlt);
    expect(
      (within(liste()!).getByRole('checkbox', { name: /^Kabelfernsehen \*/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });
});
