import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { richteTestsEin } from '../test/hilfen.tsx';
import { ANZEIGEDAUER_MS, benachrichtige } from './benachrichtigungen.ts';
import { Benachrichtigungsleiste } from './Benachrichtigungsleiste.tsx';

richteTestsEin();

describe('Benachrichtigungsleiste (§2, §9)', () => {
  test('Info verschwindet nach 5 s und ist eine Statusmeldung', () => {
    vi.useFakeTimers();
    render(<Benachrichtigungsleiste />);
    act(() => void benachrichtige('Gespeichert.', 'info'));
    expect(screen.getByRole('status').textContent).toContain('Gespeichert.');
    act(() => vi.advanceTimersByTime(ANZEIGEDAUER_MS - 1));
    expect(screen.queryByText('Gespeichert.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Gespeichert.')).toBeNull();
  });

  test('Warnung verschwindet ebenfalls nach 5 s', () => {
    vi.useFakeTimers();
    render(<Benachrichtigungsleiste />);
    act(() => void benachrichtige('Achtung.', 'warning'));
    act(() => vi.advanceTimersByTime(ANZEIGEDAUER_MS));
    expect(screen.queryByText('Achtung.')).toBeNull();
  });

  test('Fehler (Standardstufe) ist ein Alarm und bleibt, bis „Schließen“ gedrückt wird', () => {
    vi.useFakeTimers();
    render(<Benachrichtigungsleiste />);
    act(() => void benachrichtige('Kaputt.'));
    const alarm = screen.getByRole('alert');
    expect(alarm.textContent).toContain('Kaputt.');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBe(alarm);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
