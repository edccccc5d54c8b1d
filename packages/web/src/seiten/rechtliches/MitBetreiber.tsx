/**
 * Shows its content with the operator's details once they are there; otherwise says plainly
 * what is missing (issue 21 §2: never invented details – a server started without
 * BETREIBER_DATEI names that setting here and in its log).
 */
import type { ReactNode } from 'react';
import { BETREIBER_EINSTELLUNG, type Betreiber } from '@mietspiegel/domain';
import { Seitentitel } from '../Seitenkopf.tsx';
import { useBetreiber, useBetreiberStand } from './betreiber.ts';

/**
 * A page that names the operator (Impressum, Datenschutz, Barrierefreiheit): its heading at once,
 * its text once GET /api/betreiber has answered. Shown before, the details arriving (an address
 * block, or the missing file's note at the top) pushed the whole text down: opened directly,
 * Chromium counted layout shifts of 0.20 to 0.41 (issue 29 "Speed": CLS on every route).
 */
export function BetreiberSeite({ titel, children }: { titel: string; children: ReactNode }) {
  const stand = useBetreiber();
  return (
    <div className="rechtliches">
      <Seitentitel>{titel}</Seitentitel>
      {stand.art === 'laedt' ? (
        <p role="status">Die Angaben des Betreibers werden geladen …</p>
      ) : (
        <>
          <BetreiberHinweis />
          {children}
        </>
      )}
    </div>
  );
}

export function MitBetreiber({
  was,
  children,
}: {
  /** what is missing without the file, e.g. "Name und Anschrift des Betreibers" */
  was: string;
  children: (b: Betreiber) => ReactNode;
}) {
  const stand = useBetreiberStand();
  // inside a BetreiberSeite, which shows its text only once the answer is there
  if (stand.art === 'laedt') return null;
  if (stand.art === 'fehler') {
    return (
      <p role="alert" className="warnung">
        Die Angaben des Betreibers konnten nicht geladen werden. Bitte laden Sie die Seite später
        neu.
      </p>
    );
  }
  if (stand.betreiber === null) {
    // the page's BetreiberHinweis says why, once, at the top
    return (
      <p className="warnung">
        {was}: nicht angegeben, die Einstellung <code>{BETREIBER_EINSTELLUNG}</code> fehlt.
      </p>
    );
  }
  return <>{children(stand.betreiber)}</>;
}

/** At the top of a page that shows operator details: the full note when the file is missing. */
export function BetreiberHinweis() {
  const stand = useBetreiberStand();
  return stand.art === 'da' && stand.betreiber === null ? <BetreiberFehlt /> : null;
}

export function BetreiberFehlt() {
  return (
    <div className="warnung">
      <p>
        <strong>Die Angaben des Betreibers fehlen.</strong> Dieser Rechner wurde ohne die
        Einstellung <code>{BETREIBER_EINSTELLUNG}</code> gestartet. Sie nennt die Datei mit Name,
        Anschrift und Kontakt des Betreibers, seiner oder seinem Datenschutzbeauftragten und dem
        Datum der letzten Prüfung der Barrierefreiheit.
      </p>
      <p>
        Solange sie fehlt, kann diese Seite diese Angaben nicht nennen. Der Betreiber muss die
        Einstellung setzen (siehe Anleitung des Servers, Abschnitt „Betreiberangaben“).
      </p>
    </div>
  );
}

/** Name, office and postal address as lines of an address block. */
export function Anschrift({ b }: { b: Betreiber }) {
  return (
    <p>
      {b.name}
      {b.stelle && (
        <>
          <br />
          {b.stelle}
        </>
      )}
      <br />
      {b.anschrift.strasse}
      <br />
      {b.anschrift.plz} {b.anschrift.ort}
    </p>
  );
}

export function Kontakt({ b }: { b: Betreiber }) {
  return (
    <p>
      E-Mail: <a href={`mailto:${b.email}`}>{b.email}</a>
      {b.telefon && (
        <>
          <br />
          Telefon: {b.telefon}
        </>
      )}
    </p>
  );
}

/** 'YYYY-MM-DD' → '01.10.2026' (the operator file's dates are checked at the server's start). */
export function datumDeutsch(iso: string): string {
  const [j, m, t] = iso.split('-');
  return `${t}.${m}.${j}`;
}
