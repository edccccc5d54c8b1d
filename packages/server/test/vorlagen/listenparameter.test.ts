/**
 * The list's query string is parsed by the route's schema into a ListenAnfrage (issue 28 §5): the
 * limits and German messages of spezifikation.md §2's list live there, not in the handler.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { listenparameterSchema } from '../../src/vorlagen/listenparameter.ts';

const lies = (q: Record<string, string | string[]>) => z.safeParse(listenparameterSchema, q);

describe('listenparameterSchema', () => {
  it('ohne Angaben: Seite 0, 20 Einträge, keine Sortierung, kein Filter', () => {
    expect(lies({}).data).toEqual({ seite: 0, groesse: 20, sortierung: [], filter: {} });
  });

  it('liest Seite, Größe (über 2000 begrenzt), Sortierungen und Filter; wiederholt zählt der erste Wert', () => {
    expect(
      lies({
        page: ['3', '9'],
        size: '5000',
        sort: ['dateiname,desc', 'anlagedatum'],
        kommentar: 'Miete',
        dateiname: '  ',
        anderes: 'x',
      }).data,
    ).toEqual({
      seite: 3,
      groesse: 2000,
      sortierung: [
        { spalte: 'dateiname', absteigend: true },
        { spalte: 'anlagedatum', absteigend: false },
      ],
      filter: { kommentar: 'Miete' },
    });
  });

  it.each([
    [
      { page: '-1' },
      'page',
      'Der Parameter „page“ ist ungültig: erwartet wird eine Seitennummer ab 0.',
    ],
    [
      { page: '1000001' },
      'page',
      'Der Parameter „page“ ist ungültig: erwartet wird eine Seitennummer ab 0.',
    ],
    [
      { size: '0' },
      'size',
      'Der Parameter „size“ ist ungültig: erwartet wird eine Seitengröße von 1 bis 2000.',
    ],
    [{ sort: 'passwort,asc' }, 'sort', 'Nach „passwort“ kann nicht sortiert werden.'],
    [
      { kommentar: 'x'.repeat(201) },
      'kommentar',
      'Der Parameter „kommentar“ ist ungültig: erwartet wird höchstens 200 Zeichen.',
    ],
  ])('%j → deutscher Fehler am Feld', (q, feld, meldung) => {
    const r = lies(q);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => ({ pfad: i.path.join('.'), meldung: i.message }))).toEqual([
      { pfad: feld, meldung },
    ]);
  });
});
