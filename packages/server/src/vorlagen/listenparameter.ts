/**
 * Query parameters of the list in Spring Data REST's shape: `page` (0-based), `size`
 * (default 20, at most 2000), `sort=feld,asc|desc` (repeatable), plus one "contains" filter per
 * list column (spezifikation.md §2: the list has a filter row per column).
 *
 * One zod schema reads, checks and documents them (issue 28 §5): the route's query string is
 * parsed by it into a `ListenAnfrage`; a bad value is a zod issue with its German message, which
 * the error handler answers as a 400 (fehlerbehandlung.ts). A parameter given more than once
 * counts with its first value (sort: every value).
 */
import * as z from 'zod/mini';
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

const istSpalte = (s: string): s is Listenspalte =>
  (LISTENSPALTEN as readonly string[]).includes(s);

/** What a query string holds for a name: nothing, one text or, repeated, a list of texts. */
const roh = z.optional(z.union([z.string(), z.array(z.string())]));
type Roh = z.output<typeof roh>;
const erster = (v: Roh): string | undefined => (Array.isArray(v) ? v[0] : v);
const alle = (v: Roh): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** A whole number of at most `stellen` digits from `von` to `bis`; empty or missing: `standard`. */
function ganzzahl(
  name: string,
  {
    standard,
    von,
    bis,
    stellen,
    erwartet,
  }: Record<'standard' | 'von' | 'bis' | 'stellen', number> & {
    erwartet: string;
  },
  description: string,
) {
  const ziffern = new RegExp(`^\\d{1,${stellen}}$`);
  return z
    .pipe(
      roh,
      z.transform((v: Roh, ctx) => {
        const text = erster(v);
        if (text === undefined || text === '') return standard;
        const zahl = ziffern.test(text) ? Number(text) : NaN;
        if (zahl >= von && zahl <= bis) return zahl;
        ctx.issues.push({
          code: 'custom',
          message: t.parameterUngueltig(name, erwartet),
          input: v,
        });
        return z.NEVER;
      }),
    )
    .register(z.globalRegistry, { description });
}

const sortierung = z
  .pipe(
    roh,
    z.transform((v: Roh, ctx): Sortierung[] => {
      const liste: Sortierung[] = [];
      for (const eintrag of alle(v)) {
        const teile = eintrag
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '');
        const richtung = teile.at(-1)?.toLowerCase();
        const absteigend = richtung === 'desc';
        if (richtung === 'asc' || richtung === 'desc') teile.pop();
        for (const feld of teile) {
          if (!istSpalte(feld)) {
            ctx.issues.push({
              code: 'custom',
              message: t.sortierungUngueltig(feld.slice(0, 50)),
              input: v,
            });
            return z.NEVER;
          }
          liste.push({ spalte: feld, absteigend });
        }
      }
      return liste;
    }),
  )
  .register(z.globalRegistry, {
    description: `\`spalte,asc\` oder \`spalte,desc\`; wiederholbar. Spalten: ${LISTENSPALTEN.join(', ')}`,
  });

const filter = (spalte: Listenspalte) =>
  z
    .pipe(
      roh,
      z.transform((v: Roh, ctx): string | undefined => {
        const wert = erster(v);
        if (wert === undefined || wert.trim() === '') return undefined;
        if (wert.length <= HOECHSTE_FILTERLAENGE) return wert;
        ctx.issues.push({
          code: 'custom',
          message: t.parameterUngueltig(spalte, `höchstens ${HOECHSTE_FILTERLAENGE} Zeichen`),
          input: v,
        });
        return z.NEVER;
      }),
    )
    .register(z.globalRegistry, {
      description: `enthält (Filter der Spalte ${spalte}, höchstens ${HOECHSTE_FILTERLAENGE} Zeichen)`,
    });

const filterSchemas = Object.fromEntries(LISTENSPALTEN.map((s) => [s, filter(s)])) as {
  [S in Listenspalte]: ReturnType<typeof filter>;
};

/** The list's query string, parsed into a `ListenAnfrage` (other parameters are ignored). */
export const listenparameterSchema = z.pipe(
  z.looseObject({
    page: ganzzahl(
      'page',
      { standard: 0, von: 0, bis: HOECHSTE_SEITE, stellen: 7, erwartet: 'eine Seitennummer ab 0' },
      'Seite, ab 0',
    ),
    size: ganzzahl(
      'size',
      {
        standard: STANDARD_GROESSE,
        von: 1,
        // Like Spring Data: a larger page size is capped, not refused.
        bis: Number.MAX_SAFE_INTEGER,
        stellen: 9,
        erwartet: `eine Seitengröße von 1 bis ${HOECHSTE_GROESSE}`,
      },
      `Einträge je Seite, 1 bis ${HOECHSTE_GROESSE} (ohne Angabe ${STANDARD_GROESSE}; größere werden auf ${HOECHSTE_GROESSE} begrenzt)`,
    ),
    sort: sortierung,
    ...filterSchemas,
  }),
  z.transform((q): ListenAnfrage => ({
    seite: q.page,
    groesse: Math.min(q.size, HOECHSTE_GROESSE),
    sortierung: q.sort,
    filter: Object.fromEntries(
      LISTENSPALTEN.flatMap((s) => (q[s] === undefined ? [] : [[s, q[s]]])),
    ),
  })),
);

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
