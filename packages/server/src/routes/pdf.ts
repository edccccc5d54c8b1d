/**
/**
 * POST /api/backend-service/pdf (berechnungsregeln.md §4): the body is read once by the domain's
 * `pdfLeser` into the checked parameters (gepruefter-koerper.ts), the server computes the result
 * itself and answers the PDF
 * as a download named after the edition's `pdfDateiname` with its year (issue 20 §5:
 * Mietspiegel_München_<jahr>.pdf); the edition is `berechnung.ausgabe` or the one in force today.
 *
 * Rendering is the server's most expensive work, so it is bounded (`Begrenzung`, PDF_CONCURRENCY
 * and PDF_QUEUE): beyond the queue a request gets a German 503 with `Retry-After` at once – as it
 * arrives, before its body is read (issue 27 §3), after the count per client and second
 * (PDF_JE_CLIENT_PRO_SEKUNDE, 429) – and a
 * request whose client has gone while it waited is not rendered at all (issue 9, A7). The
 * rendering itself runs in worker threads (`pdf/pool.ts`, issue 18 §1): only so does a place stay
 * taken while its PDF is made, and the event loop stays free for everything else.
 */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  berechnungslink,
  pdfLeser,
  pdfDateiname,
  type Ausgabe,
  type AusgabenRegister,
} from '@mietspiegel/domain';
import type { Begrenzung } from '../begrenzung.ts';
import { alsBytes, antwort, fehler, KOERPER_FEHLER } from '../vertrag/antworten.ts';
import { gewaehlteAusgabe } from './ausgabe-wahl.ts';
import { ausgabeDerBerechnung, PDF_FEHLER, pdfSchonVoll, sendePdf } from './pdf-platz.ts';
import { pruefGrundlagen } from '../pdf/pruef-ausgaben.ts';
import { mitGeprueftemKoerper } from './gepruefter-koerper.ts';
import { stichtagsdifferenzNurMitSchreibrecht } from './stichtagsdifferenz-recht.ts';
import { schnellerPfad } from '../vertrag/pruefung.ts';

import type { PdfErzeugung } from '../pdf/erzeuge.ts';

export type { PdfErzeugung };

export const pdfRoutes: FastifyPluginAsyncZod<{
  erzeugePdf: PdfErzeugung;
  uhr: () => Date;
  begrenzung: Begrenzung;
  ausgaben: AusgabenRegister;
  /** PDF requests per client and second (ratengrenze.ts); none in the route's own tests. */
  ratengrenze?: onRequestHookHandler[];
}> = async (app, { erzeugePdf, uhr, begrenzung, ausgaben, ratengrenze = [] }) => {
  // RFC 6266 §4.3: the exact name in `filename*` (RFC 5987, UTF-8) and, for clients without it,
  // an ASCII `filename` with the umlauts written out as German does (ü → ue, ß → ss; other marks
  // dropped). One header per edition, made once.
  const dispositionen = new Map<Ausgabe, string>(
    ausgaben.alle.map((a) => {
      const name = pdfDateiname(a);
      const fallback = name
        .normalize('NFD')
        .replace(/\u0308/g, 'e')
        .replace(/ß/g, 'ss')
        .replace(/[^\x20-\x7e]/g, '');
      return [a, contentDisposition(name, { fallback })];
    }),
  );
  const schonVoll = pdfSchonVoll(begrenzung);
  app.post(
    '/api/backend-service/pdf',
    {
      schema: {
        tags: ['Berechnung'],
        summary: 'Berechnung als PDF (application/pdf)',
        description:
          'Rechnet nach der Mietspiegel-Ausgabe in „berechnung.ausgabe“ (Id) oder, ohne sie, nach der heute in München geltenden (400 bei unbekannter Id). Überschrift, Fußzeile und Dateiname nennen die Ausgabe, als „Mietspiegel_München_JJJJ.pdf“ (JJJJ = Jahr der Ausgabe).',
        body: pdfLeser.schema,
        response: {
          200: antwort(
            'Das PDF als Download (Content-Disposition mit dem Dateinamen der Ausgabe)',
            alsBytes(z.string().register(z.globalRegistry, { format: 'binary' })),
            'application/pdf',
          ),
          ...KOERPER_FEHLER,
          400: fehler(
            'Kein gültiges JSON, ein Wert vom falschen Typ (Meldung je Feld) oder eine unbekannte Ausgabe',
          ),
          403: fehler('Eine Stichtagsdifferenz ohne die Berechtigung zum Bearbeiten von Vorlagen'),
          422: fehler(
            'Ungültige Werte, fehlende Auswahl, widersprüchliche Angaben, Stichtagsdifferenz oder Begründung ungültig (Meldung je Feld)',
          ),
          ...PDF_FEHLER,
        },
      },
      attachValidation: true,
      // The count per client and second, then the look at the places: before the body is read.
      onRequest: [...ratengrenze, schonVoll],
      // the hot path: ajv and fast-json-stringify from the same zod schemas (vertrag/pruefung.ts)
      ...schnellerPfad,
      preHandler: [
        // issue 17 §10: a Stichtagsdifferenz only with the write permission, as in the page
        stichtagsdifferenzNurMitSchreibrecht(app),
        ausgabeDerBerechnung(ausgaben, uhr),
      ],
    },
    mitGeprueftemKoerper(pdfLeser, async (parameter, request, reply) => {
      const ausgabe = gewaehlteAusgabe(request);
      return sendePdf(
        begrenzung,
        request,
        reply,
        () => {
          // issue 20 §4, issue 21 §1: each day-based check under the edition of its day
          const pruefungen = pruefGrundlagen(ausgaben, parameter, ausgabe);
          // issue 30 §2: the link to this calculation from the checked answers (domain encoder)
          const seite = rechnerAdresse(request);
          const link = seite && berechnungslink(seite, parameter.berechnung, ausgabe.ausgabe);
          return erzeugePdf({ ...parameter, ausgabe, pruefungen, link }, uhr());
        },
        // every edition's header is made above; the name alone for an edition added later
        dispositionen.get(ausgabe) ?? contentDisposition(pdfDateiname(ausgabe)),
      );
    }),
  );
};

/**
 * The calculator's page as this request reached it, or undefined when the request names no
 * usable host (HTTP/1.0 without Host, a Host that is no host): then the PDF prints no link
 * rather than "http://undefined/…".
 */
export function rechnerAdresse(request: FastifyRequest): string | undefined {
  const host = request.host;
  // a name or an IP address with an optional port – nothing a URL would read as user or path
  if (!host || !/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return undefined;
  return `${request.protocol}://${host}/berechnung.html`;
}
