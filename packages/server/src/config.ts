/**
 * Server configuration from environment variables, each with a documented default
 * (packages/server/README.md "Konfiguration"). Read once at start; an invalid value stops the
 * server with a clear message instead of misbehaving later.
 *
 * Other parts of the server (database, sign-in) extend `Konfiguration` by adding their fields
 * here and reading them in `ladeKonfiguration`.
 */
import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { leseOidcKonfiguration, type OidcKonfiguration } from './auth/oidc-konfiguration.ts';
import { POOL_GROESSE } from './db/datenbank.ts';
import { lesePersistenzKonfiguration, type PersistenzKonfiguration } from './db/konfiguration.ts';
import type { AusgabenRegister, Betreiber } from '@mietspiegel/domain';
import { leseBetreiberDatei } from './betreiber.ts';
import { AUSGABEN_EINSTELLUNG, leseAusgaben } from './ausgaben.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Database, sign-in and access fields: see db/konfiguration.ts. */
export interface Konfiguration extends PersistenzKonfiguration {
  /** PORT, default 8080. */
  port: number;
  /** HOST, default 0.0.0.0 (all interfaces, as in a container). */
  host: string;
  /** LOG_LEVEL, default info. */
  logLevel: LogLevel;
  /** GEOKARTEN_URL etc.: addresses of the maps service (spezifikation.md §7); default "" = none. */
  geokartenUrl: string;
  geokartenWohnlageUrl: string;
  geokartenGebaeudetypUrl: string;
  /**
   * KARTE_KACHEL_URL: tile address template of the built-in map's background (issue 11), with
   * {z}/{x}/{y} (and optionally {s} for a subdomain, {r} for retina); default "" = polygons only.
   */
  kartenKachelUrl: string;
  /** KARTE_KACHEL_ATTRIBUTION: the tiles' required credit, shown on the map (plain text). */
  kartenKachelAttribution: string;
  /** GEODATEN_PRUEFINTERVALL_S, default 30: how often the server looks for a new geodata import. */
  geodatenPruefintervallMs: number;
  /** WARTUNG_DATUM: day of the announced maintenance window (YYYY-MM-DD), default none. */
  wartungsdatum: string | null;
  /** WEB_DIST: folder of the built web app, default packages/web/dist of this repository. */
  webDist: string;
  /** Time limits of a connection (README "Zeitlimits"), each in milliseconds. */
  zeitlimits: Zeitlimits;
  /** PDF_CONCURRENCY, default the number of cores: PDFs rendered at the same time. */
  pdfGleichzeitig: number;
  /** PDF_QUEUE, default 4 per core: PDF requests that may wait; more get 503 + Retry-After. */
  pdfWarteschlange: number;
  /** SUCHE_*: bounds of the address search and the street suggestions (issue 18 §2). */
  suche: Suchgrenzen;
  /**
   * TRUST_PROXY: which proxies' `X-Forwarded-For/-Proto/-Host` are believed (Fastify
   * `trustProxy`), default false = none. A list names the proxies' addresses/CIDRs (and
   * proxy-addr's `loopback`, `linklocal`, `uniquelocal`) – the safe choice. A number 1–9 is the
   * count of proxy hops in front of the server, `true` means one hop; that is only safe when
   * clients cannot reach the server except through those proxies. Never "every hop": then any
   * client could name its own address in X-Forwarded-For and escape the sign-in brake per
   * address (issue 9 A3). Hops are passed as a function because Fastify 5 refuses a bare number.
   */
  trustProxy: false | string[] | ((adresse: string, hop: number) => boolean);
  /** OIDC_*: sign-in through OpenID Connect (auth/oidc-konfiguration.ts); null = local accounts. */
  oidc: OidcKonfiguration | null;
  /**
   * METRICS_TOKEN: switches the Prometheus metrics at GET /metrics on (metriken.ts), readable
   * only with `Authorization: Bearer <token>`; default unset = off (no route, no extra work).
   */
  metrikToken: string | null;
  /**
   * BETREIBER_DATEI: JSON file with the operator's details for the Impressum, Datenschutz and
   * accessibility pages (issue 21 §2, betreiber.ts); default unset = null, the pages then say
   * which setting is missing and the server logs a warning at start (app.ts).
   */
  betreiber: Betreiber | null;
  /**
   * MIETSPIEGEL_AUSGABEN: folder with further editions as JSON files (issue 20, ausgaben.ts);
   * default unset = the built-in edition alone. A bad file stops the start.
   */
  ausgaben: AusgabenRegister;
}

/**
 * Without these a client that sends its headers and then only part of the body (or nothing at
 * all) keeps a connection and a file descriptor for ever (issue 9, A6).
 */
