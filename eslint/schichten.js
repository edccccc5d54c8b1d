// The floor plan of the packages (README „Layers“): which folder may import which. Read by
// eslint.config.js as zones of `import-x/no-restricted-paths`, and by its test
// (eslint/schichten.test.ts).

/**
 * Zones for one package: `schichten` lists its layers, lowest first; each layer is a list of
 * folders or files (relative to `basis`). A file may import from the layers below its own, never
 * from a layer above, and never from another member of its own layer (features do not import
 * each other) – except in the top layer, the composition of the app. `ausnahmen` names edges allowed for now: `{ ziel: { von: [files in von] } }`.
 */
export function schichtZonen(basis, schichten, ausnahmen = {}) {
  const zonen = [];
  schichten.forEach((schicht, i) => {
    const hoeher = schichten.slice(i + 1).flat();
    for (const ziel of schicht) {
      const oben = i === schichten.length - 1;
      const nachbarn = oben ? [] : schicht.filter((s) => s !== ziel);
      for (const von of [...hoeher, ...nachbarn]) {
        const erlaubt = ausnahmen[ziel]?.[von];
        zonen.push({
          target: `${basis}/${ziel}`,
          from: `${basis}/${von}`,
          ...(erlaubt ? { except: erlaubt } : {}),
          message: nachbarn.includes(von)
            ? `Schichtgrenze: ${ziel} und ${von} sind Nachbarn derselben Schicht (README „Layers“).`
            : `Schichtgrenze: ${ziel} liegt unter ${von} (README „Layers“).`,
        });
      }
    }
  });
  return zonen;
}

/** Between the packages: the domain imports neither server nor web; they talk over HTTP only. */
export const paketZonen = [
  {
    target: 'packages/domain/src',
    from: ['packages/server', 'packages/web', 'packages/e2e'],
    message: 'Die Domäne importiert weder Server noch Web.',
  },
  {
    target: 'packages/server/src',
    from: ['packages/web', 'packages/e2e'],
    message: 'Der Server importiert nichts aus der Web-App.',
  },
  {
    target: 'packages/web/src',
    from: ['packages/server', 'packages/e2e'],
    message: 'Die Web-App spricht mit dem Server nur über HTTP.',
  },
];

// Server: shared HTTP guards and the database at the bottom, then sign-in and sessions, then the
// features, then the routes, then the composition of the app. The files directly in src/
// (config, errors, security headers, limits) are shared infrastructure and not layered yet.
export const serverZonen = schichtZonen(
  'packages/server/src',
  [['db', 'http'], ['auth'], ['geodaten', 'pdf', 'vorlagen'], ['routes'], ['app.ts', 'main.ts']],
  {
    // Allowed for now: the OpenAPI/contract layer (routes/openapi.ts `nurDokumentiert`,
    // routes/schemas.ts) is being replaced by one contract per route (issue 19 §1); the
    // replacement removes these edges, then the exceptions go.
    auth: { routes: ['./openapi.ts'] },
    vorlagen: { routes: ['./openapi.ts', './schemas.ts'] },
  },
);

// Web (bulletproof-react's shared → features → app): shared helpers and the one API client,
// notifications (benachrichtigungen), the store, then the wizard, the other pages (seiten) and the template pages, and the
// app frame with the entry files on top.
export const webZonen = schichtZonen('packages/web/src', [
  ['lib', 'api'],
  ['benachrichtigungen'],
  ['store'],
  ['wizard'],
  ['seiten'],
  ['vorlagen'],
  ['app', 'main.tsx', 'Wurzel.tsx', 'vorrendern.tsx'],
]);
