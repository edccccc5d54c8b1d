/**
 * Header rules of RFC 9110 that are easy to get wrong by hand (issue 18 §7, found on the map;
 * issue 27 §9): `If-Match` and `If-None-Match` are lists of entity-tags, read tag by tag
 * (§13.1.1, §13.1.2), `If-None-Match` compares weakly and `*` matches any current
 * representation, and `Accept-Encoding` weighs each coding, `q=0` meaning "not acceptable"
 * (§12.5.3).
 */

/** An entity-tag of a list (RFC 9110 §8.8.3): its opaque part between the quotes, and W/. */
export interface EntityTag {
  schwach: boolean;
  wert: string;
}

/**
 * One entity-tag at `i`: `[W/]"etagc*"`, etagc = %x21 / %x23-7E / obs-text. A comma may sit
 * inside the quotes, so a list is read tag by tag, never split at commas.
 */
const ENTITY_TAG = /(W\/)?"([\x21\x23-\x7E\x80-\xFF]*)"/y;

/**
 * RFC 9110 §13.1.1/§13.1.2: `If-Match` and `If-None-Match` are `*` or a comma-separated list of
 * entity-tags (empty elements and spaces around them allowed, §5.6.1). Returns `'*'`, the tags,
 * or undefined when the value is not of that form (a bare `1`, `W/1`, `*` inside a list).
 */
export function leseEtagListe(kopf: string): '*' | EntityTag[] | undefined {
  if (kopf.trim() === '*') return '*';
  const tags: EntityTag[] = [];
  let i = 0;
  let erwarteTag = true;
  while (i < kopf.length) {
    const z = kopf[i];
    if (z === ' ' || z === '\t') i += 1;
    else if (z === ',') {
      erwarteTag = true;
      i += 1;
    } else {
      if (!erwarteTag) return undefined; // two tags without a comma
      ENTITY_TAG.lastIndex = i;
      const m = ENTITY_TAG.exec(kopf);
      if (!m) return undefined;
      tags.push({ schwach: m[1] !== undefined, wert: m[2] ?? '' });
      i = ENTITY_TAG.lastIndex;
      erwarteTag = false;
    }
  }
  return tags.length > 0 ? tags : undefined;
}

/**
 * RFC 9110 §13.1.2: true when `If-None-Match` names `etag` (weak comparison) or is `*`. A value
 * that is no list of entity-tags matches nothing (the answer is then the full one).
 */
export function etagPasst(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const liste = leseEtagListe(ifNoneMatch);
  if (liste === '*') return true;
  const eigenes = leseEtagListe(etag);
  if (liste === undefined || eigenes === undefined || eigenes === '*') return false;
  const wert = eigenes[0]?.wert;
  return liste.some((tag) => tag.wert === wert);
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
