/**
 * Issue 29: with Baujahr 1978–1988 Haustypen showed four yellow 'Warnung!' boxes (2,400 px at
 * 320 px); an option that cannot be chosen now says so in one short line under it – the
 * 'Warnung!' mark of §4 stays – and, chosen, the red 'Konflikt!' box with the full text of §8.
 */
import { describe, expect, test } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { meldungen } from '@mietspiegel/domain';
import { aendereEntwurf } from '../../store/store.ts';
import { richteTestsEin, zeigeApp } from '../../test/hilfen.tsx';

richteTestsEin();

const KURZ = 'Nicht wählbar: bei Baujahr ist „1978 – 1988“ gewählt.';

describe('nicht wählbare Optionen', () => {
  test('Haustypen bei Baujahr 1978–1988: vier Zeilen „Warnung! Nicht wählbar …“, kein Kasten', async () => {
    aendereEntwurf({ selectedBaujahr: 5 });
    await zeigeApp('/haustyp');
    const zeilen = screen.getAllByText(KURZ, { exact: false });
    expect(zeilen).toHaveLength(4);
    for (const z of zeilen) {
      expect(z.textContent).toBe(`${meldungen.warnungTitel} ${KURZ}`);
      expect(z.classList.contains('warnung')).toBe(false);
    }
    expect(document.querySelectorAll('.warnung')).toHaveLength(0);
    // tied to the option as its description
    const altbau = screen.getByRole('radio', { name: /^Guter Altbau/ });
    const beschreibung = (altbau.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(beschreibung).toContain(`${meldungen.warnungTitel} ${KURZ}`);
    // chosen: the red box with the full text, ending with the request to change it
    fireEvent.click(altbau);
    const box = screen
      .getAllByRole('alert')
      .find((a) => a.textContent?.startsWith(meldungen.konfliktTitel));
    expect(box?.textContent).toContain('Im Berechnungsschritt „Baujahr“ schließt');
    expect(box?.textContent).toContain(meldungen.bitteAendern);
    expect(within(box as HTMLElement).queryByText(KURZ)).toBeNull();
  });

  test('Abweichungen bei Baujahr 1978–1988: Fassade sagt in einer Zeile, warum', async () => {
    aendereEntwurf({ selectedBaujahr: 5 });
    await zeigeApp('/abweichungen');
    fireEvent.click(screen.getByRole('radio', { name: /^Ja\b/ }));
    const zeilen = screen.getAllByText(meldungen.regeln.fassade, { exact: false });
    expect(zeilen).toHaveLength(2);
    for (const z of zeilen)
      expect(z.textContent).toBe(`${meldungen.warnungTitel} ${meldungen.regeln.fassade}`);
  });
});
