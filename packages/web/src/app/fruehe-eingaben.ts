/**
 * What a user types or chooses on the prerendered page before the app's script has taken it over
 * (docs/adr/0032: every route is served as HTML, so on a slow phone the question and its field are
 * usable seconds before React runs). React resets a controlled field to its state when it
 * hydrates – "65,5" typed into Wohnfläche was gone – and a fresh render (stored answers) replaces
 * the nodes. The product must never lose a user's work (developers' guide), so main.tsx collects
 * these early answers – what the page's fields hold apart from the prerender's defaults when the
 * script starts, then every input until the app owns the page – and hands them to the app as the
 * same input and click events a user makes: each goes through the field's own handler and
 * parser, nothing is written into the store around them.
 */

/**
 * The last early answer of one field, keyed by what the user sees of it (`merkmal`), with the node
 * it was given in and that node's prerendered default: the app's state when it hydrates.
 */
type FruehEingabe = { feld: HTMLInputElement | HTMLTextAreaElement } & (
  | { art: 'text'; wert: string; vorgabe: string }
  | { art: 'wahl'; gewaehlt: boolean; vorgabe: boolean }
);

export interface FruehEingaben {
  /** Stops recording and replays each early answer on the same field (`merkmal`) in `wurzel`. */
  spieleNach(wurzel: ParentNode): void;
}

/**
 * What tells a field from the others of its page the same way in the prerender and in the app:
 * its group's legend, its label and kind. Not its id – React's `useId` gives a hydrated node the
 * prerender's id, a fresh render other ids.
 */
function merkmal(feld: HTMLInputElement | HTMLTextAreaElement): string {
  const text = (el: Element | null | undefined) =>
    el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const gruppe = text(feld.closest('fieldset')?.querySelector('legend'));
  const label = feld.labels?.[0] ? text(feld.labels[0]) : (feld.getAttribute('aria-label') ?? '');
  return `${feld.type}|${gruppe}|${label}`;
}

function felder(wurzel: ParentNode): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [...wurzel.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
}

function istFeld(ziel: EventTarget | null): ziel is HTMLInputElement | HTMLTextAreaElement {
  return ziel instanceof HTMLInputElement || ziel instanceof HTMLTextAreaElement;
}

const istWahl = (feld: HTMLInputElement | HTMLTextAreaElement): feld is HTMLInputElement =>
  feld instanceof HTMLInputElement && (feld.type === 'radio' || feld.type === 'checkbox');

/** Starts recording early answers inside `wurzel` (call before the app renders or hydrates). */
export function zeichneFrueheEingabenAuf(wurzel: HTMLElement): FruehEingaben {
  const eingaben = new Map<string, FruehEingabe>();
  let fokus: string | null = null;

  const merkeFeld = (feld: HTMLInputElement | HTMLTextAreaElement) => {
    const schluessel = merkmal(feld);
    if (istWahl(feld)) {
      // a radio chosen unchecks the others of its group without an event of theirs: only the
      // chosen one counts, its click chooses it again
      if (feld.type === 'radio') {
        for (const [k, alt] of eingaben)
          if (
            alt.art === 'wahl' &&
            alt.feld !== feld &&
            alt.feld.getAttribute('name') === feld.name
          )
            eingaben.delete(k);
      }
      eingaben.set(schluessel, {
        feld,
        art: 'wahl',
        gewaehlt: feld.checked,
        vorgabe: feld.defaultChecked,
      });
    } else {
      eingaben.set(schluessel, { feld, art: 'text', wert: feld.value, vorgabe: feld.defaultValue });
    }
  };
  const merke = (e: Event) => {
    if (istFeld(e.target)) merkeFeld(e.target);
  };
  // before the script ran: what differs from the prerendered markup's defaults is the user's
  for (const feld of felder(wurzel)) {
    const anders = istWahl(feld)
      ? feld.checked !== feld.defaultChecked && (feld.type === 'checkbox' || feld.checked)
      : feld.value !== feld.defaultValue;
    if (anders) merkeFeld(feld);
  }
  const aktiv = document.activeElement;
  if (istFeld(aktiv) && wurzel.contains(aktiv)) fokus = merkmal(aktiv);

  const merkeFokus = (e: Event) => {
    if (istFeld(e.target)) fokus = merkmal(e.target);
  };
  wurzel.addEventListener('input', merke, true);
  wurzel.addEventListener('change', merke, true);
  wurzel.addEventListener('focusin', merkeFokus, true);

  return {
    spieleNach(neueWurzel) {
      wurzel.removeEventListener('input', merke, true);
      wurzel.removeEventListener('change', merke, true);
      wurzel.removeEventListener('focusin', merkeFokus, true);
      const jetzt = new Map(felder(neueWurzel).map((f) => [merkmal(f), f]));
      for (const [schluessel, eingabe] of eingaben) {
        const feld = jetzt.get(schluessel);
        if (!feld || feld.disabled || feld.readOnly) continue;
        // Hydrated, the node is the one typed into: it still shows the answer, but the app's
        // state is the prerender's default (React would write that over it at its next render).
        // Rendered fresh, the new node shows the app's state.
        const gleich = feld === eingabe.feld;
        if (eingabe.art === 'text') {
          const stand = gleich ? eingabe.vorgabe : feld.value;
          if (stand !== eingabe.wert) tippe(feld, stand, eingabe.wert);
        } else if (feld instanceof HTMLInputElement && istWahl(feld)) {
          const stand = gleich ? eingabe.vorgabe : feld.checked;
          if (stand !== eingabe.gewaehlt) klicke(feld, stand);
        }
      }
      // a fresh render replaced the nodes: the field the user was in gets the focus back
      if (fokus && document.activeElement === document.body) jetzt.get(fokus)?.focus();
    },
  };
}

/**
 * Types `wert` into a field whose state in the app is `stand`: the element's own setter first
 * (React watches it and so learns the state it shows), then the prototype's setter and an input
 * event, as typing does, so React's onChange sees the change.
 */
function tippe(feld: HTMLInputElement | HTMLTextAreaElement, stand: string, wert: string): void {
  const prototyp = feld instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(prototyp.prototype, 'value')?.set;
  if (!setter) return;
  feld.value = stand;
  setter.call(feld, wert);
  feld.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Clicks a radio or checkbox whose state in the app is `stand` (not chosen, or chosen where a
 * checkbox was unticked): shown as that state first, the click changes it as the user's did and
 * React's change handler runs.
 */
function klicke(feld: HTMLInputElement, stand: boolean): void {
  feld.checked = stand;
  feld.click();
}
