import { describe, expect, it } from 'vitest';
import { betriebskostenGruppen, fernsehenUmlage } from './betriebskosten-gruppen.ts';
import { betriebskostenPositionen } from './schritte.ts';

describe('Betriebskosten in Gruppen nach § 2 BetrKV (issue 29)', () => {
  it('führt jede der 18 Positionen der Ausgabe genau einmal', () => {
    const ids = betriebskostenGruppen.flatMap((g) => g.ids);
    expect([...ids].sort((a, b) => a - b)).toEqual(betriebskostenPositionen.map((p) => p.id));
    for (const g of betriebskostenGruppen) expect(g.betrKv).toMatch(/^§ 2 Nr\. \d/);
  });

  it('die Positionen mit Fußnote (ids über 14) bilden die letzte Gruppe', () => {
    const mitFussnote = betriebskostenPositionen.filter((p) => p.fussnote).map((p) => p.id);
    expect(betriebskostenGruppen.at(-1)?.ids).toEqual(mitFussnote);
  });

  it('der Hinweis zum Kabelfernsehen nennt Quelle und ist als vorläufig gekennzeichnet', () => {
    expect(fernsehenUmlage.text).toContain('1. Juli 2024');
    expect(fernsehenUmlage.quelle).toContain('§ 2 Nr. 15 BetrKV');
    expect(fernsehenUmlage.vorlaeufig).toBe(true);
  });
});
