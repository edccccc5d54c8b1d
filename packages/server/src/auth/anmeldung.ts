/**
 * Sign-in, sessions and access (spezifikation.md §6, §7):
 * - only routes that need the user look up the session (`app.benutzerErmitteln` as their
 *   `onRequest` hook, and the /auth/ guard): the public calculator never touches the database,
 *   whatever cookie it is sent (issue 9 A5); the session lives in the database, only its SHA-256
 *   is stored, it expires after `sitzungsdauerMs` without use (sliding renewal);
 * - /auth/… without a session → 302 to /anmeldung, which returns to the page and hash route;
 * - GET/POST /anmeldung (HTML form), POST /logout, GET /api/sso/userinfo;
 * - `keineSicherheit` (MIETSPIEGEL_NO_SECURITY): everyone is 'entwicklung' with every permission;
 * - with OpenID Connect configured (issue 12 §1, `oidc`): /anmeldung sends the browser on to the
 *   provider (oidc-routen.ts) instead of showing the password form; the session is the same,
 *   but keeps the permissions the provider granted – local accounts cannot sign in then.
 *
 * Registered on the root instance (not encapsulated) so `request.benutzer`,
 * `app.benutzerErmitteln` and the `verlangeBerechtigung` hook work in every other plugin.
 */
import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DbZugang } from '../db/schema.ts';
import { userInfoSchema } from '@mietspiegel/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { fehlerAntwort } from '../fehler.ts';
import {
  abfrageText,
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
import {
  ENTWICKLUNGSBENUTZER,
  LokaleBenutzerquelle,
  type Benutzer,
  type Benutzerquelle,
} from './benutzer.ts';
import { Anmeldebremse, STANDARD_BREMSGRENZEN } from './anmeldebremse.ts';
import { kommtVonHier } from './herkunft.ts';
import { erlaubeLeerenJsonKoerper } from './leerer-json-koerper.ts';
import { KontoRepository } from './konto-repository.ts';
import { OidcAnmeldung } from './oidc.ts';
import type { OidcKonfiguration } from './oidc-konfiguration.ts';
import { oidcRouten, OIDC_START_PFAD } from './oidc-routen.ts';
import { SitzungsRepository, type GespeicherteSitzung } from './sitzungs-repository.ts';
import { authTexte } from './texte.ts';
import { verweigereUnzulaessigeZeichen } from './unzulaessige-zeichen.ts';
import { hashParameter, sichererHash, sicheresZiel, zielParameter } from './ziel.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Signed-in user (or the stand-in without security); null = anonymous. */
    benutzer: Benutzer | null;
  }
  interface FastifyInstance {
    /** Route hook that sets `request.benutzer` from the session cookie (one database lookup). */
    benutzerErmitteln: onRequestHookHandler;
  }
}

export const SITZUNGS_COOKIE = 'mietspiegel_sitzung';

export interface AnmeldungOptionen {
  /** The database, opened on first use (a calculator-only request never waits for it). */
  db: DbZugang;
  /** MIETSPIEGEL_NO_SECURITY=true */
  keineSicherheit: boolean;
  /** Idle time after which a session ends. */
  sitzungsdauerMs: number;
  /** Default: local accounts in the database. */
  benutzerquelle?: Benutzerquelle;
  /** Sign-in through OpenID Connect (issue 12 §1); null/absent = local accounts. */
  oidc?: OidcKonfiguration | null;
  uhr?: () => Date;
}

/**
 * The path as the router sees it: percent-decoded, dot segments resolved, repeated slashes
 * collapsed – so `/%61uth/…` or `/x/../auth/…` cannot slip past the /auth/ guard.
 */
export function normalisierterPfad(url: string): string {
  const roh = url.split('?')[0] ?? '';
  let pfad: string;
  try {
    pfad = decodeURIComponent(roh);
  } catch {
    pfad = roh;
  }
  try {
    pfad = new URL(pfad.replace(/\\/g, '/').replace(/\/{2,}/g, '/'), 'http://pfad.invalid')
      .pathname;
  } catch {
    // keep as is
  }
  return pfad.replace(/\/{2,}/g, '/');
}

function istAuthPfad(pfad: string): boolean {
  return pfad === '/auth' || pfad.startsWith('/auth/');
}

function hashe(sitzungsId: string): string {
  return createHash('sha256').update(sitzungsId).digest('hex');
}

