/**
 * Query parameters of the list in Spring Data REST's shape: `page` (0-based), `size`
 * (default 20, at most 2000), `sort=feld,asc|desc` (repeatable), plus one "contains" filter per
 * list column (spezifikation.md §2: the list has a filter row per column).
 */
import type { Fehler } from '@mietspiegel/domain';
import { vorlagenTexte as t } from './texte.ts';
import {
  LISTENSPALTEN,
  type ListenAnfrage,
  type Listenspalte,
  type Sortierung,
} from './vorlagen-repository.ts';

export const STANDARD_GROESSE = 20;
export const HOECHSTE_GROESSE = 2000;
const HOECHSTE_SEITE = 1_000_000;
const HOECHSTE_FILTERLAENGE = 200;

type Roh = Record<string, string | string[] | undefined>;

const erster = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[0] : v;
const alle = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];
const istSpalte = (s: string): s is Listenspalte =>
  (LISTENSPALTEN as readonly string[]).includes(s);

export function leseListenparameter(
  q: Roh,
): { ok: true; anfrage: ListenAnfrage } | { ok: false; fehler: Fehler } {
  const seiteRoh = erster(q.page);
  const seite =
    seiteRoh === undefined || seiteRoh === ''
      ? 0
      : /^\d{1,7}$/.test(seiteRoh)
        ? Number(seiteRoh)
        : NaN;
  if (!Number.isInteger(seite) || seite > HOECHSTE_SEITE) {
    return {
      ok: false,
      fehler: { feld: 'page', meldung: t.parameterUngueltig('page', 'eine Seitennummer ab 0') },
    };
  }
  const groesseRoh = erster(q.size);
  const groesse =
    groesseRoh === undefined || groesseRoh === ''
      ? STANDARD_GROESSE
      : /^\d{1,9}$/.test(groesseRoh)
        ? Number(groesseRoh)
        : NaN;
  if (!Number.isInteger(groesse) || groesse < 1) {
    return {
      ok: false,
      fehler: {
        feld: 'size',
        meldung: t.parameterUngueltig('size', `eine Seitengröße von 1 bis ${HOECHSTE_GROESSE}`),
      },
    };
  }

  const sortierung: Sortierung[] = [];
  for (const eintrag of alle(q.sort)) {
    const teile = eintrag
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const richtung = teile.at(-1)?.toLowerCase();
    const absteigend = richtung === 'desc';
    if (richtung === 'asc' || richtung === 'desc') teile.pop();
    for (const feld of teile) {
      if (!istSpalte(feld))
        return {
          ok: false,
          fehler: { feld: 'sort', meldung: t.sortierungUngueltig(feld.slice(0, 50)) },
        };
      sortierung.push({ spalte: feld, absteigend });
    }
  }

  const filter: Partial<Record<Listenspalte, string>> = {};
  for (const spalte of LISTENSPALTEN) {
    const wert = erster(q[spalte]);
    if (wert === undefined || wert.trim() === '') continue;
    if (wert.length > HOECHSTE_FILTERLAENGE) {
      return {
        ok: false,
        fehler: {
          feld: spalte,
          meldung: t.parameterUngueltig(spalte, `höchstens ${HOECHSTE_FILTERLAENGE} Zeichen`),
        },
      };
    }
    filter[spalte] = wert;
  }

  // Like Spring Data: a larger page size is capped, not refused.
  return {
    ok: true,
    anfrage: { seite, groesse: Math.min(groesse, HOECHSTE_GROESSE), sortierung, filter },
  };
}

/** Query string of another page with the same size, sort and filter (for the `_links`). */
export function listenQuery(anfrage: ListenAnfrage, seite: number): string {
  const p = new URLSearchParams();
  p.set('page', String(seite));
  p.set('size', String(anfrage.groesse));
  for (const s of anfrage.sortierung)
    p.append('sort', `${s.spalte},${s.absteigend ? 'desc' : 'asc'}`);
  for (const [spalte, wert] of Object.entries(anfrage.filter)) p.set(spalte, wert);
  return p.toString();
}
