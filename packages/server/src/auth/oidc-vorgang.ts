/**
 * The sign-in in progress (state, nonce, PKCE verifier, return target) between the redirect to
 * the provider and its answer. It lives in a short-lived cookie, not in process memory: the
 * callback may reach another instance (issue 12 §2). The cookie is an encrypted JWT (jose,
 * compact JWE `dir` + A256GCM) whose `exp` ends the sign-in after VORGANG_DAUER_MS and whose
 * `typ` binds it to this one purpose. The key is derived (HKDF) from OIDC_CLIENT_SECRET, which
 * every instance of one installation shares; the browser can neither read nor change the content.
 */
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

export const VORGANGS_COOKIE = 'mietspiegel_oidc_vorgang';
/** Time the user has at the provider's sign-in page. */
export const VORGANG_DAUER_MS = 10 * 60_000;
const TYP = 'mietspiegel-oidc-vorgang';

export interface Vorgang {
  state: string;
  nonce: string;
  pkceVerifier: string;
  /** Already judged by `sicheresZiel`, judged again after the return. */
  ziel: string;
  hash: string;
}

export class VorgangsSiegel {
  private readonly schluessel: Uint8Array;

  constructor(clientSecret: string) {
    this.schluessel = new Uint8Array(
      hkdfSync('sha256', clientSecret, 'mietspiegel', 'oidc-vorgang-cookie', 32),
    );
  }

  versiegle(vorgang: Vorgang, jetzt: Date): Promise<string> {
    return new EncryptJWT({ ...vorgang })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', typ: TYP })
      .setIssuedAt(jetzt)
      .setExpirationTime(new Date(jetzt.getTime() + VORGANG_DAUER_MS))
      .encrypt(this.schluessel);
  }

  /** null for anything not sealed by us, changed, or expired at `jetzt`. */
  async oeffne(roh: string | undefined, jetzt: Date): Promise<Vorgang | null> {
    if (!roh || roh.length > 4096) return null;
    try {
      const { payload } = await jwtDecrypt(roh, this.schluessel, {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
        typ: TYP,
        currentDate: jetzt,
        requiredClaims: ['exp'],
      });
      const { state, nonce, pkceVerifier, ziel, hash } = payload as Record<keyof Vorgang, unknown>;
      const vorgang = { state, nonce, pkceVerifier, ziel, hash };
      return Object.values(vorgang).every((t) => typeof t === 'string')
        ? (vorgang as Vorgang)
        : null;
    } catch {
      return null;
    }
  }
}
