/**
 * The answer of GET /api/environmentInfo (spezifikation.md §7; issue 11): the maps service
 * addresses, the maintenance date (§1) and what the built-in map needs – which geodata layers
 * are imported, the operator's background tile address and its attribution. One description for
 * the server, which writes it, and the web app, which reads it (a malformed answer is the
 * unknown error of §8).
 */
import * as z from 'zod/mini';
import { geodatenStatusSchema } from './geodaten.ts';

export const environmentInfoSchema = z.object({
  geokartenUrl: z.string(),
  geokartenWohnlageUrl: z.string(),
  geokartenGebaeudetypUrl: z.string(),
  /** 'YYYY-MM-DD' of the next maintenance window, or null (§1). */
  wartungsdatum: z.nullable(z.string()),
  geodaten: geodatenStatusSchema,
  /** tile URL template with {z}/{x}/{y}; "" = the built-in map shows the polygons alone */
  kartenKachelUrl: z.string(),
  kartenKachelAttribution: z.string(),
  /**
   * issue 20 §3: the Mietspiegel editions the server knows, oldest first (days 'YYYY-MM-DD';
   * gueltigAb null = first day not verified, gueltigBis null = until the next edition). Optional
   * only for answers of servers before issue 20; the server always sends it.
   */
  ausgaben: z.optional(
    z
      .array(
        z.object({
          id: z.string(),
          titel: z.string(),
          jahr: z.int(),
          gueltigAb: z.nullable(z.string()),
          gueltigBis: z.nullable(z.string()),
        }),
      )
      .register(z.globalRegistry, {
        description:
          'Die bekannten Mietspiegel-Ausgaben, älteste zuerst: Id, Titel, Jahr, erster und letzter Geltungstag (JJJJ-MM-TT; gueltigAb null = noch nicht amtlich abgeglichen, gilt vor der nächsten Ausgabe; gueltigBis null = bis zur nächsten Ausgabe).',
      }),
  ),
  /** id of the edition in force today in Munich (the default of a calculation), or null */
  ausgabeHeute: z.optional(
    z.nullable(z.string()).register(z.globalRegistry, {
      description:
        'Id der heute in München geltenden Ausgabe (nach ihr rechnet eine Berechnung ohne „ausgabe“), oder null.',
    }),
  ),
});

export type EnvironmentInfo = z.infer<typeof environmentInfoSchema>;
