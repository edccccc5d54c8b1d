/**
 * Issue 29 §Abweichungen: the step asks first whether a justified deviation applies; the six
 * fields (with their plain sentence) show only after 'Ja'; 'Nein' takes every deviation out of
 * the answers (no deviation stays in the calculation unseen), a 'Ja' right after brings back
 * what was typed; answers that hold a deviation (a template, a conflict to solve) read 'Ja'.
 */
import { describe, expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { abweichungsFelder, abweichungsMetadaten } from '@mietspiegel/domain';
import { aendereEntwurf, holeZustand } from '../../store/store.ts';
import { aktuellerPfad, richteTestsEin, zeigeApp } from '../../test/hilfen.tsx';

richteTestsEin();

const felder = () => screen.queryAllByRole('textbox');
const ja = () => screen.getByRole('radio', { name: /^Ja\b/ });
const nein = () => screen.getByRole('radio', { name: /^Nein$/ });
const zusatz = () => screen.getByRole('textbox', { name: /^Zusätzliche Begründung \(/ });

describe('Abweichungen: erst die Frage, dann die Felder', () => {
  test('ohne Antwort keine Felder; „Ja“ zeigt die sechs Felder mit ihrem Satz, „Nein“ keine', async () => {
    await zeigeApp('/abweichungen');
    expect(
      screen.getByRole('group', {
        name: 'Hat die Wohnung Besonderheiten, die der Mietspiegel nicht abfragt?',
      }),
    ).toBeTruthy();
    expect(felder()).toHaveLength(0);
    fireEvent.click(ja());
    expect(felder()).toHaveLength(6);
    for (const f of abweichungsFelder) {
      const feld = screen.getByRole('textbox', {
        name: `${abweichungsMetadaten[f].label} ${abweichungsMetadaten[f].bereichText}`,
      });
      expect(feld.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.body.textContent).toContain(abweichungsMetadaten[f].erklaerung);
    }
    fireEvent.click(nein());
    expect(felder()).toHaveLength(0);
  });

  test('„Nein“ nimmt eingetragene Abweichungen aus der Berechnung; „Ja“ danach bringt sie zurück', async () => {
    await zeigeApp('/abweichungen');
    fireEvent.click(ja());
    fireEvent.change(zusatz(), { target: { value: '1,5' } });
    expect(holeZustand().entwurf.abweichungGesetzt).toBe(true);
    fireEvent.click(nein());
    expect(holeZustand().entwurf.abweichungen.zusatz).toBe('');
    expect(holeZustand().entwurf.abweichungGesetzt).toBe(false);
    fireEvent.click(ja());
    expect((zusatz() as HTMLInputElement).value).toBe('1,5');
    expect(holeZustand().entwurf.abweichungGesetzt).toBe(true);
    // 'Nein' and Weiter: on to Betriebskosten without any deviation
    fireEvent.click(nein());
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { level: 1, name: 'Betriebskosten' });
    expect(aktuellerPfad()).toBe('/betriebskosten');
    expect(holeZustand().entwurf.abweichungen.zusatz).toBe('');
    expect(holeZustand().entwurf.abweichungGesetzt).toBe(false);
  });

  test('gespeicherte Abweichungen: „Ja“ ist gewählt und die Felder zeigen die Werte', async () => {
    aendereEntwurf({
      abweichungen: { ...holeZustand().entwurf.abweichungen, wasser: -0.3 },
      abweichungGesetzt: true,
    });
    await zeigeApp('/abweichungen');
    expect((ja() as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: /^Warmwasser \(/ }) as HTMLInputElement).value,
    ).toBe('-0,30');
  });

  test('ohne Antwort führt Weiter ohne Abweichungen zu den Betriebskosten', async () => {
    await zeigeApp('/abweichungen');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { level: 1, name: 'Betriebskosten' });
    expect(holeZustand().entwurf.abweichungGesetzt).toBe(false);
  });

  test('gespeicherte Abweichung leeren: die Felder bleiben, bis „Nein“ gewählt wird', async () => {
    aendereEntwurf({
      abweichungen: { ...holeZustand().entwurf.abweichungen, zusatz: 1 },
      abweichungGesetzt: true,
    });
    await zeigeApp('/abweichungen');
    fireEvent.change(zusatz(), { target: { value: '' } });
    expect(felder()).toHaveLength(6);
    expect((ja() as HTMLInputElement).checked).toBe(true);
  });
});
