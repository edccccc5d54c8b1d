/**
 * POST /api/backend-service/pdf (berechnungsregeln.md §4): ajv and the domain check the
 * parameters (domaenen-pruefung.ts), the server computes the result itself and answers the PDF
 * as a download named after the edition's `pdfDateiname`.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  ausgabe,
  meldungen,
  pruefePdfParameter,
  pruefePdfParameterInhalt,
  type PdfParameter,
  type PdfParameterWire,
} from '@mietspiegel/domain';
import { fehlerAntwort, fehlerAntwortSchema } from '../fehler';
import { erzeugeBerechnungsPdf } from '../pdf/erzeuge';
import type { PdfSchriften } from '../pdf/schriften';
import { domaenenPruefung, type Pruefergebnis } from './domaenen-pruefung';
import { contentDisposition } from './content-disposition';
import { pdfParameterJsonSchema } from './schemas';

const alsErgebnis = (p: ReturnType<typeof pruefePdfParameter>): Pruefergebnis<PdfParameter> =>
  p.ok ? { ok: true, wert: p.parameter } : p;

export const pdfRoutes: FastifyPluginAsync<{ schriften: PdfSchriften; uhr: () => Date }> = async (
  app,
  { schriften, uhr },
) => {
  const disposition = contentDisposition(ausgabe.pdfDateiname);
  app.post<{ Body: PdfParameter }>(
    '/api/backend-service/pdf',
    {
      schema: {
        body: pdfParameterJsonSchema,
        response: { 400: fehlerAntwortSchema, 422: fehlerAntwortSchema, 500: fehlerAntwortSchema },
      },
      attachValidation: true,
      preHandler: domaenenPruefung({
        ganz: (eingabe) => alsErgebnis(pruefePdfParameter(eingabe)),
        inhalt: (eingabe: PdfParameterWire) => alsErgebnis(pruefePdfParameterInhalt(eingabe)),
      }),
    },
    async (request, reply) => {
      let pdf: Buffer;
      try {
        pdf = await erzeugeBerechnungsPdf(request.body, schriften, uhr());
      } catch (fehler) {
        // Valid input that cannot be printed is our fault: 500 with the PDF message (spec §8).
        request.log.error({ err: fehler }, 'PDF konnte nicht erstellt werden');
        return reply.code(500).send(fehlerAntwort('', meldungen.pdfFehler));
      }
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', disposition)
          // The PDF holds personal answers: no shared cache may keep it.
          .header('cache-control', 'no-store')
          .send(pdf)
      );
    },
  );
};
