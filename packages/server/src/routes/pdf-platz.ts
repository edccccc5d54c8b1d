/**
 * What every PDF route shares (/pdf and the letters, issue 30 §1): one bound for every PDF –
 * the look at the places before the body is read, the place itself, the 500 for a PDF that
 * could not be made, the download's headers – the edition read from `berechnung.ausgabe`, and the
 * error answers the routes describe in /api/openapi.json.
 */
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { meldungen, type AusgabenRegister } from '@mietspiegel/domain';
import type { Begrenzung } from '../begrenzung.ts';
import { AusgelastetFehler, fehlerAntwort, NichtVerfuegbarFehler } from '../fehler.ts';
import { ALLGEMEINE_FEHLER, fehler } from '../vertrag/antworten.ts';
import { ausgabeIdIn, ausgabeWaehlen } from './ausgabe-wahl.ts';

export const MELDUNG_AUSGELASTET =
  'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.';

/** A queued PDF takes milliseconds (bench/pdf.bench.ts), so a full queue is empty again soon. */
export const WIEDERHOLEN_NACH_SEKUNDEN = 2;

/**
 * issue 27 §3: a request that would find every place and the queue taken is refused as it
 * arrives, before its body is read and checked: 300 PDFs at once used to be read, parsed and
 * checked in full before the route found the queue full, and /health waited 5–7 s behind
 * that. Only a look, no place is taken here: a client sending its body slowly must not hold
 * one. A burst's small bodies come with their headers, so each request takes its place (in
 * the handler) before the next one is read. Shared with the letters' route (issue 30 §1).
 */
export function pdfSchonVoll(begrenzung: Begrenzung): onRequestHookHandler {
  return async () => {
    if (begrenzung.voll)
      throw new AusgelastetFehler(MELDUNG_AUSGELASTET, WIEDERHOLEN_NACH_SEKUNDEN);
  };
}

/**
 * Takes a PDF place (or refuses with the German 503), runs `arbeit` in it and frees it; nothing
 * is rendered for a client that has gone while it waited (then `undefined`).
 */
export async function imPdfPlatz<T>(
  begrenzung: Begrenzung,
  request: FastifyRequest,
  arbeit: () => Promise<T>,
): Promise<T | undefined> {
  const platz = begrenzung.belege();
  if (platz === null) {
    throw new AusgelastetFehler(MELDUNG_AUSGELASTET, WIEDERHOLEN_NACH_SEKUNDEN);
  }
  const freigeben = await platz;
  try {
    // Nobody is waiting for this PDF any more: nothing is sent, and Fastify sends nothing
    // for a handler that returns nothing on a closed connection.
    if (request.raw.socket.destroyed) {
      request.log.info('PDF nicht erstellt: die Verbindung ist schon geschlossen');
      return undefined;
    }
    return await arbeit();
  } finally {
    freigeben();
  }
}

/** The error answers of a PDF route beyond its body's (429, 500, the general ones, 503). */
export const PDF_FEHLER = {
  429: fehler('Zu viele PDF-Anfragen dieses Clients in einer Sekunde (Retry-After)'),
  500: fehler('Das PDF konnte nicht erstellt werden'),
  ...ALLGEMEINE_FEHLER,
  503: fehler(
    'Alle Plätze für PDFs und die Warteschlange sind belegt, oder der Server wird beendet (Retry-After)',
  ),
};

/** issue 20 §3: the edition named in `berechnung.ausgabe` (id) or the one in force today; unknown → 400. */
export function ausgabeDerBerechnung(
  ausgaben: AusgabenRegister,
  uhr: () => Date,
): preHandlerHookHandler {
  return ausgabeWaehlen(
    ausgaben,
    uhr,
    (body) =>
      ausgabeIdIn(
        typeof body === 'object' && body !== null
          ? (body as { berechnung?: unknown }).berechnung
          : undefined,
      ),
    'berechnung.ausgabe',
  );
}

/**
 * Makes the PDF in a place (`imPdfPlatz`) and sends it as a download named by `disposition`;
 * valid input that cannot be printed is our fault: 500 with the PDF message (spec §8), and only
 * the error is logged (a letter's text holds the user's fields).
 */
export async function sendePdf(
  begrenzung: Begrenzung,
  request: FastifyRequest,
  reply: FastifyReply,
  erzeuge: () => Promise<Buffer>,
  disposition: string,
) {
  let pdf: Buffer | undefined;
  try {
    pdf = await imPdfPlatz(begrenzung, request, erzeuge);
  } catch (f) {
    if (f instanceof NichtVerfuegbarFehler) throw f;
    request.log.error({ err: f }, 'PDF konnte nicht erstellt werden');
    return reply.code(500).send(fehlerAntwort('', meldungen.pdfFehler));
  }
  if (pdf === undefined) return;
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', disposition)
      // The PDF holds personal answers: no shared cache may keep it.
      .header('cache-control', 'no-store')
      .send(pdf)
  );
}
