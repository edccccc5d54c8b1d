/**
 * The address search's "contains" part from the server's street list (issue 18 §2): the same
 * hits in the same order as "LIKE '%…%'" (which the repository without a list still asks), and
 * what happens when the list cannot answer for the table – not loaded, from another import, or
 * cut at HOECHSTENS_STRASSEN – with a time limit (PostgreSQL: the bounded SQL path) and without
 * one (PGlite). On PGlite and – with TEST_DATABASE_URL – PostgreSQL.
 */
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NichtVerfuegbarFehler } from '../../src/fehler.ts';
import {
  GeodatenRepository,
  MELDUNG_ADRESSEN_WERDEN_GELADEN,
  MELDUNG_SUCHE_ZU_LANG,
  type Strassenschluessel,
} from '../../src/geodaten/geodaten-repository.ts';
import { importiereAdressen } from '../../src/geodaten/import.ts';
import {
  HOECHSTENS_STRASSEN,
  Strassenverzeichnis,
} from '../../src/geodaten/strassenvorschlaege.ts';
import { zerlegeSuche } from '../../src/geodaten/suchschluessel.ts';
import { DATENBANKART, testDatenbank, type TestDatenbank } from '../vorlagen/hilfen.ts';
import { adressenCsv, ordner, schreibeJson, type TestAdresse } from './daten.ts';

const verzeichnis = ordner();
let datenbank: TestDatenbank;
const db = async () => datenbank.db;
let version: number;
let liste: Strassenverzeichnis;

/**
 * 300 streets that contain "feld" (more than the first batches of keys), each with house
 * numbers 1–4 in two postcodes; the numbers vary per street so that a search for one number
 * finds streets far apart in key order.
 */
function adressen(): TestAdresse[] {
  const ergebnis: TestAdresse[] = [];
  for (let i = 0; i < 300; i++) {
    const strasse = `${['Ober', 'Unter', 'Hinter'][i % 3]}feld ${String(i).padStart(3, '0')}-Straße`;
    for (let n = 1; n <= 4; n++)
      ergebnis.push({
        strasse,
        hausnummer: i % 7 === 0 && n === 4 ? '4a' : String(n + (i % 5 === 0 ? 10 : 0)),
        plz: n % 2 === 0 ? '80331' : '81667',
        lon: 11.5,
        lat: 48.1,
      });
  }
  ergebnis.push({ strasse: 'Feldweg', hausnummer: '1', plz: '80331', lon: 11.5, lat: 48.1 });
  return ergebnis;
}

beforeAll(async () => {
  datenbank = await testDatenbank();
  await importiereAdressen(db, {
    datei: schreibeJson(verzeichnis, 'felder.csv', adressenCsv(adressen())),
  });
  const repo = new GeodatenRepository(db);
  version = (await repo.ebenen()).find((e) => e.ebene === 'adressen')?.version as number;
  liste = new Strassenverzeichnis(await repo.strassen(HOECHSTENS_STRASSEN + 1));
});
afterAll(async () => {
  await datenbank?.aufraeumen();
  rmSync(verzeichnis, { recursive: true, force: true });
});

const ausListe = (v: Strassenverzeichnis, ver: number | null = version): Strassenschluessel => ({
  version: ver,
  vollstaendig: v.vollstaendig,
  enthaltend: (teil) => v.enthaltend(teil),
});
const text = (treffer: { strasse: string; hausnummer: string; plz: string }[]) =>
  treffer.map((t) => `${t.strasse} ${t.hausnummer} ${t.plz}`);

