/** Storage of server-side sessions (table sitzung): only the SHA-256 of the session id is kept. */
import type { DbZugang } from '../db/schema.ts';

export interface GespeicherteSitzung {
  benutzername: string;
  laeuftAb: Date;
  /** Sign-in through OpenID Connect (issue 12 §1); null for a local account's session. */
  oidc: { berechtigungen: string[]; idToken: string } | null;
}

function leseBerechtigungen(json: string): string[] {
  try {
    const liste: unknown = JSON.parse(json);
    return Array.isArray(liste) ? liste.filter((b): b is string => typeof b === 'string') : [];
  } catch {
    return [];
  }
}

export class SitzungsRepository {
  private readonly db: DbZugang;

  constructor(db: DbZugang) {
    this.db = db;
  }

  async legeAn(
    idHash: string,
    benutzername: string,
    laeuftAb: Date,
    oidc: GespeicherteSitzung['oidc'] = null,
  ): Promise<void> {
    await (
      await this.db()
    )
      .insertInto('sitzung')
      .values({
        idHash,
        benutzername,
        laeuftAb,
        oidcBerechtigungen: oidc ? JSON.stringify(oidc.berechtigungen) : null,
        oidcIdToken: oidc?.idToken ?? null,
      })
      .execute();
  }

  /** The session if it has not expired at `jetzt`. */
  async finde(idHash: string, jetzt: Date): Promise<GespeicherteSitzung | null> {
    const z = await (
      await this.db()
    )
      .selectFrom('sitzung')
      .select(['benutzername', 'laeuftAb', 'oidcBerechtigungen', 'oidcIdToken'])
      .where('idHash', '=', idHash)
      .where('laeuftAb', '>', jetzt)
      .executeTakeFirst();
    if (!z) return null;
    return {
      benutzername: z.benutzername,
      laeuftAb: new Date(z.laeuftAb),
      oidc:
        z.oidcBerechtigungen === null
          ? null
          : {
              berechtigungen: leseBerechtigungen(z.oidcBerechtigungen),
              idToken: z.oidcIdToken ?? '',
            },
    };
  }

  async verlaengere(idHash: string, laeuftAb: Date): Promise<void> {
    await (
      await this.db()
    )
      .updateTable('sitzung')
      .set({ laeuftAb })
      .where('idHash', '=', idHash)
      .execute();
  }

  async loesche(idHash: string): Promise<void> {
    await (await this.db()).deleteFrom('sitzung').where('idHash', '=', idHash).execute();
  }

  async loescheAlleVon(benutzername: string): Promise<void> {
    await (
      await this.db()
    )
      .deleteFrom('sitzung')
      .where('benutzername', '=', benutzername)
      .execute();
  }

  async loescheAbgelaufene(jetzt: Date): Promise<void> {
    await (await this.db()).deleteFrom('sitzung').where('laeuftAb', '<=', jetzt).execute();
  }
}
