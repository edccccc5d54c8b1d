/**
 * The data of the Mietpreisbremse check (issue 21 §1): the 110 % limit of § 556d Abs. 1 BGB and
 * the periods in which an ordinance of the Free State of Bavaria (Mieterschutzverordnung) makes
 * Munich an area with a tight housing market, each with its legal source and validity, kept like
 * the Kappungsgrenze (mieterhoehung-daten.ts, ADR 0010): `vorlaeufig` until checked against the
 * GVBl., and days outside the stored periods are "nicht prüfbar". Validated when this module
 * loads: a malformed file throws at start naming the bad path.
 */
import * as z from 'zod/mini';
import roh from '../data/mietpreisbremse-bayern.json' with { type: 'json' };
import { istIsoDatum } from '../eingabe/index.ts';

const text = z.string().check(z.minLength(1));
const isoDatum = z
  .string()
  .check(z.refine(istIsoDatum, { message: 'Datum im Format JJJJ-MM-TT erwartet' }));

/** zod schema of data/mietpreisbremse-bayern.json. */
export const mietpreisbremseDatenSchema = z.object({
  titel: text,
  stand: isoDatum,
  quelle: text,
  /** the rent at the start may exceed the local comparative rent by at most this (§ 556d Abs. 1) */
  grenzeProzent: z.int().check(z.minimum(100), z.maximum(200)),
  grenzeRechtsgrundlage: text,
  /**
   * the day §§ 556d–556g BGB came into force (issue 26 §3): a lease that began before cannot be
   * subject to them
   */
  inkrafttreten: z.object({
    tag: isoDatum,
    rechtsgrundlage: text,
    quelle: text,
    vorlaeufig: z.optional(z.boolean()),
  }),
  /** the federal authorisation for the ordinances (§ 556d Abs. 2 BGB) */
  ermaechtigung: z.object({ gueltigBis: isoDatum, rechtsgrundlage: text }),
  /** which day selects the period, with its source (said in ADR 0011) */
  stichtag: text,
  zeitraeume: z.array(
    z.object({
      gebiet: text,
      gueltigVon: isoDatum,
      gueltigBis: isoDatum,
      rechtsgrundlage: text,
      quelle: text,
      /** true while not checked against the official gazette (GVBl.) */
      vorlaeufig: z.optional(z.boolean()),
    }),
  ),
});

export type MietpreisbremseDaten = z.infer<typeof mietpreisbremseDatenSchema>;
export type Bremsenzeitraum = MietpreisbremseDaten['zeitraeume'][number];

function fehler(pfad: string, text: string): never {
  throw new Error(`Ungültige Daten zur Mietpreisbremse bei „${pfad}“: ${text}.`);
}

/**
 * Validates the raw JSON: types by zod, then each period ends after it begins, the periods are
 * in date order without overlap, and none runs past the federal authorisation.
 */
export function ladeMietpreisbremseDaten(raw: unknown): MietpreisbremseDaten {
  const ergebnis = mietpreisbremseDatenSchema.safeParse(raw);
  if (!ergebnis.success) {
    const issue = ergebnis.error.issues[0];
    fehler(issue ? issue.path.map(String).join('.') : '(Wurzel)', issue?.message ?? 'unbekannt');
  }
  const d = ergebnis.data;
  if (d.zeitraeume.length === 0) fehler('zeitraeume', 'mindestens ein Zeitraum erwartet');
  if (d.zeitraeume.some((z) => z.gueltigVon < d.inkrafttreten.tag))
    fehler('zeitraeume', 'ein Zeitraum beginnt vor dem Inkrafttreten der §§ 556d ff. BGB');
  d.zeitraeume.forEach((z, i) => {
    const p = `zeitraeume.${i}`;
    if (z.gueltigBis < z.gueltigVon) fehler(`${p}.gueltigBis`, 'liegt vor gueltigVon');
    if (z.gueltigBis > d.ermaechtigung.gueltigBis)
      fehler(`${p}.gueltigBis`, 'liegt nach dem Ende der Ermächtigung (§ 556d Abs. 2 BGB)');
    const vorher = d.zeitraeume[i - 1];
    if (vorher && z.gueltigVon <= vorher.gueltigBis)
      fehler(
        `${p}.gueltigVon`,
        'Zeiträume müssen zeitlich geordnet sein und dürfen sich nicht überschneiden',
      );
  });
  return d;
}

/** The figures in use. Throws at import if the file is malformed. */
export const mietpreisbremseDaten: MietpreisbremseDaten = ladeMietpreisbremseDaten(roh);
