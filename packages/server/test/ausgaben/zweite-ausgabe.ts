/**
 * Test data only (issue 20 §6): a second edition made from the built-in file, every Grundpreis
 * + 1,00 €, valid from a day before the tests' fixed clock. Never a product edition.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const EINGEBAUTE_DATEI = resolve(
  fileURLToPath(import.meta.url),
  '../../../../domain/src/data/mietspiegel-muenchen-2025.json',
);

type Roh = Record<string, unknown> & {
  grundpreise: { zeilen: { euroProQm: unknown[] }[] };
};

export async function eingebautRoh(): Promise<Roh> {
  return JSON.parse(await readFile(EINGEBAUTE_DATEI, 'utf8')) as Roh;
}

/** The 2027 test edition as JSON data; `aendern` may break it for a refusal test. */
export async function ausgabe2027(aendern: (a: Roh) => void = () => undefined): Promise<Roh> {
  const a = await eingebautRoh();
  a.ausgabe = 'muenchen-2027';
  a.jahr = 2027;
  a.gueltigAb = '2026-01-01'; // before FESTE_ZEIT (22.11.2026): in force "today" in the tests
  for (const z of a.grundpreise.zeilen)
    z.euroProQm = z.euroProQm.map((e) => Math.round((e as number) * 100 + 100) / 100);
  aendern(a);
  return a;
}

/** A fresh folder holding `dateien` (name → JSON data). */
export async function ausgabenOrdner(dateien: Record<string, unknown>): Promise<string> {
  const ordner = await mkdtemp(join(tmpdir(), 'mietspiegel-ausgaben-'));
  for (const [name, daten] of Object.entries(dateien))
    await writeFile(join(ordner, name), JSON.stringify(daten, null, 1));
  return ordner;
}
