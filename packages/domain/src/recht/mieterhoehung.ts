/**
 * The check of a rent increase under § 558 BGB (issue 13 §2, issue 17): the demand against the
 * ortsübliche Vergleichsmiete of this calculation, the cap, the waiting periods and the deadlines
 * the letter starts. Integer cents throughout, taken as the calculation gave them
 * (`Vergleichswerte`); the legal figures come from data/mieterhoehung-bayern.json
 * (mieterhoehung-daten.ts). The words are in mieterhoehung-worte.ts.
 */
import {
  beginnDesKalendermonatsNach,
  endeDesKalendermonatsNach,
  ersterTagNachMonaten,
  spaeter,
  teileGerundet,
} from '../grundlagen/index.ts';
import {
  mieterhoehungsDaten,
  type Kappungszeitraum,
  type MieterhoehungsDaten,
} from './mieterhoehung-daten.ts';
import { ortsueblicheVergleichsmiete } from './vergleichsmiete.ts';
import type { Vergleichswerte } from '../berechnung/index.ts';

export interface ErhoehungsEingabe {
  /** the demanded new rent per month */
  neueMieteCent: number | null;
  /** the rent three years before the increase takes effect */
  mieteVorDreiJahrenCent: number | null;
  /** the day the last increase took effect, or moving in ('YYYY-MM-DD') */
  letzteErhoehung: string | null;
  /** the day the landlord's letter was received ('YYYY-MM-DD') */
  zugang: string | null;
  /** her rent now ("Ihre Miete", when entered): a demand not above it is no increase */
  aktuelleMieteCent?: number | null;
}

export interface KappungsPruefung {
  /** the stored period's percentage, or the general one (§ 558 Abs. 3 Satz 1) when none covers the day */
  prozent: number;
  gebiet: string | null;
  rechtsgrundlage: string;
  /**
   * The day that selects the ordinance: the receipt of the letter (ADR 0010: the law in force
   * when the demand is received applies), or today while no receipt is entered.
   */
  stichtag: string;
  zeitraum: Kappungszeitraum | null;
  /** no stored period covers the day, or today is after the last stored period: check the figures */
  mussGeprueftWerden: boolean;
  basisCent: number;
  /** basis × (100 + prozent) / 100, rounded DOWN to the cent: every cent above exceeds the cap */
  grenzeCent: number;
  /**
   * Only when no stored period covers the day: the cap with the lowered percentage (§ 558 Abs. 3
   * Satz 2), which an ordinance not stored here may set. The cap is then one of the two figures.
   */
  grenzeAbgesenktCent: number | null;
  neueMieteCent: number | null;
  /** (new − basis) / basis in hundredths of a percent, half away from zero */
  erhoehungHundertstelProzent: number | null;
  /**
   * null without a demand, or when no stored period covers the day and the demand lies between
   * the lowered and the general cap: then it depends on an ordinance the calculator does not know.
   */
  eingehalten: boolean | null;
}

export interface FristenPruefung {
  letzteErhoehung: string;
  /** first day a demand may be received (Sperrfrist, § 558 Abs. 1 Satz 2 BGB) */
  fruehestesVerlangen: string;
  zugang: string | null;
  sperrfristEingehalten: boolean | null;
  /** first day the rent has been unchanged for 15 months (§ 558 Abs. 1 Satz 1 BGB) */
  wartefristEnde: string;
  /** § 558b Abs. 1 BGB: start of the third calendar month after receipt; null for a premature letter */
  wirksamNachZugang: string | null;
  /** the later of the two: the earliest day the increased rent is owed; null for a premature letter */
  fruehestensWirksam: string | null;
}

/** What the receipt of a (not premature) letter starts: § 558b Abs. 2 and § 561 BGB. */
export interface ZustimmungsFristen {
  /** last day to consent (§ 558b Abs. 2 Satz 1: end of the second calendar month after receipt) */
  zustimmenBis: string;
  /** last day for the special notice (§ 561 Abs. 1 Satz 1: end of the second month after receipt) */
  kuendigenBis: string;
  /** the tenancy then ends "zum Ablauf des übernächsten Monats" after a notice on the last day */
  mietendeBeiKuendigungAmLetztenTag: string;
}