describe(`Adresssuche „enthält“ aus der Straßenliste (${DATENBANKART})`, () => {
  it.each([
    ['eld', 10],
    ['eld 1', 10],
    ['feld 4a', 10],
    ['feld 13, 81667', 10],
    ['feld 2', 200],
    ['erfeld 0', 10],
    ['eld 99', 10],
  ])('„%s“ (höchstens %i): dieselben Treffer in derselben Reihenfolge wie LIKE', async (t, n) => {
    const anfrage = zerlegeSuche(t);
    const sql = await new GeodatenRepository(db).suche(anfrage, n);
    const ausSpeicher = await new GeodatenRepository(db, null, () => ausListe(liste)).suche(
      anfrage,
      n,
    );
    expect(text(ausSpeicher)).toEqual(text(sql));
  });

  it('gekappte Liste ohne Zeitlimit (PGlite): nur die Straßen der Liste; mit Zeitlimit: LIKE', async () => {
    const erste = new Strassenverzeichnis([
      { name: 'Oberfeld 000-Straße', schluessel: 'oberfeld000str' },
      { name: 'Oberfeld 003-Straße', schluessel: 'oberfeld003str' },
    ]);
    const gekappt: Strassenschluessel = { ...ausListe(erste), vollstaendig: false };
    const anfrage = zerlegeSuche('erfeld 2');
    expect(text(await new GeodatenRepository(db, null, () => gekappt).suche(anfrage, 10))).toEqual([
      'Oberfeld 003-Straße 2 80331',
    ]);
    const alle = text(await new GeodatenRepository(db).suche(anfrage, 10));
    expect(alle.length).toBeGreaterThan(1);
    expect(text(await new GeodatenRepository(db, 5_000, () => gekappt).suche(anfrage, 10))).toEqual(
      alle,
    );
  });

  it('Liste noch nicht geladen oder von einem anderen Import: ohne Zeitlimit 503, mit Zeitlimit LIKE', async () => {
    const anfrage = zerlegeSuche('erfeld 2');
    const alle = text(await new GeodatenRepository(db).suche(anfrage, 10));
    for (const quelle of [() => null, () => ausListe(liste, version - 1)]) {
      const fehler = await new GeodatenRepository(db, null, quelle)
        .suche(anfrage, 10)
        .catch((f: unknown) => f);
      expect(fehler).toBeInstanceOf(NichtVerfuegbarFehler);
      expect(fehler).toMatchObject({
        meldung: MELDUNG_ADRESSEN_WERDEN_GELADEN,
        wiederholenNachSekunden: 5,
      });
      expect(text(await new GeodatenRepository(db, 5_000, quelle).suche(anfrage, 10))).toEqual(
        alle,
      );
    }
    // The prefix search does not need the list.
    expect(
      text(await new GeodatenRepository(db, null, () => null).suche(zerlegeSuche('feldweg'), 10)),
    ).toEqual(['Feldweg 1 80331']);
  });
});

describe(`Adresssuche „enthält“: das Zeitlimit gilt für alle Abfragen zusammen (${DATENBANKART})`, () => {
  // statement_timeout bounds each batch; the batches together must not hold the connection
  // (in their transaction) much longer either. The list's keys are produced slowly: after the
  // first batch, the next key comes only once the limit has passed (a state, not a sleep).
  it('nach Ablauf des Zeitlimits keine weitere Abfrage, sondern 503 mit Retry-After', async () => {
    const zeitlimit = 20;
    const langsam: Strassenschluessel = {
      version,
      vollstaendig: true,
      *enthaltend(teil) {
        let n = 0;
        for (const s of liste.enthaltend(teil)) {
          if (++n === 17) {
            const ende = performance.now() + zeitlimit + 1;
            while (performance.now() < ende);
          }
          yield s;
        }
      },
    };
    const fehler = await new GeodatenRepository(db, zeitlimit, () => langsam)
      .suche(zerlegeSuche('eld 77'), 10)
      .catch((f: unknown) => f);
    expect(fehler).toBeInstanceOf(NichtVerfuegbarFehler);
    expect(fehler).toMatchObject({
      meldung: MELDUNG_SUCHE_ZU_LANG,
      wiederholenNachSekunden: 5,
    });
    // Without a limit the same search runs to its end: no such house number.
    expect(
      await new GeodatenRepository(db, null, () => langsam).suche(zerlegeSuche('eld 77'), 10),
    ).toEqual([]);
  });
});

describe('Strassenverzeichnis: Schlüssel, die einen Teil enthalten', () => {
  it('in der gegebenen Reihenfolge, nach Bedarf; vollständig bis HOECHSTENS_STRASSEN', () => {
    const v = new Strassenverzeichnis(
      ['amplatzl', 'musterstr', 'platzlweg', 'tal'].map((s) => ({ name: s, schluessel: s })),
    );
    expect([...v.enthaltend('platzl')]).toEqual(['amplatzl', 'platzlweg']);
    const schritte = v.enthaltend('t');
    expect(schritte.next().value).toBe('amplatzl');
    expect(v.vollstaendig).toBe(true);

    const strassen = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `s${i}`, schluessel: `s${i}` }));
    expect(new Strassenverzeichnis(strassen(HOECHSTENS_STRASSEN)).vollstaendig).toBe(true);
    const zuViele = new Strassenverzeichnis(strassen(HOECHSTENS_STRASSEN + 1));
    expect(zuViele.vollstaendig).toBe(false);
    expect(zuViele.groesse).toBe(HOECHSTENS_STRASSEN);
  });
});
