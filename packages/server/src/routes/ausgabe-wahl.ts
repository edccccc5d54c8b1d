/**
 * Which Mietspiegel edition a calculation uses (issue 20 §3): the id in the body's `ausgabe`
 * (POST …/berechnung: the body; POST …/pdf: `berechnung.ausgabe`), else the edition in force
 * today in Munich (Europe/Berlin). An unknown id is a German 400 naming the known ones.
 *
 * Runs as a preHandler before the body is read (gepruefter-koerper.ts); the chosen edition is
 * kept per request (`gewaehlteAusgabe`).
 */
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import {
  heuteInMuenchen,
  unbekannteAusgabeMeldung,
  type Ausgabe,
  type AusgabenRegister,
} from '@mietspiegel/domain';
import { EingabeFehler } from '../fehler.ts';

export const MELDUNG_KEINE_AUSGABE_HEUTE =
  'Für den heutigen Tag ist keine Mietspiegel-Ausgabe hinterlegt. Bitte wählen Sie eine Ausgabe aus.';

/** The edition for an id (or, without one, for `tag`), or the German error for the client. */
export function waehleAusgabe(
  register: AusgabenRegister,
  id: string | undefined,
  tag: string,
  feld: string,
): Ausgabe | EingabeFehler {
  if (id === undefined) {
    return (
      register.ausgabeFuer(tag) ??
      new EingabeFehler(422, [{ feld, meldung: MELDUNG_KEINE_AUSGABE_HEUTE }])
    );
  }
  return (
    register.ausgabeMitId(id) ??
    new EingabeFehler(400, [{ feld, meldung: unbekannteAusgabeMeldung(id, register.alle) }])
  );
}

const gewaehlt = new WeakMap<FastifyRequest, Ausgabe>();

/** The edition chosen for this request by `ausgabeWaehlen`. */
export function gewaehlteAusgabe(request: FastifyRequest): Ausgabe {
  const a = gewaehlt.get(request);
  if (!a) throw new Error('ausgabeWaehlen lief nicht vor dem Handler.');
  return a;
}

/**
 * preHandler: reads the id with `lies` from the raw body. A non-text id is left to the domain
 * check, whose German 400 names every wrong field (the schema says `ausgabe` is text).
 */
export function ausgabeWaehlen(
  register: AusgabenRegister,
  uhr: () => Date,
  lies: (body: unknown) => unknown,
  feld: string,
): preHandlerHookHandler {
  return (request, _reply, done) => {
    const id = lies(request.body);
    if (id !== undefined && typeof id !== 'string') {
      done();
      return;
    }
    const a = waehleAusgabe(register, id, heuteInMuenchen(uhr()), feld);
    if (a instanceof EingabeFehler) {
      done(a);
      return;
    }
    gewaehlt.set(request, a);
    done();
  };
}

/** `body.ausgabe` of an object body, else undefined. */
export const ausgabeIdIn = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { ausgabe?: unknown }).ausgabe : undefined;
