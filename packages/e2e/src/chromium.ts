import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const STANDARD_PFAD = '/usr/bin/chromium';

/**
 * The system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium. We never download a
 * browser (playwright-core has no bundled one).
 */
export function findeChromium(): string {
  const ausUmgebung = process.env.CHROMIUM_PATH;
  if (ausUmgebung) {
    if (!existsSync(ausUmgebung)) {
      throw new Error(
        `CHROMIUM_PATH zeigt auf ${ausUmgebung}, dort liegt aber kein Chromium. ` +
          `/ CHROMIUM_PATH points to ${ausUmgebung}, but no Chromium is there.`,
      );
    }
    return ausUmgebung;
  }
  if (existsSync(STANDARD_PFAD)) return STANDARD_PFAD;
  throw new Error(
    'Chromium nicht gefunden. Bitte installieren: `apt-get install chromium` ' +
      '(oder CHROMIUM_PATH auf ein vorhandenes Chromium setzen). / ' +
      'Chromium not found. Install it with `apt-get install chromium` (or set CHROMIUM_PATH).',
  );
}

/**
 * The flags every headless Chromium of ours starts with (browser tests, Lighthouse bench):
 * without the background-networking ones it tries to reach Google's hosts on this closed network.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Launches the system Chromium (the one launcher for browser tests and the Lighthouse bench).
 * With `debugPort` it also listens for the DevTools protocol on that port of 127.0.0.1, where
 * Lighthouse connects.
 */
export async function starteChromium(debugPort?: number): Promise<Browser> {
  const args = debugPort
    ? [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`]
    : CHROMIUM_FLAGS;
  return chromium.launch({ executablePath: findeChromium(), args });
}
