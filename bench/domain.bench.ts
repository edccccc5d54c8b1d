/**
 * Per-call cost of the domain functions behind POST /api/backend-service/berechnung, for the
 * worked example body (packages/domain/test/fixtures/beispiel-berechnung.json `.given`), as µs
 * and as a ratio to a JSON.parse of the same body measured in the same run. Each round runs
 * every candidate once, in turn, so a changing machine load hits them alike. Printed: the best
 * round (least disturbed by other processes; the ratio uses it) and the median. No target: this
 * is the before/after gauge for the lean check.
 */
import { loadavg } from 'node:os';
import {
  aktuelleKonflikte,
  berechneOrtsueblicheMiete,
  berechnungSchema,
  berechneInCent,
  ermittleKonflikte,
  pruefeBerechnung,
  pruefeBerechnungsInhalt,
  type BerechnungEntwurf,
  type BerechnungWire,
} from '../packages/domain/src/index.ts';
import beispiel from '../packages/domain/test/fixtures/beispiel-berechnung.json' with { type: 'json' };

const RUNDEN = 40;
const ZIEL_MS = 25; // per candidate and round

const body = JSON.stringify(beispiel.given);
const eingabe: unknown = JSON.parse(body);
const geprueft = pruefeBerechnung(eingabe);
if (!geprueft.ok) throw new Error(`Beispiel ungültig: ${JSON.stringify(geprueft.fehler)}`);
const berechnung = geprueft.berechnung;
const entwurf = berechnung as BerechnungEntwurf;
const ergebnis = berechneOrtsueblicheMiete(berechnung);

// Sink: every result is counted, so the JIT cannot drop a call.
let senke = 0;

interface Kandidat {
  name: string;
  lauf: () => void;
}

const kandidaten: Kandidat[] = [
  {
    name: 'JSON.parse (Bezug)',
    lauf: () => {
      senke += (JSON.parse(body) as { selectedBaujahr: number }).selectedBaujahr;
    },
  },
  {
    name: 'pruefeBerechnung',
    lauf: () => {
      senke += pruefeBerechnung(eingabe).ok ? 1 : 0;
    },
  },
  {
    name: '  Inhalt (Server, nach ajv)',
    lauf: () => {
      senke += pruefeBerechnungsInhalt(eingabe as BerechnungWire).ok ? 1 : 0;
    },
  },
  {
    name: '  zod: berechnungSchema',
    lauf: () => {
      senke += berechnungSchema.safeParse(eingabe).success ? 1 : 0;
    },
  },
  {
    name: 'aktuelleKonflikte (Server)',
    lauf: () => {
      senke += aktuelleKonflikte(entwurf).length;
    },
  },
  {
    name: 'ermittleKonflikte (UI)',
    lauf: () => {
      senke += ermittleKonflikte(entwurf).felder.length;
    },
  },
  {
    name: 'berechneOrtsueblicheMiete',
    lauf: () => {
      senke += berechneOrtsueblicheMiete(berechnung).ortsueblicheMiete;
    },
  },
  {
    name: 'berechneInCent',
    lauf: () => {
      senke += berechneInCent(berechnung).mittel;
    },
  },
  {
    name: 'JSON.stringify (Antworttext)',
    lauf: () => {
      senke += JSON.stringify(ergebnis).length;
    },
  },
];

/** Calls per timed batch so that one batch takes about ZIEL_MS. */
function kalibriere(k: Kandidat): number {
  let n = 100;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) k.lauf();
    const ms = performance.now() - t0;
    if (ms >= ZIEL_MS / 4) return Math.max(1, Math.round((n * ZIEL_MS) / ms));
    n *= 4;
  }
}

const anzahl = kandidaten.map(kalibriere); // also the warm-up
const proAufruf: number[][] = kandidaten.map(() => []);
for (let r = 0; r < RUNDEN; r++) {
  kandidaten.forEach((k, i) => {
    const n = anzahl[i]!;
    const t0 = performance.now();
    for (let j = 0; j < n; j++) k.lauf();
    proAufruf[i]!.push(((performance.now() - t0) * 1000) / n);
  });
}

const median = (w: number[]): number => {
  const s = [...w].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const beste = proAufruf.map((w) => Math.min(...w));
const bezug = beste[0]!;
const [last1] = loadavg();
console.log(
  `${RUNDEN} Runden je ≈ ${ZIEL_MS} ms pro Funktion; Körper ${body.length} Bytes; Last (1 min): ${last1?.toFixed(1)}`,
);
console.log(
  `${''.padEnd(30)} ${'bester'.padStart(8)}    ${'Median'.padStart(8)}     Verhältnis (bester)`,
);
kandidaten.forEach((k, i) => {
  const us = beste[i]!;
  console.log(
    `${k.name.padEnd(30)} ${us.toFixed(2).padStart(8)} µs ${median(proAufruf[i]!).toFixed(2).padStart(8)} µs  ${(us / bezug).toFixed(2).padStart(6)} × JSON.parse`,
  );
});
if (senke === Number.MIN_SAFE_INTEGER) console.log(senke);
