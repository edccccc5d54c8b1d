// shpjs ships no types; the two parsers used by lesen.ts.
declare module 'shpjs' {
  /** Geometries of a `.shp`, GeoJSON-like (rings sorted into polygons and holes); null shapes as null. */
  export function parseShp(
    shp: Uint8Array,
    prj?: string,
  ): ({ type: string; coordinates: unknown } | null)[];
  /** Rows of a `.dbf`, decoded with the encoding named by the `.cpg` (default: the file's). */
  export function parseDbf(dbf: Uint8Array, cpg?: string): Record<string, unknown>[];
}
