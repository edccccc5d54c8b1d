/**
 * zod schemas of the wire shapes (berechnungsregeln.md §1, §3, §4; spezifikation.md §3). They
 * check TYPES only: a value of the wrong type is a 400. Ranges, missing choices and conflicts
 * are checked by `pruefeBerechnung` (422). zod/mini keeps the browser bundle small.
 *
 * The schemas are the routes' contracts (issue 19 §1): each field carries its German
 * description (the API description at /api/openapi.json shows it) and the German 400 message
 * for a value of the wrong type (`error`), which `pruefeBerechnung` answers as it is.
 */
import * as z from 'zod/mini';
import { meldungen } from './meldungen.ts';
import {
  auswahlSchritte,
  fehlerThemen,
  type EinzelFeld,
  type FehlerThema,
  type MehrfachFeld,
} from '../grundlagen/index.ts';

/** The 400 message of a value of the wrong type: 'Ungültiges Format: <was> erwartet.' */
const falsch = (was: string) => ({ error: meldungen.ungueltigesFormat(was) });
const beschreibe = <S extends z.ZodMiniType>(schema: S, description: string): S => {
  z.globalRegistry.add(schema, { description });
  return schema;
};
/** An optional field that may also be null, described: the one shape of every "wahlweise" field. */
const freiwillig = <S extends z.ZodMiniType>(schema: S, description: string) =>
  beschreibe(z.optional(z.nullable(schema)), description);

const ZAHL_ODER_NULL = 'Zahl oder null';
const LISTE = 'Liste von Zahlen';
const WAHRHEITSWERT = 'Wahrheitswert (true oder false)';
const DATUM_ODER_NULL = 'Text (Datum JJJJ-MM-TT) oder null';
const OBJEKT_ODER_NULL = 'Objekt oder null';

// Factories: each field gets its own instance, so each carries its own description.
const auswahl = () => z.nullable(z.number(falsch(ZAHL_ODER_NULL)));
const liste = () => z.array(z.number(falsch(LISTE)), falsch(LISTE));
const abweichungsWert = () =>
  z.union([z.number(), z.string(), z.null()], falsch('Zahl, Text oder null'));

/** A stored single choice: the id of the chosen option of its step, or null. */
const gespeicherteFrage = (schritt: string) =>
  beschreibe(auswahl(), `Schritt „${schritt}“: Id der gewählten Option (ab 0); null: offen`);
/** A stored multi-select: the ids of the chosen options. */
const gespeicherteListe = (schritt: string) =>
  beschreibe(liste(), `Schritt „${schritt}“: Ids der gewählten Optionen (ab 0); leer: keine`);

/**
 * The wire fields of the choice steps as stored, in wizard order, from the step catalogue: one
 * option id (`einzel`) or a list of them (`mehrfach`), each described.
 */
function auswahlFelder(): Record<EinzelFeld, ReturnType<typeof gespeicherteFrage>> &
  Record<MehrfachFeld, ReturnType<typeof gespeicherteListe>> {
  return Object.fromEntries(
    auswahlSchritte.map((s) => [
      s.feld,
      s.art === 'mehrfach' ? gespeicherteListe(s.titel) : gespeicherteFrage(s.titel),
    ]),
  ) as Record<EinzelFeld, ReturnType<typeof gespeicherteFrage>> &
    Record<MehrfachFeld, ReturnType<typeof gespeicherteListe>>;
}

/** Issue 26 §10: a template's answer to a step may be missing – the step came after it was saved. */
const SPAETER_HINZUGEKOMMEN =
  'fehlt: der Schritt kam erst nach dem Speichern hinzu; die Vorlage öffnet an diesem Schritt';

/**
 * The choice fields of a template's draft: as in the wizard's draft, but each may be missing
 * (issue 26 §10, ADR 0024: a step added after the template was saved has no answer in it).
 */
