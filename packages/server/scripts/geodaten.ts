/**
 * Geodata CLI (issue 11, README "Geodaten"): imports the operator's Wohnlagen, Gebäudetypen and
 * addresses into the same database as the server (DATABASE_URL or PGlite in DATA_DIR). With
 * PGlite the server must be stopped first (one process per folder); a server on PostgreSQL
 * picks up the import within GEODATEN_PRUEFINTERVALL_S.
 *
 *   npm run geodaten -- wohnlagen --datei PATH [--feld NAME] [--zuordnung 1:0,2:1,…] [--epsg CODE]
 *   npm run geodaten -- gebaeudetypen --datei PATH [--feld NAME] [--zuordnung …] [--epsg CODE]
 *   npm run geodaten -- adressen --datei PATH [--epsg CODE]
 *   npm run geodaten -- status
 *   (each import also takes --teilimport-erlauben, and for a Shapefile --kodierung NAME)
 *   (limits, issue 18 §4: --max-datei-mb, --max-merkmale, --max-eckpunkte, or the environment's
 *   GEODATEN_MAX_DATEI_MB, GEODATEN_MAX_MERKMALE, GEODATEN_MAX_ECKPUNKTE; the flag wins)
 *
 * Exit codes: 0 all imported (or refusals allowed by --teilimport-erlauben), 1 nothing imported
 * (error, or more than 1 % refused), 2 usage shown, 3 imported but some features refused
 * (issue 18 §3: a script must notice every refusal it did not allow).
 */
import { fuehreAus, NutzungsFehler, oeffneDatenbankAusUmgebung, pfadAusAufruf } from './cli.ts';
import { IMPORT_TIMEOUTS } from '../src/db/datenbank.ts';
import { GeodatenRepository } from '../src/geodaten/geodaten-repository.ts';
import {
  HOECHSTER_ABLEHNUNGSANTEIL,
  ImportFehler,
  STANDARD_GRENZEN,
  importiereAdressen,
  importierePolygone,
  TeilimportFehler,
  type ImportErgebnis,
  type ImportGrenzen,
  type Meldung,
} from '../src/geodaten/import.ts';
import { BEKANNTE_EPSG } from '../src/geodaten/projektion.ts';

const ANTEIL = (HOECHSTER_ABLEHNUNGSANTEIL * 100).toLocaleString('de-DE');

const HILFE = `Geodaten des Mietspiegelrechners importieren (Wohnlagen, Gebäudetypen, Adressen).

  npm run geodaten -- wohnlagen --datei PFAD [--feld NAME] [--zuordnung 1:0,2:1,…] [--epsg CODE]
  npm run geodaten -- gebaeudetypen --datei PFAD [--feld NAME] [--zuordnung …] [--epsg CODE]
  npm run geodaten -- adressen --datei PFAD [--epsg CODE]
  npm run geodaten -- status
  Jeder Import nimmt außerdem --teilimport-erlauben (siehe unten) und, für ein Shapefile oder
  eine CSV, --kodierung NAME (z. B. windows-1252, latin1, utf-8).

Grenzen (jede auch als Umgebungsvariable; die Option gilt vor der Variablen):
  --max-datei-mb N     größte Datei in MB (GEODATEN_MAX_DATEI_MB, Standard ${STANDARD_GRENZEN.dateiBytes / 1024 / 1024})
  --max-merkmale N     höchstens so viele Merkmale bzw. Zeilen je Datei (GEODATEN_MAX_MERKMALE,
                       Standard ${STANDARD_GRENZEN.merkmale.wohnlagen.toLocaleString('de-DE')} Polygone, ${STANDARD_GRENZEN.merkmale.adressen.toLocaleString('de-DE')} Adressen)
  --max-eckpunkte N    höchstens so viele Eckpunkte je Polygon (GEODATEN_MAX_ECKPUNKTE, Standard
                       ${STANDARD_GRENZEN.eckpunkte.toLocaleString('de-DE')}); ein Polygon darüber wird mit seiner Nummer abgelehnt
  Eine größere Datei oder eine mit mehr Merkmalen wird als Ganzes abgelehnt.

Polygone: GeoJSON (.geojson/.json, WGS84) oder ESRI-Shapefile (.shp mit .dbf und .prj im selben
Ordner; das Koordinatensystem steht in der .prj, z. B. ETRS89/UTM 32N = EPSG:25832; mit --epsg
wird die .prj nicht gelesen). Die Kodierung der .dbf steht in der .cpg oder im Kopf der .dbf;
fehlt beides und ist die Datei kein UTF-8, bitte --kodierung angeben.
--feld nennt das Attribut mit dem Wert (Standard „wohnlage“ bzw. „gebaeudetyp“), --zuordnung
ordnet dessen Werte den Ids zu (Wohnlage 0–5, Gebäudetyp 0–2; Standard: die Werte sind die Ids).
Adressen: CSV mit Kopfzeile strasse,hausnummer,plz,lon,lat (WGS84) oder strasse,hausnummer,plz,x,y
mit --epsg (optional Spalte ort, Standard „München“), oder GeoJSON-Punkte mit denselben Eigenschaften.
Eine CSV muss UTF-8 sein, sonst bitte ihre Kodierung mit --kodierung angeben.
Bekannte EPSG-Codes: ${BEKANNTE_EPSG.join(', ')}.

Jeder Import ersetzt die Ebene als Ganzes in einer Transaktion; ein fehlgeschlagener Import
lässt die bisherige Ebene unverändert. Abgelehnte Merkmale/Zeilen werden mit Nummer und Grund
gemeldet. Ist mehr als ${ANTEIL} % der Datei abgelehnt, wird nichts importiert (eine beschädigte
Datei ersetzt keine gute Ebene), außer mit --teilimport-erlauben: dann werden die übrigen
übernommen.
Exit-Code: 0 alles importiert (oder Ablehnungen mit --teilimport-erlauben erlaubt), 1 nichts
importiert (Fehler oder zu viel abgelehnt), 2 ohne Befehl (die Hilfe), 3 importiert, aber einzelne
Merkmale/Zeilen abgelehnt (ohne --teilimport-erlauben).
Datenbank: DATABASE_URL (PostgreSQL) oder PGlite in DATA_DIR (Standard ./data) – wie der Server;
mit PGlite bitte den Server vorher beenden.`;

