import { describe, expect, test } from 'vitest';
import { suchform } from './suchform.ts';

describe('suchform (Issue 17 §6)', () => {
  test.each([
    ['Müller', 'mueller'],
    ['MUELLER', 'mueller'],
    ['Größe', 'groesse'],
    ['Straße', 'strasse'],
    ['Ärger', 'aerger'],
    ['Café Crème', 'cafe creme'],
    // decomposed umlaut (u + combining diaeresis) as macOS file names bring it
    ['Mu\u0308ller', 'mueller'],
  ])('%s → %s', (text, erwartet) => {
    expect(suchform(text)).toBe(erwartet);
  });
});
