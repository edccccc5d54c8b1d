// issue 17 §16: the CSP allows the built page's inline head script by its hash, and no other.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineSkriptHashes, seitenSkriptHashes } from '../src/sicherheit.ts';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineSkriptHashes', () => {
  it('hasht die eingebetteten Skripte, nicht die mit src und nicht die Datenblöcke der Seiten', () => {
    const seite =
      '<head><script>var ä=1</script><script type="module" src="/assets/a.js"></script></head>' +
      '<body><script type="text/html" data-seite="/a"><h1>A</h1></script>' +
      '<script id="seitenwahl">\nx()\n</script></body>';
    expect(inlineSkriptHashes(seite)).toEqual([hash('var ä=1'), hash('\nx()\n')]);
  });

  it('liest die gebaute Seite; ohne sie gibt es nichts zu erlauben', async () => {
    const ordner = await mkdtemp(join(tmpdir(), 'sicherheit-test-'));
    try {
      expect(seitenSkriptHashes(ordner)).toEqual([]);
      await writeFile(join(ordner, 'index.html'), '<head><script>weiche()</script></head>');
      expect(seitenSkriptHashes(ordner)).toEqual([hash('weiche()')]);
    } finally {
      await rm(ordner, { recursive: true, force: true });
    }
  });
});
