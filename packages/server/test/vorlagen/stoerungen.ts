/**
 * Helpers of the outage tests (ausfall.test.ts): the real server in a child process, and a TCP
 * relay in front of PostgreSQL that can stop answering – like a database that hangs or a proxy
 * that drops its connections without telling anyone.
 */
import { spawn } from 'node:child_process';
import { createServer, connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export function freierPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const adresse = s.address();
      s.close(() => resolve(typeof adresse === 'object' && adresse ? adresse.port : 0));
    });
  });
}

export interface ServerProzess {
  url: string;
  ausgabe(): string;
  /** Exit code once ended; undefined while it runs. */
  beendetMit(): number | null | undefined;
  beenden(): Promise<void>;
}

/** Starts main.ts on a free port and waits until /health answers. */
export async function starteServer(umgebung: Record<string, string>): Promise<ServerProzess> {
  const port = await freierPort();
  const prozess = spawn(process.execPath, [MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...umgebung },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test that times out never reaches its `finally`: the child must not outlive the run.
  const aufraeumen = () => prozess.kill('SIGKILL');
  process.once('exit', aufraeumen);
  let ausgabe = '';
  let code: number | null | undefined;
  prozess.stdout.on('data', (t: Buffer) => (ausgabe += t.toString()));
  prozess.stderr.on('data', (t: Buffer) => (ausgabe += t.toString()));
  const ende = new Promise<void>((fertig) =>
    prozess.once('exit', (c) => {
      process.off('exit', aufraeumen);
      code = c;
      fertig();
    }),
  );
  const server: ServerProzess = {
    url: `http://127.0.0.1:${port}`,
    ausgabe: () => ausgabe,
    beendetMit: () => code,
    async beenden() {
      if (code === undefined) prozess.kill('SIGKILL');
      await ende;
    },
  };
  await warteBis(async () => (await fetch(`${server.url}/health`)).ok, server);
  return server;
}

/** Polls `bedingung` until it holds; fails when the server process has ended meanwhile. */
export async function warteBis(
  bedingung: () => Promise<boolean>,
  server: ServerProzess,
  versuche = 300,
): Promise<void> {
  for (let i = 0; i < versuche; i++) {
    if (server.beendetMit() !== undefined)
      throw new Error(`Server beendet (${server.beendetMit()}):\n${server.ausgabe()}`);
    try {
      if (await bedingung()) return;
    } catch {
      // not listening yet, or the request failed: try again
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Bedingung nie erfüllt:\n${server.ausgabe()}`);
}

export interface Relais {
  port: number;
  /** 'weiterleiten': pass bytes both ways. 'haengen': new and open connections get no answer. */
  setzeArt(art: 'weiterleiten' | 'haengen'): void;
  schliessen(): Promise<void>;
}

/**
 * A TCP relay to `ziel` on 127.0.0.1. Connections that were open when it started hanging stay
 * dead for good (a dropped proxy); after 'weiterleiten' only new connections get through.
 */
export async function starteRelais(ziel: { host: string; port: number }): Promise<Relais> {
  let art: 'weiterleiten' | 'haengen' = 'weiterleiten';
  const offen = new Set<Socket>();
  const haengen = (s: Socket) => {
    s.unpipe();
    s.pause();
  };
  const server = createServer((client) => {
    offen.add(client);
    client.on('error', () => undefined);
    client.on('close', () => offen.delete(client));
    if (art === 'haengen') return haengen(client);
    const db = connect(ziel.port, ziel.host);
    offen.add(db);
    db.on('error', () => client.destroy());
    client.on('close', () => db.destroy());
    db.on('close', () => {
      offen.delete(db);
      client.destroy();
    });
    client.pipe(db);
    db.pipe(client);
  });
  await new Promise<void>((fertig) => server.listen(0, '127.0.0.1', fertig));
  const adresse = server.address();
  return {
    port: typeof adresse === 'object' && adresse ? adresse.port : 0,
    setzeArt(neu) {
      art = neu;
      if (neu === 'haengen') offen.forEach(haengen);
    },
    async schliessen() {
      offen.forEach((s) => s.destroy());
      await new Promise((fertig) => server.close(fertig));
    },
  };
}
