/**
 * The letters of issue 30 §1 (ADR 0026): whether one is offered for the facts of a check
 * (`schreibenAngebot`), the letter itself (`erstelleSchreiben`) and its plain text for e-mail
 * (`schreibenAlsText`). The page, the plain text and the PDF all show this one `Schreiben`.
 */
import { antwortAngebot, antwortInhalt } from './antwort-mieterhoehung.ts';
import { pruefeSchreibenAngaben } from './angaben.ts';
import { verlangenAngebot, verlangenInhalt } from './mieterhoehungsverlangen.ts';
import { rahme, type Inhalt } from './rahmen.ts';
import { ruegeAngebot, ruegeInhalt } from './ruege-mietpreisbremse.ts';
import type {
  Schreiben,
  SchreibenAngaben,
  SchreibenAngebot,
  SchreibenArt,
  SchreibenErgebnis,
  SchreibenFakten,
} from './typen.ts';

const arten: Record<
  SchreibenArt,
  {
    angebot: (f: SchreibenFakten) => SchreibenAngebot;
    inhalt: (
      f: SchreibenFakten,
      a: SchreibenAngaben,
    ) => { ok: true; inhalt: Inhalt } | { ok: false; grund: string };
  }
> = {
  'antwort-mieterhoehung': { angebot: antwortAngebot, inhalt: antwortInhalt },
  'ruege-mietpreisbremse': { angebot: ruegeAngebot, inhalt: ruegeInhalt },
  mieterhoehungsverlangen: { angebot: verlangenAngebot, inhalt: verlangenInhalt },
};

/** Whether the facts allow this letter, and for the answer which variants. */
export function schreibenAngebot(art: SchreibenArt, fakten: SchreibenFakten): SchreibenAngebot {
  return arten[art].angebot(fakten);
}

/** The letter, or why not (the offer's reason, or the first message on the user's fields). */
export function erstelleSchreiben(
  art: SchreibenArt,
  fakten: SchreibenFakten,
  angaben: SchreibenAngaben,
): SchreibenErgebnis {
  const angebot = schreibenAngebot(art, fakten);
  if (!angebot.angeboten) return { ok: false, grund: angebot.grund };
  const fehler = pruefeSchreibenAngaben(art, angaben);
  if (fehler[0]) return { ok: false, grund: fehler[0].meldung };
  const r = arten[art].inhalt(fakten, angaben);
  if (!r.ok) return r;
  const schreiben = rahme(art, angaben, r.inhalt);
  // the edition's sentence (e.g. a Mietspiegel outdated for that day, issue 26 §4): not for the
  // answer to a void demand, which uses no Mietspiegel figure
  if (fakten.ausgabeHinweis && angaben.variante !== 'unwirksam')
    schreiben.hinweise.push(fakten.ausgabeHinweis);
  return { ok: true, schreiben };
}

/**
 * The letter as plain text (for e-mail): sender, recipient, place and date, subject, body,
 * greeting, enclosures and the template line. The notes for the user are not part of it.
 */
export function schreibenAlsText(s: Schreiben): string {
  const teile: string[] = [
    s.absender.join('\n'),
    s.empfaenger.join('\n'),
    s.ortDatum,
    s.betreff,
    s.anrede,
    ...s.absaetze.map((a) =>
      a.art === 'text' ? a.text : a.punkte.map((p) => `– ${p}`).join('\n'),
    ),
    `${s.grussformel}\n\n\n${s.unterschrift}`,
  ];
  if (s.anlagen.length > 0)
    teile.push(
      `Anlage${s.anlagen.length > 1 ? 'n' : ''}:\n${s.anlagen.map((a) => `– ${a}`).join('\n')}`,
    );
  teile.push(`(${s.musterHinweis})`);
  return `${teile.join('\n\n')}\n`;
}
