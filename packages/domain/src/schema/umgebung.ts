/**
 * The answer of GET /api/environmentInfo (spezifikation.md §7; issue 11): the maps service
 * addresses, the maintenance date (§1) and what the built-in map needs – which geodata layers
 * are imported, the operator's background tile address and its attribution. One description for
 * the server, which writes it, and the web app, which reads it (a malformed answer is the
 * unknown error of §8).
 */
import * as z from 'zod/mini';
import { geodatenStatusSchema } from './geodaten.ts';

/** The field's German description in the API description (/api/openapi.json). */
const beschreibe = <S extends z.ZodMiniType>(schema: S, description: string): S => {
  z.globalRegistry.add(schema, { description });
  return schema;
};
const text = (description: string) => beschreibe(z.string(), description);

export const environmentInfoSchema = z.object({
  geokartenUrl: text('Adresse des Kartendienstes (GeoPortal)'),
  geokartenWohnlageUrl: text('Adresse der Wohnlagen-Karte des Kartendienstes'),
  geokartenGebaeudetypUrl: text('Adresse der Gebäudetyp-Karte des Kartendienstes'),
  /** 'YYYY-MM-DD' of the next maintenance window, or null (§1). */
  wartungsdatum: beschreibe(
    z.nullable(z.string()),
    'Tag der nächsten Wartung (JJJJ-MM-TT), oder null: keine angekündigt',
  ),
  geodaten: beschreibe(geodatenStatusSchema, 'Welche Geodaten eingelesen sind'),
  /** tile URL template with {z}/{x}/{y}; "" = the built-in map shows the polygons alone */
  kartenKachelUrl: text(
    'Kachel-Adresse der Hintergrundkarte mit {z}/{x}/{y}; leer: die Karte zeigt nur die Gebiete',
  ),
  kartenKachelAttribution: text('Quellenangabe der Hintergrundkarte (leer: keine)'),
  /**
   * issue 20 §3: the Mietspiegel editions the server knows, oldest first (days 'YYYY-MM-DD';
   * gueltigAb null = first day not verified, gueltigBis null = until the next edition). Optional
   * only for answers of servers before issue 20; the server always sends it.
   */
  ausgaben: z.optional(
    z
      .array(
        z.object({
          id: text('Id der Ausgabe (Form „muenchen-JJJJ“)'),
          titel: text('Titel der Ausgabe, z. B. „Mietspiegel für München JJJJ“'),
          jahr: beschreibe(z.int(), 'Jahr der Ausgabe'),
          gueltigAb: beschreibe(
            z.nullable(z.string()),
            'Erster Geltungstag (JJJJ-MM-TT), oder null: noch nicht amtlich abgeglichen',
          ),
          gueltigBis: beschreibe(
            z.nullable(z.string()),
            'Letzter Geltungstag (JJJJ-MM-TT), oder null: bis zur nächsten Ausgabe',
          ),
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
