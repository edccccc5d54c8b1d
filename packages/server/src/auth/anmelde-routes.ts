/**
 * The routes of the local sign-in (spezifikation.md §6, §7): GET/POST /anmeldung (HTML form,
 * or with OpenID Connect the page that sends the browser on to the provider), POST /logout and
 * GET /api/sso/userinfo. The session itself is sitzungen.ts's.
 */
import formbody from '@fastify/formbody';
import { userInfoSchema } from '@mietspiegel/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { fehlerAntwort } from '../fehler.ts';
import { fehlerDerPruefung } from '../vertrag/meldungen.ts';
import { verweigereUnzulaessigeZeichen } from '../http/unzulaessige-zeichen.ts';
import {
  ALLGEMEINE_FEHLER,
  antwort,
  fehler,
  KOERPER_FEHLER,
  ohneKoerper,
} from '../vertrag/antworten.ts';
import {
  ANMELDESKRIPT,
  ANMELDESKRIPT_PFAD,
  anmeldeseite,
  oidcFehlerseite,
  weiterleitungsseite,
} from './anmeldeseite.ts';
import type { Anmeldebremse } from './anmeldebremse.ts';
import type { Benutzerquelle } from './benutzer.ts';
import { kommtVonHier } from './herkunft.ts';
import { erlaubeLeerenJsonKoerper } from './leerer-json-koerper.ts';
import type { OidcAnmeldung } from './oidc.ts';
import { OIDC_START_PFAD } from './oidc-routes.ts';
import type { Sitzungen } from './sitzungen.ts';
import { authTexte } from './texte.ts';
import { sichererHash, sicheresZiel, zielParameter } from './ziel.ts';

export interface AnmeldeRoutesOptionen {
  sitzungen: Sitzungen;
  quelle: Benutzerquelle;
  bremse: Anmeldebremse;
  /** Sign-in through OpenID Connect (issue 12 §1); null = local accounts. */
  oidcAnmeldung: OidcAnmeldung | null;
}

// The contract (vertrag/). Fastify checks the form with `anmeldeFormular`; a refused form is
// answered by the route's error handler with the sign-in page and the schema's German message.
const TAGS = ['Anmeldung'] as const;
const HTML_SEITE = antwort(
  'Die Anmeldeseite (HTML), bei Fehlern mit deutscher Meldung',
  z.string(),
  'text/html',
);
/** The name as looked up: trimmed; one longer than any account's is cut, not refused. */
const alsName = (name: string) => name.trim().slice(0, 200);
/** A name or password that is missing, blank or no single text (`name=a&name=b`): both asked for. */
const leer = { error: authTexte.felderLeer };
const anmeldeFormular = z.object(
  {
    name: z
      .string(leer)
      .check(z.regex(/\S/, leer), z.overwrite(alsName))
      .register(z.globalRegistry, { description: 'Anmeldename (nicht leer)' }),
    passwort: z
      .string(leer)
      .check(z.minLength(1, leer))
      .register(z.globalRegistry, { description: 'Passwort (nicht leer)' }),
    // any value: one that is not our own page or hash route (or no text) is replaced (ziel.ts)
    ziel: z.optional(
      z.unknown().register(z.globalRegistry, {
        description: 'Eigene Seite, auf die es danach zurückgeht; sonst die Startseite',
      }),
    ),
    hash: z.optional(
      z.unknown().register(z.globalRegistry, {
        description: 'Hash-Route der Seite, z. B. #/speichern; sonst keine',
      }),
    ),
  },
  leer,
);
type Formular = Partial<Record<keyof z.output<typeof anmeldeFormular>, unknown>>;

