export * from './typen.ts';
export * from './angaben.ts';
export * from './schreiben.ts';
export * from './leser.ts';
