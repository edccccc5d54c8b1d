// issue 29: a route's code loaded ahead renders without suspending, so React hydrates the
// prerendered page in one pass (a suspended boundary was replaced by "Seite wird geladen …").
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ladbar } from './ladbar.ts';

const Seite = () => <p>Seite</p>;

describe('ladbar', () => {
  const html = (K: ReturnType<typeof ladbar>) =>
    renderToString(
      <Suspense fallback={<p>lädt</p>}>
        <K />
      </Suspense>,
    );

  it('vorgeladen rendert die Komponente beim ersten Mal sofort, sonst die Ersatzanzeige', async () => {
    expect(html(ladbar(() => Promise.resolve({ default: Seite })))).toContain('lädt');
    const K = ladbar(() => Promise.resolve({ default: Seite }));
    await K.vorladen();
    expect(html(K)).toContain('<p>Seite</p>');
  });

  it('ein fehlgeschlagenes Laden darf erneut versucht werden', async () => {
    let versuche = 0;
    const K = ladbar(() =>
      ++versuche === 1 ? Promise.reject(new Error('Netz')) : Promise.resolve({ default: Seite }),
    );
    await expect(K.vorladen()).rejects.toThrow('Netz');
    await K.vorladen();
    expect(versuche).toBe(2);
  });
});
