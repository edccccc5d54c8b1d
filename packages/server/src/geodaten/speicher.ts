/**
 * What the server keeps of the geodata in memory (issue 11): which layers exist, the polygon
 * indexes of the lookup and the finished, compressed Wohnlagen map. environmentInfo and the
 * point lookup answer from here without a query (they must work with the database down, and
 * environmentInfo must not query at all: oeffentlich-ohne-datenbank.test.ts).
 *
 * `aktualisieren()` reads the small table of imports and reloads a polygon layer only when its
 * version changed; the server calls it at start and every GEODATEN_PRUEFINTERVALL_S seconds, so
 * an import into a PostgreSQL that servers share shows up without a restart.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { GeodatenStatus, LageAntwort } from '@mietspiegel/domain';
import type { DbZugang } from '../db/schema.ts';
import { NichtVerfuegbarFehler } from '../fehler.ts';
import {
  GeodatenRepository,
  type EbenenInfo,
  type Ebene,
  type PolygonEbene,
  type Strassenschluessel,
} from './geodaten-repository.ts';
import { PolygonIndex, type IndexEintrag, type MultiPolygonKoordinaten } from './polygonindex.ts';
import { inScheiben, pause } from './scheiben.ts';
import { kartenFeature } from './karte.ts';
import { HOECHSTENS_STRASSEN, Strassenverzeichnis } from './strassenvorschlaege.ts';

export interface Wohnlagenkarte {
  /** GeoJSON FeatureCollection, WGS84. */
  json: string;
  gzip: Buffer;
  /** Strong validator of this import of the layer. */
  etag: string;
}

const komprimiere = promisify(gzip);

/**
 * Issue 26 §7: until the first load has finished, memory cannot say whether a point lies in a
 * Wohnlage; `null` ("keine Wohnlage hinterlegt") would be a silent wrong answer, on which the
 * wizard cleared an automatic choice. So the lookup and the map answer 503 with Retry-After.
 */
export const GEODATEN_WERDEN_GELADEN =
  'Die Karten der Wohnlagen und Gebäudetypen werden gerade geladen. Bitte versuchen Sie es in wenigen Sekunden erneut.';
const GELADEN_IN_SEKUNDEN = 2;

interface GeladeneEbene {
  version: number;
  index: PolygonIndex;
}

export class Geodaten {
  private readonly repo: GeodatenRepository;
  private ebenen = new Map<Ebene, EbenenInfo>();
  private readonly polygone = new Map<PolygonEbene, GeladeneEbene>();
  private karte: Wohnlagenkarte | null = null;
  /** issue 17 §6: the streets of the address layer, for "Meinten Sie …?" */
  private strassen: { version: number; verzeichnis: Strassenverzeichnis } | null = null;
  private laufend: Promise<void> | null = null;
  /** Whether a load has finished: until then the street list is not known. */
  private geladen = false;

  constructor(db: DbZugang) {
    this.repo = new GeodatenRepository(db);
  }

  status(): GeodatenStatus {
    return {
      wohnlagen: this.polygone.has('wohnlagen'),
      gebaeudetypen: this.polygone.has('gebaeudetypen'),
      adressen: (this.ebenen.get('adressen')?.anzahl ?? 0) > 0,
    };
  }

  lage(lon: number, lat: number): LageAntwort {
    this.mussGeladenSein();
    return {
      wohnlage: this.polygone.get('wohnlagen')?.index.finde(lon, lat) ?? null,
      gebaeudetyp: this.polygone.get('gebaeudetypen')?.index.finde(lon, lat) ?? null,
    };
  }

  /**
   * Street names close to a street key that found nothing (strassenvorschlaege.ts). In slices,
   * after one turn of the event loop (issue 27 §2): answered at once, each request's work
   * finished before the next request was read, so the bound on searches in progress
   * (suchbegrenzung.ts) never counted more than one, and a flood held the event loop.
   */
  async strassenvorschlaege(schluessel: string, hoechstens: number): Promise<string[]> {
    const verzeichnis = this.strassen?.verzeichnis;
    if (!verzeichnis) return [];
    await pause();
    return inScheiben(verzeichnis.vorschlaegeSchritte(schluessel, hoechstens));
  }

