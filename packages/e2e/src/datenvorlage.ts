/**
 * A database folder the server has initialised once (global setup). Every test file's server
 * starts on a fresh copy of it: the same empty database a first start creates, without paying
 * PGlite's initdb (≈ 20 s of CPU on a busy 2-core machine) for every file.
 */
export const DATENVORLAGE = 'datenVorlage';

declare module 'vitest' {
  export interface ProvidedContext {
    datenVorlage: string;
  }
}