export async function anmeldeRoutes(
  fastify: FastifyInstance,
  o: AnmeldeRoutesOptionen,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Only this encapsulated context accepts HTML form posts; the rest of the API stays JSON-only.
  await app.register(formbody, { bodyLimit: 8 * 1024 });
  erlaubeLeerenJsonKoerper(app); // POST /logout with the JSON content type but no body
  verweigereUnzulaessigeZeichen(app); // the sign-in name is looked up in the database

  const seite = (reply: FastifyReply, status: number, inhalt: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(inhalt);

  // The sign-in page's own script: a file of that page, not an API (hidden like the web app's).
  app.get(ANMELDESKRIPT_PFAD, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(ANMELDESKRIPT),
  );

  app.get(
    '/anmeldung',
    {
      onRequest: app.benutzerErmitteln,
      schema: {
        tags: TAGS,
        summary: 'Anmeldeseite (HTML-Formular)',
        querystring: z.looseObject({ ziel: zielParameter() }),
        response: { 200: HTML_SEITE, ...ALLGEMEINE_FEHLER },
      },
    },
    async (request, reply) => {
      const ziel = sicheresZiel(request.query.ziel);
      const angemeldetAls = request.benutzer?.name ?? null;
      if (o.oidcAnmeldung) {
        const startAdresse = `${OIDC_START_PFAD}?ziel=${encodeURIComponent(ziel)}`;
        return seite(reply, 200, weiterleitungsseite({ startAdresse, angemeldetAls }));
      }
      return seite(reply, 200, anmeldeseite({ ziel, hash: '', angemeldetAls }));
    },
  );

  /** The sign-in page again, with the form's target, hash route and name kept as sent. */
  const formularSeite = (reply: FastifyReply, body: unknown, status: number, fehler: string) => {
    const f = (typeof body === 'object' && body !== null ? body : {}) as Formular;
    const name = typeof f.name === 'string' ? alsName(f.name) : '';
    const ziel = sicheresZiel(f.ziel);
    return seite(reply, status, anmeldeseite({ ziel, hash: sichererHash(f.hash), name, fehler }));
  };

  app.post(
    '/anmeldung',
    {
      // Before the form is judged: a foreign page (403) or the sign-in through OIDC only (403).
      preValidation: async (request, reply) => {
        if (!kommtVonHier(request))
          return formularSeite(reply, request.body, 403, authTexte.fremdeHerkunft);
        if (o.oidcAnmeldung) {
          const ziel = sicheresZiel((request.body as Formular | undefined)?.ziel);
          const erneutAdresse = `/anmeldung?ziel=${encodeURIComponent(ziel)}`;
          const meldung = authTexte.oidcKeinPasswort;
          return seite(reply, 403, oidcFehlerseite({ meldung, erneutAdresse }));
        }
      },
      errorHandler: (error, request, reply) => {
        if (!error.validation || error.validationContext !== 'body') throw error;
        const [erster] = fehlerDerPruefung(anmeldeFormular, error.validation);
        return formularSeite(reply, request.body, 400, erster?.meldung ?? authTexte.felderLeer);
      },
      schema: {
        tags: TAGS,
        summary: 'Anmelden mit Name und Passwort (Formular)',
        body: anmeldeFormular,
        // The form posts urlencoded; JSON is accepted as well.
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: {
          303: ohneKoerper('Angemeldet: Sitzungs-Cookie gesetzt, weiter zum Ziel (Location)'),
          ...KOERPER_FEHLER,
          400: HTML_SEITE,
          401: HTML_SEITE,
          403: HTML_SEITE,
          429: HTML_SEITE,
          ...ALLGEMEINE_FEHLER,
          503: fehler('Datenbank nicht erreichbar oder der Server wird beendet'),
        },
      },
    },
    async (request, reply) => {
      const { name, passwort } = request.body;
      const ziel = sicheresZiel(request.body.ziel);
      const hash = sichererHash(request.body.hash);
      const antwort = (status: number, fehler: string) =>
        seite(reply, status, anmeldeseite({ ziel, hash, name, fehler }));

      // Counted before the password is checked: parallel guesses cannot pass together (issue 9 A3).
      // In the database, so every instance counts the same attempts (issue 12 §2).
      const reserviert = await o.bremse.reserviere(name.toLowerCase(), request.ip);
      if ('wartenMs' in reserviert) {
        reply.header('retry-after', String(Math.ceil(reserviert.wartenMs / 1000)));
        return antwort(429, authTexte.zuVieleVersuche(reserviert.wartenMs));
      }
      let benutzer;
      try {
        benutzer = await o.quelle.pruefeZugangsdaten(name, passwort);
      } catch (fehler) {
        // Usually the database is down: the brake keeps the release for its next reservation
        // (issue 27 §2); the original error is the answer (503).
        await o.bremse.freigeben(reserviert.versuch);
        throw fehler;
      }
      if (!benutzer) {
        await o.bremse.fehlgeschlagen(reserviert.versuch);
        request.log.info({ ip: request.ip }, 'Anmeldung fehlgeschlagen');
        return antwort(401, authTexte.fehlgeschlagen);
      }
      try {
        await o.bremse.erfolgreich(reserviert.versuch);
      } catch (fehler) {
        // The database went away after the check: the right password must not wait a minute.
        await o.bremse.freigeben(reserviert.versuch);
        throw fehler;
      }
      await o.sitzungen.neueSitzung(request, reply, benutzer.name);
      // The hash joins the target before the final check, so Location is one normalised URL.
      return reply.redirect(sicheresZiel(ziel + hash), 303);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Abmelden: beendet die Sitzung',
        response: {
          200: antwort(
            'Abgemeldet',
            z.object({
              meldung: z.string().register(z.globalRegistry, { description: 'Deutsche Meldung' }),
              abmeldeAdresse: z.optional(
                z.string().register(z.globalRegistry, {
                  description:
                    'Nur mit OpenID Connect: die Abmeldeseite des Anmeldedienstes, die der Browser danach öffnet (RP-initiated logout)',
                }),
              ),
            }),
          ),
          403: fehler('Fremde Herkunft'),
          ...KOERPER_FEHLER,
          ...ALLGEMEINE_FEHLER,
          503: fehler('Datenbank nicht erreichbar oder der Server wird beendet'),
        },
      },
    },
    async (request, reply) => {
      if (!kommtVonHier(request))
        return reply.code(403).send(fehlerAntwort('', authTexte.fremdeHerkunft));
      // The ID token is read before the session goes: the provider's logout wants it as hint.
      const sitzung = await o.sitzungen.beende(request, reply, o.oidcAnmeldung !== null);
      const abmeldeAdresse = o.oidcAnmeldung
        ? await o.oidcAnmeldung.abmeldeAdresse(sitzung?.oidc?.idToken || null)
        : null;
      return reply.header('cache-control', 'no-store').send({
        meldung: authTexte.abgemeldet,
        ...(abmeldeAdresse ? { abmeldeAdresse: abmeldeAdresse.href } : {}),
      });
    },
  );

  // spezifikation.md §3 "User": authorities and user_roles; 200 also for anonymous users.
  app.get(
    '/api/sso/userinfo',
    {
      onRequest: app.benutzerErmitteln,
      schema: {
        tags: TAGS,
        summary: 'Angemeldeter Benutzer und seine Berechtigungen',
        response: {
          200: antwort('Benutzer (name null, wenn nicht angemeldet)', userInfoSchema),
          ...ALLGEMEINE_FEHLER,
          503: fehler('Datenbank nicht erreichbar oder der Server wird beendet'),
        },
      },
    },
    async (request, reply) => {
      const b = request.benutzer;
      return reply.header('cache-control', 'no-store').send({
        name: b?.name ?? null,
        authorities: b ? [...b.berechtigungen] : [],
        user_roles: [],
      });
    },
  );
}
