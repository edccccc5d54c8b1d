/**
 * Server configuration from environment variables: one zod schema over `process.env`, each
 * variable with its documented default (packages/server/README.md "Konfiguration"). Read once at
 * start; an invalid value stops the server with one clear line per faulty variable, all at once
 * (umgebungsvariablen.ts), instead of misbehaving later. Database and sign-in variables are
 * declared beside their code (db/konfiguration.ts, auth/oidc-konfiguration.ts).
 */
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AusgabenRegister, Betreiber } from '@mietspiegel/domain';
import { z } from 'zod';
import { oidcKonfiguration, oidcVariablen, pruefeOidc } from './auth/oidc-konfiguration.ts';
import { AUSGABEN_EINSTELLUNG, leseAusgaben } from './ausgaben.ts';
import { leseBetreiberDatei } from './betreiber.ts';
import { POOL_GROESSE } from './db/datenbank.ts';
import { persistenz, persistenzVariablen } from './db/konfiguration.ts';
import {
  ganzzahl,
  KonfigurationsFehler,
  leseUmgebung,
  wert,
  type Umgebung,
} from './umgebungsvariablen.ts';

export { KonfigurationsFehler } from './umgebungsvariablen.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const repoWurzel = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const STANDARD_WEB_DIST = resolve(repoWurzel, 'packages/web/dist');

const kerne = availableParallelism();
const text = z.preprocess(wert, z.string().default(''));
const httpAdresse = z.preprocess(
  wert,
  z
    .url({
      protocol: /^https?$/,
      error:
        'ist keine http(s)-Adresse / is not an http(s) URL (leer lassen / leave empty for none)',
    })
    .default(''),
);
const zeitlimit = <T extends number | undefined>(standard: T) =>
  ganzzahl(
    1,
    3_600_000,
    standard,
    'muss eine Zahl 1–3600000 (Millisekunden) sein / must be a number 1–3600000 (milliseconds)',
  );
const PROXY = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
]);
/** proxy-addr asks hop by hop, 0 = the peer of the socket; the first untrusted one is the client. */
const hops = (anzahl: number) => (_adresse: string, hop: number) => hop < anzahl;

