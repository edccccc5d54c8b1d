import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './pfade.ts';

export interface LaufenderServer {
  /** e.g. http://127.0.0.1:43123 */
  readonly basisUrl: string;
  /** The server's output so far, for failure messages. */
  ausgabe(): string;
  stoppe(): Promise<void>;
}

export async function freierPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const adresse = probe.address();
      const port = typeof adresse === 'object' && adresse ? adresse.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function warteAufGesundheit(
  basisUrl: string,
  prozess: ChildProcess,
  ausgabe: () => string,
): Promise<void> {
  const ende = Date.now() + 60_000;
  while (Date.now() < ende) {
    if (prozess.exitCode !== null) {
      throw new Error(`Der Server hat sich beendet (Code ${prozess.exitCode}):\n${ausgabe()}`);
    }
    try {
      const antwort = await fetch(`${basisUrl}/health`);
      if (antwort.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Der Server antwortet nicht auf /health (60 s):\n${ausgabe()}`);
}

/**
 * The server opens its embedded database (PGlite) right after it listens; that takes seconds of
 * CPU on a 2-core machine and slowed the first page of every file to a crawl. So we wait for its
 * log line "Datenbank bereit" – at most 45 s, as it is a courtesy, not a requirement.
 */
async function warteAufDatenbank(ausgabe: () => string): Promise<void> {
  const ende = Date.now() + 45_000;
  while (Date.now() < ende && !/Datenbank bereit|Datenbank kann nicht/.test(ausgabe())) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts the server the way a user starts it (`node packages/server/src/main.ts`
 * from the repo root) on a free loopback port with a fresh embedded database folder – a copy of
 * `datenVorlage` when given (see datenvorlage.ts). DATA_DIR in `zusatzUmgebung` overrides it.
 * `vorbereiten` gets the folder before the server opens it (PGlite: one process at a time).
 */
export async function starteServer(
  zusatzUmgebung: Record<string, string> = {},
  {
    datenVorlage,
    vorbereiten,
    port: gewaehlterPort,
  }: {
    datenVorlage?: string | undefined;
    /** runs on the database folder before the server starts (e.g. a geodata import, issue 11) */
    vorbereiten?: ((datenVerzeichnis: string) => Promise<void>) | undefined;
    /** a port chosen beforehand (another service must know our address, e.g. OIDC, issue 12) */
    port?: number | undefined;
  } = {},
): Promise<LaufenderServer> {
  const port = gewaehlterPort ?? (await freierPort());
  const datenVerzeichnis = await mkdtemp(join(tmpdir(), 'mietspiegel-e2e-'));
  if (datenVorlage && !zusatzUmgebung.DATA_DIR) {
    await cp(datenVorlage, datenVerzeichnis, { recursive: true });
  }
  if (vorbereiten) await vorbereiten(zusatzUmgebung.DATA_DIR ?? datenVerzeichnis);
  const basisUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const prozess = spawn(process.execPath, ['packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: datenVerzeichnis,
      ...zusatzUmgebung,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const sammle = (teil: Buffer) => {
    log += teil.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  prozess.stdout?.on('data', sammle);
  prozess.stderr?.on('data', sammle);
  const ausgabe = () => log;

  const stoppe = async () => {
    if (prozess.exitCode === null && prozess.signalCode === null) {
      const beendet = new Promise<void>((resolve) => prozess.once('exit', () => resolve()));
      prozess.kill('SIGTERM');
      const zeitlimit = setTimeout(() => prozess.kill('SIGKILL'), 20_000);
      await beendet;
      clearTimeout(zeitlimit);
    }
    await rm(datenVerzeichnis, { recursive: true, force: true });
  };

  try {
    await warteAufGesundheit(basisUrl, prozess, ausgabe);
    await warteAufDatenbank(ausgabe);
  } catch (fehler) {
    await stoppe();
    throw fehler;
  }
  return { basisUrl, ausgabe, stoppe };
}
