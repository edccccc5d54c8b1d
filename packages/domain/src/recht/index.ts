export * from './mietvergleich.ts';
export * from './mietvergleich-worte.ts';
export * from './mietvergleich-skala.ts';
export * from './mieterhoehung-daten.ts';
export * from './mieterhoehung.ts';
export * from './mieterhoehung-worte.ts';
export * from './mietpreisbremse-daten.ts';
export * from './mietpreisbremse.ts';
