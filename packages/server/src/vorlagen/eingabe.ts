/**
 * The body of POST/PUT (spezifikation.md §3, §5, §7) as the routes declare it: the domain's
 * `vorlageEingabeSchema`, the schema the web app sends by, with its German messages, plus the one
 * rule the schema of the data cannot hold – her rent and the increase check are stored only when
 * they are valid values (issue 13). Fastify checks the body with it before the handler runs;
 * `eingabeFehler` answers a refused body in German. Only the fields a client may set are taken:
 * ids, dates and users come from the server.
 */
import {
  meldungen,
  pruefeMietvergleich,
  vorlageEingabeSchema,
  type Berechnungsdaten,
} from '@mietspiegel/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fehlerDerPruefung, meldungFuerTeilbaum } from '../vertrag/meldungen.ts';

// The client sends the data whole; one message for any type or shape fault inside them.
meldungFuerTeilbaum.add(vorlageEingabeSchema.shape.berechnungsdaten, {
  meldung: meldungen.berechnungsdatenUngueltig,
});

/** The body of POST and PUT; the rent check runs once the rest is valid (as its own 422). */
export const vorlagenKoerperSchema = vorlageEingabeSchema.check(
  z.superRefine((eingabe, ctx) => {
    if (ctx.issues.length > 0) return; // a name or comment against its rule: only those
    const { fehler } = pruefeMietvergleich(eingabe.berechnungsdaten.pdfParameters.mietvergleich);
    for (const f of fehler) {
      ctx.addIssue({
        code: 'custom',
        message: f.meldung,
        path: ['berechnungsdaten', 'pdfParameters', ...f.feld.split('.')],
        input: eingabe,
      });
    }
  }),
);

export interface VorlagenEingabe {
  dateiname: string;
  kommentar: string;
  berechnungsdaten: Berechnungsdaten;
}

/** What is stored of a checked body: the free text never (spezifikation.md §5, berechnungsregeln.md §4). */
export function zumSpeichern(eingabe: z.output<typeof vorlagenKoerperSchema>): VorlagenEingabe {
  const { dateiname, kommentar, berechnungsdaten } = eingabe;
  const { zusaetzlicheBegruendungen: _nichtSpeichern, ...pdfParameters } =
    berechnungsdaten.pdfParameters;
  return {
    dateiname,
    kommentar: kommentar ?? '',
    berechnungsdaten: { ...berechnungsdaten, pdfParameters },
  };
}

/**
 * The routes' error handler: a refused body answers with the schema's German messages, 400 when
 * it is no JSON object at all, 422 when a field breaks a rule; every other error goes on to the
 * app's handler (fehler.ts).
 */
export function eingabeFehler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!error.validation || error.validationContext !== 'body') throw error;
  const fehler = fehlerDerPruefung(vorlagenKoerperSchema, error.validation);
  request.log.info({ fehler }, 'ungültige Berechnungsvorlage');
  return reply
    .code(fehler.some((f) => f.feld === '') ? 400 : 422)
    .type('application/json')
    .send({ fehler });
}
