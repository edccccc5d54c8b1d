import { describe, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { externerSpeicher, useAuswahl } from './externer-speicher.ts';

describe('externerSpeicher', () => {
  test('aendere übernimmt nur die genannten Felder, auch aus einer Funktion des Zustands', () => {
    const s = externerSpeicher({ a: 1, b: 'x' });
    s.aendere({ a: 2 });
    expect(s.hole()).toEqual({ a: 2, b: 'x' });
    s.aendere((z) => ({ a: z.a + 1 }));
    expect(s.hole()).toEqual({ a: 3, b: 'x' });
  });

  test('Hörer erhalten neuen und vorherigen Zustand, bis sie sich abmelden', () => {
    const s = externerSpeicher({ a: 1 });
    const gehoert: [number, number][] = [];
    const abmelden = s.abonniere((neu, vorher) => gehoert.push([neu.a, vorher.a]));
    s.aendere({ a: 2 });
    abmelden();
    s.aendere({ a: 3 });
    expect(gehoert).toEqual([[2, 1]]);
  });

  test('useAuswahl zeigt den gewählten Teil und zeichnet nur bei dessen Änderung neu', () => {
    const s = externerSpeicher({ zahl: 1, anderes: 'x' });
    let gezeichnet = 0;
    function Anzeige() {
      gezeichnet++;
      return <p>Zahl {useAuswahl(s, (z) => z.zahl)}</p>;
    }
    render(<Anzeige />);
    expect(screen.getByText('Zahl 1')).toBeDefined();
    act(() => s.aendere({ zahl: 2 }));
    expect(screen.getByText('Zahl 2')).toBeDefined();
    const nachAenderung = gezeichnet;
    act(() => s.aendere({ anderes: 'y' }));
    expect(gezeichnet).toBe(nachAenderung);
  });
});