export interface ErhoehungsPruefung {
  vergleichsmiete: {
    grenzeCent: number;
    neueMieteCent: number;
    eingehalten: boolean;
  } | null;
  kappung: KappungsPruefung | null;
  /** the lower of the two limits, when both are known ("höchstens zulässig nach diesen Angaben") */
  hoechstensCent: number | null;
  /**
   * When the cap is not known (no stored period covers the day) and the two possible caps give
   * different limits: the limit with the lowered and with the general cap. Then hoechstensCent is null.
   */
  hoechstensOffen: { abgesenktCent: number; regelCent: number } | null;
  fristen: FristenPruefung | null;
  /** § 558 Abs. 1 Satz 2 BGB: the letter was received before the Sperrfrist ended, so it is void */
  unwirksam: boolean;
  /** § 558b Abs. 1 BGB from the letter's date alone (also without the date of the last increase) */
  wirksamNachZugang: string | null;
  /** deadlines that the receipt starts; null without a receipt or for a premature letter */
  zustimmung: ZustimmungsFristen | null;
  /** the demand is not above her current rent (issue 17 §2): no increase at all */
  keineErhoehung: { neueMieteCent: number; aktuelleMieteCent: number } | null;
}

/** The stored cap period for a day, or null (a gap, before the first, after the last). */
export function kappungszeitraumFuer(
  tag: string,
  d: MieterhoehungsDaten = mieterhoehungsDaten,
): Kappungszeitraum | null {
  return (
    d.kappungsgrenze.zeitraeume.find((z) => tag >= z.gueltigVon && tag <= z.gueltigBis) ?? null
  );
}

/** basis × (100 + p) / 100 rounded down to the cent (ADR 0007). */
function kappungsGrenze(basisCent: number, prozent: number): number {
  return Math.floor((basisCent * (100 + prozent)) / 100);
}

/**
 * The increase check of issue 13 §2 for a checked result and today's date ('YYYY-MM-DD'). Each
 * part is computed when its inputs are there: the demand against the ortsübliche
 * Vergleichsmiete of this calculation (the rent with justified deviations, berechnungsregeln.md
 * §2.6/§2.7, which equals the average when there are none); the cap on increases within three
 * years; the waiting periods; the deadlines the letter starts; and the lower of the two limits.
 *
 * Which cap applies is data (mieterhoehung-daten.ts), chosen by the day the letter was received
 * (ADR 0010), or today while that is not entered. When no stored period covers that day, the
 * calculator does not know whether an ordinance lowers the cap: it judges only what holds with
 * both the general and the lowered cap, and says what to check (issue 17 §7).
 */
