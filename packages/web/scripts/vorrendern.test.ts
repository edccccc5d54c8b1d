// @vitest-environment node
// issue 12 §3: the build step that writes the first step's HTML and the stylesheet into the page.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bindeStilEin, setzeEin, setzeWeicheEin } from './vorrendern.ts';

const SEITE =
  '<html><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
  '<body><div id="root"></div></body></html>';

describe('setzeEin', () => {
  it('füllt die leere Wurzel einmal und kennzeichnet den Schritt', () => {
    expect(setzeEin(SEITE, '<h1>Wohnfläche</h1>', 'wohnflaeche')).toContain(
      '<div id="root" data-vorgerendert="wohnflaeche"><h1>Wohnfläche</h1></div></body>',
    );
  });

  it('weist eine Seite ohne leere Wurzel oder mit zweien ab', () => {
    expect(() => setzeEin('<div id="root">x</div>', '', 'w')).toThrow(/nicht genau einmal/);
    expect(() =>
      setzeEin(SEITE.replace('</body>', '<div id="root"></div></body>'), '', 'w'),
    ).toThrow(/nicht genau einmal/);
  });
});

describe('setzeWeicheEin', () => {
  it('setzt das Kopfskript ans Ende des Kopfs, vor den Körper', () => {
    const seite = setzeWeicheEin(SEITE, 'var x=1');
    expect(seite).toContain('<script>var x=1</script></head><body>');
  });

  it('weist ein Skript ab, das sein Element vorzeitig beenden würde', () => {
    expect(() => setzeWeicheEin(SEITE, 'a="</script>"')).toThrow(/<\/script/);
  });
});

describe('bindeStilEin', () => {
  const ordner = mkdtemp(join(tmpdir(), 'vorrendern-test-'));
  afterAll(async () => rm(await ordner, { recursive: true, force: true }));

  it('ersetzt den Stylesheet-Link durch seinen Inhalt; ein "</style" darin kann das Element nicht beenden', async () => {
    const dist = await ordner;
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'assets/index-abc.css'),
      'a::after{content:"</style>"}h1{color:red}',
    );
    const seite = await bindeStilEin(SEITE, dist);
    expect(seite).not.toContain('<link rel="stylesheet"');
    expect(seite).toContain('<style>a::after{content:"<\\/style>"}h1{color:red}</style></head>');
    expect(seite.match(/<\/style/g)).toHaveLength(1);
  });
});
