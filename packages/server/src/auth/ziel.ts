/**
 * Where to go after sign-in. Only a path on this server is accepted (no scheme, no host, no
 * `//evil`), so the sign-in page can never redirect elsewhere (no open redirect).
 */
const BASIS = 'http://ziel.invalid';
const STANDARDZIEL = '/';

export function sicheresZiel(roh: unknown): string {
  if (typeof roh !== 'string' || roh.length === 0 || roh.length > 2000) return STANDARDZIEL;
  // Control characters, spaces and backslashes have no place in our paths (and `/\evil` is `//evil`).
  const unzulaessig = [...roh].some(
    (z) => z.charCodeAt(0) <= 0x20 || z.charCodeAt(0) === 0x7f || z === '\\',
  );
  if (!roh.startsWith('/') || roh.startsWith('//') || unzulaessig) return STANDARDZIEL;
  let url: URL;
  try {
    url = new URL(roh, BASIS);
  } catch {
    return STANDARDZIEL;
  }
  if (url.origin !== BASIS) return STANDARDZIEL;
  // Never back to the sign-in page itself.
  if (url.pathname === '/anmeldung') return STANDARDZIEL;
  return url.pathname + url.search;
}

/** The hash route (`#/save`) copied by the page's script; only URL-safe characters. */
export function sichererHash(roh: unknown): string {
  if (typeof roh !== 'string' || roh.length > 500) return '';
  return /^#[A-Za-z0-9\-._~/?=&%+:,;@!$*()']*$/.test(roh) ? roh : '';
}
