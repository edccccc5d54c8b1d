/**
 * Text that PostgreSQL cannot store never reaches a query (issue 9 A4): a NUL character
 * (U+0000) is refused by `text` and `jsonb` columns alike, and a lone UTF-16 surrogate becomes
 * an invalid `\ud800` escape in the stored JSON. Either would end in a database error, i.e. a
 * 500. One hook per plugin whose routes talk to the database checks everything the request
 * brings in as text – query, path parameters and the parsed body, keys included – before any
 * handler runs, and answers 400 with the envelope naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { fehlerAntwort } from '../fehler.ts';

/** Shared by every route that stores or looks up text. */
export const MELDUNG_UNZULAESSIGES_ZEICHEN =
  'Die Eingabe enthält ein unzulässiges Zeichen (Nullzeichen oder ungültiges Unicode). Bitte entfernen Sie es.';

/** NUL, or a high surrogate without its low half, or a low surrogate without its high half. */
const UNZULAESSIG = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function istUnzulaessig(text: string): boolean {
  return UNZULAESSIG.test(text);
}

/**
 * The path (`kommentar`, `berechnungsdaten.pdfParameters.berechnung.wohnflaeche`) of the first
 * text that cannot be stored, or null. Iterative: a 64 KB body can nest thousands of levels.
 */
export function feldMitUnzulaessigemZeichen(wert: unknown): string | null {
  const offen: Array<[string, unknown]> = [['', wert]];
  for (let eintrag = offen.pop(); eintrag; eintrag = offen.pop()) {
    const [pfad, w] = eintrag;
    if (typeof w === 'string') {
      if (istUnzulaessig(w)) return pfad;
    } else if (typeof w === 'object' && w !== null) {
      for (const [schluessel, kind] of Object.entries(w)) {
        const kindPfad = pfad === '' ? schluessel : `${pfad}.${schluessel}`;
        if (istUnzulaessig(schluessel)) return kindPfad;
        offen.push([kindPfad, kind]);
      }
    }
  }
  return null;
}

/** Registers the check for every route of `app`'s context (after parsing, before handlers). */
export function verweigereUnzulaessigeZeichen(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const feld =
      feldMitUnzulaessigemZeichen(request.query) ??
      feldMitUnzulaessigemZeichen(request.params) ??
      feldMitUnzulaessigemZeichen(request.body);
    if (feld !== null)
      return reply.code(400).send(fehlerAntwort(feld, MELDUNG_UNZULAESSIGES_ZEICHEN));
  });
}
