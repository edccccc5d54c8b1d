/**
 * Sessions (spezifikation.md §6, §7): the cookie, the user it stands for, a new one on sign-in
 * and its end on logout. The session lives in the database (sitzungs-repository.ts), only the
 * SHA-256 of its id is stored, and it expires after `dauerMs` without use (sliding renewal).
 * Both ways of signing in – the password form (anmelde-routes.ts) and OpenID Connect
 * (oidc-routes.ts) – end in `neueSitzung`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Benutzer, Benutzerquelle } from './benutzer.ts';
import type { GespeicherteSitzung, SitzungsRepository } from './sitzungs-repository.ts';

export const SITZUNGS_COOKIE = 'mietspiegel_sitzung';

export type CookieOptionen = (request: FastifyRequest) => {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
};

export type NeueSitzung = (
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  oidc?: GespeicherteSitzung['oidc'],
) => Promise<void>;

/** The session cookie's options (also those of the OIDC transaction cookie). */
export const cookieOptionen: CookieOptionen = (request) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' }) as const;

function hashe(sitzungsId: string): string {
  return createHash('sha256').update(sitzungsId).digest('hex');
}

export interface SitzungenOptionen {
  repository: SitzungsRepository;
  /** Where a local account's permissions come from. */
  quelle: Benutzerquelle;
  /** Sign-in through OpenID Connect is configured (issue 12 §1). */
  mitOidc: boolean;
  /** Idle time after which a session ends. */
  dauerMs: number;
  uhr: () => Date;
}

export interface Sitzungen {
  /** The user of the request's session cookie, or null (an unknown or stale cookie is cleared). */
  benutzerAusSitzung(request: FastifyRequest, reply: FastifyReply): Promise<Benutzer | null>;
  /** A new session for a signed-in user; the old one of this browser ends. */
  neueSitzung: NeueSitzung;
  /**
   * Ends the request's session and clears its cookie. With `lesen`, returns the stored session
   * first (its OIDC ID token is the provider's logout hint).
   */
  beende(
    request: FastifyRequest,
    reply: FastifyReply,
    lesen: boolean,
  ): Promise<GespeicherteSitzung | null>;
}

export function sitzungen(o: SitzungenOptionen): Sitzungen {
  const { repository, quelle, uhr } = o;

  async function benutzerAusSitzung(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Benutzer | null> {
    const id = request.cookies[SITZUNGS_COOKIE];
    if (!id) return null;
    const idHash = hashe(id);
    const jetzt = uhr();
    const sitzung = await repository.finde(idHash, jetzt);
    if (!sitzung) {
      reply.clearCookie(SITZUNGS_COOKIE, cookieOptionen(request));
      return null;
    }
    // A session counts only for the sign-in it was made by: after a switch between local
    // accounts and OpenID Connect, the other kind's sessions are over.
    let benutzer: Benutzer | null = null;
    if (o.mitOidc) {
      if (sitzung.oidc)
        benutzer = { name: sitzung.benutzername, berechtigungen: sitzung.oidc.berechtigungen };
    } else if (!sitzung.oidc) {
      benutzer = await quelle.ladeBenutzer(sitzung.benutzername);
    }
    if (!benutzer) {
      await repository.loesche(idHash);
      reply.clearCookie(SITZUNGS_COOKIE, cookieOptionen(request));
      return null;
    }
    // Sliding renewal, written at most once per half session lifetime.
    if (sitzung.laeuftAb.getTime() - jetzt.getTime() < o.dauerMs / 2) {
      await repository.verlaengere(idHash, new Date(jetzt.getTime() + o.dauerMs));
    }
    return benutzer;
  }

  const neueSitzung: NeueSitzung = async (request, reply, name, oidcDaten = null) => {
    const jetzt = uhr();
    await repository.loescheAbgelaufene(jetzt);
    // A new id on every sign-in (no session fixation); the old session ends.
    const alt = request.cookies[SITZUNGS_COOKIE];
    if (alt) await repository.loesche(hashe(alt));
    const id = randomBytes(32).toString('base64url');
    await repository.legeAn(hashe(id), name, new Date(jetzt.getTime() + o.dauerMs), oidcDaten);
    reply.setCookie(SITZUNGS_COOKIE, id, cookieOptionen(request));
    request.log.info({ benutzer: name }, 'Anmeldung erfolgreich');
  };

  async function beende(
    request: FastifyRequest,
    reply: FastifyReply,
    lesen: boolean,
  ): Promise<GespeicherteSitzung | null> {
    const id = request.cookies[SITZUNGS_COOKIE];
    const sitzung = id && lesen ? await repository.finde(hashe(id), uhr()) : null;
    if (id) await repository.loesche(hashe(id));
    reply.clearCookie(SITZUNGS_COOKIE, cookieOptionen(request));
    return sitzung;
  }

  return { benutzerAusSitzung, neueSitzung, beende };
}
