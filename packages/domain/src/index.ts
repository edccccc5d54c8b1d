/**
 * Public API of @mietspiegel/domain (see README.md). Framework-free and I/O-free: imported by
 * the web app (Vite) and the server (Node, which strips the types) alike.
 */
export type * from './typen.ts';
export { ausgabeRohSchema } from './ausgabe-schema.ts';
export { ladeAusgabe } from './ausgabe-laden.ts';
export { pfadText, AusgabeFehler } from './ausgabe-fehler.ts';
export {
  ausgabe,
  vorlaeufigeTabellen,
  quelleFuerNutzer,
  type BroschuerenTabelle,
  vorlaeufigHinweis,
  grundpreisIstVorlaeufig,
  grenzenText,
  ausgabeTitel,
  pdfDateiname,
  eingebauteAusgabeRoh,
  type Ausgabe,
  type AusgabeRoh,
  type Baujahrklasse,
  type Grundpreiszeile,
  type Spanne,
  type Betriebskostenposition,
  type Grenzen,
  type TabellenStatus,
} from './ausgabe.ts';
export {
  erstelleRegister,
  eingebautesRegister,
  gueltigkeitsProbleme,
  katalogAbweichungen,
  heuteInMuenchen,
  unbekannteAusgabeMeldung,
  RegisterFehler,
  type AusgabenRegister,
} from './ausgaben.ts';
export {
  inKraftAm,
  pruefAusgabe,
  neuereAusgabe,
  ausgabeIdDerVorlage,
  ausgabeMitZeitraum,
  ausgabeInfo,
  ausgabeImEinsatz,
  type AusgabeInfo,
  type Gueltigkeit,
  type AusgabenListe,
  type PruefAnlass,
  type PruefAusgabe,
} from './ausgabenwahl.ts';
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
  mietvergleichSchema,
  mieterhoehungSchema,
  mietpreisbremseSchema,
  type MietpreisbremseWire,
  type MietvergleichWire,
  type MieterhoehungWire,
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
  userInfoSchema,
  type UserInfoWire,
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
  gepruefteBerechnung,
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
  leseWohnflaeche,
  leseEntwurf,
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
export {
  meldungen,
  erfolgMeldung,
  kappungsMeldung,
  kappungsMeldungAusCent,
  type ErfolgArt,
} from './meldungen.ts';
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
export { zuschlagSchritte, type ZuschlagRegel } from './schrittkatalog.ts';
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
  wohnflaecheAlsText,
  formatProzent,
  formatDatum,
} from './format.ts';
export { cent, centZuEuro, parseDezimal, zahlSkaliert, teileGerundet } from './geld.ts';
export { betragInCent, leseBetrag, type GelesenerBetrag } from './betrag.ts';
export {
  leseAbweichung,
  abweichungInCent,
  abweichungGesetzt,
  type GeleseneAbweichung,
} from './abweichung.ts';
export { suchform } from './suchform.ts';
export {
  adresstrefferSchema,
  adresstrefferListeSchema,
  lageAntwortSchema,
  geodatenStatusSchema,
  strassenvorschlagListeSchema,
  type Adresstreffer,
  type Strassenvorschlag,
  type LageAntwort,
  type GeodatenStatus,
} from './geodaten.ts';
export {
  mieterhoehungsDaten,
  mieterhoehungsDatenSchema,
  ladeMieterhoehungsDaten,
  type MieterhoehungsDaten,
  type Kappungszeitraum,
} from './mieterhoehung-daten.ts';
export {
  ersterTagNachMonaten,
  beginnDesKalendermonatsNach,
  endeDesKalendermonatsNach,
  tageImMonat,
  leseTag,
  alsIso,
  tagDavor,
  type Tag,
} from './datum.ts';
export {
  MIETBETRAG_HOECHSTENS_CENT,
  mietvergleichMeldungen,
  mietbetragInCent,
  pruefeMietbetrag,
  mietbetragAusZahl,
  mietbetragAlsText,
  pruefeMietDatum,
  pruefeMietvergleich,
} from './mietvergleich-eingabe.ts';
export {
  mietbasis,
  mietbasisTexte,
  MIETE_SPEICHERHINWEIS,
  vergleicheMiete,
  type Mietbasis,
  type MietLage,
  type Mietvergleich,
} from './mietvergleich.ts';
export {
  formatZehntelProzent,
  LAGE_KURZ,
  mietvergleichInWorten,
  type MietvergleichInWorten,
} from './mietvergleich-worte.ts';
export { skalaFuer, type SkalaMarke, type Skala } from './mietvergleich-skala.ts';
export {
  kappungszeitraumFuer,
  pruefeMieterhoehung,
  type ErhoehungsEingabe,
  type KappungsPruefung,
  type FristenPruefung,
  type ErhoehungsPruefung,
  type ZustimmungsFristen,
} from './mieterhoehung.ts';
export {
  mieterhoehungInWorten,
  mieterhoehungHinweis,
  betriebskostenSatz,
  type ErhoehungsPunkt,
} from './mieterhoehung-worte.ts';
export { vergleichswerteAusErgebnis, type Vergleichswerte } from './vergleichswerte.ts';
export {
  mietpreisbremseDaten,
  mietpreisbremseDatenSchema,
  ladeMietpreisbremseDaten,
  type MietpreisbremseDaten,
  type Bremsenzeitraum,
} from './mietpreisbremse-daten.ts';
export {
  leereBremsenEingabe,
  bremsenzeitraumFuer,
  bremsenGrenzeCent,
  pruefeMietpreisbremse,
  bremsenTexte,
  mietpreisbremseInWorten,
  bremsenSkala,
  type Auskunft,
  type BremsenEingabe,
  type BremsenUrteil,
  type BremsenPruefung,
  type BremsenPunkt,
  type MietpreisbremseInWorten,
} from './mietpreisbremse.ts';
export { environmentInfoSchema, type EnvironmentInfo } from './umgebung.ts';
export { PFLICHTSEITEN, FUSSNAVIGATION } from './pflichtseiten.ts';
export {
  BETREIBER_EINSTELLUNG,
  betreiberSchema,
  betreiberAntwortSchema,
  pruefeBetreiber,
  type Betreiber,
  type BetreiberAntwort,
} from './betreiber.ts';
