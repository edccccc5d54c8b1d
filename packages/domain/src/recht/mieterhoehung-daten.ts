/**
 * The legal figures of the rent-increase check (issue 13 §2): waiting periods, the cap on
 * increases and the ordinance that lowers it in Munich, as DATA with their source and validity
 * dates (data/mieterhoehung-bayern.json; STYLE.md 4: editions as data with a date, never
 * `if (year === …)`). Validated when this module loads, like the edition (ausgabe.ts): a
 * malformed file throws at start naming the bad path.
 */
import * as z from 'zod/mini';
import roh from '../data/mieterhoehung-bayern.json' with { type: 'json' };
import { istIsoDatum } from '../eingabe/index.ts';

const text = z.string().check(z.minLength(1));
const isoDatum = z
  .string()
  .check(z.refine(istIsoDatum, { message: 'Datum im Format JJJJ-MM-TT erwartet' }));
const monate = z.int().check(z.minimum(1), z.maximum(120));
const frist = z.object({ monate, rechtsgrundlage: text });

/** zod schema of data/mieterhoehung-bayern.json. */
export const mieterhoehungsDatenSchema = z.object({
  titel: text,
  stand: isoDatum,
  quelle: text,
  wartefrist: frist,
  sperrfrist: frist,
  /**
   * increases that do not count for the Sperrfrist and the waiting period (issue 26 §2: § 558
   * Abs. 1 Satz 3 BGB: §§ 559 bis 560 BGB)
   */
  nichtMitzaehlend: z.object({ erhoehungen: text, rechtsgrundlage: text }),
  wirksamwerden: z.object({ kalendermonateNachZugang: monate, rechtsgrundlage: text }),
  /** § 558b Abs. 2: consent until the end of the n-th calendar month after receipt */
  zustimmungsfrist: z.object({
    kalendermonateNachZugang: monate,
    rechtsgrundlage: text,
    klagefristRechtsgrundlage: text,
  }),
  /** § 561 Abs. 1: notice until the end of the n-th month after receipt */
  sonderkuendigung: z.object({ monateNachZugang: monate, rechtsgrundlage: text }),
  vergleichsmiete: z.object({ rechtsgrundlage: text }),
  kappungsgrenze: z.object({
    zeitraumJahre: z.int().check(z.minimum(1), z.maximum(10)),
    regelProzent: z.int().check(z.minimum(0), z.maximum(100)),
    regelRechtsgrundlage: text,
    /** the lowered cap an ordinance may set (§ 558 Abs. 3 Satz 2 BGB) */
    abgesenktProzent: z.int().check(z.minimum(0), z.maximum(100)),
    abgesenktRechtsgrundlage: text,
    /** which day selects the ordinance, with its source (said in the ADR 0010) */
    stichtag: text,
    zeitraeume: z.array(
      z.object({
        gebiet: text,
        prozent: z.int().check(z.minimum(0), z.maximum(100)),
        gueltigVon: isoDatum,
        gueltigBis: isoDatum,
        rechtsgrundlage: text,
        quelle: text,
        /** true while the period is not yet checked against the official gazette (GVBl.): the
         * product then says so wherever it uses the figure, like the edition's provisional tables */
        vorlaeufig: z.optional(z.boolean()),
      }),
    ),
  }),
});

export type MieterhoehungsDaten = z.infer<typeof mieterhoehungsDatenSchema>;
export type Kappungszeitraum = MieterhoehungsDaten['kappungsgrenze']['zeitraeume'][number];

function fehler(pfad: string, text: string): never {
  throw new Error(`Ungültige Daten zur Mieterhöhung bei „${pfad}“: ${text}.`);
}

/**
 * Validates the raw JSON: types by zod, then what a schema cannot say: each period ends after
 * it begins, and the periods follow one another in date order without overlap (so at most one
 * applies to any day). ISO dates compare correctly as text.
 */
export function ladeMieterhoehungsDaten(raw: unknown): MieterhoehungsDaten {
  const ergebnis = mieterhoehungsDatenSchema.safeParse(raw);
  if (!ergebnis.success) {
    const issue = ergebnis.error.issues[0];
    fehler(issue ? issue.path.map(String).join('.') : '(Wurzel)', issue?.message ?? 'unbekannt');
  }
  const d = ergebnis.data;
  const zr = d.kappungsgrenze.zeitraeume;
  if (zr.length === 0) fehler('kappungsgrenze.zeitraeume', 'mindestens ein Zeitraum erwartet');
  zr.forEach((z, i) => {
    const p = `kappungsgrenze.zeitraeume.${i}`;
    if (z.gueltigBis < z.gueltigVon) fehler(`${p}.gueltigBis`, 'liegt vor gueltigVon');
    const vorher = zr[i - 1];
    if (vorher && z.gueltigVon <= vorher.gueltigBis)
      fehler(
        `${p}.gueltigVon`,
        'Zeiträume müssen zeitlich geordnet sein und dürfen sich nicht überschneiden',
      );
  });
  return d;
}

/** The figures in use. Throws at import if the file is malformed. */
export const mieterhoehungsDaten: MieterhoehungsDaten = ladeMieterhoehungsDaten(roh);
