/**
 * A real OpenID provider for the tests (issue 12 §1): panva's certified `oidc-provider` on
 * 127.0.0.1 with an ephemeral port – no hand-written fake. Its development sign-in pages accept
 * any login; `findAccount` gives each test user the claims the test sets in `konten`. Consent is
 * granted at once (first-party client), so a sign-in is: login page → back to us.
 *
 * Also used by the browser test (packages/e2e/tests/oidc.test.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export const CLIENT_ID = 'mietspiegel';
export const CLIENT_SECRET = 'ein-langes-test-geheimnis-fuer-oidc';

export interface TestAnbieter {
  /** http://127.0.0.1:<port> – the issuer. */
  readonly issuer: string;
  /** login name → claims of that user (besides `sub`, which is the login name). */
  readonly konten: Map<string, Record<string, unknown>>;
  /** The environment for our server: OIDC_* pointing at this provider. */
  umgebung(zusatz?: Record<string, string>): Record<string, string>;
  /** Stops the provider: afterwards it is unreachable (connection refused). */
  stoppe(): Promise<void>;
}

export interface AnbieterOptionen {
  /** Our callback as registered at the provider. */
  redirectUri: string;
  /** Claims also in the ID token (else only from userinfo, the provider's default for code flow). */
  claimsImIdToken?: boolean;
  /** Default: an ephemeral port. */
  port?: number;
}

async function erteileZustimmung(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client;
  const session = oidc.session;
  if (!client || !session?.accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return oidc.provider.Grant.find(grantId);
  const grant = new oidc.provider.Grant({
    clientId: client.clientId,
    accountId: session.accountId,
  });
  grant.addOIDCScope('openid profile');
  await grant.save();
  return grant;
}

export async function starteAnbieter(o: AnbieterOptionen): Promise<TestAnbieter> {
  const konten = new Map<string, Record<string, unknown>>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const nachAbmeldung = new URL('/loggedout.html', o.redirectUri).href;

  const konfiguration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [o.redirectUri],
        post_logout_redirect_uris: [nachAbmeldung],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['test-schluessel-der-cookies'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'authorities', 'roles', 'resource_access'],
    },
    conformIdTokenClaims: !o.claimsImIdToken,
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, preferred_username: sub, ...konten.get(sub) }),
    }),
    loadExistingGrant: erteileZustimmung,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  };
  const provider = new Provider(issuer, konfiguration);
  // The development pages and defaults warn on the console; tests do not need to read that.
  provider.on('server_error', (_ctx, fehler) => console.error('oidc-provider', fehler));
  server.on('request', provider.callback());

  return {
    issuer,
    konten,
    umgebung: (zusatz = {}) => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_REDIRECT_URI: o.redirectUri,
      OIDC_ERLAUBE_HTTP: 'true',
      ...zusatz,
    }),
    stoppe: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
