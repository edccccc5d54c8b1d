/**
 * CSRF defence for state-changing calls: the browser tells where a request comes from
 * (Sec-Fetch-Site, Origin); a request from another site is refused. Requests without these
 * headers (curl, tests, old browsers' same-origin GETs) pass – the SameSite=Lax cookie and the
 * JSON content type (which a cross-site form cannot send) cover them.
 */
import type { FastifyRequest } from 'fastify';

export function kommtVonHier(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return true;
  try {
    // Host only (with port): behind a TLS-terminating proxy the scheme may differ.
    return new URL(origin).host === request.host;
  } catch {
    return false; // "null" or garbage
  }
}
