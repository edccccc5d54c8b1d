/**
 * POST /api/backend-service/schreiben (issue 30 §1, ADR 0026): a letter after a check as PDF.
 * The body is read once by the domain's `schreibenLeser`; the server computes the result itself
 * under the edition the check uses (the receipt's for the § 558 letters, the lease start's for
 * the Rüge: `pruefGrundlagen`, as the calculation PDF), lets the domain make the letter
 * (`erstelleSchreiben`, which reads every figure from the checks) and renders it in the PDF pool.
 *
 * The same bounds as /pdf, shared with it: the same count per client and second (429), the same
 * places and queue (a German 503 with Retry-After as the request arrives, before its body is read),
 * the same body limit. The user's fields (sender, recipient, place, date, the flat) are used only
 * for this PDF: never stored, never logged – no log line here carries the body or the letter.
 */
import { create as contentDisposition } from 'content-disposition';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ausgabeInfo,
  berechneOrtsueblicheMiete,
  erstelleSchreiben,
  heuteInMuenchen,
  schreibenAngebot,
  schreibenLeser,
  vorlaeufigeWerte,
  type AusgabenRegister,
  type SchreibenArt,
} from '@mietspiegel/domain';
import type { Begrenzung } from '../begrenzung.ts';
import { EingabeFehler } from '../fehler.ts';
import { alsBytes, antwort, fehler, KOERPER_FEHLER } from '../vertrag/antworten.ts';
import { pruefGrundlagen } from '../pdf/pruef-ausgaben.ts';
import type { SchreibenErzeugung } from '../pdf/erzeuge.ts';
import { gewaehlteAusgabe } from './ausgabe-wahl.ts';
import { mitGeprueftemKoerper } from './gepruefter-koerper.ts';
import { ausgabeDerBerechnung, PDF_FEHLER, pdfSchonVoll, sendePdf } from './pdf-platz.ts';
import { schnellerPfad } from '../vertrag/pruefung.ts';

/** The download's name per letter (ASCII, so every client keeps it). */
export const SCHREIBEN_DATEINAMEN: Record<SchreibenArt, string> = {
  'antwort-mieterhoehung': 'Antwort_Mieterhoehungsverlangen.pdf',
  'ruege-mietpreisbremse': 'Ruege_Mietpreisbremse.pdf',
  mieterhoehungsverlangen: 'Mieterhoehungsverlangen.pdf',
};

export const schreibenRoutes: FastifyPluginAsyncZod<{
  erzeugeSchreibenPdf: SchreibenErzeugung;
  uhr: () => Date;
  /** the PDF route's places and queue: one bound for every PDF */
  begrenzung: Begrenzung;
  ausgaben: AusgabenRegister;
  /** the PDF route's count per client and second, shared */
  ratengrenze?: onRequestHookHandler[];
}> = async (app, { erzeugeSchreibenPdf, uhr, begrenzung, ausgaben, ratengrenze = [] }) => {
  app.post(
    '/api/backend-service/schreiben',
    {
      schema: {
        tags: ['Berechnung'],
        summary: 'Schreiben nach einer Prüfung als PDF (application/pdf)',
        description:
          'Ein Muster-Schreiben mit den Angaben der Prüfung (issue 30): die Antwort auf ein Mieterhöhungsverlangen, die Rüge nach § 556g Abs. 2 BGB mit Auskunftsverlangen oder das Mieterhöhungsverlangen nach § 558a BGB, im Layout nach DIN 5008, mit einer Seite „Hinweise für Sie – nicht Teil des Schreibens“. Jede Zahl stammt aus derselben Prüfung wie auf der Ergebnisseite; gerechnet wird nach der Ausgabe, die für die Prüfung gilt. Gibt es nach den Angaben kein solches Schreiben (z. B. keine Überschreitung), 422 mit dem Grund. Absender, Empfänger, Ort, Datum und Wohnung werden nur für das PDF verwendet und weder gespeichert noch protokolliert.',
        body: schreibenLeser.schema,
        response: {
          200: antwort(
            'Das Schreiben als PDF-Download',
            alsBytes(z.string().register(z.globalRegistry, { format: 'binary' })),
            'application/pdf',
          ),
          ...KOERPER_FEHLER,
          400: fehler(
            'Kein gültiges JSON, ein Wert vom falschen Typ (Meldung je Feld) oder eine unbekannte Ausgabe',
          ),
          422: fehler(
            'Ungültige Werte (Meldung je Feld, z. B. „schreiben.datum“) oder das Schreiben ist nach diesen Angaben nicht möglich (Feld „art“, mit dem Grund)',
          ),
          ...PDF_FEHLER,
        },
      },
      attachValidation: true,
      onRequest: [...ratengrenze, pdfSchonVoll(begrenzung)],
      ...schnellerPfad,
      preHandler: [ausgabeDerBerechnung(ausgaben, uhr)],
    },
    mitGeprueftemKoerper(schreibenLeser, async (p, request, reply) => {
      const berechnet = gewaehlteAusgabe(request);
      // the edition the check uses: the receipt's (§ 558) or the lease start's (Mietpreisbremse)
      const grundlagen = pruefGrundlagen(ausgaben, { mietvergleich: p.mietvergleich }, berechnet);
      const g =
        p.art === 'ruege-mietpreisbremse' ? grundlagen.mietpreisbremse : grundlagen.mieterhoehung;
      const a = g?.ausgabe ?? berechnet;
      const jetzt = uhr();
      const fakten = {
        entwurf: p.berechnung,
        ergebnis: berechneOrtsueblicheMiete(p.berechnung, a),
        ausgabe: ausgabeInfo(a),
        mietvergleich: p.mietvergleich,
        heute: heuteInMuenchen(jetzt),
        vorlaeufigeWerte: vorlaeufigeWerte(p.berechnung, a),
        ausgabeHinweis: g?.text ?? null,
      };
      // no such letter for these facts: at `art`; a variant the facts do not allow: at its field
      const angebot = schreibenAngebot(p.art, fakten);
      if (!angebot.angeboten)
        throw new EingabeFehler(422, [{ feld: 'art', meldung: angebot.grund }]);
      const r = erstelleSchreiben(p.art, fakten, p.angaben);
      if (!r.ok) throw new EingabeFehler(422, [{ feld: 'schreiben.variante', meldung: r.grund }]);
      return sendePdf(
        begrenzung,
        request,
        reply,
        () => erzeugeSchreibenPdf(r.schreiben, jetzt),
        contentDisposition(SCHREIBEN_DATEINAMEN[p.art]),
      );
    }),
  );
};
