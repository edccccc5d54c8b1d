/**
 * Colours of the six Wohnlagen on the built-in map (issue 11), after the Okabe–Ito palette,
 * which stays distinguishable with the common colour-vision deficiencies. Colour is never the
 * only carrier: the legend names each colour, and the chosen point's Wohnlage is said in words.
 */
export const WOHNLAGEN_FARBEN: readonly string[] = [
  '#f0e442', // 0 Durchschnittliche Lage – yellow
  '#56b4e9', // 1 Gute Lage – sky blue
  '#009e73', // 2 Beste Lage – bluish green
  '#e69f00', // 3 Zentrale durchschnittliche Lage – orange
  '#0072b2', // 4 Zentrale gute Lage – blue
  '#cc79a7', // 5 Zentrale beste Lage – reddish purple
];

export function wohnlagenFarbe(id: number): string {
  return WOHNLAGEN_FARBEN[id] ?? '#999999';
}
