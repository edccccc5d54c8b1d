/**
 * The four pages of issue 21 §2 as one lazy chunk: four small chunks that each import the
 * store and the API client split the first page's shared code into more, smaller files, which
 * cost about 2 KiB gzip up front (bench/bundle.bench.ts).
 */
export { default as Barrierefreiheit } from './Barrierefreiheit.tsx';
export { default as LeichteSprache } from './LeichteSprache.tsx';
export { default as Datenschutz } from './Datenschutz.tsx';
export { default as Impressum } from './Impressum.tsx';