function vorlagenAuswahlFelder() {
  return Object.fromEntries(
    auswahlSchritte.map((s) => [
      s.feld,
      beschreibe(
        z.optional(s.art === 'mehrfach' ? liste() : auswahl()),
        s.art === 'mehrfach'
          ? `Schritt „${s.titel}“: Ids der gewählten Optionen (ab 0); leer: keine; ${SPAETER_HINZUGEKOMMEN}`
          : `Schritt „${s.titel}“: Id der gewählten Option (ab 0); null: offen; ${SPAETER_HINZUGEKOMMEN}`,
      ),
    ]),
  ) as Record<EinzelFeld, z.ZodMiniOptional<ReturnType<typeof auswahl>>> &
    Record<MehrfachFeld, z.ZodMiniOptional<ReturnType<typeof liste>>>;
}

/** A stored deviation (berechnungsregeln.md §5) as the form holds it. */
const gespeicherteAbweichung = (was: string) =>
  beschreibe(
    abweichungsWert(),
    `${was}: begründete Abweichung in Euro je m² (Zahl oder Text mit Komma); leer oder null: keine`,
  );
const abweichungenSchema = z.object({
  wasser: gespeicherteAbweichung('Warmwasser'),
  rueckgebaeude: gespeicherteAbweichung('Rückgebäude'),
  waermedaemmung: gespeicherteAbweichung('Wärmedämmung'),
  fassadeA: gespeicherteAbweichung('Besonders gestaltete Fassade'),
  fassadeB: gespeicherteAbweichung('Nicht besonders gestaltete Fassade'),
  zusatz: gespeicherteAbweichung('Zusätzliche Begründung'),
  balkonA: z.optional(gespeicherteAbweichung('Balkon A (ohne Eingabe in dieser Ausgabe)')),
  balkonB: z.optional(gespeicherteAbweichung('Balkon B (ohne Eingabe in dieser Ausgabe)')),
  balkonGross: z.optional(gespeicherteAbweichung('Großer Balkon (ohne Eingabe in dieser Ausgabe)')),
});

/** The draft as stored in templates and held by the wizard (nulls = not answered). */
export const entwurfSchema = z.object({
  wohnflaeche: beschreibe(z.string(), 'Wohnfläche in m² als Text, wie eingegeben (z. B. „65,5“)'),
  ...auswahlFelder(),
  abweichungGesetzt: beschreibe(z.boolean(), 'Mindestens eine Abweichung ist gesetzt'),
  abweichungen: beschreibe(abweichungenSchema, 'Begründete Abweichungen je Merkmal'),
  selectedBetriebskostenA: gespeicherteFrage('Betriebskosten: in der Miete enthalten?'),
  selectedBetriebskostenB: gespeicherteListe(
    'Betriebskosten: enthaltene Positionen (nur wenn enthalten)',
  ),
  /**
   * issue 20 §4: the edition the user chose, or null/missing for the one in force today; a
   * saved template always names the edition it was calculated under (templates saved before
   * there were several editions name none: the built-in one, `ausgabeIdDerVorlage`).
   */
  ausgabe: freiwillig(
    z.string(),
    'Id der gewählten Mietspiegel-Ausgabe; null oder fehlend: die heute geltende',
  ),
});

/**
 * The draft as a template stores it (berechnungsdaten.pdfParameters.berechnung): a choice field
 * may be missing (issue 26 §10); `leseVorlagenstand` (eingabe/fortsetzung.ts) completes it.
 */
export const vorlagenEntwurfSchema = z.object({
  ...entwurfSchema.def.shape,
  ...vorlagenAuswahlFelder(),
});

/** A single choice of the body: the id of the chosen option of its step, or not answered. */
const frage = (schritt: string) =>
  beschreibe(
    z.optional(auswahl()),
    `Schritt „${schritt}“: Id der gewählten Option (ab 0); null oder fehlend: nicht beantwortet (422)`,
  );
/** A multi-select of the body: the ids of the chosen options. */
const mehrfach = (schritt: string) =>
  freiwillig(
    liste(),
    `Schritt „${schritt}“: Ids der gewählten Optionen (ab 0, keine doppelt); leer oder fehlend: nicht beantwortet (422)`,
  );
