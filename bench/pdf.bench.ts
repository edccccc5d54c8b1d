/**
 * Median time to produce the full calculation PDF (the worked example with free text and
 * Stichtagsdifferenz) against a one-line PDF from the same library with the same embedded
 * fonts, N=200 each after warm-up. Target: full PDF < 30 ms median. Beside it, the same PDF
 * with "Ihre Miete im Vergleich" and the increase check (issue 13), as a ratio to the full PDF.
 */
import beispiel from '../packages/domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };
import { pruefePdfParameter } from '@mietspiegel/domain';
import { erzeugeBerechnungsPdf } from '../packages/server/src/pdf/erzeuge.ts';
import { neuesDokument, sammleBytes } from '../packages/server/src/pdf/seite.ts';
import { ladePdfSchriften } from '../packages/server/src/pdf/schriften.ts';

const N = 200;
const AUFWAERMEN = 30;

const schriften = await ladePdfSchriften();
// read by the domain's check, as the PDF route does (area in thousandths, height in tenths)
const geprueft = pruefePdfParameter({
  berechnung: beispiel.given,
  zusaetzlicheBegruendungen:
    'Adresse: Müllerstraße 5, 80469 München\n------------------------------\nZusätzliche Begründungen: „Einbauküche“ – neu, Wert 5.000 €.',
  stichtagsdifferenz: { stand: '2026-03-01', hoehe: 2.5 },
});
if (!geprueft.ok) throw new Error(JSON.stringify(geprueft.fehler));
const { parameter } = geprueft;
const jetzt = new Date('2026-11-22T09:00:00Z');

const voll = () => erzeugeBerechnungsPdf(parameter, schriften, jetzt);
const mitVergleich = () =>
  erzeugeBerechnungsPdf(
    {
      ...parameter,
      mietvergleich: {
        mieteCent: 80000,
        erhoehung: {
          neueMieteCent: 95000,
          mieteVorDreiJahrenCent: 80000,
          letzteErhoehung: '2024-03-01',
          zugang: '2025-03-01',
        },
      },
    },
    schriften,
    jetzt,
  );
const einzeilig = () => {
  const doc = neuesDokument(schriften, 'Mietspiegel', jetzt);
  const bytes = sammleBytes(doc);
  doc.text('Mietspiegel für München 2025 – „Vergleichsmiete“ 1.103,02 €');
  doc.end();
  return bytes;
};

const mitte = (werte: number[]) => werte.sort((a, b) => a - b)[werte.length >> 1] ?? NaN;

/**
 * Median wall-clock time and, beside it, median CPU time of this process (user + system): on a
 * busy machine the wall clock also counts time spent waiting for a core, CPU time does not.
 */
async function median(erzeuge: () => Promise<Buffer>) {
  let bytes = 0;
  for (let i = 0; i < AUFWAERMEN; i++) bytes = (await erzeuge()).length;
  const zeiten: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    await erzeuge();
    const c = process.cpuUsage(cpuStart);
    zeiten.push(performance.now() - start);
    cpu.push((c.user + c.system) / 1000);
  }
  return { ms: mitte(zeiten), cpuMs: mitte(cpu), bytes };
}

const klein = await median(einzeilig);
const gross = await median(voll);
const vergleich = await median(mitVergleich);
const [last1] = (await import('node:os')).loadavg();
console.log(`N=${N} je Art nach ${AUFWAERMEN} Aufwärmläufen; Last (1 min): ${last1?.toFixed(1)}`);
console.log(
  `einzeiliges PDF: Median ${klein.ms.toFixed(1)} ms (CPU ${klein.cpuMs.toFixed(1)} ms), ${klein.bytes} Bytes`,
);
console.log(
  `volles PDF:      Median ${gross.ms.toFixed(1)} ms (CPU ${gross.cpuMs.toFixed(1)} ms), ${gross.bytes} Bytes`,
);
console.log(
  `mit Mietvergleich und Mieterhöhung: Median ${vergleich.ms.toFixed(1)} ms (CPU ${vergleich.cpuMs.toFixed(1)} ms), ${vergleich.bytes} Bytes; Verhältnis zum vollen PDF ${(vergleich.ms / gross.ms).toFixed(2)}`,
);
console.log(
  `Verhältnis voll/einzeilig: ${(gross.ms / klein.ms).toFixed(1)}; Ziel volles PDF < 30 ms: ${gross.ms < 30 ? 'erreicht' : 'VERFEHLT'}`,
);
