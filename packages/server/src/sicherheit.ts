/**
 * Security headers on every answer. The Content-Security-Policy fits the Vite build of the
 * React app: scripts, styles, fonts and calls only from our origin, no plugins, no framing of
 * our pages; the maps service (GEOKARTEN_*) may be shown in a frame.
 * 'unsafe-inline' is allowed for styles only: React sets style attributes and libraries may
 * inject <style>; scripts stay strictly 'self'.
 */
import type { FastifyInstance } from 'fastify';
import type { Konfiguration } from './config';

export function contentSecurityPolicy(config: Konfiguration): string {
  const kartenHerkuenfte = [
    config.geokartenUrl,
    config.geokartenWohnlageUrl,
    config.geokartenGebaeudetypUrl,
  ]
    .filter((url) => url !== '')
    .map((url) => new URL(url).origin);
  const frameSrc = ["'self'", ...new Set(kartenHerkuenfte)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSrc}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registriereSicherheitsHeader(app: FastifyInstance, config: Konfiguration): void {
  const header = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(header);
  });
}
