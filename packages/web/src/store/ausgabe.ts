/**
 * The Mietspiegel edition this tab's calculation uses (issue 20 §4): the one the user chose
 * (`entwurf.ausgabe`), else the one in force today, as the server lists them in environmentInfo.
 */
import { ausgabeImEinsatz, type AusgabeInfo } from '@mietspiegel/domain';
import { useZustand } from './store.ts';
import { useUmgebung } from './umgebung.ts';

export function useAusgabeInGebrauch(): AusgabeInfo {
  const { info } = useUmgebung();
  const gewaehlt = useZustand((z) => z.entwurf.ausgabe ?? null);
  return ausgabeImEinsatz(info, gewaehlt);
}

/** Every edition the server knows, oldest first (empty before environmentInfo answered). */
export function useAusgaben(): AusgabeInfo[] {
  return useUmgebung().info?.ausgaben ?? [];
}

/**
 * The edition a calculation or PDF call names: the edition in use once the server has listed
 * its editions (an id it no longer knows falls back to today's); before that undefined, so the
 * call names the draft's own choice and the server decides.
 */
export function useAusgabeFuerAufruf(): string | undefined {
  const info = useUmgebung().info;
  const inGebrauch = useAusgabeInGebrauch();
  return info ? inGebrauch.id : undefined;
}
