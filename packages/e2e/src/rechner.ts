import { meldungen } from '@mietspiegel/domain';
import type { Locator, Page } from 'playwright-core';
import { BEISPIEL, type SchrittAntwort } from './beispiel.ts';
import {
  erwarteAngekreuzt,
  erwarteAppBereit,
  erwarteRoute,
  erwarteSichtbar,
  erwarteText,
  erwarteVerschwunden,
} from './warten.ts';

/** Escapes a label for an anchored name match ('Gute Lage' must not match 'Zentrale gute Lage'). */
function beginntMit(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Collapses the spaces Intl puts into amounts (NBSP, narrow NBSP) for text comparisons. */
export function normalisiere(text: string): string {
  // no-break spaces read as spaces; soft hyphens (issue 26 §18) are invisible inside a line
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u00ad/g, '');
}

/**
 * Page object of the wizard: finds everything the way a screen reader does – by role and
 * accessible name, with the German texts of spezifikation.md.
 */
export class Rechner {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async oeffne(route = 'wohnflaeche'): Promise<void> {
    // 'commit', then the started app and the heading: the page is usable once its h1 shows
    // (the prerendered first step shows an h1 before the app has started: issue 12 §3)
    await this.page.goto(`/berechnung.html#/${route}`, { waitUntil: 'commit' });
    await erwarteAppBereit(this.page);
    await erwarteSichtbar(this.page.getByRole('heading', { level: 1 }), 60_000);
  }

  ueberschrift(titel: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: titel, exact: true });
  }

  async erwarteSchritt(titel: string, route?: string): Promise<void> {
    await erwarteSichtbar(this.ueberschrift(titel));
    if (route) await erwarteRoute(this.page, route);
  }

  get weiter(): Locator {
    return this.page.getByRole('button', { name: 'Weiter', exact: true });
  }
  get zurueck(): Locator {
    return this.page.getByRole('button', { name: 'Zurück', exact: true });
  }
  get mieteBerechnen(): Locator {
    return this.page.getByRole('button', { name: 'Miete berechnen', exact: true });
  }
  get speichern(): Locator {
    return this.page.getByRole('button', { name: 'Speichern', exact: true });
  }
  get wohnflaeche(): Locator {
    return this.page.getByLabel('Wohnfläche zwischen 20 m² und 160 m² eingeben');
  }
  /**
   * The Info disclosure button of a step (§2). Its CSS arrow (▸/▾) is part of the accessible
   * name, hence the pattern.
   */
  get info(): Locator {
    return this.page.getByRole('button', { name: 'Info', exact: true });
  }
  /** The progress navigation (STYLE.md 9). */
  get fortschritt(): Locator {
    return this.page.getByRole('navigation', { name: 'Fortschritt' });
  }

  /** A single-choice option (radio) by the start of its German label. */
  option(label: string): Locator {
    return this.page.getByRole('radio', { name: beginntMit(label) });
  }
  /** A multi-select option (checkbox) by the start of its German label. */
  kaestchen(label: string): Locator {
    return this.page.getByRole('checkbox', { name: beginntMit(label) });
  }
  /**
   * Abweichungen (issue 29): the step asks first whether a justified deviation applies; 'Ja'
   * shows the six fields (a 'Ja' already chosen stays chosen).
   */
  async abweichungenAngeben(): Promise<void> {
    await this.option('Ja').click();
    await erwarteSichtbar(this.page.getByRole('textbox', { name: /^Zusätzliche Begründung \(/ }));
  }
  /** The option group (fieldset) holding the step's options. */
  get optionsgruppe(): Locator {
    return this.page.getByRole('group').filter({ has: this.page.getByRole('radio') });
  }

  /** An announced message (role="alert") containing the text. */
  alarm(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
  /** The red conflict box of spezifikation.md §4. */
  get konflikt(): Locator {
    return this.alarm(meldungen.konfliktTitel);
  }
  /** The warning on a conflicting option that is not chosen (§4). */
  get warnung(): Locator {
    return this.page.getByText(meldungen.warnungTitel, { exact: true });
  }

  /** The accessible description of an element: the texts its aria-describedby points to. */
  async beschreibung(element: Locator): Promise<string> {
    return element.first().evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }

  /**
   * Waits until the results page shows the amount (rendered text, not hidden nodes). The step
   * before it shows the same figure in its live preview (Vorschau.tsx) until React has left it –
   * after the address has changed, and while the results page's code loads – so the step must be
   * gone first, or the amount is read from the page being left.
   */
  async erwarteBetrag(betrag: string, timeout = 30_000): Promise<void> {
    await erwarteVerschwunden(this.page.locator('main .vorschau'), timeout);
    await erwarteText(this.page.locator('main'), betrag, timeout);
  }

  /** Answers one step with the mouse: click options, then Weiter (or double-click, §2). */
  async beantworteMitMaus(schritt: SchrittAntwort, { doppelklick = false } = {}): Promise<void> {
    await this.erwarteSchritt(schritt.titel, schritt.route);
    if (schritt.eingabe !== undefined) await this.wohnflaeche.fill(schritt.eingabe);
    for (const label of schritt.auswahl ?? []) {
      const k = this.kaestchen(label);
      if (!(await k.isChecked())) await k.click();
      await erwarteAngekreuzt(k);
    }
    if (schritt.option !== undefined) {
      const o = this.option(schritt.option);
      if (doppelklick) {
        await o.dblclick();
        return;
      }
      await o.click();
      await erwarteAngekreuzt(o);
    }
    const istLetzter = schritt.route === BEISPIEL[BEISPIEL.length - 1]?.route;
    await (istLetzter ? this.mieteBerechnen : this.weiter).click();
  }

  /** Clicks through the worked example up to (not including) the step `bis`, or to the results. */
  async fuelleBeispielAus(bis?: string): Promise<void> {
    await this.oeffne('wohnflaeche');
    for (const schritt of BEISPIEL) {
      if (schritt.route === bis) {
        await this.erwarteSchritt(schritt.titel, schritt.route);
        return;
      }
      await this.beantworteMitMaus(schritt);
    }
    await erwarteRoute(this.page, 'berechnungsergebnisse');
  }
}
