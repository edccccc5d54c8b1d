/**
 * The inputs of "Ihre Miete im Vergleich" (issue 13) between the form's texts and the wire shape
 * of the PDF call and the template (`mietvergleichSchema`): only valid values leave the page,
 * and a template restores the texts the form shows.
 */
import {
  istDatumImBereich,
  istIsoDatum,
  mietbetragInCent,
  pruefeMietbetrag,
  pruefeMietDatum,
  type ErhoehungsEingabe,
  type MietvergleichWire,
} from '@mietspiegel/domain';
import { betragAusWire, euroAusCent } from './wire-betrag.ts';
import {
  leereBremsenEingaben,
  leereMietvergleichEingaben,
  type BremsenEingaben,
  type MietvergleichEingaben,
} from '../../store/speicher.ts';
import { alsBremsenWire } from './bremsen-daten.ts';

// issue 27 §5: only a day the law and the editions can answer is judged
const tag = (text: string): string | null => (istDatumImBereich(text) ? text : null);

/** The increase inputs as the domain reads them (invalid or blank → null). */
export function erhoehungsEingabe(e: MietvergleichEingaben): ErhoehungsEingabe {
  return {
    neueMieteCent: mietbetragInCent(e.neueMiete),
    mieteVorDreiJahrenCent: mietbetragInCent(e.mieteVorDreiJahren),
    letzteErhoehung: tag(e.letzteErhoehung),
    zugang: tag(e.zugang),
  };
}

/** True when any field holds something the domain refuses (the PDF waits until it is fixed). */
export function mietvergleichHatFehler(e: MietvergleichEingaben): boolean {
  return (
    pruefeMietbetrag(e.miete) !== null ||
    pruefeMietbetrag(e.neueMiete) !== null ||
    pruefeMietbetrag(e.mieteVorDreiJahren) !== null ||
    pruefeMietDatum(e.letzteErhoehung) !== null ||
    pruefeMietDatum(e.zugang) !== null
  );
}

/**
 * Wire shape of the valid inputs; null when nothing was entered (old calls stay unchanged). The
 * Mietpreisbremse check's inputs (issue 21 §1) travel in it, only when given.
 */
export function alsMietvergleichWire(
  e: MietvergleichEingaben,
  bremse: BremsenEingaben = leereBremsenEingaben(),
): MietvergleichWire | null {
  const miete = mietbetragInCent(e.miete);
  const x = erhoehungsEingabe(e);
  const hatErhoehung = Object.values(x).some((v) => v !== null);
  const mietpreisbremse = alsBremsenWire(bremse);
  if (miete === null && !hatErhoehung && mietpreisbremse === null) return null;
  return {
    ...(mietpreisbremse ? { mietpreisbremse } : {}),
    miete: euroAusCent(miete),
    mieterhoehung: hatErhoehung
      ? {
          neueMiete: euroAusCent(x.neueMieteCent),
          mieteVorDreiJahren: euroAusCent(x.mieteVorDreiJahrenCent),
          letzteErhoehung: x.letzteErhoehung,
          zugang: x.zugang,
        }
      : null,
  };
}

/** The form's texts from a stored wire shape (a template); what does not fit stays blank. */
export function ausMietvergleichWire(
  w: MietvergleichWire | null | undefined,
): MietvergleichEingaben {
  const leer = leereMietvergleichEingaben();
  if (!w) return leer;
  const e = w.mieterhoehung;
  return {
    miete: betragAusWire(w.miete),
    neueMiete: betragAusWire(e?.neueMiete),
    mieteVorDreiJahren: betragAusWire(e?.mieteVorDreiJahren),
    letzteErhoehung: e?.letzteErhoehung && istIsoDatum(e.letzteErhoehung) ? e.letzteErhoehung : '',
    zugang: e?.zugang && istIsoDatum(e.zugang) ? e.zugang : '',
  };
}