/** The choice fields of the body, in wizard order from the step catalogue, each described. */
const beschriebeneAuswahl = () =>
  Object.fromEntries(
    auswahlSchritte.map((s) => [s.feld, s.art === 'mehrfach' ? mehrfach(s.titel) : frage(s.titel)]),
  ) as Record<EinzelFeld, ReturnType<typeof frage>> &
    Record<MehrfachFeld, ReturnType<typeof mehrfach>>;
/** A deviation in euros per m² (berechnungsregeln.md §5): a number, a German text or null. */
const abweichung = (was: string) =>
  beschreibe(
    z.optional(abweichungsWert()),
    `${was}: begründete Abweichung in Euro je m², als Zahl oder Text mit Komma („-0,50“); leer oder null: keine`,
  );

/**
 * Body of POST /api/backend-service/berechnung, types only. Fields may be missing or null here:
 * a missing choice is a 422 (meldungen.auswahlFehlt), not a 400.
 */
export const berechnungSchema = z.object(
  {
    wohnflaeche: freiwillig(
      z.string(falsch('Text')),
      'Wohnfläche in m² als Text mit Komma oder Punkt, z. B. „65,5“ (höchstens zwei Nachkommastellen)',
    ),
    ...beschriebeneAuswahl(),
    abweichungGesetzt: beschreibe(
      z.optional(z.boolean(falsch(WAHRHEITSWERT))),
      'Wird nicht gelesen: der Server leitet es aus „abweichungen“ ab (eine gültige Zahl ungleich 0)',
    ),
    abweichungen: beschreibe(
      z.optional(
        z.nullable(
          z.object(
            {
              wasser: abweichung('Warmwasser'),
              rueckgebaeude: abweichung('Rückgebäude'),
              waermedaemmung: abweichung('Wärmedämmung'),
              fassadeA: abweichung('Besonders gestaltete Fassade'),
              fassadeB: abweichung('Nicht besonders gestaltete Fassade'),
              zusatz: abweichung('Zusätzliche Begründung'),
              balkonA: abweichung('Balkon A (ohne Eingabe in dieser Ausgabe)'),
              balkonB: abweichung('Balkon B (ohne Eingabe in dieser Ausgabe)'),
              balkonGross: abweichung('Großer Balkon (ohne Eingabe in dieser Ausgabe)'),
            },
            falsch('Objekt'),
          ),
        ),
      ),
      'Begründete Abweichungen (berechnungsregeln.md §5), je Merkmal in Euro je m²',
    ),
    selectedBetriebskostenA: frage('Betriebskosten: in der Miete enthalten?'),
    selectedBetriebskostenB: mehrfach('Betriebskosten: enthaltene Positionen (nur wenn enthalten)'),
    /** issue 20 §3: id of the Mietspiegel edition to use; missing = the one in force today */
    ausgabe: z.optional(
      z.string(falsch('gültiger Wert')).register(z.globalRegistry, {
        description:
          'Id der Mietspiegel-Ausgabe, nach der gerechnet wird (Form „muenchen-JJJJ“; die bekannten nennt GET /api/environmentInfo unter „ausgaben“). Fehlt sie, gilt die Ausgabe, die heute in München (Europe/Berlin) gilt. Eine unbekannte Id wird mit 400 abgelehnt.',
      }),
    ),
  },
  falsch('Objekt'),
);

export const stichtagsdifferenzSchema = z.object(
  {
    stand: beschreibe(
      z.string(falsch('Text (Datum JJJJ-MM-TT)')),
      'Stand der Stichtagsdifferenz als Datum JJJJ-MM-TT',
    ),
    hoehe: beschreibe(
      z.number(falsch('Zahl')),
      'Stichtagsdifferenz in Prozent, −999,9 bis 999,9 mit höchstens einer Nachkommastelle',
    ),
  },
  falsch('Objekt mit stand und hoehe oder null'),
);

