/**
 * The inputs of the Mietpreisbremse check (issue 21 §1) between the form's texts and the
 * domain's typed input: amounts by the one money reader, days as 'YYYY-MM-DD'; invalid or blank
 * → null, so only valid values are judged.
 */
import {
  istIsoDatum,
  mietbetragInCent,
  pruefeMietbetrag,
  pruefeMietDatum,
  type BremsenEingabe,
} from '@mietspiegel/domain';
import type { BremsenEingaben } from '../../store/speicher.ts';

export function bremsenEingabe(e: BremsenEingaben): BremsenEingabe {
  return {
    beginn: istIsoDatum(e.beginn) ? e.beginn : null,
    mieteCent: mietbetragInCent(e.miete),
    erstnutzungNach2014: e.erstnutzung,
    umfassendModernisiert: e.umfassend,
    vormieteCent: mietbetragInCent(e.vormiete),
    modernisierung: e.modernisierung,
    modernisierungsZuschlagCent: e.modernisierung ? mietbetragInCent(e.zuschlag) : null,
    auskunft: e.auskunft,
  };
}

/** True when any field holds something the domain refuses (the PDF waits until it is fixed). */
export function bremseHatFehler(e: BremsenEingaben): boolean {
  return (
    pruefeMietDatum(e.beginn) !== null ||
    pruefeMietbetrag(e.miete) !== null ||
    pruefeMietbetrag(e.vormiete) !== null ||
    (e.modernisierung && pruefeMietbetrag(e.zuschlag) !== null)
  );
}
