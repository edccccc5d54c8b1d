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
