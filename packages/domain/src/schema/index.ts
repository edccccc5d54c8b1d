export * from './meldungen.ts';
export * from './schema.ts';
export type * from './typen.ts';
export * from './geodaten.ts';
export * from './umgebung.ts';
