/**
 * zod schemas of the wire shapes (berechnungsregeln.md §1, §3, §4; spezifikation.md §3). They
 * check TYPES only: a value of the wrong type is a 400. Ranges, missing choices and conflicts
 * are checked by `pruefeBerechnung` (422). zod/mini keeps the browser bundle small.
 */
import * as z from 'zod/mini';
import {
  auswahlSchritte,
  fehlerThemen,
  type EinzelFeld,
  type FehlerThema,
  type MehrfachFeld,
} from './schrittkatalog.ts';

const auswahl = z.nullable(z.number());
const liste = z.array(z.number());
const abweichungsWert = z.union([z.number(), z.string(), z.null()]);

/**
 * The wire fields of the choice steps, in wizard order, from the step catalogue: one option id
 * (`einzel`) or a list of them (`mehrfach`).
 */
function auswahlFelder<E extends z.core.SomeType, M extends z.core.SomeType>(
  einzel: E,
  mehrfach: M,
): Record<EinzelFeld, E> & Record<MehrfachFeld, M> {
  return Object.fromEntries(
    auswahlSchritte.map((s) => [s.feld, s.art === 'mehrfach' ? mehrfach : einzel]),
  ) as Record<EinzelFeld, E> & Record<MehrfachFeld, M>;
}

const abweichungenSchema = z.object({
  wasser: abweichungsWert,
  rueckgebaeude: abweichungsWert,
  waermedaemmung: abweichungsWert,
  fassadeA: abweichungsWert,
  fassadeB: abweichungsWert,
  zusatz: abweichungsWert,
  balkonA: z.optional(abweichungsWert),
  balkonB: z.optional(abweichungsWert),
  balkonGross: z.optional(abweichungsWert),
});

/** The draft as stored in templates and held by the wizard (nulls = not answered). */
export const entwurfSchema = z.object({
  wohnflaeche: z.string(),
  ...auswahlFelder(auswahl, liste),
  abweichungGesetzt: z.boolean(),
  abweichungen: abweichungenSchema,
  selectedBetriebskostenA: auswahl,
  selectedBetriebskostenB: liste,
  /**
   * issue 20 §4: the edition the user chose, or null/missing for the one in force today; a
   * saved template always names the edition it was calculated under (templates saved before
   * there were several editions name none: the built-in one, `ausgabeIdDerVorlage`).
   */
  ausgabe: z.optional(z.nullable(z.string())),
});

const optAuswahl = z.optional(auswahl);
const optListe = z.optional(z.nullable(liste));

/**
 * Body of POST /api/backend-service/berechnung, types only. Fields may be missing or null here:
 * a missing choice is a 422 ('Bitte wählen Sie eine Option aus!'), not a 400.
 */
export const berechnungSchema = z.object({
  wohnflaeche: z.optional(z.nullable(z.string())),
  ...auswahlFelder(optAuswahl, optListe),
  abweichungGesetzt: z.optional(z.boolean()),
  abweichungen: z.optional(z.nullable(z.partial(abweichungenSchema))),
  selectedBetriebskostenA: optAuswahl,
  selectedBetriebskostenB: optListe,
  /** issue 20 §3: id of the Mietspiegel edition to use; missing = the one in force today */
  ausgabe: z.optional(
    z.string().register(z.globalRegistry, {
      description:
        'Id der Mietspiegel-Ausgabe, nach der gerechnet wird (Form „muenchen-JJJJ“; die bekannten nennt GET /api/environmentInfo unter „ausgaben“). Fehlt sie, gilt die Ausgabe, die heute in München (Europe/Berlin) gilt. Eine unbekannte Id wird mit 400 abgelehnt.',
    }),
  ),
});

export const stichtagsdifferenzSchema = z.object({ stand: z.string(), hoehe: z.number() });

/**
 * "Ihre Miete im Vergleich" (issue 13): the user's rent and the optional increase check, amounts
 * in euros (≤ 2 decimals) and days as 'YYYY-MM-DD'. Every field is optional, so a PDF call or a
 * template without them stays what it was (berechnungsregeln.md §4: an optional field of the PDF
 * parameters, like `stichtagsdifferenz`).
 */
export const mieterhoehungSchema = z.object({
  neueMiete: z.optional(z.nullable(z.number())),
  mieteVorDreiJahren: z.optional(z.nullable(z.number())),
  letzteErhoehung: z.optional(z.nullable(z.string())),
  zugang: z.optional(z.nullable(z.string())),
});

