// The floor plan of the packages (README „Layers“): which folder may import which. Read by
// eslint.config.js as zones of `import-x/no-restricted-paths`, and by its test
// (eslint/schichten.test.ts).

/**
 * Zones for one package: `schichten` lists its layers, lowest first; each layer is a list of
 * folders or files (relative to `basis`). A file may import from the layers below its own, never
 * from a layer above, and never from another member of its own layer (features do not import
 * each other) – except in the top layer, the composition of the app. No exceptions: an edge
 * that runs up is mended in the code, not allowed here.
 */
export function schichtZonen(basis, schichten) {
  const zonen = [];
  schichten.forEach((schicht, i) => {
    const hoeher = schichten.slice(i + 1).flat();
    for (const ziel of schicht) {
      const oben = i === schichten.length - 1;
      const nachbarn = oben ? [] : schicht.filter((s) => s !== ziel);
      for (const von of [...hoeher, ...nachbarn]) {
        zonen.push({
          target: `${basis}/${ziel}`,
          from: `${basis}/${von}`,
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

// Domain (packages/domain/README.md „Schichten“): the ground (step catalogue, money, dates, small
// value types), the editions, the wire schemas with their types and texts, the input and its
// checks, the calculation, the legal checks; the package's face (index.ts) on top. Each folder is
// imported through its own index.ts (the rule for that is in eslint.config.js).
export const domaenenZonen = schichtZonen('packages/domain/src', [
  ['grundlagen'],
  ['ausgaben'],
  ['schema'],
  ['eingabe'],
  ['berechnung'],
  ['recht'],
  ['schreiben'],
  ['index.ts'],
]);

// Server (README „Layers“), lowest first: what every layer needs (the errors and the answer
// shape, reading an environment variable, limits, HTTP conditions, the edition and operator
// files, the route contracts), then the database and the HTTP guards, sign-in, the features, the
// composed configuration, the routes, and the app with what wraps every request on top.
export const serverZonen = schichtZonen('packages/server/src', [
  // reading an operator's JSON file (editions, operator details; issue 27 §7)
  ['json-datei.ts'],
  [
    'fehler.ts',
    'umgebungsvariablen.ts',
    'begrenzung.ts',
    'http-bedingungen.ts',
    'ausgaben.ts',
    'betreiber.ts',
    'vertrag',
  ],
  ['db', 'http'],
  ['auth'],
  ['geodaten', 'pdf', 'vorlagen'],
  ['konfiguration.ts'],
  ['routes'],
  [
    'app.ts',
    'main.ts',
    'sicherheit.ts',
    'fehlerbehandlung.ts',
    'verbindungsfehler.ts',
    'metriken.ts',
    'abschaltung.ts',
  ],
]);

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
