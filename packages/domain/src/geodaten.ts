/**
 * Wire shapes of the geodata calls (issue 11; spezifikation.md §2 address search, §7 calls): the
 * address search's hits, the point lookup's answer and what environmentInfo says about the
 * imported layers. One description for the server, which writes them, and the web app, which
 * reads them. Coordinates are WGS84 (lon, lat); `wohnlage`/`gebaeudetyp` are the option ids of
 * the steps of the same name, or null where no imported polygon covers the point.
 */
import * as z from 'zod/mini';

const optionsId = z.nullable(z.int().check(z.minimum(0)));

/** One hit of GET /api/backend-service/adresssuche (at most 10, best first). */
export const adresstrefferSchema = z.object({
  /** §7: "Musterstraße 12, 80331 München" */
  label: z.string(),
  lon: z.number(),
  lat: z.number(),
  wohnlage: optionsId,
  gebaeudetyp: optionsId,
});

export const adresstrefferListeSchema = z.array(adresstrefferSchema);

/**
 * GET /api/backend-service/strassenvorschlaege?searchString=… (issue 17 §6): streets whose name
 * is close to the typed one ("Meinten Sie …?"), best first; `suche` is the typed text with the
 * street replaced ("Türkenstraße 15c"), to be searched when the user picks it.
 */
export const strassenvorschlagListeSchema = z.array(
  z.object({ strasse: z.string(), suche: z.string() }),
);

/** GET /api/backend-service/wohnlage?lon=…&lat=… */
export const lageAntwortSchema = z.object({
  wohnlage: optionsId,
  gebaeudetyp: optionsId,
});

/**
 * Which layers the operator has imported (part of GET /api/environmentInfo): without addresses
 * the search says that no address data is set up; without Wohnlagen there is no built-in map.
 */
export const geodatenStatusSchema = z.object({
  wohnlagen: z.boolean(),
  gebaeudetypen: z.boolean(),
  adressen: z.boolean(),
});

export type Adresstreffer = z.infer<typeof adresstrefferSchema>;
export type Strassenvorschlag = z.infer<typeof strassenvorschlagListeSchema>[number];
export type LageAntwort = z.infer<typeof lageAntwortSchema>;
export type GeodatenStatus = z.infer<typeof geodatenStatusSchema>;
