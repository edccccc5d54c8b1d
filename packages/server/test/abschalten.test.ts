import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

function freierPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const adresse = s.address();
      s.close(() => resolve(typeof adresse === 'object' && adresse ? adresse.port : 0));
    });
  });
}

function starte(umgebung: Record<string, string>) {
  const prozess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // Any embedded database the server may open goes to a throw-away folder.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mietspiegel-main-')),
      ...umgebung,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ausgabe = '';
  prozess.stdout.on('data', (t: Buffer) => (ausgabe += t.toString()));
  prozess.stderr.on('data', (t: Buffer) => (ausgabe += t.toString()));
  const ende = new Promise<number | null>((resolve) =>
    prozess.once('exit', (code) => resolve(code)),
  );
  return { prozess, ende, ausgabe: () => ausgabe };
}

// Waits for the state (/health answers 200) or for the process to end, not for a fixed time: on a
// busy 2-core machine the start took over 20 s (load 15–18); the test's own time limit bounds it.
async function warteAufGesundheit(url: string, ende: Promise<number | null>): Promise<void> {
  let beendet = false;
  void ende.then(() => (beendet = true));
  while (!beendet) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} antwortet nicht: der Server hat sich vorher beendet`);
}

describe('main.ts', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'beendet sich bei %s geordnet mit Exit-Code 0',
    async (signal) => {
      const port = await freierPort();
      const server = starte({ PORT: String(port) });
      await warteAufGesundheit(`http://127.0.0.1:${port}/health`, server.ende);
      server.prozess.kill(signal);
      expect(await server.ende).toBe(0);
      // Structured JSON logs (pino): one JSON object per line, the shutdown logged.
      const zeilen = server
        .ausgabe()
        .trim()
        .split('\n')
        .map((z) => JSON.parse(z) as { msg?: string; signal?: string });
      expect(zeilen.some((z) => z.signal === signal && /beendet/.test(z.msg ?? ''))).toBe(true);
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    },
  );

  it('bricht bei ungültiger Konfiguration mit klarer Meldung und Exit-Code 1 ab', async () => {
    const server = starte({ PORT: 'achtzig', WARTUNG_DATUM: 'morgen' });
    expect(await server.ende).toBe(1);
    expect(server.ausgabe()).toContain('Ungültige Konfiguration / invalid configuration');
    expect(server.ausgabe()).toContain('PORT="achtzig"');
    expect(server.ausgabe()).toContain('WARTUNG_DATUM="morgen"');
  });

  it('sagt auf Deutsch, wenn der Port schon belegt ist, und endet mit Exit-Code 1', async () => {
    const belegt = createServer();
    await new Promise<void>((fertig) => belegt.listen(0, '127.0.0.1', fertig));
    const adresse = belegt.address();
    const port = typeof adresse === 'object' && adresse ? adresse.port : 0;
    try {
      const server = starte({ PORT: String(port) });
      expect(await server.ende).toBe(1);
      expect(server.ausgabe()).toContain(`Port ${port} ist schon belegt (läuft der Server schon?)`);
    } finally {
      await new Promise((fertig) => belegt.close(fertig));
    }
  });
});
