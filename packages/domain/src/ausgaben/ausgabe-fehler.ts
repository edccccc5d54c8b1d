/**
 * The faults of an edition file, in German and by JSON path (`grundpreise.zeilen[5].euroProQm[3]`):
 * the check of a file (ausgabe-schema.ts, ausgabe-laden.ts) and the register (ausgaben.ts) report
 * them alike. The lowest module of the editions, so that each of them can name a fault.
 */
/** A JSON path as an operator reads it: `grundpreise.zeilen[5].euroProQm[3]`. */
export function pfadText(pfad: readonly PropertyKey[]): string {
  if (pfad.length === 0) return '(Wurzel)';
  return pfad
    .map((teil, i) =>
      typeof teil === 'number' ? `[${teil}]` : `${i === 0 ? '' : '.'}${String(teil)}`,
    )
    .join('');
}

/** One faulty place of an edition file, in German, naming its JSON path. */
export function fehlerText(pfad: string, text: string): string {
  return `Ungültige Mietspiegel-Ausgabe bei „${pfad}“: ${text}.`;
}

/** An error that lists its problems, one German line each (the message: all of them). */
export class ProblemlistenFehler extends Error {
  readonly probleme: string[];

  constructor(name: string, probleme: string[]) {
    super(probleme.join('\n'));
    this.probleme = probleme;
    this.name = name;
  }
}

/** Thrown by `ladeAusgabe` (ausgabe-laden.ts); `probleme` holds every faulty place (one German line each). */
export class AusgabeFehler extends ProblemlistenFehler {
  constructor(probleme: string[]) {
    super('AusgabeFehler', probleme);
  }
}
