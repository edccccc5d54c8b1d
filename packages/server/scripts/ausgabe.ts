/**
 * Mietspiegel editions CLI (issue 20 §2, README "Mietspiegel-Ausgaben"): lists the editions the
 * server would know, writes one as a file (the starting point for the next edition) and checks a
 * file with the same rules as the server's start (src/ausgaben.ts).
 *
 *   npm run ausgabe -- liste
 *   npm run ausgabe -- vorlage --ausgabe ID --datei PFAD
 *   npm run ausgabe -- pruefen --datei PFAD
 *
 * MIETSPIEGEL_AUSGABEN names the folder of further editions, as for the server. Relative paths
 * are taken from where npm was started (INIT_CWD). Exit codes: 0 done / file valid, 1 refused
 * (every faulty place named in German on stderr) or wrong usage, 2 no command (help shown).
 */
import { existsSync, writeFileSync } from 'node:fs';
import {
  ausgabe as eingebaut,
  ausgabeTitel,
  eingebauteAusgabeRoh,
  formatDatum,
  type Ausgabe,
} from '@mietspiegel/domain';
import {
  AUSGABEN_EINSTELLUNG,
  leseAusgabeDatei,
  leseAusgabenOrdner,
  registerAus,
  type GeleseneAusgabe,
} from '../src/ausgaben.ts';
import { leseJsonDatei } from '../src/json-datei.ts';
import { fuehreAus, NutzungsFehler, pfadAusAufruf } from './cli.ts';

const HILFE = `Mietspiegel-Ausgaben des Rechners auflisten, als Datei ausgeben und prüfen.

  npm run ausgabe -- liste
      die bekannten Ausgaben: Id, Titel, gültig ab, gültig bis, Herkunft (eingebaut oder Datei)
  npm run ausgabe -- vorlage --ausgabe ID --datei PFAD
      schreibt die Ausgabe ID als JSON-Datei – der Ausgangspunkt für die nächste Ausgabe
      (eine vorhandene Datei wird nicht überschrieben)
  npm run ausgabe -- pruefen --datei PFAD
      prüft eine Datei mit denselben Regeln wie der Serverstart, auch gegen die übrigen Ausgaben
      (keine zwei Ausgaben am selben Tag, keine Lücke)

Weitere Ausgaben liest der Server beim Start aus dem Ordner ${AUSGABEN_EINSTELLUNG} (eine
*.json-Datei je Ausgabe); dieses Kommando liest denselben Ordner.
Exit-Code: 0 erledigt bzw. Datei gültig, 1 abgelehnt (jede fehlerhafte Stelle wird genannt)
oder falsch aufgerufen, 2 ohne Befehl (diese Hilfe).`;

const tag = (t: string | null, leer: string): string => (t === null ? leer : formatDatum(t));

/** The folder's editions, or the problems printed and null. */
function ordnerAusgaben(ohneDatei?: string): GeleseneAusgabe[] | null {
  const ordner = process.env[AUSGABEN_EINSTELLUNG]?.trim();
  if (!ordner) return [];
  const probleme: string[] = [];
  const gelesen = leseAusgabenOrdner(pfadAusAufruf(ordner), probleme).filter(
    (g) => g.quelle !== ohneDatei,
  );
  if (probleme.length > 0) {
    for (const p of probleme) console.error(p);
    return null;
  }
  return gelesen;
}

function liste(): number {
  const weitere = ordnerAusgaben();
  if (weitere === null) return 1;
  const probleme: string[] = [];
  const register = registerAus(weitere, probleme);
  for (const p of probleme) console.error(p);
  const herkunft = new Map<Ausgabe, string>(weitere.map((g) => [g.ausgabe, g.quelle]));
  const alle = register?.alle ?? [eingebaut, ...weitere.map((g) => g.ausgabe)];
  console.log('Id\tTitel\tgültig ab\tgültig bis\tHerkunft');
  for (const a of alle) {
    console.log(
      [
        a.ausgabe,
        ausgabeTitel(a),
        tag(a.gueltigAb, '(nicht abgeglichen)'),
        tag(a.gueltigBis, '(bis zur nächsten)'),
        herkunft.get(a) ?? 'eingebaut',
      ].join('\t'),
    );
  }
  return register === null ? 1 : 0;
}

function vorlage(id: string, datei: string): number {
  const weitere = ordnerAusgaben();
  if (weitere === null) return 1;
  let roh: unknown;
  if (id === eingebaut.ausgabe) roh = eingebauteAusgabeRoh();
  else {
    const aus = weitere.find((g) => g.ausgabe.ausgabe === id);
    if (!aus) {
      const bekannt = [eingebaut.ausgabe, ...weitere.map((g) => g.ausgabe.ausgabe)];
      console.error(`Die Ausgabe „${id}“ ist nicht bekannt. Bekannt: ${bekannt.join(', ')}.`);
      return 1;
    }
    // the same reader as the start, which read this file a moment ago (issue 27 §7)
    const gelesen = leseJsonDatei(aus.quelle);
    if (!gelesen.ok) {
      console.error(`Ausgabedatei ${aus.quelle} ${gelesen.grund}.`);
      return 1;
    }
    roh = gelesen.wert;
  }
  if (existsSync(datei)) {
    console.error(`Die Datei ${datei} gibt es schon; sie wird nicht überschrieben.`);
    return 1;
  }
  writeFileSync(datei, `${JSON.stringify(roh, null, 1)}\n`, { flag: 'wx' });
  console.log(
    `Ausgabe „${id}“ nach ${datei} geschrieben. Für die nächste Ausgabe bitte „ausgabe“, „jahr“, „gueltigAb“ und die Tabellen anpassen und mit „npm run ausgabe -- pruefen --datei ${datei}“ prüfen.`,
  );
  return 0;
}

function pruefen(datei: string): number {
  const probleme: string[] = [];
  const a = leseAusgabeDatei(datei, probleme);
  if (a === null) {
    for (const p of probleme) console.error(p);
    return 1;
  }
  // the same rules as the start: together with the built-in edition and the folder's others
  const weitere = ordnerAusgaben(datei);
  if (weitere === null) return 1;
  registerAus([...weitere, { ausgabe: a, quelle: datei }], probleme);
  if (probleme.length > 0) {
    for (const p of probleme) console.error(p);
    return 1;
  }
  console.log(
    `${datei} ist gültig: ${a.ausgabe}, ${ausgabeTitel(a)}, gültig ab ${tag(a.gueltigAb, '(nicht abgeglichen)')} bis ${tag(a.gueltigBis, '(bis zur nächsten Ausgabe)')}.`,
  );
  return 0;
}

fuehreAus(
  {
    hilfe: HILFE,
    befehle: ['liste', 'vorlage', 'pruefen'],
    optionen: { ausgabe: { type: 'string' }, datei: { type: 'string' } },
    hilfeBeiArgumentfehler: true,
  },
  (befehl, werte) => {
    const datei = werte.datei ? pfadAusAufruf(werte.datei) : '';
    switch (befehl) {
      case 'liste':
        return liste();
      case 'vorlage':
        if (!werte.ausgabe) throw new NutzungsFehler('Bitte --ausgabe ID angeben.');
        if (!datei) throw new NutzungsFehler('Bitte --datei PFAD angeben.');
        return vorlage(werte.ausgabe, datei);
      case 'pruefen':
        if (!datei) throw new NutzungsFehler('Bitte --datei PFAD angeben.');
        return pruefen(datei);
    }
  },
);
