/**
 * Our permissions from the provider's claims (issue 12 §1): the values at the claim path
 * (OIDC_BERECHTIGUNGEN_CLAIM, e.g. `roles` or Keycloak's `resource_access.<client>.roles`) that
 * are one of our permissions (spezifikation.md §6) by name or through OIDC_ROLLEN_ZUORDNUNG.
 * Anything else the provider sends is ignored.
 */
import { ALLE_BERECHTIGUNGEN } from './benutzer.ts';
import { feldMitUnzulaessigemZeichen } from '../http/unzulaessige-zeichen.ts';

/** A list of strings, or one string of values separated by spaces or commas (scope style). */
function werteAm(claims: Record<string, unknown>, pfad: readonly string[]): string[] {
  let wert: unknown = claims;
  for (const teil of pfad) {
    if (wert === null || typeof wert !== 'object' || Array.isArray(wert)) return [];
    wert = (wert as Record<string, unknown>)[teil];
  }
  if (typeof wert === 'string') return wert.split(/[\s,]+/).filter((w) => w !== '');
  if (Array.isArray(wert)) return wert.filter((w): w is string => typeof w === 'string');
  return [];
}

/** Whether the claims hold anything at the path (then userinfo need not be asked). */
export function hatClaim(claims: Record<string, unknown>, pfad: readonly string[]): boolean {
  let wert: unknown = claims;
  for (const teil of pfad) {
    if (wert === null || typeof wert !== 'object' || Array.isArray(wert)) return false;
    wert = (wert as Record<string, unknown>)[teil];
  }
  return wert !== undefined;
}

export function berechtigungenAus(
  claims: Record<string, unknown>,
  pfad: readonly string[],
  zuordnung: ReadonlyMap<string, string>,
): string[] {
  const bekannt = ALLE_BERECHTIGUNGEN as readonly string[];
  const ergebnis = new Set<string>();
  for (const wert of werteAm(claims, pfad)) {
    const recht = zuordnung.get(wert) ?? wert;
    if (bekannt.includes(recht)) ergebnis.add(recht);
  }
  return [...ergebnis].sort();
}

/**
 * The name shown and written into templates: preferred_username, else email, else sub – each
 * only if the database can store it (no NUL, no lone surrogate) and at most 200 characters.
 */
export function benutzernameAus(claims: Record<string, unknown>): string {
  for (const feld of ['preferred_username', 'email', 'sub']) {
    const wert = claims[feld];
    if (typeof wert !== 'string') continue;
    const name = [...wert.trim()].slice(0, 200).join('');
    if (name !== '' && feldMitUnzulaessigemZeichen(name) === null) return name;
  }
  return '';
}
