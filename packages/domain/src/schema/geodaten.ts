/**
 * Wire shapes of the geodata calls (issue 11; spezifikation.md §2 address search, §7 calls): the
 * address search's hits, the point lookup's answer and what environmentInfo says about the
 * imported layers. One description for the server, which writes them, and the web app, which
 * reads them. Coordinates are WGS84 (lon, lat); `wohnlage`/`gebaeudetyp` are the option ids of
 * the steps of the same name, or null where no imported polygon covers the point.
 */
import * as z from 'zod/mini';

/** The field's German description in the API description (/api/openapi.json). */
const beschreibe = <S extends z.ZodMiniType>(schema: S, description: string): S => {
  z.globalRegistry.add(schema, { description });
  return schema;
};
const optionsId = (schritt: string) =>
  beschreibe(
    z.nullable(z.int().check(z.minimum(0))),
    `Id der Option des Schritts „${schritt}“ am Punkt; null: kein eingelesenes Gebiet deckt ihn ab`,
  );
const wohnlage = () => optionsId('Wohnlage');
const gebaeudetyp = () => optionsId('Gebäudetyp');
const laenge = () => beschreibe(z.number(), 'Längengrad (WGS84)');
const breite = () => beschreibe(z.number(), 'Breitengrad (WGS84)');

/** spezifikation.md §5/§9: the address search from 3 characters; the server takes 200 at most. */
export const SUCHE_MIN_ZEICHEN = 3;
export const SUCHE_MAX_ZEICHEN = 200;
export const MELDUNG_SUCHE_ZU_KURZ = `Bitte geben Sie mindestens ${SUCHE_MIN_ZEICHEN} Zeichen für die Adresssuche ein.`;

/**
 * Characters as the user sees them: code points, so „ÄÖÜ“ typed decomposed or an emoji count as
 * what they are, in the browser as on the server (a string's length counts UTF-16 units).
 */
const zeichenzahl = (text: string): number => [...text].length;

/** Whether the typed text (trimmed) is long enough to search: the browser asks only then. */
export const sucheLangGenug = (text: string): boolean =>
  zeichenzahl(text.trim()) >= SUCHE_MIN_ZEICHEN;

/**
 * The query parameter searchString of the address search and its street suggestions: at most
 * 200 characters, trimmed, at least 3 (a missing one is too short); yields the trimmed text.
 */
export const suchtextSchema = z
  .pipe(
    z.optional(z.string().check(z.maxLength(SUCHE_MAX_ZEICHEN))),
    z.transform((text: string | undefined) => (text ?? '').trim()),
  )
  .check(z.refine(sucheLangGenug, { error: MELDUNG_SUCHE_ZU_KURZ }))
  .register(z.globalRegistry, {
    description: `Gesuchte Adresse, z. B. „Marienplatz 8“ (mindestens ${SUCHE_MIN_ZEICHEN}, höchstens ${SUCHE_MAX_ZEICHEN} Zeichen)`,
    // JSON Schema counts code points, as sucheLangGenug does (after trimming)
    minLength: SUCHE_MIN_ZEICHEN,
  });

/** One hit of GET /api/backend-service/adresssuche (at most 10, best first). */
export const adresstrefferSchema = z.object({
  /** §7: "Musterstraße 12, 80331 München" */
  label: beschreibe(z.string(), 'Adresse, z. B. „Musterstraße 12, 80331 München“'),
  lon: laenge(),
  lat: breite(),
  wohnlage: wohnlage(),
  gebaeudetyp: gebaeudetyp(),
});

export const adresstrefferListeSchema = z.array(adresstrefferSchema);

/**
 * GET /api/backend-service/strassenvorschlaege?searchString=… (issue 17 §6): streets whose name
 * is close to the typed one ("Meinten Sie …?"), best first; `suche` is the typed text with the
 * street replaced ("Türkenstraße 15c"), to be searched when the user picks it.
 */
export const strassenvorschlagListeSchema = z.array(
  z.object({
    strasse: beschreibe(z.string(), 'Vorgeschlagene Straße („Meinten Sie …?“)'),
    suche: beschreibe(
      z.string(),
      'Der eingegebene Suchtext mit dieser Straße, zum Suchen, wenn sie gewählt wird',
    ),
  }),
);

/** GET /api/backend-service/wohnlage?lon=…&lat=… */
export const lageAntwortSchema = z.object({
  wohnlage: wohnlage(),
  gebaeudetyp: gebaeudetyp(),
});

/**
 * Which layers the operator has imported (part of GET /api/environmentInfo): without addresses
 * the search says that no address data is set up; without Wohnlagen there is no built-in map.
 */
export const geodatenStatusSchema = z.object({
  wohnlagen: beschreibe(z.boolean(), 'Wohnlagen-Karte eingelesen (sonst keine eingebaute Karte)'),
  gebaeudetypen: beschreibe(z.boolean(), 'Gebäudetypen-Karte eingelesen'),
  adressen: beschreibe(z.boolean(), 'Adressen eingelesen (sonst keine Adresssuche)'),
});

export type Adresstreffer = z.infer<typeof adresstrefferSchema>;
export type Strassenvorschlag = z.infer<typeof strassenvorschlagListeSchema>[number];
export type LageAntwort = z.infer<typeof lageAntwortSchema>;
export type GeodatenStatus = z.infer<typeof geodatenStatusSchema>;
