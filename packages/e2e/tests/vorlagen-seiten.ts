/**
 * Page objects and set-up of the template browser tests (spezifikation.md §2 "Save template",
 * "Template list", §6): an account made with the accounts CLI, sign-in through /anmeldung, and
 * the save page, list and delete dialog found by role and accessible name.
 */
import { meldungen } from '@mietspiegel/domain';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { keineFehlerFlags, leererEntwurf } from '../../domain/src/index.ts';
import { REPO_ROOT } from '../src/pfade.ts';
import { erwarteRoute, erwarteSichtbar } from '../src/warten.ts';

export const SCHREIBRECHT = 'MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE';

/** A fresh folder for the embedded database, made before the server starts. */
export function neuesDatenverzeichnis(): string {
  return mkdtempSync(join(tmpdir(), 'mietspiegel-e2e-vorlagen-'));
}

/** Creates an account with the accounts CLI (packages/server/scripts/konto.ts), server stopped. */
export async function legeKontoAn(
  datenVerzeichnis: string,
  name: string,
  passwort: string,
  berechtigungen: string[],
): Promise<void> {
  const argumente = ['anlegen', '--name', name, '--passwort-stdin'];
  for (const b of berechtigungen) argumente.push('--berechtigung', b);
  const prozess = spawn(process.execPath, ['packages/server/scripts/konto.ts', ...argumente], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: datenVerzeichnis, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let ausgabe = '';
  prozess.stdout.on('data', (t: Buffer) => (ausgabe += t.toString()));
  prozess.stderr.on('data', (t: Buffer) => (ausgabe += t.toString()));
  prozess.stdin.end(passwort);
  const code = await new Promise<number | null>((resolve) => prozess.once('exit', resolve));
  if (code !== 0) throw new Error(`Konto ${name} nicht angelegt (Code ${code}):\n${ausgabe}`);
}

/** Signs in through the server's sign-in page, starting from a route under the auth path. */
export async function melde(page: Page, name: string, passwort: string, route: string) {
  await zeichneMeldungenAuf(page);
  await page.goto(`/auth/index.html#${route}`);
  await page.waitForURL(/\/anmeldung/);
  await page.getByLabel('Anmeldename').fill(name);
  await page.getByLabel('Passwort').fill(passwort);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/index.html');
  await erwarteRoute(page, route.replace(/^\//, ''));
}

/**
 * Records every notification the page shows (spezifikation.md §2 notification bar), from the
 * page's first script on. Success notices vanish after 5 s (§9); on a busy machine a test may
 * look later than that, so it reads this record instead of racing the timer (issue 9 B13).
 * Call before the page's first navigation.
 */
export async function zeichneMeldungenAuf(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __meldungen: string[] };
    w.__meldungen = [];
    const lies = () => {
      for (const el of document.querySelectorAll('.benachrichtigung')) {
        const text = (el.textContent ?? '').trim();
        if (text && !w.__meldungen.includes(text)) w.__meldungen.push(text);
      }
    };
    new MutationObserver(lies).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** Waits until the page has shown a notification containing the text (see zeichneMeldungenAuf). */
export async function erwarteMeldung(page: Page, text: string | RegExp): Promise<void> {
  const passt = (m: string) => (typeof text === 'string' ? m.includes(text) : text.test(m));
  await expect
    .poll(
      async () =>
        (
          await page.evaluate(() => (window as unknown as { __meldungen?: string[] }).__meldungen)
        )?.some(passt) ?? false,
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Creates a template through the API from a signed-in page (same origin, its session), so that a
 * test makes what it needs itself and never depends on another test (issue 9 B13). The stored
 * calculation is the empty one of a fresh start. Returns the template's id.
 */
export async function legeVorlageAn(
  page: Page,
  dateiname: string,
  kommentar = '',
): Promise<number> {
  const berechnungsdaten = {
    pdfParameters: { berechnung: leererEntwurf(), stichtagsdifferenz: null },
    ergebnis: null,
    errors: keineFehlerFlags(),
    aktuellerSchritt: 2,
  };
  const antwort = await page.evaluate(
    async (body) => {
      const r = await fetch('/api/backend-service/berechnungsvorlages', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/hal+json' },
        body: JSON.stringify(body),
      });
      return { status: r.status, text: await r.text() };
    },
    { dateiname, kommentar, berechnungsdaten },
  );
  if (antwort.status !== 201) {
    throw new Error(`Vorlage ${dateiname} nicht angelegt: ${antwort.status} ${antwort.text}`);
  }
  return (JSON.parse(antwort.text) as { dateiId: number }).dateiId;
}

/** A template as the server holds it (for checks of what was stored). */
export async function leseVorlage(page: Page, dateiname: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (name) => {
    const r = await fetch(
      `/api/backend-service/berechnungsvorlages/search/findByDateiname?dateiname=${encodeURIComponent(name)}`,
      { credentials: 'include', headers: { Accept: 'application/hal+json' } },
    );
    const hal = (await r.json()) as {
      _embedded?: { berechnungsvorlages?: Record<string, unknown>[] };
    };
    const v = hal._embedded?.berechnungsvorlages?.[0];
    if (!v) throw new Error(`Vorlage ${name} nicht gefunden`);
    return v;
  }, dateiname);
}

export class SpeichernSeite {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get titel(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Berechnungsvorlage speichern' });
  }
  get dateiname(): Locator {
    return this.page.getByLabel('Dateiname', { exact: true });
  }
  get kommentar(): Locator {
    return this.page.getByLabel('Kommentar', { exact: true });
  }
  get speichern(): Locator {
    return this.page.getByRole('button', { name: 'Speichern', exact: true });
  }
  get abbrechen(): Locator {
    return this.page.getByRole('button', { name: 'Abbrechen', exact: true });
  }

  async erwarteOffen(): Promise<void> {
    await erwarteSichtbar(this.titel);
    await erwarteRoute(this.page, 'save');
  }

  async fuelleAus(dateiname: string, kommentar?: string): Promise<void> {
    await this.dateiname.fill(dateiname);
    if (kommentar !== undefined) await this.kommentar.fill(kommentar);
  }
}

export class VorlagenListe {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async oeffne(): Promise<void> {
    await this.page.goto('/auth/index.html#/berechnungsvorlagen');
    await this.erwarteOffen();
  }

  async erwarteOffen(): Promise<void> {
    await erwarteSichtbar(
      this.page.getByRole('heading', { level: 1, name: 'Berechnungsvorlagen', exact: true }),
    );
    await erwarteRoute(this.page, 'berechnungsvorlagen');
  }

  get tabelle(): Locator {
    return this.page.getByRole('table');
  }

  filter(spalte: string): Locator {
    return this.page.getByLabel(`Filter ${spalte}`, { exact: true });
  }

  /** The file names shown in the list, in order (second column of the body rows). */
  async dateinamen(): Promise<string[]> {
    return this.tabelle.locator('tbody tr td:nth-child(2)').allInnerTexts();
  }

  async erwarteDateinamen(namen: string[]): Promise<void> {
    await expect.poll(() => this.dateinamen()).toEqual(namen);
  }

  aktion(art: 'laden' | 'bearbeiten' | 'löschen', dateiname: string): Locator {
    return this.page.getByRole('button', { name: `Berechnung ${dateiname} ${art}`, exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: meldungen.loeschenTitel });
  }
}
