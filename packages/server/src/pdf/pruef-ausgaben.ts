/**
 * The edition each day-based check of the PDF uses (issue 20 §4, issue 21 §1): the increase
 * check the one in force when the letter was received, the Mietpreisbremse the one at the start
 * of the lease – by the domain's rule (`pruefAusgabe`), the same the results page follows.
 */
import {
  ausgabeInfo,
  pruefAusgabe,
  type Ausgabe,
  type AusgabenRegister,
  type PdfParameter,
  type PruefAnlass,
  type PruefGrundlage,
} from '@mietspiegel/domain';

export function pruefGrundlagen(
  register: AusgabenRegister,
  p: Pick<PdfParameter, 'mietvergleich'>,
  berechnet: Ausgabe,
): Partial<Record<PruefAnlass, PruefGrundlage>> {
  const infos = register.alle.map(ausgabeInfo);
  const grundlage = (anlass: PruefAnlass, tag: string | null): PruefGrundlage => {
    const w = pruefAusgabe(infos, anlass, tag, ausgabeInfo(berechnet));
    return { ausgabe: register.ausgabeMitId(w.ausgabe.id) ?? berechnet, text: w.text };
  };
  const mv = p.mietvergleich;
  return {
    ...(mv?.erhoehung ? { mieterhoehung: grundlage('mieterhoehung', mv.erhoehung.zugang) } : {}),
    ...(mv?.bremse ? { mietpreisbremse: grundlage('mietpreisbremse', mv.bremse.beginn) } : {}),
  };
}
