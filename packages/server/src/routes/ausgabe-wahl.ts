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
  ausgabeTitel,
  formatDatum,
  heuteInMuenchen,
  unbekannteAusgabeMeldung,
  type Ausgabe,
  type AusgabenRegister,
} from '@mietspiegel/domain';
import { EingabeFehler } from '../fehler.ts';

export const MELDUNG_KEINE_AUSGABE_HEUTE =
  'Für den heutigen Tag ist keine Mietspiegel-Ausgabe hinterlegt. Bitte wählen Sie eine Ausgabe aus.';

/**
 * A Mietspiegel's time ends (§ 558d Abs. 2 BGB: updated after two years): after the last
 * edition's end no edition applies, and the calculator does not guess one (issue 27 §6, decided
 * in docs/adr/0013). The message names the edition that ended, so the user knows why and which
 * she may still choose.
 */
export function keineAusgabeMeldung(register: AusgabenRegister, tag: string): string {
  const beendet = register.alle.filter((a) => a.gueltigBis !== null && a.gueltigBis < tag).at(-1);
  if (!beendet?.gueltigBis) return MELDUNG_KEINE_AUSGABE_HEUTE;
  return `Die Ausgabe „${ausgabeTitel(beendet)}“ galt bis ${formatDatum(beendet.gueltigBis)}; für den heutigen Tag ist keine neuere Mietspiegel-Ausgabe hinterlegt. Bitte wählen Sie eine Ausgabe aus.`;
}

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
      new EingabeFehler(422, [{ feld, meldung: keineAusgabeMeldung(register, tag) }])
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