async function anmeldungPlugin(app: FastifyInstance, o: AnmeldungOptionen): Promise<void> {
  const uhr = o.uhr ?? (() => new Date());
  const sitzungen = new SitzungsRepository(o.db);
  const quelle = o.benutzerquelle ?? new LokaleBenutzerquelle(new KontoRepository(o.db));
  const bremse = new Anmeldebremse(STANDARD_BREMSGRENZEN, uhr, o.db);
  const oidc = o.oidc ? new OidcAnmeldung(o.oidc) : null;

  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  app.decorateRequest('benutzer', null);

  const cookieOptionen = (request: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' }) as const;

  async function benutzerAusSitzung(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Benutzer | null> {
    const id = request.cookies[SITZUNGS_COOKIE];
    if (!id) return null;
    const idHash = hashe(id);
    const jetzt = uhr();
    const sitzung = await sitzungen.finde(idHash, jetzt);
    if (!sitzung) {
      reply.clearCookie(SITZUNGS_COOKIE, cookieOptionen(request));
      return null;
    }
    // A session counts only for the sign-in it was made by: after a switch between local
    // accounts and OpenID Connect, the other kind's sessions are over.
    let benutzer: Benutzer | null = null;
    if (oidc) {
      if (sitzung.oidc)
        benutzer = { name: sitzung.benutzername, berechtigungen: sitzung.oidc.berechtigungen };
    } else if (!sitzung.oidc) {
      benutzer = await quelle.ladeBenutzer(sitzung.benutzername);
    }
    if (!benutzer) {
      await sitzungen.loesche(idHash);
      reply.clearCookie(SITZUNGS_COOKIE, cookieOptionen(request));
      return null;
    }
    // Sliding renewal, written at most once per half session lifetime.
    if (sitzung.laeuftAb.getTime() - jetzt.getTime() < o.sitzungsdauerMs / 2) {
      await sitzungen.verlaengere(idHash, new Date(jetzt.getTime() + o.sitzungsdauerMs));
    }
    return benutzer;
  }

  app.decorate('benutzerErmitteln', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!o.keineSicherheit) request.benutzer = await benutzerAusSitzung(request, reply);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (o.keineSicherheit) {
      request.benutzer = ENTWICKLUNGSBENUTZER;
      return;
    }
    // The /auth/ guard covers every file under /auth/, so it is the one global lookup.
    if (!istAuthPfad(normalisierterPfad(request.url))) return;
    request.benutzer = await benutzerAusSitzung(request, reply);
    if (request.benutzer) return;
    if (request.method === 'GET' || request.method === 'HEAD') {
      // The hash route (#/save) stays with the browser: it keeps it across this redirect.
      return reply.redirect(`/anmeldung?ziel=${encodeURIComponent(request.url)}`, 302);
    }
    return reply.code(401).send(fehlerAntwort('', authTexte.nichtAngemeldet));
  });

  /** A new session for a signed-in user; the old one of this browser ends. */
  async function neueSitzung(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    oidcDaten: GespeicherteSitzung['oidc'] = null,
  ): Promise<void> {
    const jetzt = uhr();
    await sitzungen.loescheAbgelaufene(jetzt);
    // A new id on every sign-in (no session fixation); the old session ends.
    const alt = request.cookies[SITZUNGS_COOKIE];
    if (alt) await sitzungen.loesche(hashe(alt));
    const id = randomBytes(32).toString('base64url');
    await sitzungen.legeAn(
      hashe(id),
      name,
      new Date(jetzt.getTime() + o.sitzungsdauerMs),
      oidcDaten,
    );
    reply.setCookie(SITZUNGS_COOKIE, id, cookieOptionen(request));
    request.log.info({ benutzer: name }, 'Anmeldung erfolgreich');
  }

  await app.register(anmeldeRouten, {
    ...o,
    uhr,
    sitzungen,
    quelle,
    bremse,
    cookieOptionen,
    neueSitzung,
    oidcAnmeldung: oidc,
  });
  if (oidc && o.oidc) {
    await app.register(oidcRouten, {
      oidc,
      konfiguration: o.oidc,
      uhr,
      neueSitzung,
      cookieOptionen,
    });
  }
}
// Not encapsulated (fastify-plugin): the decorator and the hook apply to the whole app.
const anmeldungFuerDieApp = fp(anmeldungPlugin, { name: 'anmeldung' });
export { anmeldungFuerDieApp as anmeldungPlugin };

