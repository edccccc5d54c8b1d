export * from './ausgabe-fehler.ts';
export * from './ausgabe-schema.ts';
export * from './ausgabe.ts';
export * from './ausgabe-laden.ts';
export * from './ausgabenwahl.ts';
export * from './ausgaben.ts';
