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

/** The field's German description in the API description (/api/openapi.json). */
const beschreibe = <S extends z.ZodMiniType>(schema: S, description: string): S => {
  z.globalRegistry.add(schema, { description });
  return schema;
};

// Factories: each field gets its own instance, so each carries its own description.
const text = (description: string) =>
  beschreibe(
    z.string({ error: 'muss ein Text sein' }).check(
      z.refine((s) => s.trim() !== '', { message: 'darf nicht leer sein' }),
      z.maxLength(500, 'ist länger als 500 Zeichen'),
    ),
    description,
  );
/**
 * An e-mail address and nothing else (issue 27 §10): it becomes a `mailto:` link on the pages,
 * where `?cc=…&body=…` would add recipients and text. So: the common form of RFC 5321
 * addresses – a local part of letters, digits and `. _ + -` (no dot at either end, none
 * doubled; at most 64 characters), `@`, a domain of labels of letters, digits and `-` (none
 * starting or ending with `-`, at most 63 each) with a top-level domain of letters; at most
 * 254 characters. An internationalised domain is written in its xn-- form.
 */
const LOKALTEIL = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*$/;
const DOMAINLABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function istEmailAdresse(s: string): boolean {
  if (s.length > 254) return false;
  const at = s.lastIndexOf('@');
  const lokal = s.slice(0, at);
  const labels = s.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    at > 0 &&
    lokal.length <= 64 &&
    LOKALTEIL.test(lokal) &&
    labels.length >= 2 &&
    labels.every((l) => DOMAINLABEL.test(l)) &&
    /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/.test(tld)
  );
}

const email = (description: string) =>
  beschreibe(
    z.string({ error: 'muss ein Text sein' }).check(
      z.refine(istEmailAdresse, {
        message:
          'ist keine E-Mail-Adresse (name@beispiel.de: nur die Adresse, vor dem @ Buchstaben, Ziffern und . _ + -, keine Zusätze wie ?cc=)',
      }),
    ),
    description,
  );
const datum = (description: string) =>
  beschreibe(
    z
      .string({ error: 'muss ein Text sein' })
      .check(z.refine(istIsoDatum, { message: 'ist kein Datum JJJJ-MM-TT' })),
    description,
  );
const plz = () =>
  beschreibe(
    z
      .string({ error: 'muss ein Text sein' })
      .check(
        z.refine((s) => /^\d{5}$/.test(s), { message: 'ist keine fünfstellige Postleitzahl' }),
      ),
    'Postleitzahl (fünf Ziffern)',
  );

const anschriftSchema = (description: string) =>
  beschreibe(
    z.strictObject({ strasse: text('Straße und Hausnummer'), plz: plz(), ort: text('Ort') }),
    description,
  );

/** The shape of the operator file (and of `betreiber` in GET /api/betreiber). */
export const betreiberSchema = z.strictObject({
  /** e.g. "Landeshauptstadt München" – the controller of DSGVO Art. 4 Nr. 7 and the Impressum's name */
  name: text('Name des Betreibers (Verantwortlicher, Impressum)'),
  /** the office within it, e.g. "Sozialreferat, Amt für Wohnen und Migration" */
  stelle: z.optional(text('Zuständige Stelle, z. B. ein Referat oder Amt')),
  anschrift: anschriftSchema('Anschrift des Betreibers'),
  /** who represents the body (Impressum), e.g. "Oberbürgermeister …" */
  vertretenDurch: z.optional(text('Vertreten durch (Impressum)')),
  email: email('E-Mail-Adresse des Betreibers'),
  telefon: z.optional(text('Telefonnummer des Betreibers')),
  /** DSGVO Art. 13 Abs. 1 Buchst. b: the data-protection officer's contact */
  datenschutzbeauftragter: beschreibe(
    z.strictObject({
      name: text('Name des oder der Datenschutzbeauftragten'),
      anschrift: z.optional(anschriftSchema('Anschrift des oder der Datenschutzbeauftragten')),
      email: email('E-Mail-Adresse des oder der Datenschutzbeauftragten'),
    }),
    'Kontakt des oder der Datenschutzbeauftragten (DSGVO Art. 13 Abs. 1 Buchst. b)',
  ),
  barrierefreiheit: beschreibe(
    z.strictObject({
      /** day of the last review of this statement (BayDiV § 10; EU 2018/1523 Anhang) */
      letztePruefung: datum('Tag der letzten Prüfung der Erklärung zur Barrierefreiheit'),
      /** how it was reviewed, e.g. "Selbstbewertung" or the name of a test lab */
      methode: text('Art der Prüfung, z. B. „Selbstbewertung“'),
      /** feedback contact for barriers (BayDiV § 10 Satz 3); an e-mail address */
      kontakt: email('E-Mail-Adresse für Rückmeldungen zu Barrieren'),
    }),
    'Erklärung zur Barrierefreiheit (BayDiV § 10)',
  ),
  /** how many days the server's logs (with IP addresses) are kept – the operator decides */
  protokollAufbewahrungTage: beschreibe(
    z
      .int({ error: 'muss eine ganze Zahl sein' })
      .check(z.minimum(0, 'darf nicht negativ sein'), z.maximum(3650, 'ist größer als 3650')),
    'Tage, die die Protokolle des Servers (mit IP-Adressen) aufbewahrt werden',
  ),
});

export type Betreiber = z.infer<typeof betreiberSchema>;

/**
 * GET /api/betreiber: the operator's details, or null when BETREIBER_DATEI is not set; and the
 * sessions' lifetime (SESSION_TTL_MINUTES), which the privacy page states.
 */
export const betreiberAntwortSchema = z.object({
  betreiber: beschreibe(
    z.nullable(betreiberSchema),
    'Angaben zum Betreiber, oder null: BETREIBER_DATEI ist nicht gesetzt',
  ),
  sitzungsdauerMinuten: beschreibe(z.int(), 'Dauer einer Sitzung nach der Anmeldung in Minuten'),
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
