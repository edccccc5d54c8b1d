/**
 * Wires database, sign-in and templates into the app (called once from buildApp, before the
 * routes that serve pages, so the /auth/ guard sees every request). Opening the database:
 * db/oeffnung.ts.
 */
import type { FastifyInstance } from 'fastify';
import { anmeldungPlugin } from '../auth/anmeldung.ts';
import type { Benutzerquelle } from '../auth/benutzer.ts';
import type { OidcKonfiguration } from '../auth/oidc-konfiguration.ts';
import { oeffnePersistenz, type DatenbankOptionen, type Persistenz } from '../db/oeffnung.ts';
import { vorlagenRoutes } from './routes.ts';

export interface PersistenzOptionen extends DatenbankOptionen {
  benutzerquelle?: Benutzerquelle;
  /** Sign-in through OpenID Connect (issue 12 §1); null/absent = local accounts. */
  oidc?: OidcKonfiguration | null;
  uhr?: (() => Date) | undefined;
}

/** Registers database, sign-in and templates. */
export async function registrierePersistenz(
  app: FastifyInstance,
  o: PersistenzOptionen,
): Promise<Persistenz> {
  const persistenz = oeffnePersistenz(app, o);
  const { db } = persistenz;

  if (o.konfiguration.keineSicherheit) {
    app.log.warn(
      '!!! ACHTUNG: MIETSPIEGEL_NO_SECURITY=true – Anmeldung abgeschaltet, JEDE Anfrage hat alle Berechtigungen ' +
        '(als Benutzer „entwicklung“). Nur für die Entwicklung, niemals im Betrieb! / WARNING: security is OFF !!!',
    );
  }
  await app.register(anmeldungPlugin, {
    db,
    keineSicherheit: o.konfiguration.keineSicherheit,
    sitzungsdauerMs: o.konfiguration.sitzungsdauerMinuten * 60_000,
    ...(o.benutzerquelle ? { benutzerquelle: o.benutzerquelle } : {}),
    oidc: o.oidc ?? null,
    ...(o.uhr ? { uhr: o.uhr } : {}),
  });
  await app.register(vorlagenRoutes, { db, ...(o.uhr ? { uhr: o.uhr } : {}) });

  return persistenz;
}
