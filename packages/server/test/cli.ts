/**
 * Runs one of the operator CLIs (packages/server/scripts) as its own process, as `npm run …`
 * does: DATABASE_URL or a relative DATA_DIR 'daten' resolved against INIT_CWD.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SkriptErgebnis {
  code: number | null;
  aus: string;
  fehler: string;
}

export function fuehreSkriptAus(
  skript: 'konto.ts' | 'geodaten.ts' | 'ausgabe.ts',
  args: string[],
  {
    initCwd,
    stdin = '',
    databaseUrl = '',
    env = {},
  }: { initCwd: string; stdin?: string; databaseUrl?: string; env?: Record<string, string> },
): Promise<SkriptErgebnis> {
  const pfad = resolve(fileURLToPath(import.meta.url), '../../scripts', skript);
  return new Promise((fertig, abbruch) => {
    const kind = spawn(process.execPath, [pfad, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: 'daten',
        INIT_CWD: initCwd,
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let aus = '';
    let fehler = '';
    kind.stdout.on('data', (d: Buffer) => (aus += d.toString()));
    kind.stderr.on('data', (d: Buffer) => (fehler += d.toString()));
    kind.on('error', abbruch);
    kind.on('close', (code) => fertig({ code, aus, fehler }));
    kind.stdin.end(stdin);
  });
}
