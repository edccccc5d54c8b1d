/**
 * The increase check (§ 558 BGB) as both § 558 letters read it: `pruefeMieterhoehung` with the
 * facts of the check page, and the sources it names. Nothing here computes a legal figure.
 */
import { formatDatum, formatEuro } from '../grundlagen/index.ts';
import type { Vergleichswerte } from '../berechnung/index.ts';
import {
  mieterhoehungsDaten,
  pruefeMieterhoehung,
  unplausibleMiete,
  type ErhoehungsPruefung,
} from '../recht/index.ts';
import type { SchreibenFakten, SchreibenQuelle } from './typen.ts';
import { werteAus } from './rahmen.ts';

export interface ErhoehungsFakten {
  werte: Vergleichswerte;
  p: ErhoehungsPruefung;
  neueMieteCent: number;
  zugang: string;
}

/** The check's result, or the sentence why no letter can be made from it. */
export function erhoehungsFakten(
  f: SchreibenFakten,
): { ok: true; fakten: ErhoehungsFakten } | { ok: false; grund: string } {
  const e = f.mietvergleich.erhoehung;
  const werte = werteAus(f);
  if (werte === null)
    return {
      ok: false,
      grund: 'Für ein Schreiben fehlt eine gültige Wohnfläche in der Berechnung.',
    };
  if (e === null || e.neueMieteCent === null || e.zugang === null)
    return {
      ok: false,
      grund:
        'Für ein Schreiben braucht der Rechner die verlangte neue Miete und den Tag, an dem das Erhöhungsschreiben zugeht.',
    };
  const unplausibel = [
    unplausibleMiete(e.neueMieteCent, werte, 'Die verlangte Miete'),
    e.mieteVorDreiJahrenCent === null
      ? null
      : unplausibleMiete(e.mieteVorDreiJahrenCent, werte, 'Die Miete vor drei Jahren'),
  ].find((x) => x !== null);
  if (unplausibel) return { ok: false, grund: unplausibel };
  const p = pruefeMieterhoehung(
    { ...e, aktuelleMieteCent: f.mietvergleich.mieteCent },
    werte,
    f.heute,
  );
  if (p.keineErhoehung)
    return {
      ok: false,
      grund: `Die verlangte Miete von ${formatEuro(p.keineErhoehung.neueMieteCent)} liegt nicht über der jetzigen Miete von ${formatEuro(p.keineErhoehung.aktuelleMieteCent)}: Das ist keine Mieterhöhung. Bitte prüfen Sie die Angaben.`,
    };
  return { ok: true, fakten: { werte, p, neueMieteCent: e.neueMieteCent, zugang: e.zugang } };
}

const d = mieterhoehungsDaten;

/** The cap's source with its `vorlaeufig`, and the notes the check gives with it. */
export function kappungsQuelle(p: ErhoehungsPruefung): {
  quelle: SchreibenQuelle;
  hinweise: string[];
} | null {
  const k = p.kappung;
  if (!k) return null;
  const hinweise: string[] = [];
  if (k.zeitraum?.vorlaeufig)
    hinweise.push(
      `Die Kappungsgrenze von ${k.prozent} % (${k.rechtsgrundlage}) ist im Rechner vorläufig erfasst und noch nicht mit dem amtlichen Gesetz- und Verordnungsblatt abgeglichen. Bitte lassen Sie sie vor dem Absenden prüfen.`,
    );
  const alle = d.kappungsgrenze.zeitraeume;
  const letzter = alle[alle.length - 1];
  if (k.zeitraum !== null && k.mussGeprueftWerden && letzter)
    hinweise.push(
      `Hinterlegt ist die Kappungsgrenze nur bis zum ${formatDatum(letzter.gueltigBis)}; dieser Tag ist vorbei. Bitte prüfen Sie, ob die Verordnung für den ${formatDatum(k.stichtag)} unverändert gilt.`,
    );
  return {
    quelle: {
      rechtsgrundlage: k.rechtsgrundlage,
      wofuer: `Kappungsgrenze von ${k.prozent} % innerhalb von ${d.kappungsgrenze.zeitraumJahre} Jahren`,
      vorlaeufig: k.zeitraum?.vorlaeufig === true || k.zeitraum === null,
    },
    hinweise,
  };
}

/** The day from which the increased rent is owed, with its source: the check's own date. */
export function wirksamAb(p: ErhoehungsPruefung): { tag: string; grundlage: string } | null {
  if (p.fristen?.fruehestensWirksam)
    return {
      tag: p.fristen.fruehestensWirksam,
      grundlage:
        p.fristen.fruehestensWirksam === p.fristen.wirksamNachZugang
          ? d.wirksamwerden.rechtsgrundlage
          : `${d.wirksamwerden.rechtsgrundlage} und ${d.wartefrist.rechtsgrundlage}`,
    };
  if (p.wirksamNachZugang)
    return { tag: p.wirksamNachZugang, grundlage: d.wirksamwerden.rechtsgrundlage };
  return null;
}

export { d as erhoehungsDaten };
