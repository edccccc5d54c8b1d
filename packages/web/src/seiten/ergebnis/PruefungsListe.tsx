/** "Was möchten Sie prüfen?" – the short list of the optional checks on the results page. */
import { useId } from 'react';
import { pruefungen } from './pruefungen.ts';

export function PruefungsListe() {
  const id = useId();
  return (
    <nav aria-labelledby={`${id}-titel`} className="pruefungsliste">
      <h2 id={`${id}-titel`}>Was möchten Sie prüfen?</h2>
      <ul>
        {pruefungen.map((p) => (
          <li key={p.id}>
            <a href={`#${p.pfad}`}>{p.titel}</a>
            <span className="hinweis"> – {p.frage}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
