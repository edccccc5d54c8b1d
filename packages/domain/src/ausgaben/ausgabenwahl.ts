/**
 * Which Mietspiegel edition a user's calculation and each check use (issue 20 §4, issue 21 §1).
 * The server knows the editions' tables; the web app knows their ids and periods (environmentInfo
 * `ausgaben`). Both choose by the same rules here:
 * - the calculation: the edition the user chose, else the one in force today;
 * - the rent-increase check: the edition in force on the day the letter was received (the demand
 *   is judged by the law and the figures of its receipt, ADR 0010/0013);
 * - the Mietpreisbremse: the edition in force at the start of the lease (§ 556d Abs. 1 BGB: the
 *   rent "zu Beginn des Mietverhältnisses" against the ortsübliche Vergleichsmiete).
 */
import { ausgabe as eingebaut, ausgabeTitel, type Ausgabe } from './ausgabe.ts';
import { ersterTagNachMonaten, tagDavor, formatDatum } from '../grundlagen/index.ts';

/** A validity period: days 'YYYY-MM-DD'; gueltigAb null = open start, gueltigBis null = open end. */
export interface Gueltigkeit {
  gueltigAb: string | null;
  gueltigBis: string | null;
}

/**
 * The newest edition that has begun by `tag` and not ended, or null. `aeltesteZuerst` is sorted
 * by gueltigAb (the register checks that periods neither overlap nor leave a gap). The one rule
 * for the server's register and the web app's list.
 */
export function inKraftAm<T extends Gueltigkeit>(
  aeltesteZuerst: readonly T[],
  tag: string,
): T | null {
  for (let i = aeltesteZuerst.length - 1; i >= 0; i--) {
    const a = aeltesteZuerst[i] as T;
    if (a.gueltigAb !== null && a.gueltigAb > tag) continue;
    return a.gueltigBis !== null && a.gueltigBis < tag ? null : a;
  }
  return null;
}

/** An edition as the web app knows it (environmentInfo `ausgaben`, `AusgabeInfo`). */
export interface AusgabeInfo extends Gueltigkeit {
  id: string;
  titel: string;
  jahr: number;
}

/** The editions sorted by their first day, an open start first (the order `inKraftAm` needs). */
export function nachBeginn<T extends Gueltigkeit>(liste: readonly T[]): T[] {
  return [...liste].sort((x, y) => (x.gueltigAb ?? '').localeCompare(y.gueltigAb ?? ''));
}

/** What the web app knows of the editions (environmentInfo). */
export interface AusgabenListe {
  ausgaben?: AusgabeInfo[] | undefined;
  ausgabeHeute?: string | null | undefined;
}

/** What the web app knows of an edition (environmentInfo `ausgaben`). */
export function ausgabeInfo(a: Ausgabe): AusgabeInfo {
  return {
    id: a.ausgabe,
    titel: ausgabeTitel(a),
    jahr: a.jahr,
    gueltigAb: a.gueltigAb,
    gueltigBis: a.gueltigBis,
  };
}

/**
 * The edition in use as the web app names it (issue 20 §1: every year shown comes from the
 * edition): the edition the user chose when the server knows it, else the server's edition of
 * today from environmentInfo, else the built-in one (before the answer, and in the prerendered
 * page).
 */
export function ausgabeImEinsatz(
  info: AusgabenListe | null,
  gewaehlt: string | null = null,
): AusgabeInfo {
  const liste = info?.ausgaben ?? [];
  return (
    (gewaehlt ? liste.find((a) => a.id === gewaehlt) : undefined) ??
    liste.find((a) => a.id === info?.ausgabeHeute) ??
    ausgabeInfo(eingebaut)
  );
}

/** The day-based check whose edition may differ from the calculation's. */
export type PruefAnlass = 'mieterhoehung' | 'mietpreisbremse';

export interface PruefAusgabe {
  /** the edition the check uses */
  ausgabe: AusgabeInfo;
  /** true when it is not the edition of the calculation shown above */
  abweichend: boolean;
  /** one sentence saying which edition the check uses and why; null when there is no day yet */
  text: string | null;
}

const GILT_FUER: Record<PruefAnlass, (tag: string) => string> = {
  mieterhoehung: (tag) =>
    `Maßgeblich ist die Ausgabe, die galt, als Ihnen das Erhöhungsschreiben zuging (${formatDatum(tag)})`,
  mietpreisbremse: (tag) =>
    `Maßgeblich ist die Ausgabe, die zu Beginn des Mietverhältnisses (${formatDatum(tag)}) galt (§ 556d Abs. 1 BGB)`,
};

/**
 * Issue 26 §4: a day long after the edition was made. § 558d Abs. 2 BGB: a qualified Mietspiegel
 * is adjusted to the market every two years and made anew after four. Counted from the edition's
 * first day, or – where that is not stored – from the last day of its year, so the note never
 * comes early. Null while the edition is younger than two years on `tag`.
 */