/** Listed per kind; the rest is counted, so 150,000 notes do not flood the terminal. */
const HOECHSTENS_ZEILEN = 50;

const EBENEN_NAMEN = {
  wohnlagen: 'Wohnlagen',
  gebaeudetypen: 'Gebäudetypen',
  adressen: 'Adressen',
} as const;

const zahl = (n: number, einzahl: string, mehrzahl: string) =>
  `${n.toLocaleString('de-DE')} ${n === 1 ? einzahl : mehrzahl}`;

function berichte(e: ImportErgebnis): void {
  const was = e.ebene === 'adressen' ? ['Adresse', 'Adressen'] : ['Polygon', 'Polygone'];
  console.log(
    `${EBENEN_NAMEN[e.ebene]} importiert: ${zahl(e.anzahl, was[0] as string, was[1] as string)} aus „${e.quelle}“` +
      `${e.anzahlAbgelehnt ? `, ${e.anzahlAbgelehnt.toLocaleString('de-DE')} abgelehnt` : ''}` +
      `${e.anzahlHinweise ? `, ${zahl(e.anzahlHinweise, 'Hinweis', 'Hinweise')}` : ''}.`,
  );
  liste('Abgelehnt', e.abgelehnt, e.anzahlAbgelehnt, e.einheit, console.log);
  liste('Hinweis', e.hinweise, e.anzahlHinweise, e.einheit, console.log);
}

function liste(
  titel: string,
  meldungen: Meldung[],
  anzahl: number,
  einheit: string,
  ausgabe: (text: string) => void,
): void {
  for (const m of meldungen.slice(0, HOECHSTENS_ZEILEN))
    ausgabe(`${titel}: ${einheit} ${m.nr}: ${m.text}.`);
  if (anzahl > HOECHSTENS_ZEILEN)
    ausgabe(`${titel}: … und ${(anzahl - HOECHSTENS_ZEILEN).toLocaleString('de-DE')} weitere.`);
}

/** 0, or 3 when features were refused that the operator did not allow (see the exit codes). */
function abschluss(e: ImportErgebnis, teilimportErlauben: boolean): number {
  if (e.anzahlAbgelehnt === 0 || teilimportErlauben) return 0;
  console.error(
    `Achtung: ${e.einheit === 'Zeile' ? zahl(e.anzahlAbgelehnt, 'Zeile', 'Zeilen') : zahl(e.anzahlAbgelehnt, 'Merkmal', 'Merkmale')} abgelehnt (siehe oben), die übrigen sind übernommen. Exit-Code 3; mit --teilimport-erlauben gilt das als Erfolg.`,
  );
  return 3;
}