interface RoutenOptionen extends AnmeldungOptionen {
  uhr: () => Date;
  sitzungen: SitzungsRepository;
  quelle: Benutzerquelle;
  bremse: Anmeldebremse;
  cookieOptionen: CookieOptionen;
  neueSitzung: NeueSitzung;
  oidcAnmeldung: OidcAnmeldung | null;
}

export type CookieOptionen = (request: FastifyRequest) => {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
};
export type NeueSitzung = (
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  oidc?: GespeicherteSitzung['oidc'],
) => Promise<void>;

interface AnmeldeFormular {
  name?: unknown;
  passwort?: unknown;
  ziel?: unknown;
  hash?: unknown;
}

// The contract (vertrag/). The form is read by the handler, which answers every mistake with
// the sign-in page in German (a value that is no text counts as empty), so Fastify's check of
// the form only attaches its result (`attachValidation`).
const TAGS = ['Anmeldung'] as const;
const HTML_SEITE = antwort(
  'Die Anmeldeseite (HTML), bei Fehlern mit deutscher Meldung',
  z.string(),
  'text/html',
);
const anmeldeFormular = z.object({
  name: abfrageText('Anmeldename'),
  passwort: abfrageText('Passwort'),
  ziel: zielParameter(),
  hash: hashParameter(),
});

async function anmeldeRouten(fastify: FastifyInstance, o: RoutenOptionen): Promise<void> {
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

  app.post(
    '/anmeldung',
    {
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
      attachValidation: true,
    },
    async (request, reply) => {
      // the form as it came (attachValidation): every field is read defensively below
      const body = (request.body ?? {}) as AnmeldeFormular;
      const ziel = sicheresZiel(body.ziel);
      const hash = sichererHash(body.hash);
      const name = typeof body.name === 'string' ? body.name.trim().slice(0, 200) : '';
      const passwort = typeof body.passwort === 'string' ? body.passwort : '';
      const antwort = (status: number, fehler: string) =>
        seite(reply, status, anmeldeseite({ ziel, hash, name, fehler }));

      if (!kommtVonHier(request)) return antwort(403, authTexte.fremdeHerkunft);
      if (o.oidcAnmeldung) {
        const erneutAdresse = `/anmeldung?ziel=${encodeURIComponent(ziel)}`;
        const meldung = authTexte.oidcKeinPasswort;
        return seite(reply, 403, oidcFehlerseite({ meldung, erneutAdresse }));
      }
      if (name === '' || passwort === '') return antwort(400, authTexte.felderLeer);

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
        // Usually the database is down, then this fails too and the reservation ends by itself
        // (Bremsgrenzen.pruefdauerMs); the original error is the answer (503).
        await o.bremse.freigeben(reserviert.versuch).catch(() => undefined);
        throw fehler;
      }
      if (!benutzer) {
        await o.bremse.fehlgeschlagen(reserviert.versuch);
        request.log.info({ ip: request.ip }, 'Anmeldung fehlgeschlagen');
        return antwort(401, authTexte.fehlgeschlagen);
      }
      await o.bremse.erfolgreich(reserviert.versuch);
      await o.neueSitzung(request, reply, benutzer.name);
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
      const id = request.cookies[SITZUNGS_COOKIE];
      // The ID token is read before the session goes: the provider's logout wants it as hint.
      const sitzung = id && o.oidcAnmeldung ? await o.sitzungen.finde(hashe(id), o.uhr()) : null;
      if (id) await o.sitzungen.loesche(hashe(id));
      reply.clearCookie(SITZUNGS_COOKIE, o.cookieOptionen(request));
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

/**
 * Route hook: 401 without a user, 403 without the permission (JSON envelope of the API).
 * Use as `onRequest` so nothing is parsed for callers who may not call the route.
 */
export function verlangeBerechtigung(berechtigung: string): onRequestHookHandler {
  return async (request, reply) => {
    if (!request.benutzer)
      return reply.code(401).send(fehlerAntwort('', authTexte.nichtAngemeldet));
    if (!request.benutzer.berechtigungen.includes(berechtigung)) {
      return reply.code(403).send(fehlerAntwort('', authTexte.keineBerechtigung));
    }
  };
}
