/**
 * Public API of @mietspiegel/domain (see README.md). Framework-free and I/O-free: imported by
 * the web app (Vite) and the server (Node, which strips the types) alike.
 */
export type * from './typen.ts';
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
} from './edition.ts';
export {
  leererEntwurf,
  vorlageZusaetzlicheBegruendungen,
  mitAdresse,
  schalteMehrfachauswahl,
} from './entwurf.ts';
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
} from './schema.ts';
export {
  berechnungsvorlageSchema,
  seiteninfoSchema,
  berechnungsvorlagenListeSchema,
  vorlageEingabeSchema,
  type Berechnungsvorlage,
  type Seiteninfo,
  type BerechnungsvorlagenListe,
  type VorlageEingabe,
} from './vorlage.ts';
export {
  pruefeBerechnung,
  pruefeBerechnungsInhalt,
  pruefePdfParameter,
  pruefePdfParameterInhalt,
  type Pruefung,
} from './pruefung.ts';
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
} from './berechnung.ts';
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
} from './konflikte.ts';
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
} from './validierung.ts';
export { meldungen, erfolgMeldung, kappungsMeldung, type ErfolgArt } from './meldungen.ts';
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
} from './schritte.ts';
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
} from './schrittfolge.ts';
export {
  formatZahl,
  formatEuro,
  formatEuroProQm,
  formatWohnflaeche,
  formatProzent,
  formatDatum,
} from './format.ts';
export { cent, centZuEuro, parseDezimal, zahlSkaliert, teileGerundet } from './geld.ts';
export {
  leseAbweichung,
  abweichungInCent,
  abweichungGesetzt,
  type GeleseneAbweichung,
} from './abweichung.ts';
export {
  adresstrefferSchema,
  adresstrefferListeSchema,
  lageAntwortSchema,
  geodatenStatusSchema,
  type Adresstreffer,
  type LageAntwort,
  type GeodatenStatus,
} from './geodaten.ts';
export { environmentInfoSchema, type EnvironmentInfo } from './umgebung.ts';
