/**
 * A group of options in fieldset/legend (STYLE.md 9): radio semantics for a single choice,
 * checkbox semantics for a multi-select (spezifikation.md §2 "Common step behaviour"):
 * - double-click on an option of a single choice selects it and continues (`onDoppelklick`);
 * - Space toggles the focused option after 100 ms; on a chosen option it clears it; a choice
 *   by arrow key or click within those 100 ms stands (the toggle is dropped, issue 26 §12);
 * - an option that conflicts with another answer shows 'Warnung!' while not chosen – one short
 *   line saying why, not a box (issue 29) – and a red 'Konflikt!' box (role="alert") with the
 *   full text of §8 when chosen (§4); both are tied to the option.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { meldungen, type Option } from '@mietspiegel/domain';
import { trenne } from '../lib/trennung.ts';

/** spezifikation.md §9: toggle delay 100 ms. */
export const UMSCHALT_VERZOEGERUNG_MS = 100;

export interface OptionHinweis {
  text: string;
  /** why the option cannot be chosen, in one short line: shown instead of `text` while not chosen */
  kurz?: string;
  /** true: the option is chosen and conflicts now ('Konflikt!'); false: 'Warnung!' */
  konflikt: boolean;
}

export interface OptionGroupProps {
  legende: ReactNode;
  /** form name of the inputs */
  name: string;
  mehrfach?: boolean;
  optionen: readonly (Option & { zusatz?: ReactNode })[];
  gewaehlt: readonly number[];
  onAendern: (ids: number[]) => void;
  /** single choice: double-click selects and then calls this (Weiter) */
  onDoppelklick?: (id: number) => void;
  /** field error (e.g. meldungen.auswahlFehlt), announced and tied to the group */
  fehler?: string | null;
  hinweise?: Partial<Record<number, OptionHinweis>>;
  deaktiviert?: boolean;
  /** multi-select only: unchecked options are struck through (Betriebskosten, §2) */
  abgewaehltDurchstreichen?: boolean;
  /** increments on every failed Weiter, so the conflict alert is announced again */
  meldeZaehler?: number;
  beschreibung?: ReactNode;
  /**
   * Options in named groups (a fieldset each inside the group, issue 29: the 18 Betriebskosten
   * items), shown in this order; options in no group are not shown.
   */
  gruppen?: readonly OptionUntergruppe[];
}

export interface OptionUntergruppe {
  titel: ReactNode;
  ids: readonly number[];
  /** a line under the group's title, tied to its fieldset */
  beschreibung?: ReactNode;
}

