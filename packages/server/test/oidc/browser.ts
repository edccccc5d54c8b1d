/**
 * A user agent over plain HTTP for the OIDC tests: one cookie jar for the provider (fetch, real
 * sockets) and one for our app (Fastify inject); follows redirects by hand, as a browser would,
 * and fills in the provider's development login form.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const RUECKKEHR = 'http://127.0.0.1:8080/anmeldung/oidc/callback';

export class Benutzeragent {
  /** The instance our requests go to; may be switched (several instances on one database). */
  app: FastifyInstance;
  /** Cookies of our app (name → value); paths are ignored, as every path of ours is fine. */
  readonly unsere = new Map<string, string>();
  /** Cookies of the provider. */
  readonly anbieter = new Map<string, string>();

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  private static merke(jar: Map<string, string>, zeilen: string[]) {
    for (const zeile of zeilen) {
      const [paar = '', ...attribute] = zeile.split(';');
      const gleich = paar.indexOf('=');
      const name = paar.slice(0, gleich).trim();
      const wert = paar.slice(gleich + 1).trim();
      const abgelaufen = attribute.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && new Date(a.split('=')[1] ?? '').getTime() < Date.now()),
      );
      if (wert === '' || abgelaufen) jar.delete(name);
      else jar.set(name, wert);
    }
  }

  private static kopf(jar: Map<string, string>): string {
    return [...jar].map(([n, w]) => `${n}=${w}`).join('; ');
  }

  /** A request to our app with our cookies. */
  async zuUns(
    url: string,
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: string } = {},
  ) {
    const antwort: LightMyRequestResponse = await this.app.inject({
      method: init.method ?? 'GET',
      url,
      headers: { cookie: Benutzeragent.kopf(this.unsere), ...init.headers },
      ...(init.payload !== undefined ? { payload: init.payload } : {}),
    });
    const setCookie = antwort.headers['set-cookie'];
    Benutzeragent.merke(this.unsere, setCookie === undefined ? [] : [setCookie].flat());
    return antwort;
  }

  /** A request to the provider with its cookies; no redirects followed. */
  async zumAnbieter(url: string, init: { method?: string; body?: URLSearchParams } = {}) {
    const antwort = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: Benutzeragent.kopf(this.anbieter),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.body ? { body: init.body.toString() } : {}),
    });
    Benutzeragent.merke(this.anbieter, antwort.headers.getSetCookie());
    return antwort;
  }

  /**
   * From the provider's address on: follows its redirects, signs in as `login` on its login page
   * when it shows one, and stops at the redirect to our callback. Returns that address.
   */
  async amAnbieter(start: string, login: string): Promise<{ rueckkehr: URL; loginSeite: boolean }> {
    let url = start;
    let loginSeite = false;
    for (let schritt = 0; schritt < 12; schritt++) {
      const antwort = await this.zumAnbieter(url);
      const ort = antwort.headers.get('location');
      if (antwort.status >= 300 && antwort.status < 400 && ort) {
        const weiter = new URL(ort, url);
        if (weiter.href.startsWith(RUECKKEHR)) return { rueckkehr: weiter, loginSeite };
        url = weiter.href;
        continue;
      }
      const html = await antwort.text();
      expect(antwort.status, html).toBe(200);
      const aktion = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      expect(aktion, html).toBeDefined();
      expect(html).toContain('name="login"');
      loginSeite = true;
      const post = await this.zumAnbieter(new URL(aktion as string, url).href, {
        method: 'POST',
        body: new URLSearchParams({ prompt: 'login', login, password: 'beliebig' }),
      });
      const nachLogin = post.headers.get('location');
      expect(post.status).toBe(303);
      url = new URL(nachLogin as string, url).href;
    }
    throw new Error('zu viele Weiterleitungen beim Anbieter');
  }

  /** Starts our sign-in; returns the provider's address (302 from /anmeldung/oidc/start). */
  async beginne(ziel = '/auth/index.html', hash = ''): Promise<URL> {
    const start = await this.zuUns(
      `/anmeldung/oidc/start?${new URLSearchParams({ ziel, hash }).toString()}`,
    );
    expect(start.statusCode, start.body).toBe(302);
    return new URL(start.headers.location as string);
  }

  /** Our callback with the provider's answer. */
  async zurueck(rueckkehr: URL) {
    return this.zuUns(`${rueckkehr.pathname}${rueckkehr.search}`);
  }

  /** The whole sign-in; returns our callback's answer (303 with the session on success). */
  async melde(login: string, ziel = '/auth/index.html', hash = '') {
    const { rueckkehr } = await this.amAnbieter((await this.beginne(ziel, hash)).href, login);
    return this.zurueck(rueckkehr);
  }

  async userinfo(): Promise<{ name: string | null; authorities: string[] }> {
    return (await this.zuUns('/api/sso/userinfo')).json();
  }
}
