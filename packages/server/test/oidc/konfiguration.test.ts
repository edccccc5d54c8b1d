/**
 * OIDC_* variables (issue 12 §1): a complete set gives the configuration; anything wrong stops
 * the start with a German line per problem (KonfigurationsFehler), never a half-configured
 * sign-in.
 */
import { describe, expect, it } from 'vitest';
import { benutzernameAus, berechtigungenAus } from '../../src/auth/oidc-berechtigungen.ts';
import { KonfigurationsFehler, ladeKonfiguration } from '../../src/konfiguration.ts';

const RECHT = 'MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE';
const GUT = {
  OIDC_ISSUER: 'https://anmeldung.example.de/realms/stadt',
  OIDC_CLIENT_ID: 'mietspiegel',
  OIDC_CLIENT_SECRET: 'ein-geheimnis-mit-laenge',
  OIDC_REDIRECT_URI: 'https://mietspiegel.example.de/anmeldung/oidc/callback',
};

function probleme(env: Record<string, string>): string[] {
  try {
    ladeKonfiguration(env);
  } catch (fehler) {
    if (fehler instanceof KonfigurationsFehler) return fehler.probleme;
    throw fehler;
  }
  return [];
}

describe('OIDC-Konfiguration', () => {
  it('ohne OIDC_ISSUER: lokale Konten (oidc null)', () => {
    expect(ladeKonfiguration({}).oidc).toBeNull();
  });

  it('vollständig: Standardwerte für Scope und Claim, Adresse nach der Abmeldung', () => {
    const k = ladeKonfiguration({
      ...GUT,
      OIDC_ROLLEN_ZUORDNUNG: `mietspiegel-schreiber=${RECHT}, admin=${RECHT}`,
    }).oidc;
    expect(k).toMatchObject({
      clientId: 'mietspiegel',
      scope: 'openid profile',
      berechtigungenClaim: ['authorities'],
      erlaubeHttp: false,
    });
    expect(k?.nachAbmeldungUri.href).toBe('https://mietspiegel.example.de/loggedout.html');
    expect([...(k?.rollenZuordnung ?? [])]).toEqual([
      ['mietspiegel-schreiber', RECHT],
      ['admin', RECHT],
    ]);
  });

  it.each([
    [{ OIDC_CLIENT_ID: 'x' }, 'OIDC_CLIENT_ID gesetzt, aber OIDC_ISSUER fehlt'],
    [{ ...GUT, OIDC_CLIENT_SECRET: '' }, 'OIDC_CLIENT_SECRET fehlt'],
    [{ ...GUT, OIDC_CLIENT_SECRET: 'kurz' }, 'OIDC_CLIENT_SECRET ist kürzer als 16 Zeichen'],
    [{ ...GUT, OIDC_REDIRECT_URI: '' }, 'OIDC_REDIRECT_URI fehlt'],
    [{ ...GUT, OIDC_ISSUER: 'http://anmeldung.example.de' }, 'muss mit https:// beginnen'],
    [
      { ...GUT, OIDC_REDIRECT_URI: 'https://mietspiegel.example.de/callback' },
      'muss auf /anmeldung/oidc/callback dieses Servers zeigen',
    ],
    [{ ...GUT, OIDC_ISSUER: 'kein url' }, 'OIDC_ISSUER="kein url" ist keine Adresse'],
    [{ ...GUT, OIDC_SCOPE: 'profile' }, 'muss „openid“ enthalten'],
    [{ ...GUT, OIDC_BERECHTIGUNGEN_CLAIM: 'resource_access..roles' }, 'ist kein Claim-Pfad'],
    [{ ...GUT, OIDC_ROLLEN_ZUORDNUNG: 'rolle=ADMIN' }, '„rolle=ADMIN“ ist nicht „Rolle='],
    [{ ...GUT, OIDC_ROLLEN_ZUORDNUNG: `=${RECHT}` }, 'ist nicht „Rolle='],
    [{ ...GUT, OIDC_ERLAUBE_HTTP: 'ja' }, 'OIDC_ERLAUBE_HTTP="ja" muss true oder false sein'],
  ])('%o → %s', (env, meldung) => {
    const p = probleme(env as Record<string, string>);
    expect(p.join('\n')).toContain(meldung);
  });

  it('http nur mit OIDC_ERLAUBE_HTTP=true (Tests, Entwicklung)', () => {
    const k = ladeKonfiguration({
      ...GUT,
      OIDC_ISSUER: 'http://127.0.0.1:9000',
      OIDC_REDIRECT_URI: 'http://127.0.0.1:8080/anmeldung/oidc/callback',
      OIDC_ERLAUBE_HTTP: 'true',
    }).oidc;
    expect(k?.erlaubeHttp).toBe(true);
  });
});

describe('Berechtigungen und Name aus den Claims', () => {
  const zuordnung = new Map([['schreiber', RECHT]]);
  it.each([
    [{ authorities: [RECHT, 'ANDERES'] }, ['authorities'], [RECHT]],
    [{ authorities: `ANDERES ${RECHT}` }, ['authorities'], [RECHT]],
    [{ authorities: `ANDERES,${RECHT}` }, ['authorities'], [RECHT]],
    [{ roles: ['schreiber'] }, ['roles'], [RECHT]],
    [{ roles: ['leser'] }, ['roles'], []],
    [{ roles: [1, null, { a: RECHT }] }, ['roles'], []],
    [
      { resource_access: { mietspiegel: { roles: ['schreiber'] } } },
      ['resource_access', 'mietspiegel', 'roles'],
      [RECHT],
    ],
    [
      { resource_access: { mietspiegel: ['schreiber'] } },
      ['resource_access', 'mietspiegel', 'roles'],
      [],
    ],
    [{ resource_access: null }, ['resource_access', 'mietspiegel', 'roles'], []],
    [{}, ['authorities'], []],
  ])('%o am Pfad %o → %o', (claims, pfad, erwartet) => {
    expect(berechtigungenAus(claims, pfad, zuordnung)).toEqual(erwartet);
  });

  it.each([
    [{ sub: 'a1', preferred_username: 'erika', email: 'e@x.de' }, 'erika'],
    [{ sub: 'a1', email: 'e@x.de' }, 'e@x.de'],
    [{ sub: 'a1', preferred_username: '  ' }, 'a1'],
    [{ sub: 'a1', preferred_username: 'er\u0000ika' }, 'a1'],
    [{ sub: 'a1', preferred_username: 'x\uD800' }, 'a1'],
    [{ sub: 'a1', preferred_username: 'ä'.repeat(300) }, 'ä'.repeat(200)],
  ])('Name aus %o → %s', (claims, name) => {
    expect(benutzernameAus(claims)).toBe(name);
  });
});
