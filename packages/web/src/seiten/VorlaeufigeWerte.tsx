/**
 * Notice of the provisional figures a result uses (berechnungsregeln.md: provisional tables must
 * be named where a user sees their values); the texts come from the domain (`vorlaeufigeWerte`,
 * `vorlaeufigeTabellen`), which reads the edition's `status`. Nothing when there are none.
 */
export function VorlaeufigeWerte({
  hinweise,
  titel = 'Vorläufige Werte in dieser Berechnung',
}: {
  hinweise: readonly string[];
  titel?: string;
}) {
  if (hinweise.length === 0) return null;
  return (
    <section className="warnung" aria-label={titel}>
      <h2>{titel}</h2>
      <ul>
        {hinweise.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
    </section>
  );
}
