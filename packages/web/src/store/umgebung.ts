/**
 * What the app learns from the server at start: environment info (map URLs, maintenance date)
 * and the user's permissions (spezifikation.md §6–8). Failures follow the texts of §8.
 */
import { meldungen } from '@mietspiegel/domain';
import { api, type EnvironmentInfo } from '../api/client.ts';
import { benachrichtige } from '../benachrichtigungen/benachrichtigungen.ts';
import { externerSpeicher, useAuswahl } from '../lib/externer-speicher.ts';
import { nachDerHydrierung } from '../lib/hydrierung.ts';

/** spezifikation.md §6: the one permission. */
export const SCHREIBRECHT = 'MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE';

export interface Umgebung {
  info: EnvironmentInfo | null;
  /** true once environmentInfo failed: pages waiting for it must not wait forever */
  infoFehler: boolean;
  /** true once userinfo answered with the write permission */
  schreibrecht: boolean;
  /** signed-in user's name, when userinfo answered */
  benutzer: string | null;
  /** true once userinfo answered or failed: until then "no permission" is not yet known */
  rechteBekannt: boolean;
}

const speicher = externerSpeicher<Umgebung>({
  info: null,
  infoFehler: false,
  schreibrecht: false,
  benutzer: null,
  rechteBekannt: false,
});

export function holeUmgebung(): Umgebung {
  return speicher.hole();
}

/** Tests: set permissions or map URLs directly. */
export function setzeUmgebung(teil: Partial<Umgebung>): void {
  speicher.aendere(teil);
}

export function useUmgebung(): Umgebung {
  return useAuswahl(speicher, (u) => u);
}

export async function ladeEnvironmentInfo(): Promise<void> {
  const r = await api.environmentInfo();
  await nachDerHydrierung(); // lib/hydrierung.ts: no synchronous hydration of the whole page
  if (r.ok) {
    speicher.aendere({ info: r.daten, infoFehler: false });
    return;
  }
  speicher.aendere({ infoFehler: true });
  if (r.art === 'netzwerk') {
    benachrichtige(meldungen.apiGatewayNichtErreichbar);
  } else if (r.art === 'format') {
    // an answer that does not fit the domain's schema is the unknown error of §8
    benachrichtige(meldungen.unbekannterFehler);
  } else {
    // §8: a non-ok answer is only logged.
    console.error(`environmentInfo: Status ${r.status}`);
  }
}

/**
 * §6/§8: permissions from userinfo. No connection → the §8 text. An anonymous visitor (401/404)
 * simply has no permission; the §8 non-ok text is shown for other failures and whenever the page
 * runs under the auth path, where a signed-in user is expected.
 */
export async function ladeBerechtigungen(href: string = window.location.href): Promise<void> {
  const r = await api.userInfo();
  await nachDerHydrierung();
  if (r.ok) {
    const authorities = Array.isArray(r.daten.authorities) ? r.daten.authorities : [];
    speicher.aendere({
      schreibrecht: authorities.includes(SCHREIBRECHT),
      benutzer: typeof r.daten.name === 'string' ? r.daten.name : null,
      rechteBekannt: true,
    });
    return;
  }
  speicher.aendere({ schreibrecht: false, benutzer: null, rechteBekannt: true });
  if (r.art === 'netzwerk') {
    benachrichtige(meldungen.berechtigungenKeineVerbindung);
    return;
  }
  console.error(`userinfo: Status ${r.status}`);
  const anonym = r.status === 401 || r.status === 404;
  if (!anonym || href.includes('auth')) benachrichtige(meldungen.berechtigungenFehler);
}