export function OptionGroup(props: OptionGroupProps) {
  const {
    legende,
    name,
    mehrfach = false,
    optionen,
    gewaehlt,
    onAendern,
    onDoppelklick,
    fehler,
    hinweise = {},
    deaktiviert = false,
    abgewaehltDurchstreichen = false,
    meldeZaehler = 0,
    beschreibung,
    gruppen,
  } = props;
  const basis = useId();
  const fehlerId = `${basis}-fehler`;
  const beschreibungId = `${basis}-beschreibung`;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // the latest props for the delayed toggle (the selection may change within the 100 ms)
  const aktuell = useRef({ gewaehlt, onAendern, mehrfach });
  aktuell.current = { gewaehlt, onAendern, mehrfach };

  const waehle = (id: number) => {
    if (mehrfach) {
      onAendern(gewaehlt.includes(id) ? gewaehlt.filter((x) => x !== id) : [...gewaehlt, id]);
    } else {
      onAendern([id]);
    }
  };

  /** Drops a Space toggle not yet done. */
  const abbrechen = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const umschalten = (id: number) => {
    abbrechen();
    timer.current = setTimeout(() => {
      timer.current = null;
      const { gewaehlt: g, onAendern: aendern, mehrfach: m } = aktuell.current;
      if (g.includes(id)) aendern(g.filter((x) => x !== id));
      else aendern(m ? [...g, id] : [id]);
    }, UMSCHALT_VERZOEGERUNG_MS);
  };

  const beiTaste = (e: KeyboardEvent<HTMLInputElement>, id: number) => {
    if (e.key !== ' ' && e.key !== 'Spacebar') return;
    // our own toggle replaces the browser's (which cannot clear a radio button)
    e.preventDefault();
    if (e.type === 'keydown' && !e.repeat) umschalten(id);
  };

  const beschreibendeIds = [beschreibung ? beschreibungId : null, fehler ? fehlerId : null]
    .filter(Boolean)
    .join(' ');

  const liste = (auswahl: typeof optionen) => (
    <ul className={`optionen${kurzeOptionen(auswahl) ? ' optionen--spalten' : ''}`}>
      {auswahl.map((o) => {
        const inputId = `${basis}-${o.id}`;
        const hinweisId = `${inputId}-hinweis`;
        const zusatzId = `${inputId}-zusatz`;
        const istGewaehlt = gewaehlt.includes(o.id);
        const h = hinweise[o.id];
        const gestrichen = abgewaehltDurchstreichen && !istGewaehlt;
        const beschrieben = [o.hinweis || o.zusatz ? zusatzId : null, h ? hinweisId : null]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={o.id}>
            {/* jsx-a11y: the label wraps the input; double-click is a shortcut, not the only way */}
            <label
              htmlFor={inputId}
              className={`option${deaktiviert ? ' option--aus' : ''}${gestrichen ? ' option--gestrichen' : ''}`}
              onDoubleClick={
                !mehrfach && onDoppelklick && !deaktiviert
                  ? () => {
                      onAendern([o.id]);
                      onDoppelklick(o.id);
                    }
                  : undefined
              }
            >
              <input
                id={inputId}
                type={mehrfach ? 'checkbox' : 'radio'}
                name={name}
                value={o.id}
                checked={istGewaehlt}
                disabled={deaktiviert}
                onChange={() => {
                  // issue 26 §12: an arrow key (or a click) right after Space chooses this
                  // option; the Space toggle still waiting its 100 ms must not undo that
                  abbrechen();
                  waehle(o.id);
                }}
                onKeyDown={(e) => beiTaste(e, o.id)}
                onKeyUp={(e) => beiTaste(e, o.id)}
                aria-describedby={beschrieben || undefined}
                aria-invalid={h?.konflikt ? true : undefined}
              />
              <span className="option__text">
                <span className="option__label">{trenne(o.label)}</span>
                {gestrichen && <span className="option__zusatz"> (nicht enthalten)</span>}
                {(o.hinweis || o.zusatz) && (
                  <span id={zusatzId} className="option__zusatz">
                    {' '}
                    {o.hinweis}
                    {o.zusatz}
                  </span>
                )}
              </span>
            </label>
            {h && !h.konflikt && (
              <p id={hinweisId} className="warnzeile">
                <span className="marke marke--warnung">{meldungen.warnungTitel}</span>{' '}
                {h.kurz ?? h.text}
              </p>
            )}
            {h && h.konflikt && (
              <div id={hinweisId} key={meldeZaehler} className="konflikt" role="alert">
                <p className="konflikt__titel">{meldungen.konfliktTitel}</p>
                <p>{h.text}</p>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset
      className="optionsgruppe"
      aria-describedby={beschreibendeIds || undefined}
      aria-invalid={fehler ? true : undefined}
      disabled={deaktiviert}
    >
      <legend>{legende}</legend>
      {beschreibung && (
        <div id={beschreibungId} className="hinweis">
          {beschreibung}
        </div>
      )}
      {gruppen
        ? gruppen.map((g, i) => {
            const gruppenId = `${basis}-gruppe-${i}`;
            return (
              <fieldset
                key={gruppenId}
                className="optionsgruppe__gruppe"
                aria-describedby={g.beschreibung ? `${gruppenId}-beschreibung` : undefined}
              >
                <legend>{g.titel}</legend>
                {g.beschreibung && (
                  <div id={`${gruppenId}-beschreibung`} className="hinweis">
                    {g.beschreibung}
                  </div>
                )}
                {liste(
                  optionen
                    .filter((o) => g.ids.includes(o.id))
                    .sort((x, y) => g.ids.indexOf(x.id) - g.ids.indexOf(y.id)),
                )}
              </fieldset>
            );
          })
        : liste(optionen)}
      {/* after the options, not above them: when the first click of a double-click clears the
          error, nothing moves under the pointer and the second click still hits (§2) */}
      {fehler && (
        <p id={fehlerId} className="fehlertext" role="alert">
          {fehler}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Short labels without notes ("Ja"/"Nein", "1978 – 1988") sit side by side on a phone (issue 29:
 * the step's button on the first screen); any longer label keeps one option a row.
 */
const KURZ = 14;
function kurzeOptionen(optionen: OptionGroupProps['optionen']): boolean {
  return optionen.every((o) => o.label.length <= KURZ && !o.hinweis && !o.zusatz);
}
