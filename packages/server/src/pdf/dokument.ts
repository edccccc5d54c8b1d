/**
 * What the PDF says, as plain data: built from the domain in `inhalt.ts`, drawn by `layout.ts`.
 * Keeping the two apart lets the layout be tested with any text and the content without pdfkit.
 */

import type { Skala } from '@mietspiegel/domain';

export type Baustein =
  | { art: 'ueberschrift'; ebene: 2 | 3; text: string }
  | { art: 'absatz'; text: string; betont?: boolean }
  /** A framed notice, e.g. the capping message. */
  | { art: 'hinweis'; text: string }
  /** issue 13: the comparison scale, drawn with vector primitives; `alt` says all it shows. */
  | { art: 'skala'; skala: Skala; alt: string }
  /** issue 30 §2: the link to this calculation, as text and QR code (link-qr.ts) */
  | { art: 'link'; url: string; alt: string }
  | {
      art: 'tabelle';
      /** Column headers (rendered as TH with scope Column). */
      kopf: string[];
      zeilen: string[][];
      /** Relative column widths, e.g. [3, 1, 1]. */
      breiten: number[];
      /** Columns aligned right (amounts). */
      rechts?: number[];
      /** First column is a row header (TH with scope Row). */
      zeilenkopf?: boolean;
    };

export interface PdfDokument {
  /** H1 and the document title shown by viewers. */
  titel: string;
  bausteine: Baustein[];
  /** Text at the foot of every page before "Seite x von n", e.g. the creation date. */
  fusszeile: string;
  /** Creation time for the document information. */
  erstellt: Date;
}
