/**
 * The inputs of the Mietpreisbremse check (issue 21 §1) between the form's texts and the
 * domain's typed input: amounts by the one money reader, days as 'YYYY-MM-DD'; invalid or blank
 * → null, so only valid values are judged or leave the page (PDF call, template).
 */
import {
  istDatumImBereich,
  istIsoDatum,
  mietbetragInCent,
  pruefeMietbetrag,
  pruefeMietDatum,
  type BremsenEingabe,
  type MietpreisbremseWire,
} from '@mietspiegel/domain';
import { betragAusWire, euroAusCent } from './wire-betrag.ts';
import { leereBremsenEingaben, type BremsenEingaben } from '../../store/speicher.ts';

export function bremsenEingabe(e: BremsenEingaben): BremsenEingabe {
  return {
    // issue 27 §5: only a day the law and the editions can answer is judged
    beginn: istDatumImBereich(e.beginn) ? e.beginn : null,
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

/** Wire shape of the valid inputs (PDF call, template); null until the start or the rent is given. */
export function alsBremsenWire(e: BremsenEingaben): MietpreisbremseWire | null {
  const x = bremsenEingabe(e);
  if (x.beginn === null && x.mieteCent === null) return null;
  return {
    beginn: x.beginn,
    miete: euroAusCent(x.mieteCent),
    erstnutzungNach2014: x.erstnutzungNach2014,
    umfassendModernisiert: x.umfassendModernisiert,
    vormiete: euroAusCent(x.vormieteCent),
    modernisierung: x.modernisierung,
    modernisierungsZuschlag: euroAusCent(x.modernisierungsZuschlagCent),
    auskunft: x.auskunft,
  };
}

/** The form's texts from a stored wire shape (a template); what does not fit stays blank. */
export function ausBremsenWire(w: MietpreisbremseWire | null | undefined): BremsenEingaben {
  const leer = leereBremsenEingaben();
  if (!w) return leer;
  return {
    beginn: w.beginn && istIsoDatum(w.beginn) ? w.beginn : '',
    miete: betragAusWire(w.miete),
    erstnutzung: w.erstnutzungNach2014 === true,
    umfassend: w.umfassendModernisiert === true,
    vormiete: betragAusWire(w.vormiete),
    modernisierung: w.modernisierung === true,
    zuschlag: betragAusWire(w.modernisierungsZuschlag),
    auskunft: w.auskunft ?? null,
  };
}
