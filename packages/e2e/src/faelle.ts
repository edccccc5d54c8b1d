/**
 * Runs one check per case on the same page and reports every failing case at the end (cheaper
 * than one browser context per case; still names each case that fails).
 */
export async function pruefeAlleFaelle<T>(
  faelle: readonly T[],
  name: (fall: T) => string,
  pruefe: (fall: T) => Promise<void>,
): Promise<void> {
  const fehler: string[] = [];
  for (const fall of faelle) {
    try {
      await pruefe(fall);
    } catch (e) {
      fehler.push(`${name(fall)}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  if (fehler.length > 0) {
    throw new Error(
      `${fehler.length} von ${faelle.length} Fällen fehlgeschlagen:\n${fehler.join('\n')}`,
    );
  }
}
