/**
 * The operator CLIs read their command line in one place (issue 28 §8): scripts/cli.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leseAufruf, NutzungsFehler } from '../scripts/cli.ts';

const kommando = {
  hilfe: 'HILFE-TEXT',
  befehle: ['liste', 'pruefen'] as const,
  optionen: { datei: { type: 'string' } } as const,
};

describe('leseAufruf (scripts/cli.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ohne Befehl: die Hilfe und Exit-Code 2; mit -h, --hilfe, --help: die Hilfe und 0', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(leseAufruf([], kommando)).toEqual({ code: 2 });
    expect(leseAufruf(['-h'], kommando)).toEqual({ code: 0 });
    expect(leseAufruf(['liste', '--hilfe'], kommando)).toEqual({ code: 0 });
    expect(leseAufruf(['--help'], kommando)).toEqual({ code: 0 });
    expect(log.mock.calls).toEqual([
      ['HILFE-TEXT'],
      ['HILFE-TEXT'],
      ['HILFE-TEXT'],
      ['HILFE-TEXT'],
    ]);
  });

  it('liefert den Befehl und die Optionen', () => {
    expect(leseAufruf(['pruefen', '--datei', 'a.json'], kommando)).toEqual({
      befehl: 'pruefen',
      werte: { datei: 'a.json', hilfe: false, help: false },
    });
  });

  it('ein unbekannter Befehl ist ein Nutzungsfehler mit der Hilfe', () => {
    expect(() => leseAufruf(['zaubern'], kommando)).toThrow(NutzungsFehler);
    expect(() => leseAufruf(['zaubern'], kommando)).toThrow(
      'Unbekannter Befehl „zaubern“.\n\nHILFE-TEXT',
    );
  });
});
