/**
 * Reading an edition file: its schema, then the rules a schema cannot say (ausgabe-schema.ts),
 * then the conversion into the loaded, cent-based edition (ausgabe.ts). Above both, so that the
 * built-in edition (ausgabe.ts) needs neither zod nor the check at import.
 */
import type * as z from 'zod/mini';
import { AusgabeFehler, fehlerText, pfadText } from './ausgabe-fehler.ts';
import { ausgabeRohSchema, pruefeKonsistenz } from './ausgabe-schema.ts';
import { ausgabeAusRoh, type Ausgabe } from './ausgabe.ts';

function issueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Typ ${issue.expected} erwartet`;
    case 'too_small':
      return `zu klein oder zu kurz (Minimum ${String(issue.minimum)})`;
    case 'too_big':
      return `zu groß oder zu lang (Maximum ${String(issue.maximum)})`;
    case 'invalid_value':
      return `ungültiger Wert, erlaubt: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return 'ungültiges Format';
    case 'invalid_key':
      return 'ungültiger Schlüssel';
    default:
      return issue.message;
  }
}

/**
 * Validates raw edition JSON and converts it to the loaded, cent-based `Ausgabe`.
 * Throws an Error naming the bad path, e.g.
 * 'Ungültige Mietspiegel-Ausgabe bei „grundpreise.zeilen[3].euroProQm“: genau 11 Werte …'
 * (an `AusgabeFehler` listing every faulty place).
 */
export function ladeAusgabe(raw: unknown): Ausgabe {
  const ergebnis = ausgabeRohSchema.safeParse(raw);
  if (!ergebnis.success) {
    // every faulty place, not just the first: the operator fixes the file in one go (issue 20 §2)
    throw new AusgabeFehler(
      ergebnis.error.issues.map((issue) => fehlerText(pfadText(issue.path), issueText(issue))),
    );
  }
  const probleme = pruefeKonsistenz(ergebnis.data);
  if (probleme.length > 0) throw new AusgabeFehler(probleme);
  return ausgabeAusRoh(ergebnis.data);
}
