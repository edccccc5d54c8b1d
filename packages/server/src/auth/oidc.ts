/**
 * The OpenID Connect client (issue 12 §1) on openid-client: authorization code flow with PKCE,
 * state and nonce, and RP-initiated logout where the provider offers it.
 *
 * The provider's discovery document is read on first use, not at start: a provider that is down
 * must not stop the server, whose calculator does not need it. A failed read is tried again on
 * the next sign-in.
 */
import * as client from 'openid-client';
import { benutzernameAus, berechtigungenAus, hatClaim } from './oidc-berechtigungen.ts';
import type { OidcKonfiguration } from './oidc-konfiguration.ts';
import type { Vorgang } from './oidc-vorgang.ts';

/** Seconds openid-client waits for each answer of the provider. */
const ZEITLIMIT_S = 10;
/** How long the start of a sign-in waits for the provider's sign-in address to answer at all. */
const PRUEF_ZEITLIMIT_MS = 3_000;

/** Why a sign-in through the provider failed; each kind has its German page (anmeldung.ts). */
export type OidcFehlerArt =
  /** The provider could not be reached or answered with a server error: try again later. */
  | 'nichtErreichbar'
  /** The answer does not belong to this sign-in (state, nonce, PKCE) or is malformed. */
  | 'nichtBestaetigt'
  /** The provider reports an error (the user cancelled, access denied). */
  | 'abgelehnt';

export class OidcFehler extends Error {
  readonly art: OidcFehlerArt;

  constructor(art: OidcFehlerArt, ursache: unknown) {
    super(`OIDC: ${art}`, { cause: ursache });
    this.art = art;
    this.name = 'OidcFehler';
  }
}

export interface OidcBenutzer {
  name: string;
  berechtigungen: string[];
  /** For the provider's logout (id_token_hint). */
  idToken: string;
}

function istNetzwerkfehler(fehler: unknown): boolean {
  for (let f: unknown = fehler, tiefe = 0; f && tiefe < 8; tiefe++) {
    if (f instanceof TypeError) return true; // fetch failed: refused, DNS, reset
    if (f instanceof Error && (f.name === 'TimeoutError' || f.name === 'AbortError')) return true;
    f = (f as { cause?: unknown }).cause;
  }
  return false;
}

function einordnen(fehler: unknown): OidcFehler {
  if (fehler instanceof OidcFehler) return fehler;
  if (istNetzwerkfehler(fehler)) return new OidcFehler('nichtErreichbar', fehler);
  if (fehler instanceof client.AuthorizationResponseError)
    return new OidcFehler('abgelehnt', fehler);
  if (fehler instanceof client.ResponseBodyError && fehler.status >= 500) {
    return new OidcFehler('nichtErreichbar', fehler);
  }
  // 4xx of the token endpoint: a code that is not valid (again) or a PKCE verifier that does not fit.
  if (fehler instanceof client.ResponseBodyError) return new OidcFehler('nichtBestaetigt', fehler);
  if (fehler instanceof client.ClientError) return new OidcFehler('nichtBestaetigt', fehler);
  return new OidcFehler('nichtErreichbar', fehler);
}

export class OidcAnmeldung {
  private readonly k: OidcKonfiguration;
  private konfiguration: Promise<client.Configuration> | undefined;

  constructor(k: OidcKonfiguration) {
    this.k = k;
  }

