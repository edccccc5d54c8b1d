/**
 * "Text kopieren" (issue 30 §1): the letter's plain text into the clipboard. The Clipboard API
 * exists only in a secure context and may be refused (permissions, an older browser); then the
 * text shown on the page is selected and copied the old way, and where even that fails it stays
 * selected for the user's own Strg+C. The caller announces the outcome in a live region.
 */
export type KopierErgebnis = 'kopiert' | 'markiert';

export const KOPIER_MELDUNG: Record<KopierErgebnis, string> = {
  kopiert: 'Der Text des Schreibens wurde in die Zwischenablage kopiert.',
  markiert:
    'Der Browser erlaubt das Kopieren nicht. Der Text ist markiert: Kopieren Sie ihn mit Strg+C (am Mac mit ⌘+C) oder über das Menü.',
};

/** Selects the whole text of `element` (the preview) as a user would with the mouse. */
function markiere(element: HTMLElement): boolean {
  const auswahl = window.getSelection();
  if (!auswahl) return false;
  const bereich = document.createRange();
  bereich.selectNodeContents(element);
  auswahl.removeAllRanges();
  auswahl.addRange(bereich);
  return true;
}

export async function kopiere(text: string, vorschau: HTMLElement | null): Promise<KopierErgebnis> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'kopiert';
    }
  } catch {
    // refused (no permission, document not focused): the fallback below
  }
  if (vorschau && markiere(vorschau)) {
    try {
      // deprecated, but the one way without the Clipboard API (http, older browsers)
      if (document.execCommand('copy')) return 'kopiert';
    } catch {
      // not supported: the text stays selected
    }
  }
  return 'markiert';
}