/** issue 21 §1: the Mietpreisbremse check's inputs, kept with the comparison's (PDF, template). */
export const mietpreisbremseSchema = z.object({
  beginn: z.optional(z.nullable(z.string())),
  miete: z.optional(z.nullable(z.number())),
  erstnutzungNach2014: z.optional(z.boolean()),
  umfassendModernisiert: z.optional(z.boolean()),
  vormiete: z.optional(z.nullable(z.number())),
  modernisierung: z.optional(z.boolean()),
  modernisierungsZuschlag: z.optional(z.nullable(z.number())),
  auskunft: z.optional(z.enum(['ja', 'nein', 'unbekannt'])),
});

export const mietvergleichSchema = z.object({
  miete: z.optional(z.nullable(z.number())),
  mieterhoehung: z.optional(z.nullable(mieterhoehungSchema)),
  mietpreisbremse: z.optional(z.nullable(mietpreisbremseSchema)),
});

/** Body of POST /api/backend-service/pdf, types only (berechnungsregeln.md §4). */
export const pdfParameterSchema = z.object({
  berechnung: berechnungSchema,
  zusaetzlicheBegruendungen: z.optional(z.nullable(z.string())),
  stichtagsdifferenz: z.optional(z.nullable(stichtagsdifferenzSchema)),
  mietvergleich: z.optional(z.nullable(mietvergleichSchema)),
});

/** Error flags per topic (spezifikation.md §3 "Error state"). */
export const fehlerFlagsSchema = z.object(
  Object.fromEntries(fehlerThemen.map((t) => [t, z.boolean()])) as Record<
    FehlerThema,
    ReturnType<typeof z.boolean>
  >,
);

/** Result of the calculation call (berechnungsregeln.md §3). */
export const ergebnisSchema = z.object({
  ortsueblicheMieteProQM: z.number(),
  ortsueblicheMiete: z.number(),
  ortsueblicheMieteSpanneUntenProQM: z.number(),
  ortsueblicheMieteSpanneUnten: z.number(),
  ortsueblicheMieteSpanneObenProQM: z.number(),
  ortsueblicheMieteSpanneOben: z.number(),
  ortsueblicheMieteSpanneBegruendeteAbweichungenProQM: z.number(),
  ortsueblicheMieteSpanneBegruendeteAbweichungen: z.number(),
  schwankungObenProQm: z.number(),
  schwankungUntenProQm: z.number(),
  begruendeteAbweichungenProQmTrue: z.number(),
  begruendeteAbweichungenTooHigh: z.boolean(),
  begruendeteAbweichungenTooLow: z.boolean(),
  aufschluesselung: z.object({
    grundpreisProQm: z.number(),
    zuschlaege: z.array(
      z.object({ merkmal: z.string(), bezeichnung: z.string(), euroProQm: z.number() }),
    ),
    betriebskostenProQm: z.number(),
  }),
  /** issue 20 §3: id of the edition used; missing in results stored before there were several */
  ausgabe: z.optional(
    z.string().register(z.globalRegistry, {
      description: 'Id der Mietspiegel-Ausgabe, nach der gerechnet wurde.',
    }),
  ),
});

/** berechnungsdaten of a stored template (spezifikation.md §3 "Template"; berechnungsregeln.md §5). */
export const berechnungsdatenSchema = z.object({
  pdfParameters: z.object({
    berechnung: entwurfSchema,
    stichtagsdifferenz: z.optional(z.nullable(stichtagsdifferenzSchema)),
    zusaetzlicheBegruendungen: z.optional(z.string()),
    mietvergleich: z.optional(z.nullable(mietvergleichSchema)),
  }),
  ergebnis: z.nullable(ergebnisSchema),
  errors: fehlerFlagsSchema,
  aktuellerSchritt: z.int(),
});

export type EntwurfWire = z.infer<typeof entwurfSchema>;
export type BerechnungWire = z.infer<typeof berechnungSchema>;
export type StichtagsdifferenzWire = z.infer<typeof stichtagsdifferenzSchema>;
export type MietvergleichWire = z.infer<typeof mietvergleichSchema>;
export type MieterhoehungWire = z.infer<typeof mieterhoehungSchema>;
export type MietpreisbremseWire = z.infer<typeof mietpreisbremseSchema>;
export type PdfParameterWire = z.infer<typeof pdfParameterSchema>;
export type FehlerFlagsWire = z.infer<typeof fehlerFlagsSchema>;
export type ErgebnisWire = z.infer<typeof ergebnisSchema>;
export type Berechnungsdaten = z.infer<typeof berechnungsdatenSchema>;
