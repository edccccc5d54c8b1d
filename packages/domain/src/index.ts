/**
 * Public API of @mietspiegel/domain (see README.md). Framework-free and I/O-free: imported by
 * the web app (Vite) and the server (Node, which strips the types) alike.
 */
// the shared types of schema/typen.ts (Auskunft and BremsenEingabe: with the Mietpreisbremse below)
export type {
  SchrittId,
  AbweichungsFeld,
  BerechnungEntwurf,
  Abweichungen,
  AbweichungsWert,
  Berechnung,
  GeleseneWerte,
  GepruefteBerechnung,
  GelesenerEntwurf,
  Ergebnis,
  Aufschluesselung,
  ZuschlagPosten,
  Fehler,
  FehlerFlags,
  FehlerThema,
  Stichtagsdifferenz,
  GepruefteStichtagsdifferenz,
  PdfParameter,
  PruefGrundlage,
  MietvergleichParameter,
} from './schema/index.ts';
export { ausgabeRohSchema } from './ausgaben/index.ts';
export { ladeAusgabe } from './ausgaben/index.ts';
export { pfadText, AusgabeFehler } from './ausgaben/index.ts';
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
} from './ausgaben/index.ts';
export {
  erstelleRegister,
  eingebautesRegister,
  gueltigkeitsProbleme,
  katalogAbweichungen,
  heuteInMuenchen,
  unbekannteAusgabeMeldung,
  RegisterFehler,
  type AusgabenRegister,
} from './ausgaben/index.ts';
export {
  inKraftAm,
  pruefAusgabe,
  veraltetHinweis,
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
} from './ausgaben/index.ts';
export {
  leererEntwurf,
  vorlageZusaetzlicheBegruendungen,
  mitAdresse,
  schalteMehrfachauswahl,
} from './eingabe/index.ts';
export {
  entwurfSchema,
  vorlagenEntwurfSchema,
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
} from './schema/index.ts';
export {
  berechnungsvorlageSchema,
  seiteninfoSchema,
  berechnungsvorlagenListeSchema,
  vorlageEingabeSchema,
  type Berechnungsvorlage,
  type Seiteninfo,
  type BerechnungsvorlagenListe,
  type VorlageEingabe,
} from './eingabe/index.ts';
export {
  pruefeBerechnung,
  berechnungLeser,
  pdfLeser,
  type KoerperLeser,
  type Gelesen,
  pruefeBerechnungsInhalt,
  pruefePdfParameter,
  pruefePdfParameterInhalt,
  gepruefteBerechnung,
  type Pruefung,
} from './eingabe/index.ts';
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
} from './berechnung/index.ts';
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
} from './eingabe/index.ts';
export {
  pruefeWohnflaeche,
  pruefeWohnflaecheText,
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
  istDatumImBereich,
  MELDUNG_DATUMSBEREICH,
  pruefeFreitext,
  type ManuellesBaujahr,
} from './eingabe/index.ts';
export {
  meldungen,
  erfolgMeldung,
  kappungsMeldung,
  kappungsMeldungAusCent,
  type ErfolgArt,
} from './schema/index.ts';
export {
  schritte,
  schrittNachId,
  optionLabel,
  betriebskostenPositionen,
  betriebskostenGruppen,
  fernsehenUmlage,
  type BetriebskostenGruppe,
  abweichungsFelder,
  abweichungsMetadaten,
  antwortenInWorten,
  type Schritt,
  type SchrittArt,
  type SchrittFeld,
  type Option,
  type AbweichungsMetadaten,
  type AntwortInWorten,
} from './eingabe/index.ts';
export { zuschlagSchritte, type ZuschlagRegel } from './grundlagen/index.ts';
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
} from './eingabe/index.ts';
export {
  berechnungslink,
  berechnungslinkHash,
  leseBerechnungslink,
  linkMeldungen,
  LINK_ROUTE,
  LINK_VERSION,
  type GelesenerLink,
} from './eingabe/index.ts';
export {
  leseVorlagenstand,
  schrittIdFuerIndex,
  schrittlisteDerAusgabe,
  vervollstaendigeEntwurf,
  vorlageOhneAntwortHinweis,
  type Vorlagenstand,
} from './eingabe/index.ts';
export {
  formatZahl,
  formatEuro,
  formatEuroProQm,
  formatWohnflaeche,
  wohnflaecheAlsText,
  formatProzent,
  formatDatum,
} from './grundlagen/index.ts';
export { cent, centZuEuro, parseDezimal, zahlSkaliert, teileGerundet } from './grundlagen/index.ts';
export { betragInCent, leseBetrag, type GelesenerBetrag } from './grundlagen/index.ts';
export {
  leseAbweichung,
  abweichungInCent,
  abweichungGesetzt,
  type GeleseneAbweichung,
} from './grundlagen/index.ts';
export { suchform } from './grundlagen/index.ts';
export {
  adresstrefferSchema,
  adresstrefferListeSchema,
  lageAntwortSchema,
  geodatenStatusSchema,
  strassenvorschlagListeSchema,
  suchtextSchema,
  sucheLangGenug,
  SUCHE_MIN_ZEICHEN,
  type Adresstreffer,
  type Strassenvorschlag,
  type LageAntwort,
  type GeodatenStatus,
} from './schema/index.ts';
export {
  mieterhoehungsDaten,
  mieterhoehungsDatenSchema,
  ladeMieterhoehungsDaten,
  type MieterhoehungsDaten,
  type Kappungszeitraum,
} from './recht/index.ts';
export {
  ersterTagNachMonaten,
  beginnDesKalendermonatsNach,
  endeDesKalendermonatsNach,
  tageImMonat,
  leseTag,
  alsIso,
  tagDavor,
  DATUMSBEREICH,
  type Tag,
} from './grundlagen/index.ts';
export {
  MIETBETRAG_HOECHSTENS_CENT,
  mietvergleichMeldungen,
  mietbetragInCent,
  pruefeMietbetrag,
  mietbetragAusZahl,
  mietbetragAlsText,
  pruefeMietDatum,
  pruefeMietvergleich,
} from './eingabe/index.ts';
export {
  mietbasis,
  mietbasisTexte,
  PRUEFUNG_SPEICHERHINWEIS,
  vergleicheMiete,
  type Mietbasis,
  type MietLage,
  type Mietvergleich,
} from './recht/index.ts';
export {
  formatZehntelProzent,
  LAGE_KURZ,
  mietvergleichInWorten,
  type MietvergleichInWorten,
} from './recht/index.ts';
export {
  skalaFuer,
  legeLabels,
  ueberschneiden,
  type SkalaMarke,
  type Skala,
  type Kasten,
  type SkalaLabel,
  type GelegtesLabel,
} from './recht/index.ts';
export {
  ortsueblicheVergleichsmiete,
  vergleichsmieteBezeichnung,
  type OrtsueblicheVergleichsmiete,
} from './recht/index.ts';
export {
  kappungszeitraumFuer,
  pruefeMieterhoehung,
  type ErhoehungsEingabe,
  type KappungsPruefung,
  type FristenPruefung,
  type ErhoehungsPruefung,
  type ZustimmungsFristen,
} from './recht/index.ts';
export {
  mieterhoehungInWorten,
  mieterhoehungHinweis,
  mieterhoehungHinweisTeile,
  erhoehungsTexte,
  betriebskostenSatz,
  type ErhoehungsPunkt,
} from './recht/index.ts';
export { vergleichswerteAusErgebnis, type Vergleichswerte } from './berechnung/index.ts';
export {
  mietpreisbremseDaten,
  mietpreisbremseDatenSchema,
  ladeMietpreisbremseDaten,
  type MietpreisbremseDaten,
  type Bremsenzeitraum,
} from './recht/index.ts';
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
} from './recht/index.ts';
export { environmentInfoSchema, type EnvironmentInfo } from './schema/index.ts';
export { PFLICHTSEITEN, FUSSNAVIGATION } from './grundlagen/index.ts';
export {
  BETREIBER_EINSTELLUNG,
  betreiberSchema,
  betreiberAntwortSchema,
  pruefeBetreiber,
  type Betreiber,
  type BetreiberAntwort,
} from './eingabe/index.ts';
// issue 30 §1: the letters after a check (ADR 0026)
export {
  schreibenArten,
  antwortVarianten,
  schreibenAngebot,
  erstelleSchreiben,
  schreibenAlsText,
  pruefeSchreibenAngaben,
  anschriftZeilen,
  SCHREIBEN_GRENZEN,
  type SchreibenArt,
  type AntwortVariante,
  type SchreibenFakten,
  type SchreibenAngaben,
  type SchreibenAngebot,
  type SchreibenAbsatz,
  type SchreibenQuelle,
  type Schreiben,
  type SchreibenErgebnis,
  type FeldFehler,
  schreibenLeser,
  type SchreibenParameter,
} from './schreiben/index.ts';
export {
  schreibenParameterSchema,
  schreibenAngabenSchema,
  type SchreibenParameterWire,
} from './schema/index.ts';
