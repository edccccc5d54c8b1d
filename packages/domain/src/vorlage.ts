/**
 * The template resource of the templates API (spezifikation.md §3 "Template (Berechnungsvorlage)",
 * §7) in Spring Data REST's HAL shape, and the body of POST/PUT: one description for the server,
 * which writes and checks them, and the web app, which reads and sends them.
 */
import * as z from 'zod/mini';
import { berechnungsdatenSchema } from './schema.ts';
import { pruefeDateiname, pruefeKommentar } from './validierung.ts';

/** A text checked by a §5 rule of validierung.ts; the issue carries that rule's German message. */
const textNachRegel = (regel: (text: string) => string | null) =>
  z.string().check(
    z.superRefine((text, ctx) => {
      const meldung = regel(text);
      if (meldung !== null) ctx.addIssue({ code: 'custom', message: meldung, input: text });
    }),
  );

const linkSchema = z.object({ href: z.string(), templated: z.optional(z.boolean()) });

/** One template as GET, POST and PUT answer it; the self link names it for PUT and DELETE. */
export const berechnungsvorlageSchema = z.object({
  dateiId: z.int(),
  dateiname: z.string(),
  kommentar: z.string(),
  anlagedatum: z.iso.datetime(),
  anlagenutzer: z.string(),
  aenderungsdatum: z.iso.datetime(),
  aenderungsnutzer: z.string(),
  version: z.int(),
  berechnungsdaten: berechnungsdatenSchema,
  _links: z.object({ self: linkSchema, berechnungsvorlage: linkSchema }),
});

/** The `page` block of a list answer; `number` is 0-based. */
export const seiteninfoSchema = z.object({
  size: z.int(),
  totalElements: z.int(),
  totalPages: z.int(),
  number: z.int(),
});

/**
 * The list and the findByDateiname answer: the templates under `_embedded.berechnungsvorlages`,
 * links to the neighbouring pages (only those that exist) and the page block.
 */
export const berechnungsvorlagenListeSchema = z.object({
  _embedded: z.object({ berechnungsvorlages: z.array(berechnungsvorlageSchema) }),
  _links: z.object({
    first: z.optional(linkSchema),
    prev: z.optional(linkSchema),
    self: linkSchema,
    next: z.optional(linkSchema),
    last: z.optional(linkSchema),
    search: z.optional(linkSchema),
  }),
  page: seiteninfoSchema,
});

/**
 * Body of POST and PUT: the fields a client sets. Name and comment follow the §5 rules with the
 * messages the form shows; ids, dates, users and the version come from the server. On overwrite
 * the client also sends the creation date and user it read (§7); the server keeps its own.
 */
export const vorlageEingabeSchema = z.object({
  dateiname: textNachRegel(pruefeDateiname),
  kommentar: z.optional(z.nullable(textNachRegel(pruefeKommentar))),
  berechnungsdaten: berechnungsdatenSchema,
  anlagedatum: z.optional(z.string()),
  anlagenutzer: z.optional(z.string()),
});

export type Berechnungsvorlage = z.output<typeof berechnungsvorlageSchema>;
export type Seiteninfo = z.output<typeof seiteninfoSchema>;
export type BerechnungsvorlagenListe = z.output<typeof berechnungsvorlagenListeSchema>;
export type VorlageEingabe = z.input<typeof vorlageEingabeSchema>;
