/**
 * POST /api/backend-service/schreiben (issue 30 §1): the body read once into the checked
 * parameters of a letter – the calculation as for /pdf (fields `berechnung.…`), the checks'
 * inputs as for /pdf (`mietvergleich.…`) and the letter's own fields (`schreiben.…`, German
 * messages of `pruefeSchreibenAngaben`). Wrong types → 400, wrong values → 422 (issue 28 §3).
 */
import {
  koerperLeser,
  pruefeBerechnungsInhalt,
  pruefeMietvergleich,
  typenDann,
  type Pruefung,
} from '../eingabe/index.ts';
import {
  schreibenParameterSchema,
  type Fehler,
  type GepruefteBerechnung,
  type MietvergleichParameter,
  type SchreibenParameterWire,
} from '../schema/index.ts';
import { pruefeSchreibenAngaben } from './angaben.ts';
import type { SchreibenAngaben, SchreibenArt } from './typen.ts';

/** The checked body of a letter request. */
export interface SchreibenParameter {
  art: SchreibenArt;
  berechnung: GepruefteBerechnung;
  /** the checks' inputs; none sent: nothing to write about (the letter then says why not) */
  mietvergleich: MietvergleichParameter;
  angaben: SchreibenAngaben;
}

function inhalt(d: SchreibenParameterWire): Pruefung<{ parameter: SchreibenParameter }> {
  const fehler: Fehler[] = [];
  const b = pruefeBerechnungsInhalt(d.berechnung);
  if (!b.ok) fehler.push(...b.fehler.map((f) => ({ ...f, feld: `berechnung.${f.feld}` })));
  const mv = pruefeMietvergleich(d.mietvergleich);
  fehler.push(...mv.fehler);
  const s = d.schreiben ?? {};
  const angaben: SchreibenAngaben = {
    absender: s.absender ?? '',
    empfaenger: s.empfaenger ?? '',
    ort: s.ort ?? '',
    datum: s.datum ?? '',
    wohnung: s.wohnung ?? '',
    ...(s.variante ? { variante: s.variante } : {}),
  };
  for (const f of pruefeSchreibenAngaben(d.art, angaben))
    fehler.push({ feld: `schreiben.${f.feld}`, meldung: f.meldung });
  if (!b.ok || fehler.length > 0) return { ok: false, status: 422, fehler };
  return {
    ok: true,
    parameter: {
      art: d.art,
      berechnung: b.berechnung,
      mietvergleich: mv.wert ?? { mieteCent: null, erhoehung: null },
      angaben,
    },
  };
}

/** The route's one reading of its body. */
export const schreibenLeser = koerperLeser(
  schreibenParameterSchema,
  (eingabe: unknown) => typenDann(schreibenParameterSchema, eingabe, inhalt),
  inhalt,
  (p) => p.parameter,
);
