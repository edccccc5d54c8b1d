/**
 * The provider unreachable (issue 12 §1): at the start of a sign-in (discovery) and during it
 * (token endpoint) – a German 503 page with Retry-After, no session, and the calculator, the
 * pages and the health check go on working. Once the provider answers again, sign-in works
 * without a restart.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import beispiel from '../../../domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { DATENBANKART, testApp, testDatenbank } from '../vorlagen/hilfen.ts';
import { CLIENT_ID, CLIENT_SECRET, starteAnbieter } from './anbieter.ts';
import { Benutzeragent, RUECKKEHR } from './browser.ts';

const aufraeumen: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const schritt of aufraeumen.reverse()) await schritt();
});

async function appMit(umgebung: Record<string, string>): Promise<FastifyInstance> {
  const datenbank = await testDatenbank();
  aufraeumen.push(() => datenbank.aufraeumen());
  const app = await testApp(datenbank, { umgebung });
  aufraeumen.push(() => app.close());
  return app;
}

/** A port on 127.0.0.1 where nothing listens (taken, then freed). */
async function freierPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function erwarteNichtErreichbar(antwort: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) {
  expect(antwort.statusCode).toBe(503);
  expect(antwort.headers['retry-after']).toBe('30');
  expect(antwort.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(antwort.body).toContain('Der Anmeldedienst ist zurzeit nicht erreichbar.');
  expect(antwort.body).toContain('Erneut anmelden');
}

describe(`Anbieter nicht erreichbar (${DATENBANKART})`, () => {
  it('schon beim Beginn: deutsche 503-Seite; Rechner, Seiten und /health laufen weiter; danach geht es ohne Neustart', async () => {
    const port = await freierPort();
    const app = await appMit({
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_REDIRECT_URI: RUECKKEHR,
      OIDC_ERLAUBE_HTTP: 'true',
    });
    const a = new Benutzeragent(app);
    erwarteNichtErreichbar(await a.zuUns('/anmeldung/oidc/start?ziel=%2Fauth%2Findex.html'));
    expect(a.unsere.size).toBe(0);

    const rechnung = await a.zuUns('/api/backend-service/berechnung', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(beispiel.given),
    });
    expect(rechnung.statusCode).toBe(200);
    expect((await a.zuUns('/health')).statusCode).toBe(200);
    expect((await a.zuUns('/anmeldung')).statusCode).toBe(200);
    expect((await a.zuUns('/api/sso/userinfo')).json()).toMatchObject({ name: null });
    // Logout still ends our side; without the provider there is no address to go on to.
    const abmelden = await a.zuUns('/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(abmelden.statusCode).toBe(200);
    expect(abmelden.json()).toEqual({ meldung: 'Sie wurden abgemeldet.' });

    // The provider comes up on that port: the next sign-in reads its discovery and works.
    const anbieter = await starteAnbieter({ redirectUri: RUECKKEHR, port });
    aufraeumen.push(() => anbieter.stoppe());
    expect((await a.melde('erika')).statusCode).toBe(303);
    expect((await a.userinfo()).name).toBe('erika');
  });

  it('beim Beginn mit schon gelesener Discovery (issue 18 §7): deutsche 503-Seite statt einer Weiterleitung ins Leere', async () => {
    const anbieter = await starteAnbieter({ redirectUri: RUECKKEHR });
    aufraeumen.push(() => anbieter.stoppe());
    const app = await appMit(anbieter.umgebung());
    const a = new Benutzeragent(app);
    const start = '/anmeldung/oidc/start?ziel=%2Fauth%2Findex.html';
    expect((await a.zuUns(start)).statusCode).toBe(302);
    await anbieter.stoppe();
    erwarteNichtErreichbar(await a.zuUns(start));
  });

  it('während der Anmeldung (Token-Abruf): deutsche 503-Seite, keine Sitzung', async () => {
    const anbieter = await starteAnbieter({ redirectUri: RUECKKEHR });
    aufraeumen.push(() => anbieter.stoppe());
    const app = await appMit(anbieter.umgebung());
    const a = new Benutzeragent(app);
    const { rueckkehr } = await a.amAnbieter((await a.beginne()).href, 'erika');
    await anbieter.stoppe();
    const antwort = await a.zurueck(rueckkehr);
    erwarteNichtErreichbar(antwort);
    expect(a.unsere.has('mietspiegel_sitzung')).toBe(false);
    expect((await a.userinfo()).name).toBeNull();
  });
});