/** A flag's or the environment's limit: a whole number ≥ 1, or a German usage error. */
function grenze(wert: string | undefined, umgebung: string, option: string): number | undefined {
  const text = wert ?? process.env[umgebung];
  if (text === undefined || text.trim() === '') return undefined;
  if (!/^\s*[1-9]\d*\s*$/.test(text) || !Number.isSafeInteger(Number(text)))
    throw new NutzungsFehler(
      `${wert === undefined ? umgebung : `--${option}`} muss eine ganze Zahl ab 1 sein, nicht „${text.slice(0, 40)}“.`,
    );
  return Number(text);
}

function leseGrenzen(values: Record<string, unknown>): Partial<ImportGrenzen> {
  const s = (n: string) => values[n] as string | undefined;
  const mb = grenze(s('max-datei-mb'), 'GEODATEN_MAX_DATEI_MB', 'max-datei-mb');
  return {
    dateiBytes: mb === undefined ? undefined : mb * 1024 * 1024,
    merkmale: grenze(s('max-merkmale'), 'GEODATEN_MAX_MERKMALE', 'max-merkmale'),
    eckpunkte: grenze(s('max-eckpunkte'), 'GEODATEN_MAX_ECKPUNKTE', 'max-eckpunkte'),
  };
}

fuehreAus(
  {
    hilfe: HILFE,
    befehle: ['wohnlagen', 'gebaeudetypen', 'adressen', 'status'],
    optionen: {
      datei: { type: 'string' },
      feld: { type: 'string' },
      zuordnung: { type: 'string' },
      epsg: { type: 'string' },
      kodierung: { type: 'string' },
      'teilimport-erlauben': { type: 'boolean', default: false },
      'max-datei-mb': { type: 'string' },
      'max-merkmale': { type: 'string' },
      'max-eckpunkte': { type: 'string' },
    },
    bekannt: [ImportFehler],
    hilfeBeiArgumentfehler: true,
  },
  async (befehl, values) => {
    if (befehl !== 'status' && !values.datei)
      throw new NutzungsFehler('Bitte --datei PFAD angeben.');
    if (befehl === 'status' && values['teilimport-erlauben'])
      throw new NutzungsFehler('--teilimport-erlauben gilt nur für einen Import.');
    const teilimportErlauben = values['teilimport-erlauben'];
    const grenzen = leseGrenzen(values);
    if (befehl === 'adressen' && (values.feld || values.zuordnung))
      throw new NutzungsFehler('--feld und --zuordnung gelten nur für Wohnlagen und Gebäudetypen.');
    const datei = values.datei ? pfadAusAufruf(values.datei) : '';

    const verbindung = await oeffneDatenbankAusUmgebung(IMPORT_TIMEOUTS.abfrageMs);
    const db = async () => verbindung.db;
    let code = 0;
    try {
      if (befehl === 'status') {
        const ebenen = await new GeodatenRepository(db).ebenen();
        if (ebenen.length === 0) console.log('Es sind noch keine Geodaten importiert.');
        for (const e of ebenen)
          console.log(
            `${EBENEN_NAMEN[e.ebene]}\t${e.anzahl.toLocaleString('de-DE')}\t${e.quelle}\t` +
              `${e.importiertAm.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })}\tVersion ${e.version}`,
          );
      } else {
        const quelle = { datei, epsg: values.epsg, kodierung: values.kodierung };
        const e =
          befehl === 'adressen'
            ? await importiereAdressen(db, { ...quelle, teilimportErlauben, grenzen })
            : await importierePolygone(db, befehl, {
                ...quelle,
                feld: values.feld,
                zuordnung: values.zuordnung,
                teilimportErlauben,
                grenzen,
              });
        berichte(e);
        code = abschluss(e, teilimportErlauben);
      }
    } catch (fehler) {
      if (!(fehler instanceof TeilimportFehler)) throw fehler;
      // Too much refused: nothing imported; the reasons, so the operator can mend the file.
      console.error(fehler.message);
      liste('Abgelehnt', fehler.abgelehnt, fehler.anzahlAbgelehnt, fehler.einheit, console.error);
      code = 1;
    } finally {
      await verbindung.schliessen();
    }
    return code;
  },
);
