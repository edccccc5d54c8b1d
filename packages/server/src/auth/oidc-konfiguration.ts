/**
 * Environment variables of the sign-in through OpenID Connect (issue 12 §1; README
 * "Anmeldung über OpenID Connect"). Without OIDC_ISSUER the local accounts sign in as before.
 */
import { ALLE_BERECHTIGUNGEN } from './benutzer.ts';

/** The one path the provider sends the browser back to (register OIDC_REDIRECT_URI with it). */
export const OIDC_RUECKKEHR_PFAD = '/anmeldung/oidc/callback';
/** Where the provider sends the browser after its logout (register it as post-logout address). */
export const NACH_ABMELDUNG_PFAD = '/loggedout.html';

export interface OidcKonfiguration {
  /** OIDC_ISSUER: the provider's issuer address; its discovery document is read on first use. */
  issuer: URL;
  /** OIDC_CLIENT_ID, OIDC_CLIENT_SECRET (client_secret_basic). */
  clientId: string;
  clientSecret: string;
  /** OIDC_REDIRECT_URI: our callback as the browser reaches it, path OIDC_RUECKKEHR_PFAD. */
  redirectUri: URL;
  /** Same origin as the redirect address, path NACH_ABMELDUNG_PFAD. */
  nachAbmeldungUri: URL;
  /** OIDC_SCOPE, default "openid profile". */
  scope: string;
  /** OIDC_BERECHTIGUNGEN_CLAIM, default "authorities": dot path into the claims. */
  berechtigungenClaim: string[];
  /** OIDC_ROLLEN_ZUORDNUNG: provider role → our permission. */
  rollenZuordnung: Map<string, string>;
  /**
   * OIDC_ERLAUBE_HTTP=true: http instead of https for issuer and redirect address. Only for a
   * provider on this machine in tests and development (openid-client's allowInsecureRequests);
   * in operation the provider's answers must come over TLS.
   */
  erlaubeHttp: boolean;
}

type Umgebung = Record<string, string | undefined>;

/** null = OIDC not configured (local accounts); adds a line to `probleme` per invalid value. */
export function leseOidcKonfiguration(env: Umgebung, probleme: string[]): OidcKonfiguration | null {
  const wert = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  const namen = [
    'OIDC_ISSUER',
    'OIDC_CLIENT_ID',
    'OIDC_CLIENT_SECRET',
    'OIDC_REDIRECT_URI',
    'OIDC_SCOPE',
    'OIDC_BERECHTIGUNGEN_CLAIM',
    'OIDC_ROLLEN_ZUORDNUNG',
    'OIDC_ERLAUBE_HTTP',
  ];
  const issuerRoh = wert('OIDC_ISSUER');
  if (issuerRoh === undefined) {
    const gesetzt = namen.filter((n) => wert(n) !== undefined);
    if (gesetzt.length > 0) {
      probleme.push(
        `${gesetzt.join(', ')} gesetzt, aber OIDC_ISSUER fehlt / set without OIDC_ISSUER (für die Anmeldung über OpenID Connect OIDC_ISSUER setzen, sonst alle OIDC_-Variablen entfernen)`,
      );
    }
    return null;
  }
  const vorher = probleme.length;

  const http = (wert('OIDC_ERLAUBE_HTTP') ?? 'false').toLowerCase();
  if (http !== 'true' && http !== 'false') {
    probleme.push(`OIDC_ERLAUBE_HTTP="${http}" muss true oder false sein / must be true or false`);
  }
  const erlaubeHttp = http === 'true';

  const adresse = (name: string, roh: string | undefined): URL | null => {
    if (roh === undefined) {
      probleme.push(
        `${name} fehlt / is missing (nötig mit OIDC_ISSUER / required with OIDC_ISSUER)`,
      );
      return null;
    }
    let url: URL;
    try {
      url = new URL(roh);
    } catch {
      probleme.push(`${name}="${roh}" ist keine Adresse / is not a URL`);
      return null;
    }
    if (url.protocol === 'https:' || (erlaubeHttp && url.protocol === 'http:')) return url;
    probleme.push(
      `${name}="${roh}" muss mit https:// beginnen / must use https (http nur mit OIDC_ERLAUBE_HTTP=true für Tests und Entwicklung)`,
    );
    return null;
  };
  const issuer = adresse('OIDC_ISSUER', issuerRoh);
  const redirectUri = adresse('OIDC_REDIRECT_URI', wert('OIDC_REDIRECT_URI'));
  if (redirectUri && (redirectUri.pathname !== OIDC_RUECKKEHR_PFAD || redirectUri.search !== '')) {
    probleme.push(
      `OIDC_REDIRECT_URI="${redirectUri.href}" muss auf ${OIDC_RUECKKEHR_PFAD} dieses Servers zeigen / must point to ${OIDC_RUECKKEHR_PFAD} (z. B. https://mietspiegel.example.de${OIDC_RUECKKEHR_PFAD})`,
    );
  }

  const clientId = wert('OIDC_CLIENT_ID');
  if (clientId === undefined) probleme.push('OIDC_CLIENT_ID fehlt / is missing');
  const clientSecret = wert('OIDC_CLIENT_SECRET');
  if (clientSecret === undefined) probleme.push('OIDC_CLIENT_SECRET fehlt / is missing');
  else if (clientSecret.length < 16) {
    // It also keys the encrypted sign-in cookie (oidc-vorgang.ts).
    probleme.push('OIDC_CLIENT_SECRET ist kürzer als 16 Zeichen / is shorter than 16 characters');
  }

  const scope = wert('OIDC_SCOPE') ?? 'openid profile';
  if (!scope.split(/\s+/).includes('openid')) {
    probleme.push(`OIDC_SCOPE="${scope}" muss „openid“ enthalten / must contain "openid"`);
  }

  const claimRoh = wert('OIDC_BERECHTIGUNGEN_CLAIM') ?? 'authorities';
  const berechtigungenClaim = claimRoh.split('.');
  if (berechtigungenClaim.some((teil) => teil === '' || /\s/.test(teil))) {
    probleme.push(
      `OIDC_BERECHTIGUNGEN_CLAIM="${claimRoh}" ist kein Claim-Pfad wie „roles“ oder „resource_access.mietspiegel.roles“ / is not a claim path`,
    );
  }

  const rollenZuordnung = new Map<string, string>();
  for (const eintrag of (wert('OIDC_ROLLEN_ZUORDNUNG') ?? '').split(',')) {
    if (eintrag.trim() === '') continue;
    const gleich = eintrag.lastIndexOf('=');
    const rolle = eintrag.slice(0, gleich).trim();
    const recht = eintrag.slice(gleich + 1).trim();
    if (gleich < 0 || rolle === '' || !(ALLE_BERECHTIGUNGEN as readonly string[]).includes(recht)) {
      probleme.push(
        `OIDC_ROLLEN_ZUORDNUNG: „${eintrag.trim()}“ ist nicht „Rolle=${ALLE_BERECHTIGUNGEN[0]}“ / is not "role=permission" (erlaubt / allowed: ${ALLE_BERECHTIGUNGEN.join(', ')})`,
      );
      continue;
    }
    rollenZuordnung.set(rolle, recht);
  }

  if (probleme.length > vorher || !issuer || !redirectUri || !clientId || !clientSecret)
    return null;
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    nachAbmeldungUri: new URL(NACH_ABMELDUNG_PFAD, redirectUri),
    scope,
    berechtigungenClaim,
    rollenZuordnung,
    erlaubeHttp,
  };
}
