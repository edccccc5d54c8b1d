// The lint's import-cycle check over every import, type-only ones included (issue 28 §2):
// `import-x/no-cycle` (eslint.config.js) follows only the imports Node keeps when it strips the
// types, so `import type` cycles passed it. A cycle of types still ties two modules together
// (neither can be read, moved or tested alone), so none is allowed. Run by `npm run lint`; the
// layers themselves stay in eslint/schichten.js.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'kein-importzyklus',
      severity: 'error',
      comment:
        'Importzyklus (auch über `import type`): eine der Dateien muss die andere nicht kennen (README „Layers“).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // count `import type` and type-only specifiers like every other import
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
