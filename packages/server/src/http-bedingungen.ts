/**
 * Two header rules of RFC 9110 that are easy to get wrong by hand (issue 18 §7, found on the
 * map): `If-None-Match` compares weakly and `*` matches any current representation (§13.1.2),
 * and `Accept-Encoding` weighs each coding, `q=0` meaning "not acceptable" (§12.5.3).
 */

/** Strips the weak marker: `W/"abc"` and `"abc"` are the same under weak comparison. */
const ohneSchwach = (tag: string): string => tag.trim().replace(/^W\//, '');

/** RFC 9110 §13.1.2: true when `If-None-Match` names `etag` (weak comparison) or is `*`. */
export function etagPasst(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const eigenes = ohneSchwach(etag);
  return ifNoneMatch.split(',').some((tag) => ohneSchwach(tag) === eigenes);
}

/**
 * RFC 9110 §12.5.3: the weight the client gives a coding known by `namen` (gzip and its alias
 * x-gzip, §8.4.1.3): its own entry, else `*`, else 0; an entry without `q` weighs 1.
 */
function gewicht(acceptEncoding: string, namen: readonly string[]): number {
  let eigenes: number | undefined;
  let stern: number | undefined;
  for (const eintrag of acceptEncoding.split(',')) {
    const [name = '', ...parameter] = eintrag.split(';').map((t) => t.trim().toLowerCase());
    const q = parameter.find((p) => /^q\s*=/.test(p));
    const wert = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    const w = Number.isFinite(wert) ? wert : 0;
    if (namen.includes(name)) eigenes = Math.max(eigenes ?? 0, w);
    else if (name === '*') stern = w;
  }
  return eigenes ?? stern ?? 0;
}

/** Whether an answer may be sent gzip-compressed (`gzip`, `x-gzip` or `*` with a weight > 0). */
export function gzipErlaubt(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && gewicht(acceptEncoding, ['gzip', 'x-gzip']) > 0;
}
