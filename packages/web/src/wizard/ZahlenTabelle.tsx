/**
 * The app's table of amounts: a row header per line and right-aligned number columns, in the
 * scrollable frame (`RollRahmen`). Used by the Info panels, the page
 * Zu- und Abschläge and the result breakdown, so all three read the same to a screen reader.
 */
import { Fragment, useId, type Key, type ReactNode } from 'react';
import { RollRahmen } from './RollRahmen.tsx';
import { trenne } from '../lib/trennung.ts';

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
      <th scope="row">{typeof z.kopf === 'string' ? trenne(z.kopf) : z.kopf}</th>
      {z.werte.map((wert, i) => (
        <td key={i} className="zahl">
          {wert}
        </td>
      ))}
    </tr>
  );
  const beschriftungId = useId();
  return (
    <RollRahmen
      beschriftungId={beschriftung ? beschriftungId : undefined}
      name={typeof kopf === 'string' ? kopf : undefined}
    >
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
    </RollRahmen>
  );
}
