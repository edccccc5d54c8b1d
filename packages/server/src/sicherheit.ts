/**
 * Security headers on every answer. The Content-Security-Policy fits the Vite build of the
 * React app: scripts, styles, fonts and calls only from our origin, no plugins, no framing of
 * our pages; the maps service (GEOKARTEN_*) may be shown in a frame; the built-in map (issue
 * 11, web hash route #/karte) loads its background tiles as images from KARTE_KACHEL_URL's
 * origin only – its polygons and address search come from our own API.
 * 'unsafe-inline' is allowed for styles only: React sets style attributes and libraries may
 * inject <style>; scripts stay 'self' plus, by their SHA-256 hash, the inline scripts of the
 * built page (its head script, packages/web/src/app/erste-seite.ts, issue 17 §16) – that one
 * exact text and nothing else.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { kachelHerkunft, type Konfiguration } from './konfiguration.ts';

/**
 * CSP sources (`'sha256-…'`) of the inline scripts (those without `src`) of a page; not of its
 * data blocks (`type="text/html"`: the prerendered pages, docs/adr/0034), which never run.
 */
export function inlineSkriptHashes(seite: string): string[] {
  return [
    ...seite.matchAll(/<script\b(?![^>]*\b(?:src=|type="text\/html"))[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
}

/**
 * The inline scripts' hashes of the built page (WEB_DIST/index.html), read once at start; none
 * without a build. A page built while the server runs needs a restart for a changed script –
 * until then the browser refuses it and the page shows as before it (erste-seite.ts).
 */
export function seitenSkriptHashes(webDist: string): string[] {
  try {
    return inlineSkriptHashes(readFileSync(join(webDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(
  konfiguration: Konfiguration,
  skriptHashes: string[] = [],
): string {
  const kartenHerkuenfte = [
    konfiguration.geokartenUrl,
    konfiguration.geokartenWohnlageUrl,
    konfiguration.geokartenGebaeudetypUrl,
  ]
    .filter((url) => url !== '')
    .map((url) => new URL(url).origin);
  const frameSrc = ["'self'", ...new Set(kartenHerkuenfte)].join(' ');
  const kacheln = konfiguration.kartenKachelUrl
    ? kachelHerkunft(konfiguration.kartenKachelUrl)
    : null;
  const imgSrc = ["'self'", 'data:', ...(kacheln ? [kacheln] : [])].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...skriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imgSrc}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSrc}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The one source of the security headers: the onRequest hook below sets them on every answer of
 * a request, and the answers Node or Fastify write before any hook (verbindungsfehler.ts,
 * `frameworkFehler` in fehlerbehandlung.ts) take the same object (STYLE.md 15).
 */
export function sicherheitsHeader(
  konfiguration: Konfiguration,
  skriptHashes: string[] = [],
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(konfiguration, skriptHashes),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}

/**
 * HSTS for a year, only on answers to HTTPS requests: browsers ignore it over plain HTTP, and a
 * server reached over plain HTTP (local use) must not tell browsers to insist on HTTPS.
 * `request.protocol` believes `X-Forwarded-Proto` only from the proxies of TRUST_PROXY.
 * No `includeSubDomains`: other hosts of the operator's domain are not ours to decide for.
 */
export const HSTS = 'max-age=31536000';

/** The headers of every answer: `header`, and HSTS where the request came over HTTPS. */
export function headerFuer(https: boolean, header: Record<string, string>): Record<string, string> {
  return https ? { ...header, 'strict-transport-security': HSTS } : header;
}

/**
 * Did a raw request come over HTTPS, as Fastify's `request.protocol` decides it with TRUST_PROXY?
 * Needed where Fastify answers before its hooks (a bad URL, issue 18 §7): the request it builds
 * there does not know the trusted proxies.
 */
export function httpsPruefung(
  trustProxy: Konfiguration['trustProxy'],
): (raw: IncomingMessage) => boolean {
  const vertraut =
    trustProxy === false
      ? () => false
      : typeof trustProxy === 'function'
        ? trustProxy
        : proxyAddr.compile(trustProxy);
  return (raw) => {
    const socket = raw.socket as TLSSocket | undefined;
    const proto = raw.headers['x-forwarded-proto'];
    if (typeof proto === 'string' && socket?.remoteAddress && vertraut(socket.remoteAddress, 0))
      return proto.slice(proto.lastIndexOf(',') + 1).trim() === 'https';
    return socket?.encrypted === true;
  };
}

export function registriereSicherheitsHeader(
  app: FastifyInstance,
  header: Record<string, string>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headerFuer(request.protocol === 'https', header));
  });
}
