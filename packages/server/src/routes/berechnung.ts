/**
 * POST /api/backend-service/berechnung (berechnungsregeln.md §1–§3): the domain's zod schema
 * checks the body's types (the route's contract, vertrag/) and the domain its content (400 wrong shape, 422 invalid values or conflicts,
 * domaenen-pruefung.ts); the domain computes the result.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  berechnungSchema,
  ergebnisSchema,
  berechneOrtsueblicheMiete,
  pruefeBerechnung,
  pruefeBerechnungsInhalt,
  type AusgabenRegister,
  type BerechnungWire,
  type GepruefteBerechnung,
} from '@mietspiegel/domain';
import { schnellerPfad } from '../vertrag/pruefung.ts';
import { ALLGEMEINE_FEHLER, antwort, fehler, KOERPER_FEHLER } from '../vertrag/antworten.ts';
import { ausgabeIdIn, ausgabeWaehlen, gewaehlteAusgabe } from './ausgabe-wahl.ts';
import { domaenenPruefung, type Pruefergebnis } from './domaenen-pruefung.ts';

const alsErgebnis = (p: ReturnType<typeof pruefeBerechnung>): Pruefergebnis<GepruefteBerechnung> =>
  p.ok ? { ok: true, wert: p.berechnung } : p;

export const berechnungRoutes: FastifyPluginAsyncZod<{
  ausgaben: AusgabenRegister;
  uhr: () => Date;
}> = async (app, { ausgaben, uhr }) => {
  app.post(
    '/api/backend-service/berechnung',
    {
      schema: {
        tags: ['Berechnung'],
        summary: 'Ortsübliche Vergleichsmiete berechnen',
        description:
          'Rechnet nach der Mietspiegel-Ausgabe in „ausgabe“ (Id) oder, ohne sie, nach der heute in München geltenden; das Ergebnis nennt die verwendete Ausgabe in „ausgabe“. Eine unbekannte Id: 400.',
        body: berechnungSchema,
        response: {
          200: antwort(
            'Die ortsübliche Vergleichsmiete mit Spanne und Aufschlüsselung',
            ergebnisSchema,
          ),
          ...KOERPER_FEHLER,
          400: fehler(
            'Kein gültiges JSON, ein Wert vom falschen Typ (Meldung je Feld) oder eine unbekannte Ausgabe',
          ),
          422: fehler(
            'Ungültige Werte, fehlende Auswahl oder widersprüchliche Angaben (Meldung je Feld); ohne „ausgabe“: keine Ausgabe gilt heute',
          ),
          ...ALLGEMEINE_FEHLER,
        },
      },
      attachValidation: true,
      // the hot path: ajv and fast-json-stringify from the same zod schemas (vertrag/pruefung.ts)
      ...schnellerPfad,
      preHandler: [
        // issue 20 §3: `ausgabe` (id) or the edition in force today; unknown → 400
        ausgabeWaehlen(ausgaben, uhr, ausgabeIdIn, 'ausgabe'),
        domaenenPruefung({
          ganz: (eingabe) => alsErgebnis(pruefeBerechnung(eingabe)),
          inhalt: (eingabe: BerechnungWire) => alsErgebnis(pruefeBerechnungsInhalt(eingabe)),
        }),
      ],
    },
    // domaenenPruefung has replaced the body by the checked calculation
    async (request) =>
      berechneOrtsueblicheMiete(
        request.body as unknown as GepruefteBerechnung,
        gewaehlteAusgabe(request),
      ),
  );
};
