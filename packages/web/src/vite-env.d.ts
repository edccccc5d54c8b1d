// Vite's ambient types: a side-effect import of a stylesheet (`import './styles.css'`) is a
// module that Vite bundles; TypeScript ≥ 6 checks such imports (noUncheckedSideEffectImports).
/// <reference types="vite/client" />
