import { describe, expect, it } from 'vitest';
import { berechnungsdatenSchema, keineFehlerFlags, type Berechnungsdaten } from '../index.ts';
import { leererEntwurf } from './entwurf.ts';
import { leseVorlagenstand, schrittIdFuerIndex, schrittlisteDerAusgabe } from './fortsetzung.ts';
import { schrittNachId } from './schritte.ts';
import { sichtbareSchritte, type SichtbarerSchritt } from './schrittfolge.ts';

/**
 * The wizard after a step 'aufzug' (field selectedAufzug) was added before Betriebskosten: every
 * later index grows by one, as it would in a release that adds a step (issue 26 §10).
 */
function mitNeuemSchritt(): SichtbarerSchritt[] {
  const vorlage = schrittNachId('ausstattung');
  const neu: SichtbarerSchritt = {
    id: 'aufzug' as SichtbarerSchritt['id'],
    sichtbar: true,
    route: '/aufzug',
    index: 0,
    weiter: null,
    zurueck: null,
    schritt: {
      ...vorlage,
      id: 'aufzug' as typeof vorlage.id,
      feld: 'selectedAufzug' as typeof vorlage.feld,
      titel: 'Aufzug',
    },
  };
  const liste = [...sichtbareSchritte];
  liste.splice(
    liste.findIndex((s) => s.id === 'betriebskosten'),
    0,
    neu,
  );
  return liste.map((s, i) => ({ ...s, index: 2 + i }));
}

const daten = (
  aktuellerSchritt: number,
  weiter: Partial<Berechnungsdaten> = {},
  berechnung: Record<string, unknown> = leererEntwurf(),
): Berechnungsdaten => ({
  pdfParameters: {
    berechnung: berechnung as Berechnungsdaten['pdfParameters']['berechnung'],
    stichtagsdifferenz: null,
  },
  ergebnis: null,
  errors: keineFehlerFlags(),
  aktuellerSchritt,
  ...weiter,
});

describe('Wo eine Vorlage weitergeht (issue 26 §10)', () => {
  const ERGEBNIS_HEUTE = schrittNachId('betriebskosten').index + 1; // 20

  it('eine Vorlage von den Ergebnissen öffnet nach einem neuen Schritt wieder die Ergebnisse, nicht Betriebskosten', () => {
    const folge = mitNeuemSchritt();
    // saved today on the results: index 20 and the id; the answer to the new step is there
    const gespeichert = daten(
      ERGEBNIS_HEUTE,
      { aktuellerSchrittId: 'berechnungsergebnisse' },
      {
        ...leererEntwurf(),
        selectedAufzug: 1,
      },
    );
    expect(folge.find((s) => s.index === ERGEBNIS_HEUTE)?.id).toBe('betriebskosten'); // the shift
    expect(leseVorlagenstand(gespeichert, folge).schritt.id).toBe('berechnungsergebnisse');
  });

  it('liest eine Vorlage ohne Schritt-Id nach der Schrittliste ihrer Ausgabe', () => {
    const folge = mitNeuemSchritt();
    const alt = { ...leererEntwurf(), selectedAufzug: 0, ausgabe: 'muenchen-2025' };
    expect(leseVorlagenstand(daten(ERGEBNIS_HEUTE, {}, alt), folge).schritt.id).toBe(
      'berechnungsergebnisse',
    );
    expect(leseVorlagenstand(daten(19, {}, alt), folge).schritt.id).toBe('betriebskosten');
    expect(leseVorlagenstand(daten(2, {}, alt), folge).schritt.id).toBe('wohnflaeche');
    // an edition added by an operator was bound to the same catalogue until the id was stored
    expect(schrittlisteDerAusgabe('muenchen-2027')).toEqual(
      schrittlisteDerAusgabe('muenchen-2025'),
    );
  });

  it('öffnet eine Vorlage ohne Antwort zu einem später hinzugekommenen Schritt an diesem Schritt', () => {
    const folge = mitNeuemSchritt();
    const stand = leseVorlagenstand(
      daten(ERGEBNIS_HEUTE, { aktuellerSchrittId: 'berechnungsergebnisse' }),
      folge,
    );
    expect(stand.schritt.id).toBe('aufzug');
    expect(stand.ohneAntwort?.schritt?.titel).toBe('Aufzug');
    // a template saved before the new step is reached opens where it was saved
    const frueh = leseVorlagenstand(daten(4, { aktuellerSchrittId: 'wohnlage' }), folge);
    expect(frueh).toMatchObject({ ohneAntwort: null, schritt: { id: 'wohnlage' } });
  });

  it('ergänzt eine fehlende Antwort wie bei einer neuen Berechnung', () => {
    const ohneFenster: Record<string, unknown> = { ...leererEntwurf(), selectedBaujahr: 5 };
    delete ohneFenster.selectedModernisierteFenster;
    delete ohneFenster.selectedElektrogeraete;
    const { modernisierteFenster: _neu, ...flags } = keineFehlerFlags();
    const gelesen = berechnungsdatenSchema.parse({ ...daten(20, {}, ohneFenster), errors: flags });
    const stand = leseVorlagenstand(gelesen);
    expect(stand.entwurf).toEqual({ ...leererEntwurf(), selectedBaujahr: 5 });
    expect(stand.schritt.id).toBe('elektrogeraete');
    expect(gelesen.errors.modernisierteFenster).toBe(false);
  });

  it('die Liste der alten Vorlagen ist der heutige Rechner, und jeder Index hat seine Id', () => {
    // A new step changes the wizard, never SCHRITTLISTE_BIS_2026 (ADR 0024): then adjust this.
    expect(sichtbareSchritte.map((s) => s.id)).toEqual(schrittlisteDerAusgabe('muenchen-2025'));
    expect(schrittIdFuerIndex(20)).toBe('berechnungsergebnisse');
    expect(schrittIdFuerIndex(19)).toBe('betriebskosten');
    expect(schrittIdFuerIndex(0)).toBeNull();
  });
});
