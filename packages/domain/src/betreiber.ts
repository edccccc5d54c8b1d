/**
 * The operator's details (issue 21 §2): who runs the calculator, how to reach them and their
 * data-protection officer, the date of the last accessibility review and how long the server's
 * logs are kept. The product never invents them: they come from the JSON file named by
 * BETREIBER_DATEI (packages/server/README.md "Betreiberangaben"), read and checked at the
 * server's start with this schema, and reach the web app through GET /api/betreiber.
 * Without the file that answer says `betreiber: null` and the pages name the missing setting.
 */
import * as z from 'zod/mini';
import { istIsoDatum } from './validierung.ts';

/** The environment variable that names the operator file. */
export const BETREIBER_EINSTELLUNG = 'BETREIBER_DATEI';

const text = z.string({ error: 'muss ein Text sein' }).check(
  z.refine((s) => s.trim() !== '', { message: 'darf nicht leer sein' }),
  z.maxLength(500, 'ist länger als 500 Zeichen'),
);
const email = z.string({ error: 'muss ein Text sein' }).check(
  z.refine((s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), {
    message: 'ist keine E-Mail-Adresse (name@beispiel.de)',
  }),
);
const datum = z
  .string({ error: 'muss ein Text sein' })
  .check(z.refine(istIsoDatum, { message: 'ist kein Datum JJJJ-MM-TT' }));
const plz = z
  .string({ error: 'muss ein Text sein' })
  .check(z.refine((s) => /^\d{5}$/.test(s), { message: 'ist keine fünfstellige Postleitzahl' }));

const anschriftSchema = z.strictObject({ strasse: text, plz, ort: text });

/** The shape of the operator file (and of `betreiber` in GET /api/betreiber). */
export const betreiberSchema = z.strictObject({
  /** e.g. "Landeshauptstadt München" – the controller of DSGVO Art. 4 Nr. 7 and the Impressum's name */
  name: text,
  /** the office within it, e.g. "Sozialreferat, Amt für Wohnen und Migration" */
  stelle: z.optional(text),
  anschrift: anschriftSchema,
  /** who represents the body (Impressum), e.g. "Oberbürgermeister …" */
  vertretenDurch: z.optional(text),
  email,
  telefon: z.optional(text),
  /** DSGVO Art. 13 Abs. 1 Buchst. b: the data-protection officer's contact */
  datenschutzbeauftragter: z.strictObject({
    name: text,
    anschrift: z.optional(anschriftSchema),
    email,
  }),
  barrierefreiheit: z.strictObject({
    /** day of the last review of this statement (BayDiV § 10; EU 2018/1523 Anhang) */
    letztePruefung: datum,
    /** how it was reviewed, e.g. "Selbstbewertung" or the name of a test lab */
    methode: text,
    /** feedback contact for barriers (BayDiV § 10 Satz 3); an e-mail address */
    kontakt: email,
  }),
  /** how many days the server's logs (with IP addresses) are kept – the operator decides */
  protokollAufbewahrungTage: z
    .int({ error: 'muss eine ganze Zahl sein' })
    .check(z.minimum(0, 'darf nicht negativ sein'), z.maximum(3650, 'ist größer als 3650')),
});

export type Betreiber = z.infer<typeof betreiberSchema>;

/**
 * GET /api/betreiber: the operator's details, or null when BETREIBER_DATEI is not set; and the
 * sessions' lifetime (SESSION_TTL_MINUTES), which the privacy page states.
 */
export const betreiberAntwortSchema = z.object({
  betreiber: z.nullable(betreiberSchema),
  sitzungsdauerMinuten: z.int(),
});

export type BetreiberAntwort = z.infer<typeof betreiberAntwortSchema>;

/**
 * Checks a parsed operator file; the problems name each field by its path ("anschrift.plz:
 * ist keine fünfstellige Postleitzahl"), in German, so the operator sees what to change.
 */
export function pruefeBetreiber(
  roh: unknown,
): { ok: true; betreiber: Betreiber } | { ok: false; probleme: string[] } {
  const r = betreiberSchema.safeParse(roh, { reportInput: true });
  if (r.success) return { ok: true, betreiber: r.data };
  const probleme = r.error.issues.flatMap((issue) => {
    const pfad = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => `${pfad ? `${pfad}.` : ''}${k}: ist kein bekanntes Feld`);
    }
    // a missing field arrives as "invalid_type" with no input
    const fehlt = issue.code === 'invalid_type' && issue.input === undefined;
    const text = fehlt ? 'fehlt' : issue.code === 'invalid_type' ? typText(issue) : issue.message;
    return [`${pfad || '(Datei)'}: ${text}`];
  });
  return { ok: false, probleme };
}

function typText(issue: { expected?: string; message: string }): string {
  if (issue.expected === 'object') return 'muss ein Objekt {…} sein';
  return issue.message;
}
