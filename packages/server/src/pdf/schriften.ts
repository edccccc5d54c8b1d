/**
 * The PDF's fonts: DejaVu Sans regular and bold (dejavu-fonts-ttf), embedded as subsets so that
 * ä ö ü ß € „ “ – render everywhere. Read and parsed once at start, never per request.
 *
 * Why parsed here and not handed to pdfkit as bytes: pdfkit parses a font given as a Buffer
 * every time `doc.font(buffer)` is called, and its table code switches fonts back and forth for
 * every cell. A pre-parsed font object is taken as is (pdfkit accepts any object with
 * `layout()`); we parse with pdfkit's own copy of fontkit, so the object is exactly what pdfkit
 * would have built. The measured difference is in bench/pdf.bench.ts.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface GlyphenFolge {
  glyphs: unknown[];
  positions: Position[];
  readonly advanceWidth: number;
}

/** A font as parsed by fontkit; opaque here, consumed by pdfkit. */
export interface GeparsteSchrift {
  postscriptName: string;
  layout(text: string, features?: unknown, ...rest: unknown[]): GlyphenFolge;
  getGlyph(id: number, zeichen?: number[]): Glyphe | null;
}

interface Glyphe {
  _decode?: () => unknown;
}

export interface PdfSchriften {
  normal: GeparsteSchrift;
  fett: GeparsteSchrift;
}

const require = createRequire(import.meta.url);
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create(daten: Uint8Array): GeparsteSchrift;
};

export async function ladeSchriftDateien(): Promise<{ normal: Buffer; fett: Buffer }> {
  const [normal, fett] = await Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return { normal, fett };
}

/** Words kept in the shared shaping cache per font (a few MB at most). */
const LAYOUT_CACHE_GROESSE = 20_000;

/**
 * Shapes each word once per process instead of once per document: pdfkit lays text out word by
 * word and keeps its cache per document, and fontkit's OpenType shaping was the largest cost of
 * a PDF. pdfkit scales the positions of a run in place, so every caller gets fresh copies;
 * glyph objects are read-only and shared.
 */
function mitLayoutCache(schrift: GeparsteSchrift): GeparsteSchrift {
  const original = schrift.layout.bind(schrift);
  const cache = new Map<string, { glyphs: unknown[]; positions: Position[] }>();
  schrift.layout = (text, features, ...rest) => {
    if (features != null || rest.length > 0) return original(text, features, ...rest);
    let eintrag = cache.get(text);
    if (eintrag === undefined) {
      const run = original(text);
      eintrag = { glyphs: run.glyphs, positions: run.positions.map((p) => ({ ...p })) };
      if (cache.size >= LAYOUT_CACHE_GROESSE) cache.delete(cache.keys().next().value as string);
      cache.set(text, eintrag);
    }
    const positions = eintrag.positions.map((p) => ({ ...p }));
    return {
      glyphs: eintrag.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((summe, p) => summe + p.xAdvance, 0);
      },
    };
  };
  return schrift;
}

/**
 * Decodes each glyph's outline once per process. fontkit keeps glyph objects on the font, but
 * its subsetter decodes the outline again for every document (only to see whether the glyph is
 * composite): after shaping, this was the largest cost of embedding. The decoded outline is
 * only read (the font has no variations), so sharing it is safe.
 */
function mitGlyphCache(schrift: GeparsteSchrift): GeparsteSchrift {
  const original = schrift.getGlyph.bind(schrift);
  const gesehen = new WeakSet<Glyphe>();
  schrift.getGlyph = (id, zeichen) => {
    const glyphe = original(id, zeichen);
    if (glyphe && !gesehen.has(glyphe) && typeof glyphe._decode === 'function') {
      gesehen.add(glyphe);
      const decode = glyphe._decode.bind(glyphe);
      let fertig = false;
      let ergebnis: unknown;
      glyphe._decode = () => {
        if (!fertig) {
          ergebnis = decode();
          fertig = true;
        }
        return ergebnis;
      };
    }
    return glyphe;
  };
  return schrift;
}

const vorbereitet = (daten: Buffer) => mitGlyphCache(mitLayoutCache(fontkit.create(daten)));

export async function ladePdfSchriften(): Promise<PdfSchriften> {
  const dateien = await ladeSchriftDateien();
  return { normal: vorbereitet(dateien.normal), fett: vorbereitet(dateien.fett) };
}
