/** The Mietspiegel as a letter's source: provisional when the calculation uses provisional figures. */
import type { SchreibenFakten, SchreibenQuelle } from './typen.ts';

export function mietspiegelQuelle(f: SchreibenFakten, wofuer: string): SchreibenQuelle {
  return {
    rechtsgrundlage: f.ausgabe.titel,
    wofuer,
    vorlaeufig: (f.vorlaeufigeWerte ?? []).length > 0,
  };
}
