/**
 * Request bodies are checked by the domain (pruefeBerechnung, pruefePdfParameter), not by a
 * second schema in the server: one rule set, German messages, 400 for wrong shapes and 422 for
 * invalid values (berechnungsregeln.md §1). This adapter plugs such a check into Fastify's
 * validation step, so handlers only ever see a checked, typed body.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { Fehler } from '@mietspiegel/domain';
import { EingabeFehler } from '../fehler';

export type Pruefergebnis<T> =
  { ok: true; wert: T } | { ok: false; status: number; fehler: Fehler[] };

export function domaenenPruefung<T>(
  pruefe: (eingabe: unknown) => Pruefergebnis<T>,
): FastifySchemaCompiler<unknown> {
  return () => (eingabe) => {
    let ergebnis: Pruefergebnis<T>;
    try {
      ergebnis = pruefe(eingabe);
    } catch (fehler) {
      // A check that throws is a bug in the domain, but the input caused it: answer 400, never
      // 5xx (common brief), and keep the cause in the log via the error's `cause`.
      return {
        error: Object.assign(
          new EingabeFehler(400, [{ feld: '', meldung: 'Die Anfrage ist ungültig.' }]),
          {
            cause: fehler,
          },
        ),
      };
    }
    return ergebnis.ok
      ? { value: ergebnis.wert }
      : { error: new EingabeFehler(ergebnis.status, ergebnis.fehler) };
  };
}