const betrag = (description: string) => freiwillig(z.number(falsch(ZAHL_ODER_NULL)), description);
const datum = (description: string) => freiwillig(z.string(falsch(DATUM_ODER_NULL)), description);
const jaNein = (description: string) =>
  beschreibe(z.optional(z.boolean(falsch(WAHRHEITSWERT))), description);

/**
 * "Ihre Miete im Vergleich" (issue 13): the user's rent and the optional increase check, amounts
 * in euros (≤ 2 decimals) and days as 'YYYY-MM-DD'. Every field is optional, so a PDF call or a
 * template without them stays what it was (berechnungsregeln.md §4: an optional field of the PDF
 * parameters, like `stichtagsdifferenz`).
 */
export const mieterhoehungSchema = z.object(
  {
    neueMiete: betrag('Verlangte neue Miete im Monat in Euro (höchstens 2 Nachkommastellen)'),
    mieteVorDreiJahren: betrag(
      'Miete drei Jahre vor Wirksamwerden der Erhöhung, im Monat in Euro (Kappungsgrenze)',
    ),
    letzteErhoehung: datum(
      'Tag, an dem die letzte Erhöhung wirksam wurde, oder der Einzug, JJJJ-MM-TT',
    ),
    zugang: datum('Tag, an dem das Schreiben des Vermieters zuging, JJJJ-MM-TT'),
  },
  falsch(OBJEKT_ODER_NULL),
);

/** issue 21 §1: the Mietpreisbremse check's inputs, kept with the comparison's (PDF, template). */
export const mietpreisbremseSchema = z.object(
  {
    beginn: datum('Beginn des Mietverhältnisses, JJJJ-MM-TT'),
    miete: betrag('Zu Beginn vereinbarte Miete im Monat in Euro'),
    erstnutzungNach2014: jaNein(
      '§ 556f Satz 1 BGB: nach dem 1. Oktober 2014 erstmals genutzt und vermietet',
    ),
    umfassendModernisiert: jaNein(
      '§ 556f Satz 2 BGB: erste Vermietung nach umfassender Modernisierung',
    ),
    vormiete: betrag(
      '§ 556e Abs. 1 BGB: Miete, die der Vormieter zuletzt schuldete, im Monat in Euro',
    ),
    modernisierung: jaNein(
      '§ 556e Abs. 2 BGB: Modernisierung in den drei Jahren vor Beginn des Mietverhältnisses',
    ),
    modernisierungsZuschlag: betrag(
      '§ 556e Abs. 2 BGB: Erhöhung, die § 559 BGB für diese Modernisierung ergäbe, im Monat in Euro',
    ),
    auskunft: beschreibe(
      z.optional(
        z.nullable(z.enum(['ja', 'nein', 'unbekannt'], falsch('Text: ja, nein oder unbekannt'))),
      ),
      'Auskunft des Vermieters über eine Ausnahme (ja, nein oder unbekannt; fehlt oder null: noch nicht beantwortet)',
    ),
  },
  falsch(OBJEKT_ODER_NULL),
);

export const mietvergleichSchema = z.object(
  {
    miete: betrag('Ihre Miete im Monat in Euro (höchstens 2 Nachkommastellen)'),
    mieterhoehung: freiwillig(mieterhoehungSchema, 'Prüfung eines Erhöhungsverlangens (§ 558 BGB)'),
    mietpreisbremse: freiwillig(
      mietpreisbremseSchema,
      'Prüfung der Mietpreisbremse (§§ 556d ff. BGB)',
    ),
  },
  falsch(OBJEKT_ODER_NULL),
);

/** Body of POST /api/backend-service/pdf, types only (berechnungsregeln.md §4). */
export const pdfParameterSchema = z.object(
  {
    berechnung: beschreibe(berechnungSchema, 'Die Angaben wie bei POST …/berechnung'),
    zusaetzlicheBegruendungen: freiwillig(
      z.string(falsch('Text')),
      'Freitext für das PDF, höchstens 500 Zeichen und 13 Zeilen; wird nie gespeichert',
    ),
    stichtagsdifferenz: freiwillig(
      stichtagsdifferenzSchema,
      'Stichtagsdifferenz (nur mit der Berechtigung zum Bearbeiten von Vorlagen, sonst 403)',
    ),
    mietvergleich: freiwillig(
      mietvergleichSchema,
      'Ihre Miete im Vergleich: Miete, Erhöhungsverlangen und Mietpreisbremse, alle wahlweise',
    ),
  },
  falsch('JSON-Objekt'),
);

