/**
 * Shared types of the domain core: the calculation input (spezifikation.md §3 "Calculation"),
 * the result (§3 "Result" + berechnungsregeln.md §3), conflicts (§4) and validation errors (§5).
 * Field names follow the spec exactly, because they are the wire format of the API and of
 * stored templates.
 */

/** Step ids = hash routes of spezifikation.md §2 (without the leading slash). */
export type SchrittId =
  | 'wohnflaeche'
  | 'baujahr'
  | 'wohnlage'
  | 'gebaeudetyp'
  | 'haustyp'
  | 'heizung'
  | 'fussbodenheizung'
  | 'sanitaerbereich'
  | 'kueche'
  | 'kuechengrundausstattung'
  | 'elektrogeraete'
  | 'fussboden'
  | 'modernisierterBoden'
  | 'terrasseBalkon'
  | 'ausstattung'
  | 'modernisierteFenster'
  | 'abweichungen'
  | 'betriebskosten';

export type AbweichungsFeld =
  'wasser' | 'rueckgebaeude' | 'waermedaemmung' | 'fassadeA' | 'fassadeB' | 'zusatz';

/** A deviation value as the UI and the API carry it: number, or "" / null for blank. */
export type AbweichungsWert = number | string | null;

export type Abweichungen = Record<AbweichungsFeld, AbweichungsWert> & {
  /** Kept for the terrasseBalkon conflict rule (§4); this edition has no input for them. */
  balkonA?: AbweichungsWert;
  balkonB?: AbweichungsWert;
  balkonGross?: AbweichungsWert;
};

/**
 * The answers while the user is still filling in the wizard (spec §3 defaults: empty area,
 * every single choice null, lists empty, all 18 operating-cost items selected).
 */
export interface BerechnungEntwurf {
  wohnflaeche: string;
  selectedBaujahr: number | null;
  selectedWohnlage: number | null;
  selectedGebaeudetyp: number | null;
  selectedHaustyp: number | null;
  selectedUnvollstaendigBeheizung: number | null;
  selectedFussbodenheizung: number | null;
  selectedSanitaerbereich: number[];
  selectedKueche: number | null;
  selectedKuechengrundausstattung: number | null;
  selectedElektrogeraete: number[];
  selectedFussboden: number | null;
  selectedModernisierterBoden: number | null;
  selectedTerrasseBalkon: number | null;
  selectedBesondereAusstattung: number | null;
  selectedModernisierteFenster: number | null;
  abweichungGesetzt: boolean;
  abweichungen: Abweichungen;
  selectedBetriebskostenA: number | null;
  selectedBetriebskostenB: number[];
}

/** A complete, valid calculation (berechnungsregeln.md §1): every choice made. */
export interface Berechnung extends BerechnungEntwurf {
  selectedBaujahr: number;
  selectedWohnlage: number;
  selectedGebaeudetyp: number;
  selectedHaustyp: number;
  selectedUnvollstaendigBeheizung: number;
  selectedFussbodenheizung: number;
  selectedKueche: number;
  selectedKuechengrundausstattung: number;
  selectedFussboden: number;
  selectedModernisierterBoden: number;
  selectedTerrasseBalkon: number;
  selectedBesondereAusstattung: number;
  selectedModernisierteFenster: number;
  selectedBetriebskostenA: number;
}

/** One applied surcharge or deduction of the breakdown (berechnungsregeln.md §3). */
export interface ZuschlagPosten {
  /** Which feature: 'wohnlage', 'gebaeudetyp', 'haustyp', 'unvollstaendigeBeheizung', … */
  merkmal: string;
  /** German label of the chosen answer, e.g. 'Gute Lage'. */
  bezeichnung: string;
  euroProQm: number;
}

export interface Aufschluesselung {
  grundpreisProQm: number;
  zuschlaege: ZuschlagPosten[];
  betriebskostenProQm: number;
}

/** Result of berechnungsregeln.md §3; amounts as numbers with two decimals. */
export interface Ergebnis {
  ortsueblicheMieteProQM: number;
  ortsueblicheMiete: number;
  ortsueblicheMieteSpanneUntenProQM: number;
  ortsueblicheMieteSpanneUnten: number;
  ortsueblicheMieteSpanneObenProQM: number;
  ortsueblicheMieteSpanneOben: number;
  ortsueblicheMieteSpanneBegruendeteAbweichungenProQM: number;
  ortsueblicheMieteSpanneBegruendeteAbweichungen: number;
  schwankungObenProQm: number;
  schwankungUntenProQm: number;
  begruendeteAbweichungenProQmTrue: number;
  begruendeteAbweichungenTooHigh: boolean;
  begruendeteAbweichungenTooLow: boolean;
  aufschluesselung: Aufschluesselung;
}

/** One error of the 400/422 envelope `{"fehler": [...]}` (berechnungsregeln.md §1). */
export interface Fehler {
  /** Field path, e.g. 'wohnflaeche', 'selectedHaustyp', 'abweichungen.fassadeA'. */
  feld: string;
  meldung: string;
}

/** Error flags per topic (spezifikation.md §3 "Error state"). */
export type FehlerThema =
  | 'baujahr'
  | 'gebaeudetyp'
  | 'haustyp'
  | 'fussbodenheizung'
  | 'sanitaerbereich'
  | 'kuechengrundausstattung'
  | 'elektrogeraete'
  | 'fussboden'
  | 'modernisierterBoden'
  | 'terrasseBalkon'
  | 'modernisierteFenster'
  | 'abweichungen';

export type FehlerFlags = Record<FehlerThema, boolean>;

/** PDF call body (berechnungsregeln.md §4). */
export interface Stichtagsdifferenz {
  /** ISO date YYYY-MM-DD. */
  stand: string;
  /** Percentage, −999.99 … 999.99, at most one decimal. */
  hoehe: number;
}

export interface PdfParameter {
  berechnung: Berechnung;
  zusaetzlicheBegruendungen: string;
  stichtagsdifferenz?: Stichtagsdifferenz;
}
