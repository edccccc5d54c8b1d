/**
 * Live preview beyond the official calculator (issue item 7): the average €/m² from area,
 * Baujahr and Wohnlage alone, as soon as the three are known – clearly marked 'vorläufig'.
 */
import { formatEuroProQm, vorlaeufigeMieteProQm } from '@mietspiegel/domain';
import { useZustand } from '../store/store';

export function Vorschau() {
  const entwurf = useZustand((z) => z.entwurf);
  const cent = vorlaeufigeMieteProQm(entwurf);
  if (cent === null) return null;
  return (
    <p className="vorschau">
      Vorläufige Durchschnittsmiete: <strong>{formatEuroProQm(cent)}</strong> im Monat{' '}
      <span className="hinweis">
        (vorläufig – berücksichtigt bisher nur Wohnfläche, Baujahr und Wohnlage; die übrigen
        Merkmale ändern den Wert noch)
      </span>
    </p>
  );
}
