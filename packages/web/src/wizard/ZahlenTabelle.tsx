/**
 * The app's table of amounts: a row header per line and right-aligned number columns, in the
 * scrollable frame (styles.css `.tabelle-rahmen`). Used by the Info panels, the page
 * Zu- und Abschläge and the result breakdown, so all three read the same to a screen reader.
 */
import {
  Fragment,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type Key,
  type ReactNode,
} from 'react';

export interface TabellenZeile {
  schluessel: Key;
  /** The row header (`th scope="row"`). */
  kopf: ReactNode;
  /** One cell per number column. */
  werte: ReactNode[];
}

/** A column heading like "Euro/m²/Monat" may break after its slashes (a narrow screen). */
function umbrechbar(spalte: ReactNode): ReactNode {
  if (typeof spalte !== 'string') return spalte;
  return spalte.split('/').map((teil, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          /<wbr />
        </>
      )}
      {teil}
    </Fragment>
  ));
}

export function ZahlenTabelle({
  beschriftung,
  beschriftungNurVorlesen = false,
  kopf,
  spalten,
  zeilen,
  fuss,
}: {
  /** The table's caption; visible unless `beschriftungNurVorlesen`. */
  beschriftung?: ReactNode;
  beschriftungNurVorlesen?: boolean;
  /** Heading of the row-header column. */
  kopf: ReactNode;
  /** Headings of the number columns. */
  spalten: ReactNode[];
  zeilen: TabellenZeile[];
  /** An optional summary row (`tfoot`). */
  fuss?: TabellenZeile;
}) {
  const zeile = (z: TabellenZeile) => (
    <tr key={z.schluessel}>
      <th scope="row">{z.kopf}</th>
      {z.werte.map((wert, i) => (
        <td key={i} className="zahl">
          {wert}
        </td>
      ))}
    </tr>
  );
  // A table wider than the screen (the breakdown at 320 px) scrolls in its frame, which must
  // then take keyboard focus to be scrollable without a mouse (WCAG 2.1.1; axe
  // scrollable-region-focusable; the WAI pattern as on /zuschlaege). Only while it scrolls, so
  // narrow tables add no tab stop.
  const rahmen = useRef<HTMLDivElement>(null);
  const [rollt, setRollt] = useState(false);
  const beschriftungId = useId();
  useLayoutEffect(() => {
    const el = rahmen.current;
    if (!el) return;
    const pruefe = () => setRollt(el.scrollWidth > el.clientWidth);
    pruefe();
    if (typeof ResizeObserver === 'undefined') return;
    const beobachter = new ResizeObserver(pruefe);
    beobachter.observe(el);
    return () => beobachter.disconnect();
  }, []);
  const rollbar = rollt
    ? {
        role: 'region',
        tabIndex: 0,
        ...(beschriftung
          ? { 'aria-labelledby': beschriftungId }
          : { 'aria-label': typeof kopf === 'string' ? kopf : 'Tabelle' }),
      }
    : {};
  return (
    <div ref={rahmen} className="tabelle-rahmen" {...rollbar}>
      <table>
        {beschriftung && (
          <caption id={beschriftungId} className={beschriftungNurVorlesen ? 'sr-only' : undefined}>
            {beschriftung}
          </caption>
        )}
        <thead>
          <tr>
            <th scope="col">{kopf}</th>
            {spalten.map((spalte, i) => (
              <th key={i} scope="col" className="zahl">
                {umbrechbar(spalte)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{zeilen.map(zeile)}</tbody>
        {fuss && <tfoot>{zeile(fuss)}</tfoot>}
      </table>
    </div>
  );
}
