/**
 * POST /api/backend-service/berechnung (berechnungsregeln.md §1–§3): the body is read once by the
 * domain's `berechnungLeser` into the checked calculation (400 wrong shape, 422 invalid values or
 * conflicts; gepruefter-koerper.ts); the domain computes the result.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  berechnungLeser,
  ergebnisSchema,
  berechneOrtsueblicheMiete,
  type AusgabenRegister,
} from '@mietspiegel/domain';
import { schnellerPfad } from '../vertrag/pruefung.ts';
import { ALLGEMEINE_FEHLER, antwort, fehler, KOERPER_FEHLER } from '../vertrag/antworten.ts';
import { ausgabeIdIn, ausgabeWaehlen, gewaehlteAusgabe } from './ausgabe-wahl.ts';
import { mitGeprueftemKoerper } from './gepruefter-koerper.ts';

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
        body: berechnungLeser.schema,
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
      // issue 20 §3: `ausgabe` (id) or the edition in force today; unknown → 400
      preHandler: ausgabeWaehlen(ausgaben, uhr, ausgabeIdIn, 'ausgabe'),
    },
    mitGeprueftemKoerper(berechnungLeser, (berechnung, request) =>
      berechneOrtsueblicheMiete(berechnung, gewaehlteAusgabe(request)),
    ),
  );
};
