/**
 * The template resource of the templates API (spezifikation.md §3 "Template (Berechnungsvorlage)",
 * §7) in Spring Data REST's HAL shape, and the body of POST/PUT: one description for the server,
 * which writes and checks them, and the web app, which reads and sends them.
 */
import * as z from 'zod/mini';
import { berechnungsdatenSchema, meldungen } from '../schema/index.ts';
import { pruefeDateiname, pruefeKommentar } from './validierung.ts';

/** The field's German description in the API description (/api/openapi.json). */
const beschreibe = <S extends z.ZodMiniType>(schema: S, description: string): S => {
  z.globalRegistry.add(schema, { description });
  return schema;
};

/**
 * A text checked by a §5 rule of validierung.ts; the issue carries that rule's German message.
 * A value that is missing or no text gets `keinText`.
 */
const textNachRegel = (regel: (text: string) => string | null, keinText: string) =>
  z.string({ error: keinText }).check(
    z.superRefine((text, ctx) => {
      const meldung = regel(text);
      if (meldung !== null) ctx.addIssue({ code: 'custom', message: meldung, input: text });
    }),
  );

const linkSchema = (description: string) =>
  beschreibe(
    z.object({
      href: beschreibe(z.string(), 'Adresse (relativ zum Server)'),
      templated: z.optional(
        beschreibe(z.boolean(), 'true: die Adresse ist eine URI-Vorlage (RFC 6570)'),
      ),
    }),
    description,
  );
const zeitpunkt = (description: string) => beschreibe(z.iso.datetime(), description);

/** One template as GET, POST and PUT answer it; the self link names it for PUT and DELETE. */
export const berechnungsvorlageSchema = z.object({
  dateiId: beschreibe(z.int(), 'Id der Vorlage (vom Server vergeben)'),
  dateiname: beschreibe(z.string(), 'Name der Vorlage, eindeutig (höchstens 60 Zeichen)'),
  kommentar: beschreibe(z.string(), 'Kommentar (höchstens 100 Zeichen; leer: keiner)'),
  anlagedatum: zeitpunkt('Zeitpunkt des Anlegens (ISO 8601, UTC)'),
  anlagenutzer: beschreibe(z.string(), 'Anmeldename dessen, der die Vorlage angelegt hat'),
  aenderungsdatum: zeitpunkt('Zeitpunkt der letzten Änderung (ISO 8601, UTC)'),
  aenderungsnutzer: beschreibe(z.string(), 'Anmeldename dessen, der zuletzt geändert hat'),
  version: beschreibe(z.int(), 'Version, ab 1; das ETag nennt sie (W/"3")'),
  berechnungsdaten: beschreibe(
    berechnungsdatenSchema,
    'Die Angaben des Rechners (der Freitext des PDFs wird nie gespeichert)',
  ),
  _links: beschreibe(
    z.object({
      self: linkSchema('Diese Vorlage'),
      berechnungsvorlage: linkSchema('Diese Vorlage (wie self)'),
    }),
    'Verweise (HAL)',
  ),
});

/** The `page` block of a list answer; `number` is 0-based. */
export const seiteninfoSchema = z.object({
  size: beschreibe(z.int(), 'Einträge je Seite'),
  totalElements: beschreibe(z.int(), 'Anzahl aller Treffer'),
  totalPages: beschreibe(z.int(), 'Anzahl der Seiten'),
  number: beschreibe(z.int(), 'Nummer dieser Seite, ab 0'),
});

/**
 * The list and the findByDateiname answer: the templates under `_embedded.berechnungsvorlages`,
 * links to the neighbouring pages (only those that exist) and the page block.
 */
export const berechnungsvorlagenListeSchema = z.object({
  _embedded: beschreibe(
    z.object({
      berechnungsvorlages: beschreibe(
        z.array(berechnungsvorlageSchema),
        'Die Vorlagen dieser Seite',
      ),
    }),
    'Eingebettete Ressourcen (HAL)',
  ),
  _links: beschreibe(
    z.object({
      first: z.optional(linkSchema('Erste Seite')),
      prev: z.optional(linkSchema('Vorige Seite (nur wenn es sie gibt)')),
      self: linkSchema('Diese Seite'),
      next: z.optional(linkSchema('Nächste Seite (nur wenn es sie gibt)')),
      last: z.optional(linkSchema('Letzte Seite')),
      search: z.optional(linkSchema('Suchverweise')),
    }),
    'Verweise (HAL)',
  ),
  page: beschreibe(seiteninfoSchema, 'Angaben zur Seite'),
});

/**
 * Body of POST and PUT: the fields a client sets. Name and comment follow the §5 rules with the
 * messages the form shows; ids, dates, users and the version come from the server. On overwrite
 * the client also sends the creation date and user it read (§7); the server keeps its own. Every
 * German message of a refused body comes from here (`error`, the rules' issues); the server adds
 * one message for the whole of `berechnungsdaten` (vorlagen/eingabe.ts).
 */
export const vorlageEingabeSchema = z.object(
  {
    dateiname: beschreibe(
      textNachRegel(pruefeDateiname, meldungen.dateinameLeer),
      'Name der Vorlage: höchstens 60 Zeichen, nicht leer; Buchstaben (auch Umlaute, ß), Ziffern, _ - . und Leerzeichen',
    ),
    kommentar: beschreibe(
      z.optional(
        z.nullable(textNachRegel(pruefeKommentar, meldungen.vorlageKeinText('kommentar'))),
      ),
      'Kommentar, höchstens 100 Zeichen; fehlend oder null: keiner',
    ),
    // described where the resource names it (the same schema: one description)
    berechnungsdaten: berechnungsdatenSchema,
    anlagedatum: beschreibe(
      z.optional(z.string({ error: meldungen.vorlageKeinText('anlagedatum') })),
      'Wird nicht gelesen: der Server behält sein Anlagedatum',
    ),
    anlagenutzer: beschreibe(
      z.optional(z.string({ error: meldungen.vorlageKeinText('anlagenutzer') })),
      'Wird nicht gelesen: der Server behält seinen Anlagenutzer',
    ),
  },
  { error: meldungen.vorlageKeinObjekt },
);

export type Berechnungsvorlage = z.output<typeof berechnungsvorlageSchema>;
export type Seiteninfo = z.output<typeof seiteninfoSchema>;
export type BerechnungsvorlagenListe = z.output<typeof berechnungsvorlagenListeSchema>;
export type VorlageEingabe = z.input<typeof vorlageEingabeSchema>;
