/**
 * The two routes of the sign-in through OpenID Connect (issue 12 §1), registered only when it
 * is configured:
 * - GET /anmeldung/oidc/start?ziel=&hash= seals state, nonce and PKCE verifier into a cookie
 *   (oidc-vorgang.ts) and sends the browser to the provider;
 * - GET /anmeldung/oidc/callback takes the provider's answer, checks it with openid-client and
 *   makes our own session (the same as a local sign-in), then 303 to the target.
 * A failure gives a German page and no session: 400 when the answer does not belong to this
 * sign-in (state, nonce, PKCE, an expired or missing cookie) or the provider reports an error;
 * 503 with Retry-After when the provider cannot be reached – a passing state of a service we
 * depend on, not the user's fault, and nothing else of the server is affected.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ALLGEMEINE_FEHLER, antwort, ohneKoerper } from '../vertrag/antworten.ts';
import type { CookieOptionen, NeueSitzung } from './sitzungen.ts';
import { oidcFehlerseite } from './anmeldeseite.ts';
import { OidcFehler, type OidcAnmeldung, type OidcFehlerArt } from './oidc.ts';
import { OIDC_RUECKKEHR_PFAD, type OidcKonfiguration } from './oidc-konfiguration.ts';
import { VORGANG_DAUER_MS, VORGANGS_COOKIE, VorgangsSiegel } from './oidc-vorgang.ts';
import { authTexte } from './texte.ts';
import { hashParameter, sichererHash, sicheresZiel, zielParameter } from './ziel.ts';

export const OIDC_START_PFAD = '/anmeldung/oidc/start';

export interface OidcRoutesOptionen {
  oidc: OidcAnmeldung;
  konfiguration: OidcKonfiguration;
  uhr: () => Date;
  neueSitzung: NeueSitzung;
  cookieOptionen: CookieOptionen;
}

const TAGS = ['Anmeldung'] as const;
const WEITER = ohneKoerper('Weiter (zum Anmeldedienst bzw. zum Ziel, Location)');
const FEHLERSEITE = antwort('Deutsche Fehlerseite (HTML), keine Sitzung', z.string(), 'text/html');

const MELDUNGEN: Record<OidcFehlerArt | 'vorgangFehlt', { status: number; text: string }> = {
  nichtErreichbar: { status: 503, text: authTexte.oidcNichtErreichbar },
  nichtBestaetigt: { status: 400, text: authTexte.oidcNichtBestaetigt },
  abgelehnt: { status: 400, text: authTexte.oidcAbgelehnt },
  vorgangFehlt: { status: 400, text: authTexte.oidcVorgangFehlt },
};

export async function oidcRoutes(fastify: FastifyInstance, o: OidcRoutesOptionen): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const siegel = new VorgangsSiegel(o.konfiguration.clientSecret);
  // Sent only to the callback; Lax reaches it, as the provider's redirect is a top-level GET.
  const vorgangsCookie = (request: Parameters<CookieOptionen>[0]) => ({
    ...o.cookieOptionen(request),
    path: '/anmeldung/oidc/',
  });

  function fehlerseite(
    reply: FastifyReply,
    art: OidcFehlerArt | 'vorgangFehlt',
    ziel: string,
  ): FastifyReply {
    const { status, text } = MELDUNGEN[art];
    if (status === 503) reply.header('retry-after', '30');
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        oidcFehlerseite({
          meldung: text,
          erneutAdresse: `/anmeldung?ziel=${encodeURIComponent(ziel)}`,
        }),
      );
  }

  app.get(
    OIDC_START_PFAD,
    {
      schema: {
        tags: TAGS,
        summary: 'Anmeldung über OpenID Connect beginnen',
        querystring: z.looseObject({ ziel: zielParameter(), hash: hashParameter() }),
        response: { 302: WEITER, ...ALLGEMEINE_FEHLER, 503: FEHLERSEITE },
      },
    },
    async (request, reply) => {
      const ziel = sicheresZiel(request.query.ziel);
      const hash = sichererHash(request.query.hash);
      let beginn;
      try {
        beginn = await o.oidc.beginne(ziel, hash);
      } catch (fehler) {
        if (!(fehler instanceof OidcFehler)) throw fehler;
        request.log.warn({ err: fehler.cause }, 'Anmeldedienst nicht erreichbar (OIDC discovery)');
        return fehlerseite(reply, fehler.art, ziel);
      }
      reply.setCookie(VORGANGS_COOKIE, await siegel.versiegle(beginn.vorgang, o.uhr()), {
        ...vorgangsCookie(request),
        maxAge: VORGANG_DAUER_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(beginn.adresse.href, 302);
    },
  );

  app.get(
    OIDC_RUECKKEHR_PFAD,
    {
      schema: {
        tags: TAGS,
        summary:
          'Rückkehr vom Anmeldedienst (redirect_uri): prüft die Antwort, legt die Sitzung an',
        response: { 303: WEITER, 400: FEHLERSEITE, ...ALLGEMEINE_FEHLER, 503: FEHLERSEITE },
      },
    },
    async (request, reply) => {
      const vorgang = await siegel.oeffne(request.cookies[VORGANGS_COOKIE], o.uhr());
      // One answer per sign-in: the cookie goes whatever happens next.
      reply.clearCookie(VORGANGS_COOKIE, vorgangsCookie(request));
      if (!vorgang) return fehlerseite(reply, 'vorgangFehlt', '/');
      const suche = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const rueckkehr = new URL(suche, o.konfiguration.redirectUri);
      let benutzer;
      try {
        benutzer = await o.oidc.beende(rueckkehr, vorgang);
      } catch (fehler) {
        if (!(fehler instanceof OidcFehler)) throw fehler;
        request.log.warn(
          { err: fehler.cause, art: fehler.art },
          'Anmeldung über OpenID Connect fehlgeschlagen',
        );
        return fehlerseite(reply, fehler.art, vorgang.ziel);
      }
      await o.neueSitzung(request, reply, benutzer.name, {
        berechtigungen: benutzer.berechtigungen,
        idToken: benutzer.idToken,
      });
      // The same check as after a local sign-in: target and hash judged together once more.
      return reply
        .header('cache-control', 'no-store')
        .redirect(sicheresZiel(sicheresZiel(vorgang.ziel) + sichererHash(vorgang.hash)), 303);
    },
  );
}
