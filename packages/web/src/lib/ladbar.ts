/**
 * A lazily loaded component that can also be loaded ahead (issue 29 "Speed"): main.tsx loads the
 * code of the prerendered route before React hydrates it. Once loaded, the component's factory
 * answers synchronously (a thenable that calls back at once, which React.lazy reads as resolved),
 * so React hydrates the route's markup in the same pass instead of suspending: a boundary still
 * waiting for its code when the app's first update (environmentInfo) arrives would be thrown away
 * and rendered anew – the prerendered page replaced by "Seite wird geladen …".
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export type Ladbar<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  vorladen(): Promise<unknown>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function ladbar<T extends ComponentType<any>>(
  laden: () => Promise<{ default: T }>,
): Ladbar<T> {
  let modul: { default: T } | undefined;
  let laufend: Promise<{ default: T }> | undefined;
  const vorladen = () =>
    (laufend ??= laden().then(
      (m) => (modul = m),
      (e: unknown) => {
        laufend = undefined; // a failed load may be tried again
        throw e;
      },
    ));
  const Komponente = lazy<T>(() =>
    modul
      ? // resolved at once: React.lazy takes the module without suspending
        ({ then: (fertig: (m: { default: T }) => void) => fertig(modul!) } as unknown as Promise<{
          default: T;
        }>)
      : vorladen(),
  );
  return Object.assign(Komponente, { vorladen });
}
