/**
 * Checks the body of POST/PUT. Name and comment rules and texts are the domain's (spezifikation.md
 * §5, the same the UI shows); berechnungsdaten are checked against the shared schema. Only the
 * fields a client may set are taken: ids, dates and users come from the server.
 */
import {
  berechnungsdatenSchema,
  pruefeDateiname,
  pruefeKommentar,
  type Fehler,
} from '@mietspiegel/domain';
import { vorlagenTexte as t } from './texte.ts';

export interface VorlagenEingabe {
  dateiname: string;
  kommentar: string;
  berechnungsdaten: unknown;
}

export type Pruefergebnis =
  { ok: true; eingabe: VorlagenEingabe } | { ok: false; status: 400 | 422; fehler: Fehler[] };

export function pruefeVorlage(body: unknown): Pruefergebnis {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, fehler: [{ feld: '', meldung: t.keinObjekt }] };
  }
  const b = body as Record<string, unknown>;
  const fehler: Fehler[] = [];

  const dateiname = typeof b.dateiname === 'string' ? b.dateiname : '';
  const dateinameFehler = pruefeDateiname(dateiname);
  if (dateinameFehler) fehler.push({ feld: 'dateiname', meldung: dateinameFehler });

  let kommentar = '';
  if (typeof b.kommentar === 'string') {
    kommentar = b.kommentar;
    const kommentarFehler = pruefeKommentar(kommentar);
    if (kommentarFehler) fehler.push({ feld: 'kommentar', meldung: kommentarFehler });
  } else if (b.kommentar !== undefined && b.kommentar !== null) {
    fehler.push({ feld: 'kommentar', meldung: t.kommentarKeinText });
  }

  const daten = berechnungsdatenSchema.safeParse(b.berechnungsdaten);
  if (!daten.success) {
    const erstes = daten.error.issues[0];
    const pfad = ['berechnungsdaten', ...(erstes?.path ?? []).map(String)].join('.');
    fehler.push({ feld: pfad, meldung: t.berechnungsdatenUngueltig });
  }

  if (fehler.length > 0 || !daten.success) return { ok: false, status: 422, fehler };

  // The free text is never stored (spezifikation.md §5, berechnungsregeln.md §4).
  const { zusaetzlicheBegruendungen: _nichtSpeichern, ...pdfParameters } = daten.data.pdfParameters;
  return {
    ok: true,
    eingabe: { dateiname, kommentar, berechnungsdaten: { ...daten.data, pdfParameters } },
  };
}
