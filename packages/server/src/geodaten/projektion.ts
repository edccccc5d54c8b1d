/**
 * Coordinates of the city's files into WGS84 (issue 11): the Wohnlagen Shapefile of Munich is in
 * ETRS89 / UTM 32N (EPSG:25832), named by its `.prj`; an address CSV with `x,y` names its system
 * with `--epsg`. proj4 does the arithmetic; the EPSG codes a German city hands out are listed
 * here (proj4 knows only 4326 and 3857 by number).
 */
import proj4 from 'proj4';

export class ProjektionsFehler extends Error {}

/** (x, y) in the file's system → [lon, lat] in WGS84. */
export type Umrechnung = (x: number, y: number) => [number, number];

const WGS84 = 'EPSG:4326';

const DEFINITIONEN: Record<string, string> = {
  '4326': '+proj=longlat +datum=WGS84 +no_defs',
  '4258': '+proj=longlat +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs',
  '25832': '+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  '25833': '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  '31468':
    '+proj=tmerc +lat_0=0 +lon_0=12 +k=1 +x_0=4500000 +y_0=0 +ellps=bessel +towgs84=598.1,73.7,418.2,0.202,0.045,-2.455,6.7 +units=m +no_defs',
  '3857':
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs',
};

export const BEKANNTE_EPSG = Object.keys(DEFINITIONEN);

function umrechnung(definition: string): Umrechnung {
  const c = proj4(definition, WGS84);
  return (x, y) => {
    const [lon, lat] = c.forward([x, y]);
    return [lon as number, lat as number];
  };
}

/** `--epsg 25832` (also "EPSG:25832"). */
export function umrechnungAusEpsg(code: string): Umrechnung | null {
  const nummer = code.replace(/^epsg:/i, '').trim();
  const definition = DEFINITIONEN[nummer];
  if (!definition)
    throw new ProjektionsFehler(
      `Das Koordinatensystem EPSG:${nummer} ist unbekannt. Bekannt: ${BEKANNTE_EPSG.map((c) => `EPSG:${c}`).join(', ')}.`,
    );
  return nummer === '4326' ? null : umrechnung(definition);
}

/** The WKT of a Shapefile's `.prj` (ESRI or OGC); null for plain WGS84 longitude/latitude. */
export function umrechnungAusPrj(wkt: string, name = '.prj'): Umrechnung | null {
  const text = wkt.trim();
  if (/^GEOGCS\[\s*"(?:GCS_)?WGS[ _]?(?:19)?84"/i.test(text)) return null;
  try {
    return umrechnung(text);
  } catch {
    // proj4's own text is English and may be "undefined" (issue 18 §6); the file's start names it.
    const anfang = text.replace(/\s+/g, ' ').slice(0, 80);
    throw new ProjektionsFehler(
      `Die Projektionsdatei „${name}“ ist nicht lesbar (${anfang === '' ? 'sie ist leer' : `sie beginnt mit „${anfang}${text.length > 80 ? '…' : ''}“`}). Bitte das Koordinatensystem mit --epsg angeben (z. B. --epsg 25832); die .prj wird dann nicht gelesen.`,
    );
  }
}
