/** The map's picture of the polygons (geodaten/karte.ts): lightly simplified and rounded. */
import { describe, expect, it } from 'vitest';
import { kartenFeature } from '../../src/geodaten/karte.ts';

/** A square 11.5–11.6 × 48.1–48.2 whose southern edge has `n` points with a bump of `hoehe`°. */
function quadrat(n: number, hoehe: number): number[][] {
  const sued = Array.from({ length: n }, (_, i) => {
    const lon = 11.5 + (0.1 * i) / n;
    return [lon, 48.1 + (i === Math.floor(n / 2) ? hoehe : 0)];
  });
  return [...sued, [11.6, 48.1], [11.6, 48.2], [11.5, 48.2], [11.5, 48.1]];
}

describe('Wohnlagenkarte: Darstellung der Polygone', () => {
  it('lässt Punkte auf einer Geraden und Zacken unter 1 m weg, behält größere Zacken und Löcher', () => {
    const ohneZacke = kartenFeature(3, [[quadrat(1_000, 0.000004)]]);
    expect(ohneZacke.properties).toEqual({ wohnlage: 3 });
    expect(ohneZacke.geometry.coordinates[0]?.[0]).toEqual([
      [11.5, 48.1],
      [11.6, 48.1],
      [11.6, 48.2],
      [11.5, 48.2],
      [11.5, 48.1],
    ]);
    const mitZacke = kartenFeature(3, [
      [
        quadrat(1_000, 0.00005),
        quadrat(4, 0).map(([x = 0, y = 0]) => [x / 2 + 5.77, y / 2 + 24.08]),
      ],
    ]);
    const [aussen, loch] = mitZacke.geometry.coordinates[0] ?? [];
    expect(aussen).toContainEqual([11.55, 48.10005]);
    expect(aussen).toHaveLength(8);
    expect(loch).toHaveLength(5);
  });

  it('rundet auf 6 Nachkommastellen; ein Teil kleiner als die Toleranz fällt weg', () => {
    const f = kartenFeature(1, [
      [
        [
          [11.1234567, 48.1],
          [11.2, 48.1],
          [11.2, 48.2],
          [11.1234567, 48.1],
        ],
      ],
      [
        [
          [11.3, 48.3],
          [11.300001, 48.3],
          [11.300001, 48.300001],
          [11.3, 48.3],
        ],
      ],
    ]);
    expect(f.geometry.coordinates).toEqual([
      [
        [
          [11.123457, 48.1],
          [11.2, 48.1],
          [11.2, 48.2],
          [11.123457, 48.1],
        ],
      ],
    ]);
  });
});
