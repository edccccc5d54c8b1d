/**
 * Environment variables of the sign-in through OpenID Connect (issue 12 §1; README
 * "Anmeldung über OpenID Connect"), part of konfiguration.ts's schema. Without OIDC_ISSUER the local
 * accounts sign in as before.
 */
import { z } from 'zod';
import { jaNein, wert } from '../umgebungsvariablen.ts';
import { ALLE_BERECHTIGUNGEN } from './benutzer.ts';

/** The one path the provider sends the browser back to (register OIDC_REDIRECT_URI with it). */
export const OIDC_RUECKKEHR_PFAD = '/anmeldung/oidc/callback';
/** Where the provider sends the browser after its logout (register it as post-logout address). */
export const NACH_ABMELDUNG_PFAD = '/loggedout.html';

const adresse = z.preprocess(
  wert,
  z
    .url('ist keine Adresse / is not a URL')
    .transform((roh) => new URL(roh))
    .optional(),
);
const text = z.preprocess(wert, z.string().optional());

/** Unset = OIDC off; unless OIDC_ISSUER is set, no other OIDC_ variable may be. */
export const oidcVariablen = {
  /** The provider's issuer address; its discovery document is read on first use. */
  OIDC_ISSUER: adresse,
  /** Our callback as the browser reaches it, path OIDC_RUECKKEHR_PFAD. */
  OIDC_REDIRECT_URI: adresse.refine(
    (url) => url === undefined || (url.pathname === OIDC_RUECKKEHR_PFAD && url.search === ''),
    `muss auf ${OIDC_RUECKKEHR_PFAD} dieses Servers zeigen / must point to ${OIDC_RUECKKEHR_PFAD} (z. B. https://mietspiegel.example.de${OIDC_RUECKKEHR_PFAD})`,
  ),
  /** client_secret_basic. */
  OIDC_CLIENT_ID: text,
  /** It also keys the encrypted sign-in cookie (oidc-vorgang.ts). */
  OIDC_CLIENT_SECRET: z.preprocess(
    wert,
    z
      .string()
      .min(16, 'OIDC_CLIENT_SECRET ist kürzer als 16 Zeichen / is shorter than 16 characters')
      .optional(),
  ),
  /** Default "openid profile". */
  OIDC_SCOPE: z.preprocess(
    wert,
    z
      .string()
      .refine(
        (s) => s.split(/\s+/).includes('openid'),
        'muss „openid“ enthalten / must contain "openid"',
      )
      .optional(),
  ),
  /** Default "authorities": dot path into the claims. */
  OIDC_BERECHTIGUNGEN_CLAIM: z.preprocess(
    wert,
    z
      .string()
      .transform((s) => s.split('.'))
      .refine(
        (teile) => !teile.some((teil) => teil === '' || /\s/.test(teil)),
        'ist kein Claim-Pfad wie „roles“ oder „resource_access.mietspiegel.roles“ / is not a claim path',
      )
      .optional(),
  ),
  /** Provider role → our permission, "rolle=RECHT, …". */
  OIDC_ROLLEN_ZUORDNUNG: z.preprocess(
    (roh) =>
      wert(roh)
        ?.split(',')
        .flatMap((e) => (e.trim() === '' ? [] : [e.trim()])),
    z
      .array(
        z.string().transform((eintrag, ctx) => {
          const gleich = eintrag.lastIndexOf('=');
          const rolle = eintrag.slice(0, gleich).trim();
          const recht = eintrag.slice(gleich + 1).trim();
          if (
            gleich >= 0 &&
            rolle !== '' &&
            (ALLE_BERECHTIGUNGEN as readonly string[]).includes(recht)
          )
            return [rolle, recht] as const;
          ctx.addIssue({
            code: 'custom',
            message: `OIDC_ROLLEN_ZUORDNUNG: „${eintrag}“ ist nicht „Rolle=${ALLE_BERECHTIGUNGEN[0]}“ / is not "role=permission" (erlaubt / allowed: ${ALLE_BERECHTIGUNGEN.join(', ')})`,
          });
          return z.NEVER;
        }),
      )
      .optional(),
  ),
  /**
   * true: http instead of https for issuer and redirect address. Only for a provider on this
   * machine in tests and development (openid-client's allowInsecureRequests); in operation the
   * provider's answers must come over TLS.
   */
  OIDC_ERLAUBE_HTTP: jaNein,
};

type OidcVariablen = z.output<z.ZodObject<typeof oidcVariablen>>;

/** The checks between the variables; they run beside the single variables' own. */
export function pruefeOidc(v: Partial<OidcVariablen>, ctx: z.RefinementCtx): void {
  const namen = Object.keys(oidcVariablen) as (keyof OidcVariablen)[];
  if (v.OIDC_ISSUER === undefined) {
    // OIDC_ERLAUBE_HTTP=false is as good as unset
    const gesetzt = namen.filter((n) => v[n] !== undefined && v[n] !== false);
    if (gesetzt.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `${gesetzt.join(', ')} gesetzt, aber OIDC_ISSUER fehlt / set without OIDC_ISSUER (für die Anmeldung über OpenID Connect OIDC_ISSUER setzen, sonst alle OIDC_-Variablen entfernen)`,
      });
    return;
  }
  const fehlt = (name: keyof OidcVariablen, zusatz = '') => {
    if (v[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: `fehlt / is missing${zusatz}` });
  };
  fehlt('OIDC_REDIRECT_URI', ' (nötig mit OIDC_ISSUER / required with OIDC_ISSUER)');
  fehlt('OIDC_CLIENT_ID');
  fehlt('OIDC_CLIENT_SECRET');
  for (const name of ['OIDC_ISSUER', 'OIDC_REDIRECT_URI'] as const) {
    const url = v[name];
    if (
      url instanceof URL &&
      url.protocol !== 'https:' &&
      !(v.OIDC_ERLAUBE_HTTP && url.protocol === 'http:')
    )
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message:
          'muss mit https:// beginnen / must use https (http nur mit OIDC_ERLAUBE_HTTP=true für Tests und Entwicklung)',
      });
  }
}

/** The checked variables as the sign-in uses them; null = OIDC off (local accounts). */
export function oidcKonfiguration(v: OidcVariablen) {
  const { OIDC_ISSUER: issuer, OIDC_REDIRECT_URI: redirectUri } = v;
  const { OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = v;
  if (!issuer || !redirectUri || !clientId || !clientSecret) return null;
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    /** Same origin as the redirect address, path NACH_ABMELDUNG_PFAD. */
    nachAbmeldungUri: new URL(NACH_ABMELDUNG_PFAD, redirectUri),
    scope: v.OIDC_SCOPE ?? 'openid profile',
    berechtigungenClaim: v.OIDC_BERECHTIGUNGEN_CLAIM ?? ['authorities'],
    rollenZuordnung: new Map<string, string>(v.OIDC_ROLLEN_ZUORDNUNG),
    erlaubeHttp: v.OIDC_ERLAUBE_HTTP,
  };
}

export type OidcKonfiguration = NonNullable<ReturnType<typeof oidcKonfiguration>>;
