// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ausgabe,
  berechneOrtsueblicheMiete,
  gepruefteBerechnung,
  erfolgMeldung,
  keineFehlerFlags,
  leererEntwurf,
  schrittNachId,
  vorlageZusaetzlicheBegruendungen,
  vorlageOhneAntwortHinweis,
  type Berechnung,
} from '@mietspiegel/domain';
import {
  aktuelleBenachrichtigungen,
  alleSchliessen,
} from '../benachrichtigungen/benachrichtigungen.ts';
import { aendere, holeZustand, neuLaden, zuruecksetzen } from '../store/store.ts';
import { beispielMerkmale } from '../test/hilfen.tsx';
import { momentaufnahme } from './berechnungsdaten.ts';
import { ladeInRechner } from './laden.ts';
import { vorlagenTexte } from './texte.ts';
import type { Berechnungsvorlage } from '@mietspiegel/domain';

/** berechnungsregeln.md §2 worked example, as a complete calculation. */
const BEISPIEL: Berechnung = {
  ...leererEntwurf(),
  ...beispielMerkmale,
  abweichungGesetzt: true,
  abweichungen: {
    wasser: -0.2,
    rueckgebaeude: 0.3,
    waermedaemmung: '',
    fassadeA: '',
    fassadeB: '',
    zusatz: 1.5,
  },
  selectedBetriebskostenA: 1,
  selectedBetriebskostenB: [0, 2, 17],
};

function vorlage(berechnungsdaten: unknown, dateiId = 42): Berechnungsvorlage {
  const href = `/api/backend-service/berechnungsvorlages/${dateiId}`;
  return {
    dateiId,
    dateiname: 'Musterstraße 1',
    kommentar: '2. OG',
    anlagedatum: '2026-11-20T10:00:00Z',
    anlagenutzer: 'anna',
    aenderungsdatum: '2026-11-20T10:00:00Z',
    aenderungsnutzer: 'anna',
    version: 1,
    // Unchecked on purpose: ladeInRechner must refuse data that does not fit.
    berechnungsdaten: berechnungsdaten as Berechnungsvorlage['berechnungsdaten'],
    _links: { self: { href }, berechnungsvorlage: { href } },
  };
}

const texte = () => aktuelleBenachrichtigungen().map((b) => b.text);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  zuruecksetzen();
  alleSchliessen();
  window.history.replaceState(null, '', '/auth/index.html#/berechnungsvorlagen');
});

afterEach(() => vi.restoreAllMocks());

