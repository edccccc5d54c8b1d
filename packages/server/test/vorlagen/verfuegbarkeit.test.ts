/**
 * Which driver errors mean "the database cannot be used now" (→ 503) and which are the
 * statement's or our own fault (issue 9 A1).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { istAusfall, istDatenbankNichtVerfuegbar } from '../../src/db/verfuegbarkeit.ts';
import { DATENBANKART, testDatenbank } from './hilfen.ts';

/** An error as pg and PGlite report a message of the server. */
function serverFehler(code: string, severity = 'ERROR'): Error {
  return Object.assign(new Error(`Fehler ${code}`), { code, severity });
}

describe('istAusfall', () => {
  it.each([
    ['pg_terminate_backend (57P01)', serverFehler('57P01', 'FATAL')],
    ['statement_timeout (57014)', serverFehler('57014')],
    ['idle_session_timeout (57P05)', serverFehler('57P05', 'FATAL')],
    ['zu viele Verbindungen (53300)', serverFehler('53300', 'FATAL')],
    ['Datei fehlt (58P01, PGlite ohne Ordner)', serverFehler('58P01')],
    ['Verbindungsfehler (08006)', serverFehler('08006', 'FATAL')],
    // issue 27 §4
    ['ALLOW_CONNECTIONS false (FATAL 55000)', serverFehler('55000', 'FATAL')],
    ['Datenbank startet (FATAL 57P03)', serverFehler('57P03', 'FATAL')],
    ['Datenbank gibt es nicht (FATAL 3D000)', serverFehler('3D000', 'FATAL')],
    ['Standby nimmt keine Schreibvorgänge (25006)', serverFehler('25006')],
    ['PANIC', serverFehler('XX000', 'PANIC')],
    [
      'Verbindung abgelehnt',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['Verbindung abgerissen (EPIPE)', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    ['Zeitüberschreitung des Clients', new Error('Query read timeout')],
    ['PGlite geschlossen', new Error('PGlite is closed')],
    ['WebAssembly-Abbruch', new WebAssembly.RuntimeError('Aborted()')],
  ])('%s ist ein Ausfall', (_name, fehler) => {
    expect(istAusfall(fehler)).toBe(true);
  });

  it.each([
    ['ALLOW_CONNECTIONS false (FATAL 55000)', serverFehler('55000', 'FATAL')],
    ['zu viele Verbindungen (FATAL 53300)', serverFehler('53300', 'FATAL')],
    ['Datenbank startet (FATAL 57P03)', serverFehler('57P03', 'FATAL')],
  ])('%s erkennt auch die Fehlerbehandlung als „nicht verfügbar“', (_name, fehler) => {
    expect(istDatenbankNichtVerfuegbar(fehler)).toBe(true);
  });

  it.each([
    ['ein Fehler ohne SQLSTATE', new Error('irgendetwas')],
    [
      'Verbindung abgelehnt außerhalb des Treibers',
      Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
    ],
    ['Eindeutigkeit verletzt (23505)', serverFehler('23505')],
    ['Anweisung im falschen Zustand (ERROR 55000)', serverFehler('55000')],
  ])('%s ist für die Fehlerbehandlung kein Datenbankausfall', (_name, fehler) => {
    expect(istDatenbankNichtVerfuegbar(fehler)).toBe(false);
  });

  it.each([
    ['Eindeutigkeit verletzt (23505)', serverFehler('23505')],
    ['Syntaxfehler (42601)', serverFehler('42601')],
    ['ungültiger Text (22021)', serverFehler('22021')],
    ['Anweisung im falschen Zustand (ERROR 55000)', serverFehler('55000')],
    ['Programmierfehler (TypeError)', new TypeError('x is not a function')],
  ])('%s ist kein Ausfall', (_name, fehler) => {
    expect(istAusfall(fehler)).toBe(false);
  });
});

describe(`istAusfall mit dem echten Treiber (${DATENBANKART})`, () => {
  it('ein ERROR 55000 einer Anweisung (currval vor nextval) bleibt ein Fehler der Anweisung', async () => {
    const datenbank = await testDatenbank();
    try {
      await sql`create sequence folge`.execute(datenbank.db);
      const fehler = await sql`select currval('folge')`.execute(datenbank.db).then(
        () => undefined,
        (f: unknown) => f,
      );
      expect((fehler as { code?: unknown }).code).toBe('55000');
      expect(istAusfall(fehler)).toBe(false);
      expect(istDatenbankNichtVerfuegbar(fehler)).toBe(false);
    } finally {
      await datenbank.aufraeumen();
    }
  });
});
