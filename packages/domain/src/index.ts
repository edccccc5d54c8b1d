/**
 * Public API of @mietspiegel/domain (see README.md). Framework-free and I/O-free: imported by
 * the web app (Vite) and the server (tsx) alike.
 */
export type * from './typen';
export {
  ausgabe,
  ladeAusgabe,
  ausgabeRohSchema,
  vorlaeufigeTabellen,
  vorlaeufigHinweis,
  grundpreisIstVorlaeufig,
  grenzenText,
  type Ausgabe,
  type AusgabeRoh,
  type Baujahrklasse,
  type Grundpreiszeile,
  type Spanne,
  type Betriebskostenposition,
  type Grenzen,
  type TabellenStatus,
} from './edition';
export { leererEntwurf, vorlageZusaetzlicheBegruendungen, schalteMehrfachauswahl } from './entwurf';
export {
  entwurfSchema,
  berechnungSchema,
  stichtagsdifferenzSchema,
  pdfParameterSchema,
  fehlerFlagsSchema,
  ergebnisSchema,
  berechnungsdatenSchema,
  type EntwurfWire,
  type BerechnungWire,
  type StichtagsdifferenzWire,
  type PdfParameterWire,
  type FehlerFlagsWire,
  type ErgebnisWire,
  type Berechnungsdaten,
} from './schema';
export {
  berechnungsvorlageSchema,
  seiteninfoSchema,
  berechnungsvorlagenListeSchema,
  vorlageEingabeSchema,
  type Berechnungsvorlage,
  type Seiteninfo,
  type BerechnungsvorlagenListe,
  type VorlageEingabe,
} from './vorlage';
export {
  pruefeBerechnung,
  pruefeBerechnungsInhalt,
  pruefePdfParameter,
  pruefePdfParameterInhalt,
  type Pruefung,
} from './pruefung';
export {
  berechneOrtsueblicheMiete,
  berechneInCent,
  ergebnisAusCent,
  durchschnittInCent,
  vorlaeufigeWerte,
  type DurchschnittInCent,
  mitStichtagsdifferenz,
  grundpreisCent,
  grundpreisZeile,
  tabellenQm,
  monatsbetragCent,
  spanneFuerWohnlage,
  type BerechnungInCent,
  type ZuschlagInCent,
} from './berechnung';
export {
  ermittleKonflikte,
  aktuelleKonflikte,
  konflikteImSchritt,
  konfliktRegeln,
  keineFehlerFlags,
  fehlerThemen,
  type Konflikt,
  type KonfliktErgebnis,
  type KonfliktRegel,
  type KonfliktSeite,
  type AbweichungsWarnung,
} from './konflikte';
export {
  pruefeWohnflaeche,
  normalisiereWohnflaeche,
  wohnflaecheInTausendstel,
  istErlaubteWohnflaecheEingabe,
  pruefeManuellesBaujahr,
  baujahrklasseFuerJahr,
  letztesBaujahr,
  pruefeAuswahl,
  pruefeAbweichung,
  pruefeDateiname,
  pruefeKommentar,
  DATEINAME_HOECHSTLAENGE,
  KOMMENTAR_HOECHSTLAENGE,
  pruefeStichtagsdifferenzHoehe,
  pruefeStichtagsdifferenzStand,
  stichtagsdifferenzInZehnteln,
  istErlaubteStichtagsdifferenzEingabe,
  istIsoDatum,
  pruefeFreitext,
  type ManuellesBaujahr,
} from './validierung';
export { meldungen, erfolgMeldung, kappungsMeldung, type ErfolgArt } from './meldungen';
export {
  schritte,
  schrittNachId,
  optionLabel,
  betriebskostenPositionen,
  abweichungsFelder,
  abweichungsMetadaten,
  antwortenInWorten,
  type Schritt,
  type SchrittArt,
  type SchrittFeld,
  type Option,
  type AbweichungsMetadaten,
  type AntwortInWorten,
} from './schritte';
export {
  schrittfolge,
  sichtbareSchritte,
  sichtbarerSchritt,
  naechsterSichtbarer,
  istLetzterEingabeschritt,
  type FolgeId,
  type SichtbareId,
  type FolgeSchritt,
  type SichtbarerSchritt,
  type UnsichtbarerSchritt,
} from './schrittfolge';
export {
  formatZahl,
  formatEuro,
  formatEuroProQm,
  formatWohnflaeche,
  formatProzent,
  formatDatum,
} from './format';
export { cent, centZuEuro, parseDezimal, zahlSkaliert, teileGerundet } from './geld';
export {
  leseAbweichung,
  abweichungInCent,
  abweichungGesetzt,
  type GeleseneAbweichung,
} from './abweichung';