describe('Berechnungsvorlage laden', () => {
  it('stellt Antworten, Abweichungen, Betriebskosten, Fehlerzustände, Ergebnis und PDF-Parameter her und springt zum Schritt', async () => {
    const fehler = { ...keineFehlerFlags(), abweichungen: true, fussboden: true };
    const ergebnis = berechneOrtsueblicheMiete(gepruefteBerechnung(BEISPIEL));
    const daten = {
      pdfParameters: {
        berechnung: BEISPIEL,
        stichtagsdifferenz: { stand: '2026-01-01', hoehe: 2.5 },
      },
      ergebnis,
      errors: fehler,
      aktuellerSchritt: schrittNachId('abweichungen').index,
    };
    aendere({ zusaetzlicheBegruendungen: 'Adresse: alt', baujahrManuell: '1950' });

    expect(ladeInRechner(vorlage(daten))).toBe(true);

    const z = holeZustand();
    // issue 20 §4: it reopens under its edition – one naming none is the built-in one
    expect(z.entwurf).toEqual({ ...BEISPIEL, ausgabe: ausgabe.ausgabe });
    expect(z.fehler).toEqual(fehler);
    expect(z.ergebnis).toEqual(ergebnis);
    expect(z.stichtagsdifferenzAktiv).toBe(true);
    expect(z.stichtagsdifferenz).toEqual({ stand: '2026-01-01', hoehe: '2,5' });
    expect(z.zusaetzlicheBegruendungen).toBe(vorlageZusaetzlicheBegruendungen);
    expect(z.baujahrManuell).toBe('');
    expect(window.location.hash).toBe('#/abweichungen');
    expect(texte()).toContain(erfolgMeldung('geladen', 42, 'Musterstraße 1'));
    expect(holeZustand().vorlage).toEqual({
      dateiId: 42,
      dateiname: 'Musterstraße 1',
      kommentar: '2. OG',
    });

    // The answers are persisted like typed ones: a reload keeps them.
    await neuLaden();
    expect(holeZustand().entwurf).toEqual({ ...BEISPIEL, ausgabe: ausgabe.ausgabe });
  });

  it('Hin und zurück: was Speichern speichert, stellt Laden wieder her', () => {
    aendere({
      entwurf: BEISPIEL,
      fehler: { ...keineFehlerFlags(), baujahr: true },
      stichtagsdifferenzAktiv: true,
      stichtagsdifferenz: { stand: '2025-06-30', hoehe: '-1,5' },
      zusaetzlicheBegruendungen: 'nicht gespeichert',
    });
    const daten = momentaufnahme(schrittNachId('fussboden').index);
    expect(JSON.stringify(daten)).not.toContain('nicht gespeichert');
    zuruecksetzen();

    ladeInRechner(vorlage(JSON.parse(JSON.stringify(daten))));
    const z = holeZustand();
    expect(z.entwurf).toEqual({ ...BEISPIEL, ausgabe: ausgabe.ausgabe });
    expect(z.fehler.baujahr).toBe(true);
    expect(z.stichtagsdifferenz).toEqual({ stand: '2025-06-30', hoehe: '-1,5' });
    expect(window.location.hash).toBe('#/fussboden');
  });

  it('lässt eine ausgeschaltete Stichtagsdifferenz aus den gespeicherten Daten', () => {
    aendere({
      stichtagsdifferenzAktiv: false,
      stichtagsdifferenz: { stand: '2025-06-30', hoehe: '3' },
    });
    expect(momentaufnahme(2).pdfParameters.stichtagsdifferenz).toBeNull();
  });

  it('springt bei Index 20 zu den Ergebnissen', () => {
    const daten = momentaufnahme(20);
    ladeInRechner(vorlage(daten));
    expect(window.location.hash).toBe('#/berechnungsergebnisse');
  });

  it('öffnet eine Vorlage von den Ergebnissen über die Schritt-Id wieder bei den Ergebnissen, auch wenn sich der Index verschoben hat (issue 26 §10)', () => {
    // saved on the results when the wizard had one step fewer: the results then had index 19
    const daten = { ...momentaufnahme(20), aktuellerSchritt: 19 };
    expect(daten.aktuellerSchrittId).toBe('berechnungsergebnisse');
    expect(ladeInRechner(vorlage(daten))).toBe(true);
    expect(window.location.hash).toBe('#/berechnungsergebnisse');
  });

  it('öffnet eine Vorlage ohne Antwort zu einem später hinzugekommenen Schritt an diesem Schritt, mit Hinweis (issue 26 §10)', () => {
    aendere({ entwurf: BEISPIEL });
    const daten = JSON.parse(JSON.stringify(momentaufnahme(20))) as {
      pdfParameters: { berechnung: Record<string, unknown> };
      errors: Record<string, unknown>;
    };
    // as if Modernisierte Fenster had been added after the template was saved
    delete daten.pdfParameters.berechnung.selectedModernisierteFenster;
    delete daten.errors.modernisierteFenster;
    zuruecksetzen();

    expect(ladeInRechner(vorlage(daten))).toBe(true);
    expect(window.location.hash).toBe('#/modernisierteFenster');
    expect(holeZustand().entwurf).toEqual({
      ...BEISPIEL,
      selectedModernisierteFenster: null,
      ausgabe: ausgabe.ausgabe,
    });
    expect(holeZustand().fehler.modernisierteFenster).toBe(false);
    expect(texte()).toContain(vorlageOhneAntwortHinweis('Modernisierte Fenster'));
  });

  it.each([
    ['ohne Berechnung', { errors: keineFehlerFlags(), ergebnis: null, aktuellerSchritt: 3 }],
    [
      'falscher Typ',
      {
        pdfParameters: { berechnung: { ...leererEntwurf(), selectedBaujahr: 'drei' } },
        ergebnis: null,
        errors: keineFehlerFlags(),
        aktuellerSchritt: 3,
      },
    ],
    ['nothing', null],
  ])('lehnt gespeicherte Daten mit %s ab und ändert nichts', (_fall, daten) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    aendere({ entwurf: { ...leererEntwurf(), wohnflaeche: '77' } });
    const vorher = holeZustand();

    expect(ladeInRechner(vorlage(daten))).toBe(false);
    expect(holeZustand()).toBe(vorher);
    expect(window.location.hash).toBe('#/berechnungsvorlagen');
    expect(texte()).toEqual([vorlagenTexte.ungueltigeDaten]);
    expect(holeZustand().vorlage).toBeNull();
  });
});
