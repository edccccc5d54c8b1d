/**
 * The server side of bench/berechnung.bench.ts, in its own process so that the load generator
 * (autocannon) does not share the server's thread: the real app (all plugins, security headers,
 * error handling), logging off, plus the trivial baseline route. Prints its port and the cookie of
 * a signed-in session (for the signed-in figure), stops on SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../packages/server/src/app.ts';
import { KontoRepository } from '../packages/server/src/auth/konto-repository.ts';
import { hashePasswort } from '../packages/server/src/auth/passwort.ts';
import { ladeKonfiguration } from '../packages/server/src/konfiguration.ts';
import { oeffneDatenbank } from '../packages/server/src/db/datenbank.ts';

const daten = await mkdtemp(join(tmpdir(), 'mietspiegel-bench-'));
// Opened before the app: otherwise the embedded database would start up while the first
// figure is being measured.
const datenbank = await oeffneDatenbank({ dataDir: daten });
const app = await buildApp({
  konfiguration: ladeKonfiguration({ ...process.env, DATA_DIR: daten, LOG_LEVEL: 'silent' }),
  logger: false,
  datenbank,
});
// Same body parser, same hooks, no work: the baseline.
app.post('/bench/konstant', async () => ({ ok: true }));
await new KontoRepository(async () => datenbank.db).legeAn(
  'bench',
  await hashePasswort('bench-passwort'),
  [],
);
const anmeldung = await app.inject({
  method: 'POST',
  url: '/anmeldung',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: 'name=bench&passwort=bench-passwort',
});
const sitzung = anmeldung.cookies.find((c) => c.name === 'mietspiegel_sitzung');
if (!sitzung) throw new Error(`Anmeldung fehlgeschlagen: ${anmeldung.statusCode}`);
await app.listen({ host: '127.0.0.1', port: 0 });
const adresse = app.server.address();
console.log(
  JSON.stringify({
    port: typeof adresse === 'object' && adresse ? adresse.port : 0,
    cookie: `${sitzung.name}=${sitzung.value}`,
  }),
);

process.once('SIGTERM', async () => {
  await app.close();
  await datenbank.schliessen();
  await rm(daten, { recursive: true, force: true });
  process.exit(0);
});