  /**
   * The street keys of the loaded address layer, for the search's "contains" part
   * (GeodatenRepository.suche); null until the first load has finished.
   */
  strassenschluessel(): Strassenschluessel | null {
    if (!this.geladen) return null;
    const s = this.strassen;
    if (!s) return { version: null, vollstaendig: true, enthaltend: () => [] };
    return {
      version: s.version,
      vollstaendig: s.verzeichnis.vollstaendig,
      enthaltend: (teil) => s.verzeichnis.enthaltend(teil),
    };
  }

  /** The map; null when no Wohnlagen layer is imported (known only after the first load). */
  wohnlagenkarte(): Wohnlagenkarte | null {
    this.mussGeladenSein();
    return this.karte;
  }

  private mussGeladenSein(): void {
    if (!this.geladen)
      throw new NichtVerfuegbarFehler(GEODATEN_WERDEN_GELADEN, GELADEN_IN_SEKUNDEN);
  }

  /** Brings memory up to date with the database; concurrent callers share one run. */
  aktualisieren(): Promise<void> {
    this.laufend ??= this.lade().finally(() => {
      this.laufend = null;
    });
    return this.laufend;
  }

  private async lade(): Promise<void> {
    const ebenen = new Map((await this.repo.ebenen()).map((e) => [e.ebene, e]));
    for (const ebene of ['wohnlagen', 'gebaeudetypen'] as const) {
      const info = ebenen.get(ebene);
      if (!info) {
        this.polygone.delete(ebene);
        if (ebene === 'wohnlagen') this.karte = null;
        continue;
      }
      if (this.polygone.get(ebene)?.version === info.version) continue;
      // Parsing, indexing and drawing a layer of many megabytes runs in slices (scheiben.ts,
      // issue 18 §4): requests are answered meanwhile, lookups from the old layer until the
      // new index and map are swapped in together below.
      const zeilen = await this.repo.polygone(ebene);
      const eintraege = await inScheiben(
        (function* () {
          const liste: IndexEintrag[] = [];
          for (const p of zeilen) {
            liste.push({
              wert: p.wert,
              koordinaten: JSON.parse(p.geometrie) as MultiPolygonKoordinaten,
            });
            yield;
          }
          return liste;
        })(),
      );
      const index = await PolygonIndex.inScheiben(eintraege);
      const karte = ebene === 'wohnlagen' ? await baueKarte(eintraege, info) : undefined;
      this.polygone.set(ebene, { version: info.version, index });
      if (karte) this.karte = karte;
    }
    const adressen = ebenen.get('adressen');
    if (!adressen) this.strassen = null;
    else if (this.strassen?.version !== adressen.version) {
      this.strassen = {
        version: adressen.version,
        verzeichnis: await Strassenverzeichnis.inScheiben(
          // One more than the list holds: so it knows whether streets were left out.
          await this.repo.strassen(HOECHSTENS_STRASSEN + 1),
        ),
      };
    }
    this.ebenen = ebenen;
    this.geladen = true;
  }
}

/** The Wohnlagen map as GeoJSON and gzip, one feature per slice step (karte.ts). */
async function baueKarte(eintraege: IndexEintrag[], info: EbenenInfo): Promise<Wohnlagenkarte> {
  const features = await inScheiben(
    (function* () {
      const liste: string[] = [];
      for (const e of eintraege) {
        liste.push(JSON.stringify(kartenFeature(e.wert, e.koordinaten)));
        yield;
      }
      return liste;
    })(),
  );
  // The same text as JSON.stringify of the whole collection, without one long stringify.
  const json = `{"type":"FeatureCollection","features":[${features.join(',')}]}`;
  return {
    json,
    // Asynchronous: compressing megabytes must not stall the requests meanwhile.
    gzip: await komprimiere(json),
    etag: `"wohnlagen-${info.version}-${info.importiertAm.getTime()}"`,
  };
}