export function veraltetHinweis(a: AusgabeInfo, tag: string): string | null {
  const ab = a.gueltigAb ?? `${a.jahr}-12-31`;
  const nachVier = tag >= ersterTagNachMonaten(ab, 48);
  if (!nachVier && tag < ersterTagNachMonaten(ab, 24)) return null;
  const welche = nachVier
    ? 'ein neu erstellter Mietspiegel maßgeblich, der'
    : 'eine an die Marktentwicklung angepasste Ausgabe maßgeblich, die';
  return (
    `Der ${a.titel} kann für den ${formatDatum(tag)} veraltet sein: Ein qualifizierter Mietspiegel ist im Abstand von zwei Jahren der Marktentwicklung anzupassen und nach vier Jahren neu zu erstellen (§ 558d Abs. 2 BGB). ` +
    `Er ist an diesem Tag älter als ${nachVier ? 'vier' : 'zwei'} Jahre; danach wäre ${welche} im Rechner nicht hinterlegt ist. Fragen Sie bei Ihrer Stadt oder einem Mieterverein nach, welcher Mietspiegel an diesem Tag gilt.`
  );
}

/**
 * The edition a check uses: the one in force on `tag` (receipt of the letter, start of the lease)
 * among the known ones; the calculation's own while no day is entered or no known edition covers
 * the day (then the check says so).
 */
export function pruefAusgabe(
  liste: readonly AusgabeInfo[],
  anlass: PruefAnlass,
  tag: string | null,
  berechnet: AusgabeInfo,
): PruefAusgabe {
  const w = gewaehlteAusgabe(liste, anlass, tag, berechnet);
  // issue 26 §4: the edition used may be outdated for that day
  const veraltet = tag === null ? null : veraltetHinweis(w.ausgabe, tag);
  if (veraltet === null) return w;
  return { ...w, text: w.text === null ? veraltet : `${w.text} ${veraltet}` };
}

function gewaehlteAusgabe(
  liste: readonly AusgabeInfo[],
  anlass: PruefAnlass,
  tag: string | null,
  berechnet: AusgabeInfo,
): PruefAusgabe {
  // no day yet, or a single edition: nothing to choose and nothing to say (a start before the
  // edition's first day is said by the check itself, `vorAusgabe`)
  if (tag === null || liste.length < 2)
    return { ausgabe: berechnet, abweichend: false, text: null };
  const amTag = inKraftAm(nachBeginn(liste), tag);
  if (!amTag)
    return {
      ausgabe: berechnet,
      abweichend: false,
      text: `${GILT_FUER[anlass](tag)}. Für diesen Tag ist keine Ausgabe hinterlegt; geprüft wird daher nach dem ${berechnet.titel}, und das Ergebnis kann abweichen.`,
    };
  const abweichend = amTag.id !== berechnet.id;
  return {
    ausgabe: amTag,
    abweichend,
    text: abweichend
      ? `${GILT_FUER[anlass](tag)}: der ${amTag.titel}. Diese Prüfung rechnet deshalb nach ihm; Ihr Ergebnis ist nach dem ${berechnet.titel} berechnet.`
      : `${GILT_FUER[anlass](tag)}: der ${amTag.titel}, nach dem auch Ihr Ergebnis berechnet ist.`,
  };
}

/**
 * The edition in force today when it is newer than the one a calculation uses (a template saved
 * under an older edition, or an older edition chosen): the note offers a recalculation under it.
 */
export function neuereAusgabe(
  liste: readonly AusgabeInfo[],
  inGebrauch: AusgabeInfo,
  heuteId: string | null | undefined,
): AusgabeInfo | null {
  const heute = liste.find((a) => a.id === heuteId);
  if (!heute || heute.id === inGebrauch.id) return null;
  return (heute.gueltigAb ?? '') > (inGebrauch.gueltigAb ?? '') ? heute : null;
}

/**
 * The id of the edition a stored calculation was made under: the one saved with the draft, else
 * the one its result names, else the built-in edition – a template that names none was saved
 * before there were several editions, when the built-in one was the only one.
 */
export function ausgabeIdDerVorlage(gespeichert: {
  berechnungAusgabe?: string | null | undefined;
  ergebnisAusgabe?: string | null | undefined;
}): string {
  return gespeichert.berechnungAusgabe ?? gespeichert.ergebnisAusgabe ?? eingebaut.ausgabe;
}

/**
 * An edition with its period for a choice list: "<titel> (gilt ab <Tag> bis <Tag>)". An edition
 * without a stored end ends the day before the next one in `liste` begins (the register's rule).
 */
export function ausgabeMitZeitraum(a: AusgabeInfo, liste: readonly AusgabeInfo[] = []): string {
  const naechste = nachBeginn(
    liste.filter((x) => x.gueltigAb !== null && x.gueltigAb > (a.gueltigAb ?? '')),
  )[0];
  const ende = a.gueltigBis ?? (naechste?.gueltigAb ? tagDavor(naechste.gueltigAb) : null);
  const ab = a.gueltigAb ? `ab ${formatDatum(a.gueltigAb)}` : null;
  const bis = ende ? `bis ${formatDatum(ende)}` : null;
  const zeitraum = [ab, bis].filter(Boolean).join(' ');
  return zeitraum ? `${a.titel} (gilt ${zeitraum})` : a.titel;
}
