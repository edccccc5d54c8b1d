import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { meldungen } from '@mietspiegel/domain';
import { richteTestsEin } from '../test/hilfen.tsx';
import { OptionGroup, UMSCHALT_VERZOEGERUNG_MS, type OptionGroupProps } from './OptionGroup.tsx';

richteTestsEin();

const optionen = [
  { id: 0, label: 'Ja' },
  { id: 1, label: 'Nein' },
];

/** Keeps the selection in state like a step does. */
function Gruppe(
  props: Partial<OptionGroupProps> & { start?: number[]; beiAenderung?: (ids: number[]) => void },
) {
  const [gewaehlt, setGewaehlt] = useState<number[]>(props.start ?? []);
  return (
    <OptionGroup
      legende="Frage?"
      name="frage"
      optionen={optionen}
      {...props}
      gewaehlt={gewaehlt}
      onAendern={(ids) => {
        setGewaehlt(ids);
        props.beiAenderung?.(ids);
      }}
    />
  );
}

describe('OptionGroup', () => {
  test('Einfachauswahl: fieldset mit legend und Radio-Semantik', () => {
    render(<Gruppe />);
    const gruppe = screen.getByRole('group', { name: 'Frage?' });
    expect(gruppe.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    expect((screen.getByRole('radio', { name: 'Ja' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Nein' }));
    expect((screen.getByRole('radio', { name: 'Ja' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Nein' }) as HTMLInputElement).checked).toBe(true);
  });

  test('Mehrfachauswahl: Checkbox-Semantik, jede Option einzeln umschaltbar', () => {
    render(<Gruppe mehrfach />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ja' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nein' }));
    expect((screen.getByRole('checkbox', { name: 'Ja' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Nein' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ja' }));
    expect((screen.getByRole('checkbox', { name: 'Ja' }) as HTMLInputElement).checked).toBe(false);
  });

  test('Doppelklick wählt die Option und ruft dann Weiter auf', () => {
    const weiter = vi.fn();
    const aenderung = vi.fn();
    render(<Gruppe onDoppelklick={weiter} beiAenderung={aenderung} />);
    fireEvent.doubleClick(screen.getByRole('radio', { name: 'Nein' }));
    expect(aenderung).toHaveBeenLastCalledWith([1]);
    expect(weiter).toHaveBeenCalledWith(1);
    expect((screen.getByRole('radio', { name: 'Nein' }) as HTMLInputElement).checked).toBe(true);
  });

  test('Leertaste wählt nach 100 ms und hebt eine gewählte Option wieder auf (§2)', () => {
    vi.useFakeTimers();
    render(<Gruppe />);
    const ja = screen.getByRole('radio', { name: 'Ja' });
    fireEvent.keyDown(ja, { key: ' ' });
    fireEvent.keyUp(ja, { key: ' ' });
    act(() => vi.advanceTimersByTime(UMSCHALT_VERZOEGERUNG_MS - 1));
    expect((ja as HTMLInputElement).checked).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect((ja as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(ja, { key: ' ' });
    act(() => vi.advanceTimersByTime(UMSCHALT_VERZOEGERUNG_MS));
    expect((ja as HTMLInputElement).checked).toBe(false);
  });

  // issue 26 §12: Space then ArrowDown without a pause – the arrow key's choice (the browser's
  // change on the next radio) stands; the first option's toggle must not land 100 ms later
  test('Leertaste, sofort danach Pfeil nach unten: gewählt ist die Option mit dem Fokus', () => {
    vi.useFakeTimers();
    const aenderungen: number[][] = [];
    render(<Gruppe beiAenderung={(ids) => aenderungen.push(ids)} />);
    const ja = screen.getByRole('radio', { name: 'Ja' }) as HTMLInputElement;
    const nein = screen.getByRole('radio', { name: 'Nein' }) as HTMLInputElement;
    ja.focus();
    fireEvent.keyDown(ja, { key: ' ' });
    fireEvent.keyUp(ja, { key: ' ' });
    // what ArrowDown does in a radio group: focus and check the next option
    nein.focus();
    fireEvent.click(nein);
    act(() => vi.advanceTimersByTime(UMSCHALT_VERZOEGERUNG_MS * 2));
    expect(nein.checked).toBe(true);
    expect(ja.checked).toBe(false);
    expect(aenderungen).toEqual([[1]]);
  });

  test('Leertaste in der Mehrfachauswahl schaltet nur die fokussierte Option um', () => {
    vi.useFakeTimers();
    render(<Gruppe mehrfach start={[1]} />);
    const ja = screen.getByRole('checkbox', { name: 'Ja' });
    fireEvent.keyDown(ja, { key: ' ' });
    act(() => vi.advanceTimersByTime(UMSCHALT_VERZOEGERUNG_MS));
    expect((ja as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Nein' }) as HTMLInputElement).checked).toBe(true);
  });

  test('Fehler wird angekündigt und ist über aria-describedby an die Gruppe gebunden', () => {
    render(<Gruppe fehler={meldungen.auswahlFehlt} />);
    const alarm = screen.getByRole('alert');
    expect(alarm.textContent).toContain(meldungen.auswahlFehlt);
    const gruppe = screen.getByRole('group', { name: 'Frage?' });
    expect(gruppe.getAttribute('aria-describedby')?.split(' ')).toContain(alarm.id);
    // below the options: clearing it on the first click of a double-click moves no option (§2)
    const letzteOption = screen.getByRole('radio', { name: 'Nein' });
    expect(letzteOption.compareDocumentPosition(alarm) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  test('nicht gewählte Konfliktoption zeigt „Warnung!“, gewählte einen roten „Konflikt!“-Alarm', () => {
    render(
      <Gruppe
        start={[1]}
        hinweise={{
          0: { text: 'Im Berechnungsschritt „Baujahr“ schließt … aus.', konflikt: false },
          1: {
            text: 'Im Berechnungsschritt „Baujahr“ schließt … aus. Bitte ändern Sie Ihre Eingabe.',
            konflikt: true,
          },
        }}
      />,
    );
    expect(screen.getByText(meldungen.warnungTitel)).toBeTruthy();
    const alarm = screen.getByRole('alert');
    expect(alarm.textContent).toContain(meldungen.konfliktTitel);
    expect(alarm.textContent).toContain(meldungen.bitteAendern);
    // each hint is tied to its option
    const nein = screen.getByRole('radio', { name: 'Nein' });
    expect(nein.getAttribute('aria-describedby')).toBe(alarm.id);
    expect(nein.getAttribute('aria-invalid')).toBe('true');
  });

  test('deaktiviert: alle Optionen gesperrt; abgewählte werden durchgestrichen und benannt', () => {
    const { rerender } = render(
      <OptionGroup
        legende="Liste"
        name="liste"
        mehrfach
        optionen={optionen}
        gewaehlt={[0]}
        onAendern={() => undefined}
        deaktiviert
        abgewaehltDurchstreichen
      />,
    );
    for (const k of screen.getAllByRole('checkbox'))
      expect((k as HTMLInputElement).disabled).toBe(true);
    expect(
      screen
        .getByText('(nicht enthalten)')
        .closest('label')
        ?.classList.contains('option--gestrichen'),
    ).toBe(true);
    rerender(
      <OptionGroup
        legende="Liste"
        name="liste"
        mehrfach
        optionen={optionen}
        gewaehlt={[0, 1]}
        onAendern={() => undefined}
        abgewaehltDurchstreichen
      />,
    );
    expect(screen.queryByText('(nicht enthalten)')).toBeNull();
  });
});
