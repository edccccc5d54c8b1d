/**
 * berechnungsdaten of a template (spezifikation.md §3 "Template", berechnungsregeln.md §5):
 * the wizard's state as it is saved, and back. The free text of the PDF is never stored (§5).
 */
import {
  ausgabeImEinsatz,
  berechnungsdatenSchema,
  formatProzent,
  leseVorlagenstand,
  schrittIdFuerIndex,
  sichtbareSchritte,
  stichtagsdifferenzInZehnteln,
  vorlageZusaetzlicheBegruendungen,
  type BerechnungEntwurf,
  type Berechnungsdaten,
  type Ergebnis,
  type FehlerFlags,
  type MietvergleichWire,
  type Stichtagsdifferenz,
  type SichtbarerSchritt,
} from '@mietspiegel/domain';
import {
  alsMietvergleichWire,
  ausMietvergleichWire,
} from '../seiten/ergebnis/mietvergleich-daten.ts';
import { ausBremsenWire } from '../seiten/ergebnis/bremsen-daten.ts';
import { aendere, holeZustand, type Zustand } from '../store/store.ts';
import { holeUmgebung } from '../store/umgebung.ts';
import type { AktuelleVorlage } from '../store/speicher.ts';

/** What a template restores: answers, result, error flags and the PDF parameters. */
export interface RechnerStand {
  entwurf: BerechnungEntwurf;
  ergebnis: Ergebnis | null;
  fehler: FehlerFlags;
  stichtagsdifferenz: Stichtagsdifferenz | null;
  /** issue 13: her rent and the increase check (valid values only); null when none entered */
  mietvergleich: MietvergleichWire | null;
}

/** The state to store, resuming at `aktuellerSchritt` (step index of spezifikation.md §2). */
export function alsBerechnungsdaten(
  stand: RechnerStand,
  aktuellerSchritt: number,
): Berechnungsdaten {
  // issue 26 §10 (ADR 0024): the id still names the step when a later step shifts the index
  const aktuellerSchrittId = schrittIdFuerIndex(aktuellerSchritt);
  return {
    pdfParameters: {
      berechnung: stand.entwurf,
      stichtagsdifferenz: stand.stichtagsdifferenz,
      // only when entered: a template without them keeps its old shape
      ...(stand.mietvergleich ? { mietvergleich: stand.mietvergleich } : {}),
    },
    ergebnis: stand.ergebnis,
    errors: stand.fehler,
    aktuellerSchritt,
    ...(aktuellerSchrittId ? { aktuellerSchrittId } : {}),
  };
}

/**
 * Stored data checked by the domain schema; null when it does not fit (nothing is restored).
 * `schritt` is the screen to open (issue 26 §10: by the step's id, a missing answer first);
 * `ohneAntwort` the step whose answer the template lacks, if it opens there.
 */
export function ausBerechnungsdaten(roh: unknown): {
  stand: RechnerStand;
  schritt: SichtbarerSchritt;
  ohneAntwort: SichtbarerSchritt | null;
} | null {
  const geprueft = berechnungsdatenSchema.safeParse(roh);
  if (!geprueft.success) return null;
  const d = geprueft.data;
  const { entwurf, schritt, ohneAntwort } = leseVorlagenstand(d);
  return {
    stand: {
      entwurf,
      ergebnis: d.ergebnis,
      fehler: d.errors,
      stichtagsdifferenz: d.pdfParameters.stichtagsdifferenz ?? null,
      mietvergleich: d.pdfParameters.mietvergleich ?? null,
    },
    schritt,
    ohneAntwort,
  };
}

/** Route of a step index (results included) via the domain's step sequence; unknown → '/'. */
export function routeFuerSchritt(index: number): string {
  return sichtbareSchritte.find((s) => s.index === index)?.route ?? '/';
}

/** The wizard's current state as berechnungsdaten (the save page calls this). */
export function momentaufnahme(aktuellerSchritt: number): Berechnungsdaten {
  return alsBerechnungsdaten(standAusZustand(holeZustand()), aktuellerSchritt);
}

/**
 * spezifikation.md §4 "Reset and load": replaces every answer, deviation, operating-cost choice,
 * error flag, the result and the PDF parameters by the stored ones, and remembers the template.
 * The free text is not stored: it goes back to its default template; typed year and address
 * search start empty.
 */
export function stelleWiederHer(stand: RechnerStand, vorlage: AktuelleVorlage): void {
  aendere({
    entwurf: stand.entwurf,
    fehler: stand.fehler,
    ergebnis: stand.ergebnis,
    baujahrManuell: '',
    adresse: '',
    zusaetzlicheBegruendungen: vorlageZusaetzlicheBegruendungen,
    stichtagsdifferenzAktiv: stand.stichtagsdifferenz !== null,
    stichtagsdifferenz: stand.stichtagsdifferenz
      ? {
          stand: stand.stichtagsdifferenz.stand,
          hoehe: formatProzent(stand.stichtagsdifferenz.hoehe).replace(/\s*%$/, ''),
        }
      : { stand: '', hoehe: '' },
    mietvergleich: ausMietvergleichWire(stand.mietvergleich),
    mietpreisbremse: ausBremsenWire(stand.mietvergleich?.mietpreisbremse),
    vorlage,
  });
}

/**
 * The edition to store: the chosen one, else the one the result was computed under, else (no
 * result yet) the one in force today; null only while the server has not listed its editions.
 */
function gespeicherteAusgabe(z: Zustand): string | null {
  const info = holeUmgebung().info;
  return z.entwurf.ausgabe ?? z.ergebnis?.ausgabe ?? (info ? ausgabeImEinsatz(info).id : null);
}

/** Only a switched-on, valid Stichtagsdifferenz is part of the PDF parameters (§3). */
function standAusZustand(z: Zustand): RechnerStand {
  const zehntel = stichtagsdifferenzInZehnteln(z.stichtagsdifferenz.hoehe);
  return {
    // issue 20 §4: a template names the edition it was calculated under, so it reopens under it
    entwurf: { ...z.entwurf, ausgabe: gespeicherteAusgabe(z) },
    ergebnis: z.ergebnis,
    fehler: z.fehler,
    stichtagsdifferenz:
      z.stichtagsdifferenzAktiv && zehntel !== null && z.stichtagsdifferenz.stand !== ''
        ? { stand: z.stichtagsdifferenz.stand, hoehe: zehntel / 10 }
        : null,
    mietvergleich: alsMietvergleichWire(z.mietvergleich, z.mietpreisbremse),
  };
}