const variablen = z
  .object({
    /** Default 8080. */
    PORT: ganzzahl(0, 65535, 8080, 'ist keine Portnummer 0–65535 / is not a port number 0–65535'),
    /** Default 0.0.0.0 (all interfaces, as in a container). */
    HOST: z.preprocess(wert, z.string().default('0.0.0.0')),
    LOG_LEVEL: z.preprocess(
      wert,
      z
        .enum(LOG_LEVELS, {
          error: `ist unbekannt / is unknown (erlaubt / allowed: ${LOG_LEVELS.join(', ')})`,
        })
        .default('info'),
    ),
    /** Addresses of the maps service (spezifikation.md §7); default "" = none. */
    GEOKARTEN_URL: httpAdresse,
    GEOKARTEN_WOHNLAGE_URL: httpAdresse,
    GEOKARTEN_GEBAEUDETYP_URL: httpAdresse,
    /**
     * Tile address template of the built-in map's background (issue 11), with {z}/{x}/{y} (and
     * optionally {s} for a subdomain, {r} for retina); default "" = polygons only.
     */
    KARTE_KACHEL_URL: text.refine(
      (v) => v === '' || kachelHerkunft(v) !== null,
      'ist keine http(s)-Kacheladresse mit {z}, {x} und {y} / is not an http(s) tile URL template with {z}, {x} and {y} (leer lassen / leave empty for none)',
    ),
    /** The tiles' required credit, shown on the map (plain text). */
    KARTE_KACHEL_ATTRIBUTION: text,
    /** How often (seconds) the server looks for a new geodata import. */
    GEODATEN_PRUEFINTERVALL_S: ganzzahl(
      1,
      86_400,
      30,
      'muss eine Zahl 1–86400 (Sekunden) sein / must be a number 1–86400 (seconds)',
    ),
    /** Day of the announced maintenance window; default none. */
    WARTUNG_DATUM: z.preprocess(
      wert,
      z.iso.date('ist kein Datum JJJJ-MM-TT / is not a date YYYY-MM-DD').nullable().default(null),
    ),
    /** Folder of the built web app, default packages/web/dist of this repository. */
    WEB_DIST: z.preprocess(wert, z.string().optional()),
    /**
     * Time limits of a connection (README "Zeitlimits"). Without them a client that sends its
     * headers and then only part of the body (or nothing) keeps a connection for ever (issue 9,
     * A6). The whole request must arrive within REQUEST_TIMEOUT_MS, its headers within
     * HEADERS_TIMEOUT_MS (default 10 s, at most the former), else 408; a connection on which
     * nothing moves for CONNECTION_TIMEOUT_MS is closed. Fastify's keep-alive default of 72 s
     * outlasts the idle timeout of common load balancers (60 s), so a proxy never reuses a
     * connection the server has just closed.
     */
    REQUEST_TIMEOUT_MS: zeitlimit(30_000),
    HEADERS_TIMEOUT_MS: zeitlimit(undefined),
    CONNECTION_TIMEOUT_MS: zeitlimit(30_000),
    KEEP_ALIVE_TIMEOUT_MS: zeitlimit(72_000),
    /** PDFs rendered at the same time; default the number of cores. */
    PDF_CONCURRENCY: ganzzahl(1, 1000, kerne),
    /** PDF requests that may wait, default 4 per core; more get 503 + Retry-After. */
    PDF_QUEUE: ganzzahl(0, 100_000, 4 * kerne),
    /**
     * PDF requests of one client address per second (issue 27 §3), counted before the body is
     * read (ratengrenze.ts); more get 429 + Retry-After. 0 = no such limit.
     */
    PDF_JE_CLIENT_PRO_SEKUNDE: ganzzahl(0, 1000, 5),
    /**
     * Bounds of the address search, which shares the database with sign-in, templates and
     * readiness (issue 18 §2: a flood of "contains" searches took all 10 pooled connections):
     * at most half of the pool ever searches, so the other half stays free.
     */
    SUCHE_GLEICHZEITIG: ganzzahl(
      1,
      POOL_GROESSE / 2,
      3,
      `muss eine Zahl 1–${POOL_GROESSE / 2} (höchstens die Hälfte der ${POOL_GROESSE} Datenbankverbindungen) sein / must be a number 1–${POOL_GROESSE / 2}`,
    ),
    /** Searches that may wait for a place; more get 503 + Retry-After. */
    SUCHE_WARTESCHLANGE: ganzzahl(0, 1000, 20),
    /** Searches of one client address running or waiting; more get 429 + Retry-After. */
    SUCHE_JE_CLIENT: ganzzahl(1, 100, 4),
    /**
     * Address searches and street suggestions of one client address per second (issue 27 §1,
     * §2), counted as they arrive, before any work (ratengrenze.ts); more get 429 +
     * Retry-After. 0 = no such limit (a gateway in front limits already).
     */
    SUCHE_JE_CLIENT_PRO_SEKUNDE: ganzzahl(0, 1000, 10),
    /** A search's statement_timeout on PostgreSQL; beyond it 503 + Retry-After. */
    SUCHE_TIMEOUT_MS: ganzzahl(
      10,
      60_000,
      1000,
      'muss eine Zahl 10–60000 (Millisekunden) sein / must be a number 10–60000',
    ),
    /**
     * Which proxies' `X-Forwarded-For/-Proto/-Host` are believed (Fastify `trustProxy`), default
     * false = none. A list names the proxies' addresses/CIDRs (and proxy-addr's `loopback`,
     * `linklocal`, `uniquelocal`) – the safe choice. A number 1–9 is the count of proxy hops in
     * front of the server, `true` means one hop; only safe when clients cannot reach the server
     * except through those proxies. Never "every hop": then any client could name its own
     * address in X-Forwarded-For and escape the sign-in brake per address (issue 9 A3). Hops
     * are passed as a function because Fastify 5 refuses a bare number.
     */
    TRUST_PROXY: z.preprocess(
      wert,
      z
        .union(
          [
            z.literal('false').transform(() => false as const),
            z.literal('true').transform(() => hops(1)),
            z
              .string()
              .regex(/^[1-9]$/)
              .transform((n) => hops(Number(n))),
            z
              .string()
              .transform((liste) => liste.split(',').map((s) => s.trim()))
              .pipe(z.array(PROXY)),
          ],
          'ist weder false, true, eine Anzahl Proxys (1–9) noch eine Liste von IP-Adressen/CIDR / is neither false, true, a hop count (1–9) nor a list of IP addresses/CIDRs',
        )
        .default(false),
    ),
    /**
     * Switches the Prometheus metrics at GET /metrics on (metriken.ts), readable only with
     * `Authorization: Bearer <token>`; default unset = off. Its value is never shown.
     */
    METRICS_TOKEN: z.preprocess(
      wert,
      z
        .string()
        .regex(
          /^[\x21-\x7e]{16,200}$/,
          'METRICS_TOKEN muss 16–200 sichtbare ASCII-Zeichen ohne Leerzeichen haben (z. B. `openssl rand -hex 32`) / must be 16–200 visible ASCII characters',
        )
        .nullable()
        .default(null),
    ),
    /**
     * JSON file with the operator's details for the Impressum, Datenschutz and accessibility
     * pages (issue 21 §2, betreiber.ts); unset = the pages say which setting is missing.
     */
    BETREIBER_DATEI: z.preprocess(wert, z.string().optional()),
    /** Folder with further editions as JSON files (issue 20, ausgaben.ts); unset = the built-in one. */
    [AUSGABEN_EINSTELLUNG]: z.preprocess(wert, z.string().optional()),
    ...persistenzVariablen,
    ...oidcVariablen,
  })
  .superRefine(
    (v, ctx) => {
      // Between two variables only when both are valid themselves.
      const gueltig = (...namen: string[]) =>
        !ctx.issues.some((i) => namen.includes(String(i.path?.[0])));
      // Node refuses a headers limit above the request limit (the headers are part of the request).
      const [kopf, anfrage] = [v.HEADERS_TIMEOUT_MS, v.REQUEST_TIMEOUT_MS];
      if (
        gueltig('HEADERS_TIMEOUT_MS', 'REQUEST_TIMEOUT_MS') &&
        kopf !== undefined &&
        kopf > anfrage
      )
        ctx.addIssue({
          code: 'custom',
          message: `HEADERS_TIMEOUT_MS (${kopf}) darf nicht größer sein als REQUEST_TIMEOUT_MS (${anfrage}) / must not exceed it`,
        });
      // The search's limit is the tighter one: above the general statement_timeout the client
      // would give up on the query first and drop a healthy connection as broken.
      const [suche, abfrage] = [v.SUCHE_TIMEOUT_MS, v.DATABASE_QUERY_TIMEOUT_MS];
      if (gueltig('SUCHE_TIMEOUT_MS', 'DATABASE_QUERY_TIMEOUT_MS') && suche > abfrage)
        ctx.addIssue({
          code: 'custom',
          message: `SUCHE_TIMEOUT_MS (${suche}) darf nicht größer sein als DATABASE_QUERY_TIMEOUT_MS (${abfrage}) / must not exceed it`,
        });
      pruefeOidc(v, ctx);
    },
    { when: () => true },
  );

