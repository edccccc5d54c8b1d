/**
 * Where the permissions come from (issue 12 §1): a claim path (`roles`, Keycloak's
 * `resource_access.<client>.roles`) and a mapping of provider roles to our permission, read from
 * userinfo and from the ID token – each against a real provider (oidc-provider).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATENBANKART,
  RECHT,
  testApp,
  testDatenbank,
  type TestDatenbank,
} from '../vorlagen/hilfen.ts';
import { starteAnbieter, type TestAnbieter } from './anbieter.ts';
import { Benutzeragent, RUECKKEHR } from './browser.ts';

const aufraeumen: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const schritt of aufraeumen.reverse()) await schritt();
});

async function aufbau(
  claimsImIdToken: boolean,
  umgebung: Record<string, string>,
): Promise<{ anbieter: TestAnbieter; app: FastifyInstance }> {
  const anbieter = await starteAnbieter({ redirectUri: RUECKKEHR, claimsImIdToken });
  aufraeumen.push(() => anbieter.stoppe());
  const datenbank: TestDatenbank = await testDatenbank();
  aufraeumen.push(() => datenbank.aufraeumen());
  const app = await testApp(datenbank, { umgebung: anbieter.umgebung(umgebung) });
  aufraeumen.push(() => app.close());
  return { anbieter, app };
}

async function rechteVon(app: FastifyInstance, login: string): Promise<unknown> {
  const a = new Benutzeragent(app);
  expect((await a.melde(login)).statusCode).toBe(303);
  const info = await a.userinfo();
  expect(info.name).toBe(login);
  return info.authorities;
}

describe(`Berechtigungen aus dem Anbieter (${DATENBANKART})`, () => {
  let rollen: { anbieter: TestAnbieter; app: FastifyInstance };
  let keycloak: { anbieter: TestAnbieter; app: FastifyInstance };

  beforeAll(async () => {
    rollen = await aufbau(false, {
      OIDC_BERECHTIGUNGEN_CLAIM: 'roles',
      OIDC_ROLLEN_ZUORDNUNG: 'mietspiegel-schreiben=MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE',
    });
    rollen.anbieter.konten.set('rolle', { roles: ['mietspiegel-schreiben', 'andere-rolle'] });
    rollen.anbieter.konten.set('ohne', { roles: ['andere-rolle'] });
    rollen.anbieter.konten.set('direkt', { roles: [RECHT] });
    rollen.anbieter.konten.set('text', { roles: 'andere-rolle mietspiegel-schreiben' });
    // The permission in another claim than the configured one counts for nothing.
    rollen.anbieter.konten.set('falscherClaim', { authorities: [RECHT], roles: [] });

    keycloak = await aufbau(true, {
      OIDC_BERECHTIGUNGEN_CLAIM: 'resource_access.mietspiegel.roles',
      OIDC_ROLLEN_ZUORDNUNG: 'schreiber=MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE',
    });
    keycloak.anbieter.konten.set('kc', {
      resource_access: {
        mietspiegel: { roles: ['schreiber'] },
        account: { roles: ['manage-account'] },
      },
    });
    // The role given for another client does not count.
    keycloak.anbieter.konten.set('kcFremd', {
      resource_access: { anderer: { roles: ['schreiber'] }, mietspiegel: { roles: [] } },
    });
  });

  it('Rollenzuordnung (Claim „roles“ aus userinfo): zugeordnete Rolle → Berechtigung', async () => {
    expect(await rechteVon(rollen.app, 'rolle')).toEqual([RECHT]);
    expect(await rechteVon(rollen.app, 'ohne')).toEqual([]);
    expect(await rechteVon(rollen.app, 'text')).toEqual([RECHT]);
    expect(await rechteVon(rollen.app, 'falscherClaim')).toEqual([]);
  });

  it('die Berechtigung mit ihrem Namen zählt auch ohne Zuordnung', async () => {
    expect(await rechteVon(rollen.app, 'direkt')).toEqual([RECHT]);
  });

  it('Keycloak-Pfad resource_access.mietspiegel.roles (aus dem ID Token)', async () => {
    expect(await rechteVon(keycloak.app, 'kc')).toEqual([RECHT]);
    expect(await rechteVon(keycloak.app, 'kcFremd')).toEqual([]);
  });

  it('die Berechtigungen gelten für die Sitzung, wie der Anbieter sie bei der Anmeldung gab', async () => {
    rollen.anbieter.konten.set('wechsel', { roles: ['mietspiegel-schreiben'] });
    const a = new Benutzeragent(rollen.app);
    await a.melde('wechsel');
    expect((await a.userinfo()).authorities).toEqual([RECHT]);
    // Taken away at the provider: counts from the next sign-in on.
    rollen.anbieter.konten.set('wechsel', { roles: [] });
    expect((await a.userinfo()).authorities).toEqual([RECHT]);
    await a.melde('wechsel');
    expect((await a.userinfo()).authorities).toEqual([]);
  });
});
