/**
 * Checks the body of POST/PUT with the domain's `vorlageEingabeSchema` (spezifikation.md §3, §5,
 * §7), the schema the web app sends by: name and comment by the §5 rules with the messages the
 * UI shows, berechnungsdaten by the shared schema. Only the fields a client may set are taken:
 * ids, dates and users come from the server.
 */
import {
  meldungen,
  pruefeMietvergleich,
  vorlageEingabeSchema,
  type Berechnungsdaten,
  type Fehler,
} from '@mietspiegel/domain';
import { vorlagenTexte as t } from './texte.ts';

export interface VorlagenEingabe {
  dateiname: string;
  kommentar: string;
  berechnungsdaten: Berechnungsdaten;
}

export type Pruefergebnis =
  { ok: true; eingabe: VorlagenEingabe } | { ok: false; status: 400 | 422; fehler: Fehler[] };

/**
 * German message of a refused field: the §5 rule's own message, else what the field must be.
 * A name that is missing or no text counts as blank, as in the form.
 */
function meldung(feld: string, issue: { code: string; message: string }): string {
  if (issue.code === 'custom') return issue.message;
  if (feld === 'dateiname') return meldungen.dateinameLeer;
  if (feld === 'berechnungsdaten') return t.berechnungsdatenUngueltig;
  return t.keinText(feld);
}

export function pruefeVorlage(body: unknown): Pruefergebnis {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, fehler: [{ feld: '', meldung: t.keinObjekt }] };
  }
  const geprueft = vorlageEingabeSchema.safeParse(body);
  if (!geprueft.success) {
    // One message per field, at the path of its first issue (berechnungsdaten.…).
    const fehler = new Map<string, Fehler>();
    for (const issue of geprueft.error.issues) {
      const feld = String(issue.path[0]);
      if (!fehler.has(feld))
        fehler.set(feld, { feld: issue.path.map(String).join('.'), meldung: meldung(feld, issue) });
    }
    return { ok: false, status: 422, fehler: [...fehler.values()] };
  }

  const { dateiname, kommentar, berechnungsdaten } = geprueft.data;
  // issue 13: her rent and the increase check are stored only when they are valid values
  const mietvergleich = pruefeMietvergleich(berechnungsdaten.pdfParameters.mietvergleich);
  if (mietvergleich.fehler.length > 0) {
    return {
      ok: false,
      status: 422,
      fehler: mietvergleich.fehler.map((f) => ({
        feld: `berechnungsdaten.pdfParameters.${f.feld}`,
        meldung: f.meldung,
      })),
    };
  }
  // The free text is never stored (spezifikation.md §5, berechnungsregeln.md §4).
  const { zusaetzlicheBegruendungen: _nichtSpeichern, ...pdfParameters } =
    berechnungsdaten.pdfParameters;
  return {
    ok: true,
    eingabe: {
      dateiname,
      kommentar: kommentar ?? '',
      berechnungsdaten: { ...berechnungsdaten, pdfParameters },
    },
  };
}
