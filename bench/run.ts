// `npm run bench`: runs every bench/*.bench.ts in its own process, one after the other, so that
// each figure is measured on an otherwise idle machine. Each file prints its own ratios.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = false;
for (const file of files) {
  console.log(`\n== ${file} ==`);
  const r = spawnSync(process.execPath, [join(here, file)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
