/**
 * The sign-in in progress (state, nonce, PKCE verifier, return target) between the redirect to
 * the provider and its answer. It lives in a short-lived cookie, encrypted and authenticated with
 * AES-256-GCM, not in process memory: the callback may reach another instance (issue 12 §2).
 * The key is derived (HKDF) from OIDC_CLIENT_SECRET, which every instance of one installation
 * shares; the browser can neither read nor change the content.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const VORGANGS_COOKIE = 'mietspiegel_oidc_vorgang';
/** Time the user has at the provider's sign-in page. */
export const VORGANG_DAUER_MS = 10 * 60_000;

export interface Vorgang {
  state: string;
  nonce: string;
  pkceVerifier: string;
  /** Already judged by `sicheresZiel`, judged again after the return. */
  ziel: string;
  hash: string;
  /** Epoch ms after which the cookie is refused even if the browser still sends it. */
  ablauf: number;
}

export class VorgangsSiegel {
  private readonly schluessel: Buffer;

  constructor(clientSecret: string) {
    this.schluessel = Buffer.from(
      hkdfSync('sha256', clientSecret, 'mietspiegel', 'oidc-vorgang-cookie', 32),
    );
  }

  versiegle(vorgang: Vorgang): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.schluessel, iv);
    const daten = Buffer.concat([cipher.update(JSON.stringify(vorgang), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), daten]).toString('base64url');
  }

  /** null for anything not sealed by us, changed, or expired at `jetzt`. */
  oeffne(roh: string | undefined, jetzt: Date): Vorgang | null {
    if (!roh || roh.length > 4096) return null;
    try {
      const bytes = Buffer.from(roh, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.schluessel, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
      const v = JSON.parse(text.toString('utf8')) as Vorgang;
      return typeof v.ablauf === 'number' && v.ablauf > jetzt.getTime() ? v : null;
    } catch {
      return null;
    }
  }
}
