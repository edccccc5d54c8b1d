/**
 * Who is signed in, and where users come from. The user source is an interface so that an
 * OIDC source can replace the local accounts later without touching sessions or routes.
 */
import { ATTRAPPEN_HASH, pruefePasswort } from './passwort.ts';
import type { KontoRepository } from './konto-repository.ts';

/** spezifikation.md §6: the one permission. */
export const BERECHTIGUNG_VORLAGEN_SCHREIBEN = 'MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE';

/** Every permission the product knows (granted to everyone with MIETSPIEGEL_NO_SECURITY). */
export const ALLE_BERECHTIGUNGEN = [BERECHTIGUNG_VORLAGEN_SCHREIBEN] as const;

export interface Benutzer {
  name: string;
  berechtigungen: string[];
}

/** The stand-in user when security is switched off (MIETSPIEGEL_NO_SECURITY=true). */
export const ENTWICKLUNGSBENUTZER: Benutzer = {
  name: 'entwicklung',
  berechtigungen: [...ALLE_BERECHTIGUNGEN],
};

export interface Benutzerquelle {
  /** Checks name and password; null on any failure – never tells which of the two was wrong. */
  pruefeZugangsdaten(name: string, passwort: string): Promise<Benutzer | null>;
  /** The user's current permissions for a running session; null if the user no longer exists. */
  ladeBenutzer(name: string): Promise<Benutzer | null>;
}

/** Local accounts in the database (konto), passwords hashed with scrypt. */
export class LokaleBenutzerquelle implements Benutzerquelle {
  private readonly konten: KontoRepository;

  constructor(konten: KontoRepository) {
    this.konten = konten;
  }

  async pruefeZugangsdaten(name: string, passwort: string): Promise<Benutzer | null> {
    const konto = await this.konten.findeNachName(name);
    // Unknown names cost one scrypt too, so timing does not reveal which accounts exist.
    const passt = await pruefePasswort(passwort, konto?.passwortHash ?? (await ATTRAPPEN_HASH));
    return konto && passt ? { name: konto.name, berechtigungen: konto.berechtigungen } : null;
  }

  async ladeBenutzer(name: string): Promise<Benutzer | null> {
    const konto = await this.konten.findeNachName(name);
    return konto ? { name: konto.name, berechtigungen: konto.berechtigungen } : null;
  }
}
