/**
 * Several Mietspiegel editions side by side (issue 20 §1, §3): the built-in edition plus those an
 * operator adds as files (the server reads them; this module stays free of I/O). Which edition
 * applies is a matter of the day: `ausgabeFuer(tag)`; a calculation may name one by id.
 *
 * An added edition must fit the wizard's catalogue as the built-in one does (same Baujahr
 * classes, area bounds, operating-cost items and deviation bounds): the input checks
 * (validierung.ts, pruefung.ts) and the steps are one catalogue for every edition, so an edition
 * that changed it would be checked by rules that are not its own. Such a file is refused with a
 * German message naming the place, instead of computing from it.
 */
import {
  ausgabe as eingebaut,
  eingebauteAusgabeRoh,
  pruefeTabellenZumKatalog,
  type Ausgabe,
} from './ausgabe.ts';
import { fehlerText, ProblemlistenFehler } from './ausgabe-fehler.ts';
import { ladeAusgabe } from './ausgabe-laden.ts';
import { tagDavor } from '../grundlagen/index.ts';
import { inKraftAm, nachBeginn } from './ausgabenwahl.ts';

export interface AusgabenRegister {
  /** every edition, oldest first */
  readonly alle: readonly Ausgabe[];
  /** the edition in force on a day ('YYYY-MM-DD'), or null when none is */
  ausgabeFuer(tag: string): Ausgabe | null;
  /** the edition with this id, or null */
  ausgabeMitId(id: string): Ausgabe | null;
}

const gleich = (x: unknown, y: unknown): boolean => JSON.stringify(x) === JSON.stringify(y);

/**
 * The places where an added edition leaves the catalogue of the built-in one (see the module
 * comment), as German messages naming the JSON path; empty when it fits.
 */
export function katalogAbweichungen(a: Ausgabe, basis: Ausgabe = eingebaut): string[] {
  const probleme: string[] = [];
  const passt =
    'weicht von der eingebauten Ausgabe ab; jede Ausgabe braucht denselben Katalog des Rechners';
  try {
    pruefeTabellenZumKatalog(a);
  } catch (e) {
    probleme.push(e instanceof Error ? e.message : String(e));
  }
  a.baujahrklassen.forEach((k, i) => {
    const b = basis.baujahrklassen[i];
    if (!b || b.von !== k.von || b.bis !== k.bis)
      probleme.push(fehlerText(`baujahrklassen[${i}]`, `die Baujahrklasse ${passt}`));
  });
  if (a.baujahrklassen.length !== basis.baujahrklassen.length)
    probleme.push(
      fehlerText('baujahrklassen', `genau ${basis.baujahrklassen.length} Klassen erwartet`),
    );
  if (a.wohnflaeche.min !== basis.wohnflaeche.min || a.wohnflaeche.max !== basis.wohnflaeche.max)
    probleme.push(fehlerText('wohnflaeche', `die Wohnflächengrenze ${passt}`));
  if (a.betriebskosten.positionen.length !== basis.betriebskosten.positionen.length)
    probleme.push(
      fehlerText(
        'betriebskosten.positionen',
        `genau ${basis.betriebskosten.positionen.length} Positionen erwartet`,
      ),
    );
  for (const feld of Object.keys(basis.abweichungen) as (keyof Ausgabe['abweichungen'])[]) {
    if (feld !== 'quelle' && !gleich(a.abweichungen[feld], basis.abweichungen[feld]))
      probleme.push(fehlerText(`abweichungen.${feld}`, `die Grenze ${passt}`));
  }
  return probleme;
}

const datumText = (tag: string): string => {
  const [j, m, t] = tag.split('-');
  return `${t}.${m}.${j}`;
};

/**
 * The validity periods of the editions, as German messages: a duplicate id, two editions in
 * force on the same day – also two that begin on the same day, whatever their ends (the one
 * sorted first would never apply, or the other's end would leave every later day without an
 * edition, issue 27 §6) –, a gap between one edition's end and the next one's start, an open
 * start (gueltigAb null) anywhere but the oldest edition. `quelle` names an edition's origin
 * (its file) beside its id. Empty when they fit.
 */
