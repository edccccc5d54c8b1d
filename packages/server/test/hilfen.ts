/** Test helpers: an app built like main.ts builds it, but quiet, with a fixed clock. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppOptionen } from '../src/app.ts';
import { ladeKonfiguration } from '../src/konfiguration.ts';

/**
 * The limits per client and second (ratengrenze.ts) are off in the test apps: most tests send
 * many requests from one address within a second. The flood tests switch them on by setting
 * the variables (test/geodaten/suchflut.test.ts, test/pdf-flut.test.ts).
 */
export const OHNE_RATENGRENZEN = {
  SUCHE_JE_CLIENT_PRO_SEKUNDE: '0',
  PDF_JE_CLIENT_PRO_SEKUNDE: '0',
} as const;

/** 22.11.2026, 10:00 in Munich. */
export const FESTE_ZEIT = new Date('2026-11-22T09:00:00Z');

export async function testApp(
  umgebung: Record<string, string> = {},
  optionen: Partial<AppOptionen> = {},
) {
  // The embedded database of the sign-in/templates part goes to a throw-away folder.
  const daten = await mkdtemp(join(tmpdir(), 'mietspiegel-daten-'));
  const konfiguration = ladeKonfiguration({
    WEB_DIST: '/nicht/vorhanden/dist',
    DATA_DIR: daten,
    ...OHNE_RATENGRENZEN,
    ...umgebung,
  });
  const app = await buildApp({ konfiguration, logger: false, uhr: () => FESTE_ZEIT, ...optionen });
  app.addHook('onClose', async () => rm(daten, { recursive: true, force: true }));
  return app;
}

/** A tiny stand-in for the Vite build: index.html, loggedout.html and one hashed asset. */
export async function falscheWebDist(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'mietspiegel-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>Rechner</title><div id="root"></div>',
  );
  await writeFile(join(dist, 'loggedout.html'), '<!doctype html><title>Abgemeldet</title>');
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), 'console.log("app");');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** Checks the error envelope of berechnungsregeln.md §1 and returns its messages. */
export function meldungenAus(body: string): string[] {
  const json = JSON.parse(body) as { fehler?: { feld?: unknown; meldung?: unknown }[] };
  if (!Array.isArray(json.fehler) || json.fehler.length === 0) {
    throw new Error(`Keine Fehlerhülle: ${body}`);
  }
  return json.fehler.map((f) => {
    if (typeof f.feld !== 'string' || typeof f.meldung !== 'string' || f.meldung === '') {
      throw new Error(`Fehlerhülle unvollständig: ${body}`);
    }
    return f.meldung;
  });
}