export function pruefeMieterhoehung(
  e: ErhoehungsEingabe,
  w: Vergleichswerte,
  heute: string,
  d: MieterhoehungsDaten = mieterhoehungsDaten,
): ErhoehungsPruefung {
  const vergleichsmieteCent = ortsueblicheVergleichsmiete(w).monatlichCent;

  const fruehestesVerlangen =
    e.letzteErhoehung === null
      ? null
      : ersterTagNachMonaten(e.letzteErhoehung, d.sperrfrist.monate);
  // § 558 Abs. 1 Satz 2 BGB: a demand received within the year is void, it starts no period
  const unwirksam =
    e.zugang !== null && fruehestesVerlangen !== null && e.zugang < fruehestesVerlangen;
  const wirksamOhneFrist =
    e.zugang !== null && !unwirksam
      ? beginnDesKalendermonatsNach(e.zugang, d.wirksamwerden.kalendermonateNachZugang)
      : null;

  let fristen: FristenPruefung | null = null;
  if (e.letzteErhoehung !== null && fruehestesVerlangen !== null) {
    const wartefristEnde = ersterTagNachMonaten(e.letzteErhoehung, d.wartefrist.monate);
    fristen = {
      letzteErhoehung: e.letzteErhoehung,
      fruehestesVerlangen,
      zugang: e.zugang,
      sperrfristEingehalten: e.zugang === null ? null : !unwirksam,
      wartefristEnde,
      wirksamNachZugang: wirksamOhneFrist,
      fruehestensWirksam:
        wirksamOhneFrist === null ? null : spaeter(wirksamOhneFrist, wartefristEnde),
    };
  }

  let kappung: KappungsPruefung | null = null;
  if (e.mieteVorDreiJahrenCent !== null) {
    const stichtag = e.zugang ?? heute;
    const zeitraum = kappungszeitraumFuer(stichtag, d);
    const alle = d.kappungsgrenze.zeitraeume;
    const letzter = alle[alle.length - 1];
    const prozent = zeitraum?.prozent ?? d.kappungsgrenze.regelProzent;
    const basisCent = e.mieteVorDreiJahrenCent;
    const grenzeCent = kappungsGrenze(basisCent, prozent);
    const grenzeAbgesenktCent =
      zeitraum === null ? kappungsGrenze(basisCent, d.kappungsgrenze.abgesenktProzent) : null;
    const neu = e.neueMieteCent;
    let eingehalten: boolean | null = null;
    if (neu !== null) {
      if (grenzeAbgesenktCent === null) eingehalten = neu <= grenzeCent;
      else if (neu <= Math.min(grenzeCent, grenzeAbgesenktCent)) eingehalten = true;
      else if (neu > Math.max(grenzeCent, grenzeAbgesenktCent)) eingehalten = false;
    }
    kappung = {
      prozent,
      gebiet: zeitraum?.gebiet ?? null,
      rechtsgrundlage: zeitraum?.rechtsgrundlage ?? d.kappungsgrenze.regelRechtsgrundlage,
      stichtag,
      zeitraum,
      mussGeprueftWerden:
        zeitraum === null || (letzter !== undefined && heute > letzter.gueltigBis),
      basisCent,
      grenzeCent,
      grenzeAbgesenktCent,
      neueMieteCent: neu,
      erhoehungHundertstelProzent:
        neu === null ? null : teileGerundet((neu - basisCent) * 10_000, basisCent),
      eingehalten,
    };
  }

  const vergleichsmiete =
    e.neueMieteCent === null
      ? null
      : {
          grenzeCent: vergleichsmieteCent,
          neueMieteCent: e.neueMieteCent,
          eingehalten: e.neueMieteCent <= vergleichsmieteCent,
        };

  let hoechstensCent: number | null = null;
  let hoechstensOffen: ErhoehungsPruefung['hoechstensOffen'] = null;
  if (kappung !== null) {
    const regel = Math.min(vergleichsmieteCent, kappung.grenzeCent);
    const abgesenkt =
      kappung.grenzeAbgesenktCent === null
        ? regel
        : Math.min(vergleichsmieteCent, kappung.grenzeAbgesenktCent);
    if (abgesenkt === regel) hoechstensCent = regel;
    else hoechstensOffen = { abgesenktCent: abgesenkt, regelCent: regel };
  }

  const zustimmung: ZustimmungsFristen | null =
    e.zugang === null || unwirksam
      ? null
      : (() => {
          const kuendigenBis = endeDesKalendermonatsNach(
            e.zugang,
            d.sonderkuendigung.monateNachZugang,
          );
          return {
            zustimmenBis: endeDesKalendermonatsNach(
              e.zugang,
              d.zustimmungsfrist.kalendermonateNachZugang,
            ),
            kuendigenBis,
            // § 561 Abs. 1 Satz 1: "zum Ablauf des übernächsten Monats" after the notice
            mietendeBeiKuendigungAmLetztenTag: endeDesKalendermonatsNach(kuendigenBis, 2),
          };
        })();

  const aktuell = e.aktuelleMieteCent ?? null;
  const keineErhoehung =
    e.neueMieteCent !== null && aktuell !== null && e.neueMieteCent <= aktuell
      ? { neueMieteCent: e.neueMieteCent, aktuelleMieteCent: aktuell }
      : null;

  return {
    keineErhoehung,
    vergleichsmiete,
    kappung,
    hoechstensCent,
    hoechstensOffen,
    fristen,
    unwirksam,
    wirksamNachZugang: wirksamOhneFrist,
    zustimmung,
  };
}