export function gueltigkeitsProbleme(
  liste: readonly Ausgabe[],
  quelle: (a: Ausgabe) => string | undefined = () => undefined,
): string[] {
  const name = (a: Ausgabe, zusatz?: string): string => {
    const klammer = [quelle(a), zusatz].filter((t) => t !== undefined).join(', ');
    return klammer ? `„${a.ausgabe}“ (${klammer})` : `„${a.ausgabe}“`;
  };
  const probleme: string[] = [];
  const nachId = new Map<string, Ausgabe[]>();
  for (const a of liste) nachId.set(a.ausgabe, [...(nachId.get(a.ausgabe) ?? []), a]);
  for (const [id, gleiche] of nachId) {
    if (gleiche.length < 2) continue;
    const wo = gleiche.map(quelle).filter((q) => q !== undefined);
    probleme.push(
      `Die Ausgabe „${id}“ ist mehrfach vorhanden${wo.length > 0 ? ` (${wo.join(', ')})` : ''}.`,
    );
  }
  const sortiert = nachBeginn(liste);
  sortiert.forEach((a, i) => {
    if (i > 0 && a.gueltigAb === null)
      probleme.push(
        `Die Ausgabe „${a.ausgabe}“ braucht „gueltigAb“${quelle(a) ? ` (${quelle(a)})` : ''}: nur die älteste Ausgabe darf ohne Beginn sein.`,
      );
    const naechste = sortiert[i + 1];
    if (!naechste || naechste.gueltigAb === null) return;
    const beide = `Die Ausgaben ${name(a)} und ${name(naechste)} gelten beide am ${datumText(naechste.gueltigAb)}.`;
    if (a.gueltigAb === naechste.gueltigAb) probleme.push(beide);
    else if (a.gueltigBis === null)
      return; // ends the day before the next one begins
    else if (a.gueltigBis >= naechste.gueltigAb) probleme.push(beide);
    else if (a.gueltigBis < tagDavor(naechste.gueltigAb))
      probleme.push(
        `Zwischen den Ausgaben ${name(a, `bis ${datumText(a.gueltigBis)}`)} und ${name(naechste, `ab ${datumText(naechste.gueltigAb)}`)} gilt keine Ausgabe.`,
      );
  });
  return probleme;
}

/** Thrown by `erstelleRegister`; `probleme` holds one German line per problem. */
export class RegisterFehler extends ProblemlistenFehler {
  constructor(probleme: string[]) {
    super('RegisterFehler', probleme);
  }
}

/**
 * The register of the built-in edition plus `weitere` (loaded with `ladeAusgabe`). Throws a
 * `RegisterFehler` when an edition leaves the catalogue or the periods overlap or leave a gap.
 * `quelle` names each added edition's origin (e.g. its file) in the messages.
 */
export function erstelleRegister(
  weitere: readonly { ausgabe: Ausgabe; quelle: string }[] = [],
  basis: Ausgabe = eingebaut,
): AusgabenRegister {
  // the built-in edition is converted unchecked at import (ausgabe.ts); the register checks its
  // file like any other (an AusgabeFehler naming the path), so the server never starts on it broken
  if (basis === eingebaut) ladeAusgabe(eingebauteAusgabeRoh());
  const probleme: string[] = [];
  for (const { ausgabe: a, quelle } of weitere)
    for (const p of katalogAbweichungen(a, basis)) probleme.push(`${quelle}: ${p}`);
  const alle = nachBeginn([basis, ...weitere.map((w) => w.ausgabe)]);
  const quellen = new Map<Ausgabe, string>(weitere.map((w) => [w.ausgabe, w.quelle]));
  quellen.set(basis, 'eingebaut');
  probleme.push(...gueltigkeitsProbleme(alle, (a) => quellen.get(a)));
  if (probleme.length > 0) throw new RegisterFehler(probleme);

  return {
    alle,
    ausgabeFuer: (tag) => inKraftAm(alle, tag),
    ausgabeMitId: (id) => alle.find((a) => a.ausgabe === id) ?? null,
  };
}

let eingebautesRegisterGebaut: AusgabenRegister | undefined;

/**
 * The register of the built-in edition alone (CLI defaults, tests), built on first use: a
 * register built at import would keep this module and its checks in every bundle that imports
 * the domain, the web app's first page too (bench bundle).
 */
export function eingebautesRegister(): AusgabenRegister {
  eingebautesRegisterGebaut ??= erstelleRegister();
  return eingebautesRegisterGebaut;
}

// Built once: constructing an Intl formatter costs more than formatting many days.
const MUENCHNER_KALENDERTAG = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The last day formatted and the second it was formatted for. Time zone offsets are whole
// seconds, so a day in Munich begins on a whole second and one second has one day: the server
// asks for the day on every calculation (ausgabe-wahl.ts), and formatting it costs more than
// the rest of the route's checks together (docs/adr/0004).
let letzteSekunde = NaN;
let letzterTag = '';

/** The calendar day in Munich ('YYYY-MM-DD') at `jetzt`, whatever the machine's time zone is. */
export function heuteInMuenchen(jetzt: Date): string {
  const sekunde = Math.floor(jetzt.getTime() / 1000);
  if (sekunde !== letzteSekunde) {
    letzterTag = MUENCHNER_KALENDERTAG.format(jetzt); // en-CA writes YYYY-MM-DD
    letzteSekunde = sekunde;
  }
  return letzterTag;
}

/** Message of a calculation naming an edition the server does not know (HTTP 400). */
export const unbekannteAusgabeMeldung = (id: string, bekannt: readonly Ausgabe[]): string =>
  `Die Mietspiegel-Ausgabe „${id}“ ist nicht bekannt. Bekannt: ${bekannt.map((a) => a.ausgabe).join(', ')}.`;