/** issue 30 §1: the three letters after a check (ADR 0026). */
export const schreibenArten = [
  'antwort-mieterhoehung',
  'ruege-mietpreisbremse',
  'mieterhoehungsverlangen',
] as const;

/** issue 30 §1: the tenant's answers to a demand under § 558 BGB. */
export const antwortVarianten = ['zustimmung', 'teilzustimmung', 'unwirksam'] as const;

const NIE_GESPEICHERT = 'Wird nur für das PDF verwendet, nie gespeichert oder protokolliert.';
const schreibenText = (description: string) =>
  beschreibe(z.optional(z.string(falsch('Text'))), `${description} ${NIE_GESPEICHERT}`);

/** The letter's own fields (issue 30 §1): typed by the user, never stored or logged. */
export const schreibenAngabenSchema = z.object(
  {
    absender: schreibenText(
      'Name und Anschrift des Absenders, Zeilen getrennt durch \n, höchstens 6 Zeilen zu 50 Zeichen; leer oder fehlend: Platzhalter im Schreiben.',
    ),
    empfaenger: schreibenText(
      'Name und Anschrift des Empfängers, Zeilen getrennt durch \n, höchstens 6 Zeilen zu 50 Zeichen; leer oder fehlend: Platzhalter.',
    ),
    ort: schreibenText('Ort des Schreibens, höchstens 80 Zeichen; leer oder fehlend: Platzhalter.'),
    datum: schreibenText('Datum des Schreibens JJJJ-MM-TT; leer oder fehlend: Platzhalter.'),
    wohnung: schreibenText(
      'Die Wohnung in einer Zeile (z. B. „Musterstraße 1, 2. OG links“), höchstens 200 Zeichen; leer oder fehlend: nicht genannt.',
    ),
    variante: beschreibe(
      z.optional(
        z.enum(antwortVarianten, falsch('Text: zustimmung, teilzustimmung oder unwirksam')),
      ),
      'Nur bei „antwort-mieterhoehung“ und dort nötig: volle Zustimmung, teilweise Zustimmung bis zum zulässigen Betrag, oder Antwort auf ein wegen der Sperrfrist unwirksames Verlangen.',
    ),
  },
  falsch('Objekt'),
);

/** Body of POST /api/backend-service/schreiben (issue 30 §1), types only. */
export const schreibenParameterSchema = z.object(
  {
    art: beschreibe(
      z.enum(
        schreibenArten,
        falsch('Text: antwort-mieterhoehung, ruege-mietpreisbremse oder mieterhoehungsverlangen'),
      ),
      'Welches Schreiben: Antwort des Mieters auf ein Mieterhöhungsverlangen (§ 558 BGB), Rüge nach § 556g Abs. 2 BGB mit Auskunftsverlangen, oder Mieterhöhungsverlangen des Vermieters nach § 558a BGB.',
    ),
    berechnung: beschreibe(berechnungSchema, 'Die Angaben wie bei POST …/berechnung'),
    mietvergleich: freiwillig(
      mietvergleichSchema,
      'Die Angaben der Prüfung wie bei POST …/pdf: für die beiden Schreiben zu § 558 BGB „mieterhoehung“, für die Rüge „mietpreisbremse“',
    ),
    schreiben: freiwillig(
      schreibenAngabenSchema,
      'Die Angaben des Schreibens (Absender, Empfänger, Ort, Datum, Wohnung, Antwort); fehlend: Platzhalter',
    ),
  },
  falsch('JSON-Objekt'),
);

