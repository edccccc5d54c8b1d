/**
 * POST /api/backend-service/pdf (berechnungsregeln.md §4): the domain checks the parameters,
 * the server computes the result itself and answers the PDF as a download named after the
 * edition's `pdfDateiname`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ausgabe, pruefePdfParameter, type PdfParameter } from '@mietspiegel/domain';
import { fehlerAntwortSchema } from '../fehler';
import { erzeugeBerechnungsPdf } from '../pdf/erzeuge';
import type { PdfSchriften } from '../pdf/schriften';
import { domaenenPruefung } from './domaenen-pruefung';
import { contentDisposition } from './content-disposition';
import { pdfParameterJsonSchema } from './schemas';

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
        response: { 400: fehlerAntwortSchema, 422: fehlerAntwortSchema },
      },
      validatorCompiler: domaenenPruefung((eingabe) => {
        const p = pruefePdfParameter(eingabe);
        return p.ok ? { ok: true, wert: p.parameter } : p;
      }),
    },
    async (request, reply) => {
      const pdf = await erzeugeBerechnungsPdf(request.body, schriften, uhr());
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
