// @vitest-environment node
// issue 12 §3: the build step that writes the first step's HTML and the stylesheet into the page.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bindeStilEin, hauptInhalte, setzeEin, setzeWeicheEin, vorlagen } from './vorrendern.ts';

const SEITE =
  '<html><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
  '<body><div id="root"></div></body></html>';

describe('setzeEin', () => {
  it('füllt die leere Wurzel einmal, kennzeichnet die Seite und setzt das Folgende dahinter', () => {
    expect(setzeEin(SEITE, '<h1>Wohnfläche</h1>', '/wohnflaeche')).toContain(
      '<div id="root" data-vorgerendert="/wohnflaeche"><h1>Wohnfläche</h1></div></body>',
    );
    expect(setzeEin(SEITE, '<h1>W</h1>', '/wohnflaeche', '<template>x</template>')).toContain(
      '<h1>W</h1></div><template>x</template></body>',
    );
  });

  it('weist eine Seite ohne leere Wurzel oder mit zweien ab', () => {
    expect(() => setzeEin('<div id="root">x</div>', '', 'w')).toThrow(/nicht genau einmal/);
    expect(() =>
      setzeEin(SEITE.replace('</body>', '<div id="root"></div></body>'), '', 'w'),
    ).toThrow(/nicht genau einmal/);
  });
});

describe('vorlagen', () => {
  it('jede Seite als Text in einem benannten Datenblock, dann das Skript mit seiner id', () => {
    expect(
      vorlagen(
        [
          { schluessel: '/wohnlage', markup: '<h1>Wohnlage</h1>' },
          { schluessel: '/karte?art=wohnlage', markup: '<h1>Karte</h1>' },
        ],
        'data-seite',
        'tausche()',
        'seitenwahl',
      ),
    ).toBe(
      '<script type="text/html" data-seite="/wohnlage"><h1>Wohnlage</h1></script>' +
        '<script type="text/html" data-seite="/karte?art=wohnlage"><h1>Karte</h1></script>' +
        '<script id="seitenwahl">tausche()</script>',
    );
  });

  it('weist einen Schlüssel ab, der das Attribut beenden würde, und ein vorzeitiges </script', () => {
    expect(() => vorlagen([{ schluessel: '/a"b', markup: '' }], 'data-seite', '', 's')).toThrow(
      /Schlüssel/,
    );
    expect(() => vorlagen([], 'data-seite', '"</script>"', 's')).toThrow(/<\/script/);
    expect(() =>
      vorlagen([{ schluessel: '/a', markup: '<p>x</script>' }], 'data-seite', '', 's'),
    ).toThrow(/<script/);
  });
});

describe('hauptInhalte', () => {
  const seite = (schluessel: string, innen: string, kopf = '<header>K</header>') => ({
    schluessel,
    markup: `${kopf}<main class="haupt" id="inhalt">${innen}</main><footer>F</footer>`,
  });

  it('nimmt von jeder Seite den Hauptbereich', () => {
    expect(hauptInhalte([seite('/a', '<h1>A</h1>'), seite('/b', '<h1>B</h1>')])).toEqual([
      { schluessel: '/a', markup: '<h1>A</h1>' },
      { schluessel: '/b', markup: '<h1>B</h1>' },
    ]);
  });

  it('weist eine Seite mit anderem Rahmen, ohne <main> oder mit einem Skript ab', () => {
    expect(() =>
      hauptInhalte([seite('/a', ''), seite('/b', '', '<header>anders</header>')]),
    ).toThrow(/\/b: Kopf oder Fuß/);
    expect(() => hauptInhalte([{ schluessel: '/a', markup: '<div></div>' }])).toThrow(/<main>/);
    expect(() => hauptInhalte([seite('/a', '<script>$RC()</script>')])).toThrow(/Skript/);
  });
});

describe('setzeWeicheEin', () => {
  it('setzt das Kopfskript ans Ende des Kopfs, vor den Körper, davor das Warten auf die Seitenwahl', () => {
    const seite = setzeWeicheEin(SEITE, 'var x=1', 'seitenwahl');
    expect(seite).toContain(
      '<link rel="expect" href="#seitenwahl" blocking="render"><script>var x=1</script></head><body>',
    );
  });

  it('weist ein Skript ab, das sein Element vorzeitig beenden würde', () => {
    expect(() => setzeWeicheEin(SEITE, 'a="</script>"', 's')).toThrow(/<\/script/);
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