/** Error flags per topic (spezifikation.md §3 "Error state"). */
export const fehlerFlagsSchema = z.object(
  Object.fromEntries(
    fehlerThemen.map((t) => [
      t,
      beschreibe(z.boolean(), `true: die Angaben zum Thema „${t}“ verstoßen gegen eine Regel`),
    ]),
  ) as Record<FehlerThema, ReturnType<typeof z.boolean>>,
);

/** The flags as a template stores them: a topic of a step added later may be missing (false). */
const vorlagenFehlerFlagsSchema = z.object(
  Object.fromEntries(
    fehlerThemen.map((t) => [
      t,
      beschreibe(
        z._default(z.boolean(), false),
        `true: die Angaben zum Thema „${t}“ verstoßen gegen eine Regel; fehlt: false (Thema eines später hinzugekommenen Schritts)`,
      ),
    ]),
  ) as Record<FehlerThema, z.ZodMiniDefault<ReturnType<typeof z.boolean>>>,
);

const zahl = (description: string) => beschreibe(z.number(), description);
const monatlich = (was: string) =>
  zahl(`${was} im Monat in Euro: der Wert je m² mal der Wohnfläche, auf den Cent gerundet`);

/** Result of the calculation call (berechnungsregeln.md §3; its steps §2 1.–7.). */
export const ergebnisSchema = z.object({
  ortsueblicheMieteProQM: zahl(
    'Ortsübliche Vergleichsmiete (Mittelwert) in Euro je m²: Grundpreis + Zu-/Abschläge + Betriebskosten',
  ),
  ortsueblicheMiete: monatlich('Ortsübliche Vergleichsmiete (Mittelwert)'),
  ortsueblicheMieteSpanneUntenProQM: zahl(
    'Untere Grenze der Spanne in Euro je m²: Mittelwert + schwankungUntenProQm',
  ),
  ortsueblicheMieteSpanneUnten: monatlich('Untere Grenze der Spanne'),
  ortsueblicheMieteSpanneObenProQM: zahl(
    'Obere Grenze der Spanne in Euro je m²: Mittelwert + schwankungObenProQm',
  ),
  ortsueblicheMieteSpanneOben: monatlich('Obere Grenze der Spanne'),
  ortsueblicheMieteSpanneBegruendeteAbweichungenProQM: zahl(
    'Mittelwert + begründete Abweichungen (auf die Spanne begrenzt) in Euro je m²',
  ),
  ortsueblicheMieteSpanneBegruendeteAbweichungen: monatlich(
    'Mittelwert + begründete Abweichungen (auf die Spanne begrenzt)',
  ),
  schwankungObenProQm: zahl('Obere Schwankung der Spanne (Tabelle 4) in Euro je m²'),
  schwankungUntenProQm: zahl('Untere Schwankung der Spanne (Tabelle 4) in Euro je m²'),
  begruendeteAbweichungenProQmTrue: zahl(
    'Summe der begründeten Abweichungen in Euro je m², vor der Begrenzung auf die Spanne',
  ),
  begruendeteAbweichungenTooHigh: beschreibe(
    z.boolean(),
    'Die Summe der Abweichungen lag über der oberen Schwankung und wurde begrenzt',
  ),
  begruendeteAbweichungenTooLow: beschreibe(
    z.boolean(),
    'Die Summe der Abweichungen lag unter der unteren Schwankung und wurde begrenzt',
  ),
  aufschluesselung: beschreibe(
    z.object({
      grundpreisProQm: zahl('Grundpreis der Tabelle (Wohnfläche und Baujahr) in Euro je m²'),
      zuschlaege: beschreibe(
        z.array(
          z.object({
            merkmal: beschreibe(z.string(), 'Merkmal des Zu- oder Abschlags, z. B. „wohnlage“'),
            bezeichnung: beschreibe(z.string(), 'Deutsche Bezeichnung, z. B. „Gute Lage“'),
            euroProQm: zahl('Zu- (positiv) oder Abschlag (negativ) in Euro je m²'),
          }),
        ),
        'Die Zu- und Abschläge der gewählten Merkmale',
      ),
      betriebskostenProQm: zahl(
        'Summe der enthaltenen Betriebskosten in Euro je m² (0, wenn nicht enthalten)',
      ),
    }),
    'Wie sich der Mittelwert zusammensetzt',
  ),
  /** issue 20 §3: id of the edition used; missing in results stored before there were several */
  ausgabe: z.optional(
    z.string().register(z.globalRegistry, {
      description: 'Id der Mietspiegel-Ausgabe, nach der gerechnet wurde.',
    }),
  ),
});

