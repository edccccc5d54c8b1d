// The whole template flow once through an OpenID provider in Chromium (issue 12 §1): the
// calculator under /auth/ → the provider's login page → back on the same hash route → Speichern →
// save → the list shows it → Abmelden ends our session and the provider's. The provider is oidc-provider on 127.0.0.1 (the one the server
// tests use), started before the server so it knows the server's callback address.
import { describe, expect, test } from 'vitest';
import { erwarteKeineAxeVerstoesse } from '../src/axe.ts';
import { Rechner } from '../src/rechner.ts';
import { richteUmgebungEin } from '../src/umgebung.ts';
import { erwarteRoute, erwarteSichtbar } from '../src/warten.ts';
import { starteAnbieter } from '../../server/test/oidc/anbieter.ts';
import {
  erwarteMeldung,
  SCHREIBRECHT,
  SpeichernSeite,
  VorlagenListe,
  zeichneMeldungenAuf,
} from './vorlagen-seiten.ts';

let issuer = '';

const umgebung = richteUmgebungEin(
  { DATABASE_URL: '' },
  {
    begleitdienst: async (port) => {
      const anbieter = await starteAnbieter({
        redirectUri: `http://127.0.0.1:${port}/anmeldung/oidc/callback`,
      });
      anbieter.konten.set('erika', { authorities: [SCHREIBRECHT] });
      issuer = anbieter.issuer;
      return { umgebung: anbieter.umgebung(), stoppe: () => anbieter.stoppe() };
    },
  },
);

describe.sequential('Anmeldung über OpenID Connect im Browser', () => {
  test('Rechner unter /auth/ → Anmeldung beim Anbieter → Speichern → Liste zeigt die Vorlage → Abmelden an beiden Enden', async () => {
    const page = await umgebung.neueSeite();
    await zeichneMeldungenAuf(page);
    // The calculator under the auth path (the template buttons need the permission, §6):
    // our /anmeldung forwards at once to the provider's development login page.
    await page.goto('/auth/index.html#/berechnung');
    await page.waitForURL((url) => url.origin === issuer);
    await page.locator('input[name="login"]').fill('erika');
    await page.locator('input[name="password"]').fill('beliebig');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    // Back on our page, on the hash route it asked for.
    await page.waitForURL((url) => url.pathname === '/auth/index.html');
    await erwarteRoute(page, 'berechnung');

    const rechner = new Rechner(page);
    await rechner.fuelleBeispielAus();
    await rechner.erwarteBetrag('14,07 €');
    await rechner.speichern.click();
    const seite = new SpeichernSeite(page);
    await seite.erwarteOffen();
    await erwarteKeineAxeVerstoesse(page, 'Speichern nach der Anmeldung über OpenID Connect');
    await seite.fuelleAus('OIDC Akte', 'über den Anmeldedienst');
    await seite.speichern.click();
    await erwarteMeldung(page, /Nr\. \d+ OIDC Akte wurde erfolgreich gespeichert\./);
    await erwarteRoute(page, 'berechnungsergebnisse');

    const liste = new VorlagenListe(page);
    await liste.oeffne();
    await liste.filter('Dateiname').fill('OIDC');
    await liste.erwarteDateinamen(['OIDC Akte']);
    const info = await page.evaluate(async () => (await fetch('/api/sso/userinfo')).json());
    expect(info).toEqual({ name: 'erika', authorities: [SCHREIBRECHT], user_roles: [] });

    await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
    // The provider asks to confirm its logout, then sends the browser back to us.
    await page.waitForURL((url) => url.origin === issuer);
    await page.getByRole('button', { name: /sign me out/i }).click();
    await page.waitForURL((url) => url.pathname === '/loggedout.html');
    await erwarteSichtbar(page.getByRole('heading', { level: 1 }));
    const danach = await page.evaluate(async () => (await fetch('/api/sso/userinfo')).json());
    expect(danach).toMatchObject({ name: null });

    // Both ends are signed out: the list leads to the provider's login page again.
    await page.goto('/auth/index.html#/berechnungsvorlagen');
    await page.waitForURL((url) => url.origin === issuer);
    await erwarteSichtbar(page.locator('input[name="login"]'));
  });

  test('die Weiterleitungsseite: ein Link zum Anbieter (auch ohne Skript), barrierefrei', async () => {
    const page = await umgebung.neueSeite();
    // Without its script the page stays (as in a browser without JavaScript) and axe can look.
    await page.route('**/anmeldung.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/anmeldung?ziel=%2Fauth%2Findex.html');
    const link = page.getByRole('link', { name: 'Weiter zur Anmeldung' });
    await erwarteSichtbar(link);
    expect(await link.getAttribute('href')).toBe('/anmeldung/oidc/start?ziel=%2Fauth%2Findex.html');
    await erwarteKeineAxeVerstoesse(page, 'Weiterleitung zur Anmeldung (OIDC)');
    await link.click();
    await page.waitForURL((url) => url.origin === issuer);
  });
});