  private async provider(): Promise<client.Configuration> {
    this.konfiguration ??= client
      .discovery(
        this.k.issuer,
        this.k.clientId,
        undefined,
        client.ClientSecretBasic(this.k.clientSecret),
        {
          timeout: ZEITLIMIT_S,
          ...(this.k.erlaubeHttp ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .then((konfiguration) => {
        konfiguration.timeout = ZEITLIMIT_S;
        return konfiguration;
      })
      .catch((fehler: unknown) => {
        this.konfiguration = undefined; // the next sign-in tries again
        throw einordnen(fehler);
      });
    return this.konfiguration;
  }

  /**
   * Issue 18 §7: the discovery document is kept once read, so a provider that has gone down since
   * would only show up as a browser error page after the redirect. One short request to its
   * sign-in address first: any answer but a gateway's "unavailable" means it is there (a bare
   * request without parameters may well get 400).
   */
  private async erreichbar(konfiguration: client.Configuration): Promise<void> {
    const adresse = konfiguration.serverMetadata().authorization_endpoint;
    if (adresse === undefined) return;
    let status: number;
    try {
      const antwort = await fetch(adresse, {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(PRUEF_ZEITLIMIT_MS),
      });
      status = antwort.status;
    } catch (fehler) {
      throw new OidcFehler('nichtErreichbar', fehler);
    }
    if (status === 502 || status === 503 || status === 504)
      throw new OidcFehler('nichtErreichbar', new Error(`HTTP ${status} von ${adresse}`));
  }

  /** The provider's sign-in address and the sign-in in progress to seal into the cookie. */
  async beginne(ziel: string, hash: string): Promise<{ adresse: URL; vorgang: Vorgang }> {
    const konfiguration = await this.provider();
    await this.erreichbar(konfiguration);
    const vorgang: Vorgang = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      pkceVerifier: client.randomPKCECodeVerifier(),
      ziel,
      hash,
    };
    const adresse = client.buildAuthorizationUrl(konfiguration, {
      redirect_uri: this.k.redirectUri.href,
      scope: this.k.scope,
      response_type: 'code',
      state: vorgang.state,
      nonce: vorgang.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(vorgang.pkceVerifier),
      code_challenge_method: 'S256',
    });
    return { adresse, vorgang };
  }

  /**
   * Checks the provider's answer against the sign-in in progress (state, then the code with the
   * PKCE verifier at the token endpoint, then the ID token's nonce) and reads the user's claims
   * – from the ID token, and from userinfo when the permissions are not in it.
   */
  async beende(rueckkehr: URL, vorgang: Vorgang): Promise<OidcBenutzer> {
    const konfiguration = await this.provider();
    try {
      const tokens = await client.authorizationCodeGrant(konfiguration, rueckkehr, {
        pkceCodeVerifier: vorgang.pkceVerifier,
        expectedState: vorgang.state,
        expectedNonce: vorgang.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      const idToken = tokens.id_token;
      if (!idClaims || !idToken) throw new client.ClientError('ID Token fehlt');
      let claims: Record<string, unknown> = { ...idClaims };
      if (
        !hatClaim(claims, this.k.berechtigungenClaim) &&
        konfiguration.serverMetadata().userinfo_endpoint
      ) {
        const info = await client.fetchUserInfo(konfiguration, tokens.access_token, idClaims.sub);
        claims = { ...info, ...idClaims, ...pickePfad(info, this.k.berechtigungenClaim) };
      }
      const name = benutzernameAus(claims);
      if (name === '') throw new client.ClientError('kein Benutzername in den Claims');
      return {
        name,
        berechtigungen: berechtigungenAus(
          claims,
          this.k.berechtigungenClaim,
          this.k.rollenZuordnung,
        ),
        idToken,
      };
    } catch (fehler) {
      throw einordnen(fehler);
    }
  }

  /**
   * The provider's logout address (RP-initiated logout), or null when the provider offers none
   * or cannot be reached – our own session is ended either way.
   */
  async abmeldeAdresse(idToken: string | null): Promise<URL | null> {
    let konfiguration: client.Configuration;
    try {
      konfiguration = await this.provider();
    } catch {
      return null;
    }
    if (!konfiguration.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(konfiguration, {
      client_id: this.k.clientId,
      post_logout_redirect_uri: this.k.nachAbmeldungUri.href,
      ...(idToken ? { id_token_hint: idToken } : {}),
    });
  }
}

/** The first part of the claim path from userinfo (the ID token's own claims win otherwise). */
function pickePfad(
  info: Record<string, unknown>,
  pfad: readonly string[],
): Record<string, unknown> {
  const erstes = pfad[0];
  return erstes !== undefined && erstes in info ? { [erstes]: info[erstes] } : {};
}
