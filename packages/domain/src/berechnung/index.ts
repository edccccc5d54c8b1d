export * from './berechnung.ts';
export * from './vergleichswerte.ts';