/** The checked variables as the server uses them. */
function baueKonfiguration(v: z.output<typeof variablen>) {
  const requestMs = v.REQUEST_TIMEOUT_MS;
  const basis = v.INIT_CWD ?? process.cwd();
  return {
    port: v.PORT,
    host: v.HOST,
    logLevel: v.LOG_LEVEL,
    geokartenUrl: v.GEOKARTEN_URL,
    geokartenWohnlageUrl: v.GEOKARTEN_WOHNLAGE_URL,
    geokartenGebaeudetypUrl: v.GEOKARTEN_GEBAEUDETYP_URL,
    kartenKachelUrl: v.KARTE_KACHEL_URL,
    kartenKachelAttribution: v.KARTE_KACHEL_ATTRIBUTION,
    geodatenPruefintervallMs: v.GEODATEN_PRUEFINTERVALL_S * 1000,
    wartungsdatum: v.WARTUNG_DATUM,
    webDist:
      v.WEB_DIST === undefined
        ? STANDARD_WEB_DIST
        : isAbsolute(v.WEB_DIST)
          ? v.WEB_DIST
          : resolve(process.cwd(), v.WEB_DIST),
    zeitlimits: {
      requestMs,
      headersMs: v.HEADERS_TIMEOUT_MS ?? Math.min(10_000, requestMs),
      connectionMs: v.CONNECTION_TIMEOUT_MS,
      keepAliveMs: v.KEEP_ALIVE_TIMEOUT_MS,
    },
    pdfGleichzeitig: v.PDF_CONCURRENCY,
    pdfWarteschlange: v.PDF_QUEUE,
    suche: {
      gleichzeitig: v.SUCHE_GLEICHZEITIG,
      warteschlange: v.SUCHE_WARTESCHLANGE,
      jeClient: v.SUCHE_JE_CLIENT,
      zeitlimitMs: v.SUCHE_TIMEOUT_MS,
    },
    /** Requests per client address and second (ratengrenze.ts); 0 = no limit. */
    jeClientProSekunde: {
      suche: v.SUCHE_JE_CLIENT_PRO_SEKUNDE,
      pdf: v.PDF_JE_CLIENT_PRO_SEKUNDE,
    },
    trustProxy: v.TRUST_PROXY as false | string[] | ((adresse: string, hop: number) => boolean),
    oidc: oidcKonfiguration(v),
    metrikToken: v.METRICS_TOKEN,
    ...persistenz(v),
    // relative to where npm was started, like DATA_DIR (db/konfiguration.ts)
    basis,
  };
}

