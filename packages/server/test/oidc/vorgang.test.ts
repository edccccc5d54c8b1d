/**
 * The sealed sign-in cookie on its own (auth/oidc-vorgang.ts): it opens only with the same
 * secret, unchanged, before its expiry, and only as a sign-in cookie.
 */
import { EncryptJWT } from 'jose';
import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VORGANG_DAUER_MS, VorgangsSiegel, type Vorgang } from '../../src/auth/oidc-vorgang.ts';

const GEHEIMNIS = 'ein-geheimnis-mit-laenge';
const VORGANG: Vorgang = { state: 's', nonce: 'n', pkceVerifier: 'p', ziel: '/', hash: '#/x' };
const JETZT = new Date('2026-11-22T09:00:00Z');

describe('VorgangsSiegel', () => {
  it('öffnet den eigenen Vorgang bis zum Ablauf, danach nicht mehr', async () => {
    const siegel = new VorgangsSiegel(GEHEIMNIS);
    const cookie = await siegel.versiegle(VORGANG, JETZT);
    expect(await siegel.oeffne(cookie, JETZT)).toEqual(VORGANG);
    const kurzVorher = new Date(JETZT.getTime() + VORGANG_DAUER_MS - 1_000);
    expect(await siegel.oeffne(cookie, kurzVorher)).toEqual(VORGANG);
    const danach = new Date(JETZT.getTime() + VORGANG_DAUER_MS);
    expect(await siegel.oeffne(cookie, danach)).toBeNull();
  });

  it('lehnt einen Vorgang mit anderem Geheimnis, ohne Zweck oder ohne Ablauf ab', async () => {
    const cookie = await new VorgangsSiegel(GEHEIMNIS).versiegle(VORGANG, JETZT);
    expect(await new VorgangsSiegel(`${GEHEIMNIS}!`).oeffne(cookie, JETZT)).toBeNull();
    const schluessel = new Uint8Array(
      hkdfSync('sha256', GEHEIMNIS, 'mietspiegel', 'oidc-vorgang-cookie', 32),
    );
    const ohneZweck = await new EncryptJWT({ ...VORGANG })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setExpirationTime(new Date(JETZT.getTime() + 60_000))
      .encrypt(schluessel);
    const ohneAblauf = await new EncryptJWT({ ...VORGANG })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', typ: 'mietspiegel-oidc-vorgang' })
      .encrypt(schluessel);
    const siegel = new VorgangsSiegel(GEHEIMNIS);
    expect(await siegel.oeffne(ohneZweck, JETZT)).toBeNull();
    expect(await siegel.oeffne(ohneAblauf, JETZT)).toBeNull();
    expect(await siegel.oeffne(undefined, JETZT)).toBeNull();
    expect(await siegel.oeffne('x'.repeat(5000), JETZT)).toBeNull();
  });
});