export interface Zeitlimits {
  /** REQUEST_TIMEOUT_MS, default 30 s: the whole request, headers and body, must arrive within it (else 408). */
  requestMs: number;
  /** HEADERS_TIMEOUT_MS, default 10 s (at most requestMs): the headers must arrive within it (else 408). */
  headersMs: number;
  /** CONNECTION_TIMEOUT_MS, default 30 s: a connection on which nothing moves for this long (e.g. a client that stops reading the answer) is closed. */
  connectionMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS, default 72 s: an idle kept-alive connection waits this long for the next request. */
  keepAliveMs: number;
}

/**
 * The address search asks the database, which it shares with sign-in, templates and readiness
 * (issue 18 §2: a flood of "contains" searches took all 10 pooled connections). The rule: at
 * most half of the pool's 10 connections ever search (SUCHE_GLEICHZEITIG ≤ 5), so the other
 * half stays free for everything else.
 */
export interface Suchgrenzen {
  /** SUCHE_GLEICHZEITIG, default 3 (1–5): searches that ask the database at the same time, per process. */
  gleichzeitig: number;
  /** SUCHE_WARTESCHLANGE, default 20: searches that may wait for a place; more get 503 + Retry-After. */
  warteschlange: number;
  /** SUCHE_JE_CLIENT, default 4: searches of one client address running or waiting; more get 429 + Retry-After. */
  jeClient: number;
  /** SUCHE_TIMEOUT_MS, default 1000: a search's statement_timeout on PostgreSQL; beyond it 503 + Retry-After. */
  zeitlimitMs: number;
}

/** Thrown by `ladeKonfiguration`; `probleme` holds one line per invalid variable. */
export class KonfigurationsFehler extends Error {
  readonly probleme: string[];

