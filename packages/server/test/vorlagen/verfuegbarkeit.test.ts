/**
 * Which driver errors mean "the database cannot be used now" (→ 503) and which are the
 * statement's or our own fault (issue 9 A1).
 */
import { describe, expect, it } from 'vitest';
import { istAusfall } from '../../src/db/verfuegbarkeit.ts';

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
    ['Eindeutigkeit verletzt (23505)', serverFehler('23505')],
    ['Syntaxfehler (42601)', serverFehler('42601')],
    ['ungültiger Text (22021)', serverFehler('22021')],
    ['Programmierfehler (TypeError)', new TypeError('x is not a function')],
  ])('%s ist kein Ausfall', (_name, fehler) => {
    expect(istAusfall(fehler)).toBe(false);
  });
});
