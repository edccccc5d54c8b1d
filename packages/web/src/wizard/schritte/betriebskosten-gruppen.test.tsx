/**
 * Issue 29 §Betriebskosten: the 18 items in groups after § 2 BetrKV, the plain note on cable TV
 * with its source under the TV group, and – while the list does not count (net rent or no
 * choice) – one line saying so and the items side by side (still there and disabled, §2).
 */
import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { betriebskostenGruppen } from '@mietspiegel/domain';
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

  test('bei Nettomiete: eine Zeile, warum die Liste nicht zählt, Positionen klein nebeneinander', async () => {
    await zeigeApp('/betriebskosten');
    fireEvent.click(screen.getByRole('radio', { name: /^Nettomiete/ }));
    const beschreibung = document.getElementById(
      (liste().getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '',
    );
    expect(beschreibung?.textContent).toBe(
      'Nur bei einer Brutto- oder Teilinklusivmiete: Bei einer Nettomiete zählt diese Liste nicht.',
    );
    expect(liste().querySelectorAll('.optionen--kompakt')).toHaveLength(
      betriebskostenGruppen.length,
    );
    for (const k of within(liste()).getAllByRole('checkbox'))
      expect((k as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Bruttomiete oder Teilinklusivmiete/ }));
    expect(liste().querySelectorAll('.optionen--kompakt')).toHaveLength(0);
  });
});