  constructor(probleme: string[]) {
    super(
      `Ungültige Konfiguration / invalid configuration:\n${probleme.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.probleme = probleme;
    this.name = 'KonfigurationsFehler';
  }
}

const repoWurzel = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const STANDARD_WEB_DIST = resolve(repoWurzel, 'packages/web/dist');

type Umgebung = Record<string, string | undefined>;

/** Reads and checks the configuration; throws `KonfigurationsFehler` listing every problem. */
export function ladeKonfiguration(env: Umgebung = process.env): Konfiguration {
  const probleme: string[] = [];
  const wert = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };

  const port = leseGanzzahl(wert('PORT'), 8080, 0, 65535);
  if (port === null) {
    probleme.push(`PORT="${env.PORT}" ist keine Portnummer 0–65535 / is not a port number 0–65535`);
  }

  const logLevel = wert('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    probleme.push(
      `LOG_LEVEL="${logLevel}" ist unbekannt / is unknown (erlaubt / allowed: ${LOG_LEVELS.join(', ')})`,
    );
  }

  const urls = {
    geokartenUrl: 'GEOKARTEN_URL',
    geokartenWohnlageUrl: 'GEOKARTEN_WOHNLAGE_URL',
    geokartenGebaeudetypUrl: 'GEOKARTEN_GEBAEUDETYP_URL',
  } as const;
  const geprueft = {} as Record<keyof typeof urls, string>;
  for (const [feld, name] of Object.entries(urls) as [keyof typeof urls, string][]) {
    const v = wert(name) ?? '';
    if (v !== '' && !istHttpUrl(v)) {
      probleme.push(
        `${name}="${v}" ist keine http(s)-Adresse / is not an http(s) URL (leer lassen / leave empty for none)`,
      );
    }
    geprueft[feld] = v;
  }

  const kartenKachelUrl = wert('KARTE_KACHEL_URL') ?? '';
  if (kartenKachelUrl !== '' && kachelHerkunft(kartenKachelUrl) === null) {
    probleme.push(
      `KARTE_KACHEL_URL="${kartenKachelUrl}" ist keine http(s)-Kacheladresse mit {z}, {x} und {y} / is not an http(s) tile URL template with {z}, {x} and {y} (leer lassen / leave empty for none)`,
    );
  }
  const pruefintervall = leseGanzzahl(wert('GEODATEN_PRUEFINTERVALL_S'), 30, 1, 86_400);
  if (pruefintervall === null) {
    probleme.push(
      `GEODATEN_PRUEFINTERVALL_S="${env.GEODATEN_PRUEFINTERVALL_S}" muss eine Zahl 1–86400 (Sekunden) sein / must be a number 1–86400 (seconds)`,
    );
  }

  const wartungsdatum = wert('WARTUNG_DATUM') ?? null;
  if (wartungsdatum !== null && !istKalenderdatum(wartungsdatum)) {
    probleme.push(
      `WARTUNG_DATUM="${wartungsdatum}" ist kein Datum JJJJ-MM-TT / is not a date YYYY-MM-DD`,
    );
  }

  const webDistRoh = wert('WEB_DIST');
  const webDist =
    webDistRoh === undefined
      ? STANDARD_WEB_DIST
      : isAbsolute(webDistRoh)
        ? webDistRoh
        : resolve(process.cwd(), webDistRoh);

  const zeitlimits = leseZeitlimits(wert, probleme);
  const kerne = availableParallelism();
  const pdfGleichzeitig = leseGanzzahl(wert('PDF_CONCURRENCY'), kerne, 1, 1000);
  if (pdfGleichzeitig === null) {
    probleme.push(
      `PDF_CONCURRENCY="${env.PDF_CONCURRENCY}" muss eine Zahl 1–1000 sein / must be a number 1–1000`,
    );
  }
  const pdfWarteschlange = leseGanzzahl(wert('PDF_QUEUE'), 4 * kerne, 0, 100_000);
  if (pdfWarteschlange === null) {
    probleme.push(
      `PDF_QUEUE="${env.PDF_QUEUE}" muss eine Zahl 0–100000 sein / must be a number 0–100000`,
    );
  }
  const suche = leseSuchgrenzen(wert, probleme);
  const trustProxy = leseTrustProxy(wert('TRUST_PROXY'));
  if (trustProxy === null) {
    probleme.push(
      `TRUST_PROXY="${env.TRUST_PROXY}" ist weder false, true, eine Anzahl Proxys (1–9) noch eine Liste von IP-Adressen/CIDR / is neither false, true, a hop count (1–9) nor a list of IP addresses/CIDRs`,
    );
  }

  const metrikToken = wert('METRICS_TOKEN') ?? null;
  if (metrikToken !== null && !/^[\x21-\x7e]{16,200}$/.test(metrikToken)) {
    probleme.push(
      'METRICS_TOKEN muss 16–200 sichtbare ASCII-Zeichen ohne Leerzeichen haben (z. B. `openssl rand -hex 32`) / must be 16–200 visible ASCII characters',
    );
  }

  const persistenz = lesePersistenzKonfiguration(env, probleme);
  const betreiberDatei = wert('BETREIBER_DATEI');
  // relative to where npm was started, like DATA_DIR (db/konfiguration.ts)
  const betreiber =
    betreiberDatei === undefined
      ? null
      : leseBetreiberDatei(betreiberDatei, env.INIT_CWD ?? process.cwd(), probleme);
  // The search's limit is the tighter one: above the general statement_timeout the client would
  // give up on the query first and drop a healthy connection as broken.
  if (suche.zeitlimitMs > persistenz.datenbankTimeouts.abfrageMs) {
    probleme.push(
      `SUCHE_TIMEOUT_MS (${suche.zeitlimitMs}) darf nicht größer sein als DATABASE_QUERY_TIMEOUT_MS (${persistenz.datenbankTimeouts.abfrageMs}) / must not exceed it`,
    );
  }
  const oidc = leseOidcKonfiguration(env, probleme);
  const ausgaben = leseAusgaben(
    wert(AUSGABEN_EINSTELLUNG),
    env.INIT_CWD ?? process.cwd(),
    probleme,
  ).register;

  if (probleme.length > 0 || ausgaben === null) throw new KonfigurationsFehler(probleme);
  return {
    port: port ?? 8080,
    host: wert('HOST') ?? '0.0.0.0',
    logLevel: logLevel as LogLevel,
    ...geprueft,
    kartenKachelUrl,
    kartenKachelAttribution: wert('KARTE_KACHEL_ATTRIBUTION') ?? '',
    geodatenPruefintervallMs: (pruefintervall ?? 30) * 1000,
    wartungsdatum,
    webDist,
    zeitlimits,
    pdfGleichzeitig: pdfGleichzeitig ?? kerne,
    pdfWarteschlange: pdfWarteschlange ?? 4 * kerne,
    suche,
    trustProxy: trustProxy ?? false,
    oidc,
    metrikToken,
    betreiber,
    ausgaben,
    ...persistenz,
  };
}

/**
 * Fastify's keep-alive default of 72 s is kept: it outlasts the idle timeout of common load
 * balancers (60 s), so a proxy never reuses a connection the server has just closed.
 */
function leseZeitlimits(
  wert: (name: string) => string | undefined,
  probleme: string[],
): Zeitlimits {
  const lies = (name: string, standard: number): number => {
    const n = leseGanzzahl(wert(name), standard, 1, 3_600_000);
    if (n === null) {
      probleme.push(
        `${name}="${wert(name)}" muss eine Zahl 1–3600000 (Millisekunden) sein / must be a number 1–3600000 (milliseconds)`,
      );
    }
    return n ?? standard;
  };
  const requestMs = lies('REQUEST_TIMEOUT_MS', 30_000);
  const zeitlimits = {
    requestMs,
    headersMs: lies('HEADERS_TIMEOUT_MS', Math.min(10_000, requestMs)),
    connectionMs: lies('CONNECTION_TIMEOUT_MS', 30_000),
    keepAliveMs: lies('KEEP_ALIVE_TIMEOUT_MS', 72_000),
  };
  // Node refuses a headers limit above the request limit (the headers are part of the request).
  if (zeitlimits.headersMs > zeitlimits.requestMs) {
    probleme.push(
      `HEADERS_TIMEOUT_MS (${zeitlimits.headersMs}) darf nicht größer sein als REQUEST_TIMEOUT_MS (${zeitlimits.requestMs}) / must not exceed it`,
    );
  }
  return zeitlimits;
}

function leseSuchgrenzen(
  wert: (name: string) => string | undefined,
  probleme: string[],
): Suchgrenzen {
  const lies = (name: string, standard: number, min: number, max: number, zusatz = ''): number => {
    const n = leseGanzzahl(wert(name), standard, min, max);
    if (n === null) {
      probleme.push(
        `${name}="${wert(name)}" muss eine Zahl ${min}–${max}${zusatz} sein / must be a number ${min}–${max}`,
      );
    }
    return n ?? standard;
  };
  return {
    gleichzeitig: lies(
      'SUCHE_GLEICHZEITIG',
      3,
      1,
      POOL_GROESSE / 2,
      ` (höchstens die Hälfte der ${POOL_GROESSE} Datenbankverbindungen)`,
    ),
    warteschlange: lies('SUCHE_WARTESCHLANGE', 20, 0, 1000),
    jeClient: lies('SUCHE_JE_CLIENT', 4, 1, 100),
    zeitlimitMs: lies('SUCHE_TIMEOUT_MS', 1000, 10, 60_000, ' (Millisekunden)'),
  };
}

function leseGanzzahl(
  roh: string | undefined,
  standard: number,
  min: number,
  max: number,
): number | null {
  if (roh === undefined) return standard;
  if (!/^\d+$/.test(roh)) return null;
  const n = Number(roh);
  return n >= min && n <= max ? n : null;
}

const PROXY_NAMEN = ['loopback', 'linklocal', 'uniquelocal'];

/** See `Konfiguration.trustProxy`; null = invalid. */
function leseTrustProxy(roh: string | undefined): Konfiguration['trustProxy'] | null {
  if (roh === undefined || roh === 'false') return false;
  const hops = roh === 'true' ? 1 : /^[1-9]$/.test(roh) ? Number(roh) : 0;
  // proxy-addr asks hop by hop, 0 = the peer of the socket; the first untrusted one is the client.
  if (hops > 0) return (_adresse, hop) => hop < hops;
  const liste = roh.split(',').map((s) => s.trim());
  return liste.every(istProxyAngabe) ? liste : null;
}

function istProxyAngabe(angabe: string): boolean {
  if (PROXY_NAMEN.includes(angabe)) return true;
  const [adresse = '', praefix, ...rest] = angabe.split('/');
  const version = isIP(adresse);
  if (version === 0 || rest.length > 0) return false;
  if (praefix === undefined) return true;
  return /^\d{1,3}$/.test(praefix) && Number(praefix) <= (version === 4 ? 32 : 128);
}

function istHttpUrl(v: string): boolean {
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The origin a tile template loads from, as a CSP source: "https://tiles.example.org", or
 * "https://*.tile.example.org" for a {s} subdomain. null = not an http(s) template with
 * {z}, {x} and {y}.
 */
export function kachelHerkunft(vorlage: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((p) => vorlage.includes(p))) return null;
  const probe = vorlage
    .replaceAll('{s}', 'a')
    .replaceAll('{z}', '1')
    .replaceAll('{x}', '1')
    .replaceAll('{y}', '1')
    .replaceAll('{r}', '');
  if (!istHttpUrl(probe) || /[{}]/.test(probe)) return null;
  const url = new URL(probe);
  const m = /^https?:\/\/([^/]*)/i.exec(vorlage);
  const host = m?.[1] ?? '';
  if (!host.includes('{s}')) return url.origin;
  // Only a whole first label may vary ({s}.tile.example.org), never the site itself.
  const [erstes, ...rest] = host.split('.');
  if (erstes !== '{s}' || rest.length < 2 || /[{}]/.test(rest.join('.'))) return null;
  return `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}`;
}

function istKalenderdatum(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [j, mo, t] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(j, mo - 1, t));
  return d.getUTCFullYear() === j && d.getUTCMonth() === mo - 1 && d.getUTCDate() === t;
}
