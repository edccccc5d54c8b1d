/**
 * Sign-in and access (spezifikation.md §6, §7), the plugin that wires them into the app:
 * - only routes that need the user look up the session (`app.benutzerErmitteln` as their
 *   `onRequest` hook, and the /auth/ guard): the public calculator never touches the database,
 *   whatever cookie it is sent (issue 9 A5); the session itself: sitzungen.ts;
 * - /auth/… without a session → 302 to /anmeldung, which returns to the page and hash route;
 * - GET/POST /anmeldung (HTML form), POST /logout, GET /api/sso/userinfo: anmelde-routes.ts;
 * - `keineSicherheit` (MIETSPIEGEL_NO_SECURITY): everyone is 'entwicklung' with every permission;
 * - with OpenID Connect configured (issue 12 §1, `oidc`): /anmeldung sends the browser on to the
 *   provider (oidc-routes.ts) instead of showing the password form; the session is the same,
 *   but keeps the permissions the provider granted – local accounts cannot sign in then.
 *
 * Registered on the root instance (not encapsulated) so `request.benutzer`,
 * `app.benutzerErmitteln` and the `verlangeBerechtigung` hook (berechtigung.ts) work in every
 * other plugin.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DbZugang } from '../db/schema.ts';
import { fehlerAntwort } from '../fehler.ts';
import { anmeldeRoutes } from './anmelde-routes.ts';
import { Anmeldebremse, STANDARD_BREMSGRENZEN } from './anmeldebremse.ts';
import {
  ENTWICKLUNGSBENUTZER,
  LokaleBenutzerquelle,
  type Benutzer,
  type Benutzerquelle,
} from './benutzer.ts';
import { KontoRepository } from './konto-repository.ts';
import { OidcAnmeldung } from './oidc.ts';
import type { OidcKonfiguration } from './oidc-konfiguration.ts';
import { oidcRoutes } from './oidc-routes.ts';
import { cookieOptionen, sitzungen as erzeugeSitzungen } from './sitzungen.ts';
import { SitzungsRepository } from './sitzungs-repository.ts';
import { authTexte } from './texte.ts';

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

async function anmeldungPlugin(app: FastifyInstance, o: AnmeldungOptionen): Promise<void> {
  const uhr = o.uhr ?? (() => new Date());
  const quelle = o.benutzerquelle ?? new LokaleBenutzerquelle(new KontoRepository(o.db));
  const bremse = new Anmeldebremse(STANDARD_BREMSGRENZEN, uhr, o.db);
  const oidc = o.oidc ? new OidcAnmeldung(o.oidc) : null;
  const sitzungen = erzeugeSitzungen({
    repository: new SitzungsRepository(o.db),
    quelle,
    mitOidc: oidc !== null,
    dauerMs: o.sitzungsdauerMs,
    uhr,
  });

  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  app.decorateRequest('benutzer', null);

  app.decorate('benutzerErmitteln', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!o.keineSicherheit) request.benutzer = await sitzungen.benutzerAusSitzung(request, reply);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (o.keineSicherheit) {
      request.benutzer = ENTWICKLUNGSBENUTZER;
      return;
    }
    // The /auth/ guard covers every file under /auth/, so it is the one global lookup.
    if (!istAuthPfad(normalisierterPfad(request.url))) return;
    request.benutzer = await sitzungen.benutzerAusSitzung(request, reply);
    if (request.benutzer) return;
    if (request.method === 'GET' || request.method === 'HEAD') {
      // The hash route (#/save) stays with the browser: it keeps it across this redirect.
      return reply.redirect(`/anmeldung?ziel=${encodeURIComponent(request.url)}`, 302);
    }
    return reply.code(401).send(fehlerAntwort('', authTexte.nichtAngemeldet));
  });

  await app.register(anmeldeRoutes, { sitzungen, quelle, bremse, oidcAnmeldung: oidc });
  if (oidc && o.oidc) {
    await app.register(oidcRoutes, {
      oidc,
      konfiguration: o.oidc,
      uhr,
      neueSitzung: sitzungen.neueSitzung,
      cookieOptionen,
    });
  }
}
// Not encapsulated (fastify-plugin): the decorator and the hook apply to the whole app.
const anmeldungFuerDieApp = fp(anmeldungPlugin, { name: 'anmeldung' });
export { anmeldungFuerDieApp as anmeldungPlugin };