export type Konfiguration = Omit<ReturnType<typeof baueKonfiguration>, 'basis'> & {
  /** BETREIBER_DATEI's details; null = unset (the server logs a warning at start, app.ts). */
  betreiber: Betreiber | null;
  /** MIETSPIEGEL_AUSGABEN: the built-in edition and further ones. A bad file stops the start. */
  ausgaben: AusgabenRegister;
};
export type LogLevel = Konfiguration['logLevel'];

/** Reads and checks the configuration; throws `KonfigurationsFehler` listing every problem. */
export function ladeKonfiguration(env: Umgebung = process.env): Konfiguration {
  const probleme: string[] = [];
  const v = leseUmgebung(variablen, env, probleme);
  const { basis, ...k } = v ? baueKonfiguration(v) : { basis: env.INIT_CWD ?? process.cwd() };
  // The files are read even when a variable is wrong, so their problems are listed too.
  const betreiberDatei = wert(env.BETREIBER_DATEI);
  const betreiber =
    betreiberDatei === undefined ? null : leseBetreiberDatei(betreiberDatei, basis, probleme);
  const ausgaben = leseAusgaben(wert(env[AUSGABEN_EINSTELLUNG]), basis, probleme).register;
  if (!('port' in k) || probleme.length > 0 || ausgaben === null)
    throw new KonfigurationsFehler(probleme);
  return { ...k, betreiber, ausgaben };
}

function istHttpUrl(v: string): boolean {
  return z.url({ protocol: /^https?$/ }).safeParse(v).success;
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
