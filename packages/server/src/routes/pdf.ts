/**
 * POST /api/backend-service/pdf (berechnungsregeln.md §4): the domain checks the parameters,
 * the server computes the result itself and answers the PDF as a download named after the
 * edition's `pdfDateiname`.
 */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsync } from 'fastify';
import { ausgabe, meldungen, pruefePdfParameter, type PdfParameter } from '@mietspiegel/domain';
import { fehlerAntwort, fehlerAntwortSchema } from '../fehler';
import { erzeugeBerechnungsPdf } from '../pdf/erzeuge';
import type { PdfSchriften } from '../pdf/schriften';
import { domaenenPruefung } from './domaenen-pruefung';
import { pdfParameterJsonSchema } from './schemas';

export const pdfRoutes: FastifyPluginAsync<{ schriften: PdfSchriften; uhr: () => Date }> = async (
  app,
  { schriften, uhr },
) => {
  // RFC 6266 §4.3: the exact name in `filename*` (RFC 5987, UTF-8) and, for clients without it,
  // an ASCII `filename` with the umlauts written out as German does (ü → ue, ß → ss; other marks dropped).
  const disposition = contentDisposition(ausgabe.pdfDateiname, {
    fallback: ausgabe.pdfDateiname
      .normalize('NFD')
      .replace(/\u0308/g, 'e')
      .replace(/ß/g, 'ss')
      .replace(/[^\x20-\x7e]/g, ''),
  });
  app.post<{ Body: PdfParameter }>(
    '/api/backend-service/pdf',
    {
      schema: {
        body: pdfParameterJsonSchema,
        response: { 400: fehlerAntwortSchema, 422: fehlerAntwortSchema, 500: fehlerAntwortSchema },
      },
      validatorCompiler: domaenenPruefung((eingabe) => {
        const p = pruefePdfParameter(eingabe);
        return p.ok ? { ok: true, wert: p.parameter } : p;
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