/** berechnungsdaten of a stored template (spezifikation.md §3 "Template"; berechnungsregeln.md §5). */
export const berechnungsdatenSchema = z.object({
  pdfParameters: beschreibe(
    z.object({
      berechnung: beschreibe(vorlagenEntwurfSchema, 'Die Angaben des Rechners, wie eingegeben'),
      stichtagsdifferenz: freiwillig(
        stichtagsdifferenzSchema,
        'Stichtagsdifferenz (Stand und Höhe); null oder fehlend: keine',
      ),
      zusaetzlicheBegruendungen: beschreibe(
        z.optional(z.string()),
        'Freitext des PDFs: wird nie gespeichert (in Antworten nie enthalten)',
      ),
      mietvergleich: freiwillig(
        mietvergleichSchema,
        'Ihre Miete im Vergleich: Miete, Erhöhungsverlangen und Mietpreisbremse, alle wahlweise',
      ),
    }),
    'Die Parameter von Rechnung und PDF',
  ),
  ergebnis: beschreibe(
    z.nullable(ergebnisSchema),
    'Das zuletzt berechnete Ergebnis; null: noch keines',
  ),
  errors: beschreibe(vorlagenFehlerFlagsSchema, 'Fehlerzustand je Thema (spezifikation.md §3)'),
  aktuellerSchritt: beschreibe(
    z.int(),
    'Schritt des Rechners, an dem es weitergeht: sein Index (spezifikation.md §2, ab 0) in der Schrittliste beim Speichern',
  ),
  /** issue 26 §10, ADR 0024: the index shifts when a step is added; the id does not */
  aktuellerSchrittId: freiwillig(
    z.string(),
    'Id des Schritts, an dem es weitergeht (seine Route ohne „/“, z. B. „betriebskosten“ oder „berechnungsergebnisse“); gilt vor aktuellerSchritt. Fehlt sie (Vorlagen von vor ihrer Einführung), wird aktuellerSchritt nach der Schrittliste der Ausgabe der Vorlage gelesen',
  ),
});

/** GET /api/sso/userinfo (spezifikation.md §3 "User"): 200 also for anonymous users. */
export const userInfoSchema = z.object({
  name: beschreibe(z.nullable(z.string()), 'Anmeldename; null, wenn niemand angemeldet ist'),
  authorities: z.array(z.string()).register(z.globalRegistry, {
    description: 'Berechtigungen, z. B. MIETSPIEGEL_BACKEND_WRITE_BERECHNUNGSVORLAGE',
  }),
  user_roles: z.array(z.string()).register(z.globalRegistry, {
    description: 'Rollen (immer leer)',
  }),
});

export type UserInfoWire = z.infer<typeof userInfoSchema>;
export type EntwurfWire = z.infer<typeof entwurfSchema>;
export type BerechnungWire = z.infer<typeof berechnungSchema>;
export type StichtagsdifferenzWire = z.infer<typeof stichtagsdifferenzSchema>;
export type MietvergleichWire = z.infer<typeof mietvergleichSchema>;
export type MieterhoehungWire = z.infer<typeof mieterhoehungSchema>;
export type MietpreisbremseWire = z.infer<typeof mietpreisbremseSchema>;
export type PdfParameterWire = z.infer<typeof pdfParameterSchema>;
export type SchreibenParameterWire = z.infer<typeof schreibenParameterSchema>;
export type FehlerFlagsWire = z.infer<typeof fehlerFlagsSchema>;
export type ErgebnisWire = z.infer<typeof ergebnisSchema>;
export type Berechnungsdaten = z.infer<typeof berechnungsdatenSchema>;
