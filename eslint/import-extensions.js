// Node 24 runs our TypeScript sources by stripping their types, without a loader (docs/adr/0006).
// It takes a relative path as written – no added extension, no directory index – and loads JSON
// only with `with { type: 'json' }`. This rule asks every relative path for the file it names,
// in every package (one rule, also where Vite or Vitest would resolve it), and its fix
// (`npx eslint --fix`) adds the extension of the file that exists and the JSON attribute.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const ENDUNGEN = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function istDatei(pfad) {
  try {
    return statSync(pfad).isFile();
  } catch {
    return false;
  }
}

/** The string literal of `vi.mock('./x')`, `vi.importActual('./x')` and the like. */
function viPfad(aufruf) {
  const { callee, arguments: argumente } = aufruf;
  const istVi =
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'vi';
  return istVi ? argumente[0] : undefined;
}

export default {
  meta: {
    type: 'problem',
    fixable: 'code',
    schema: [],
    messages: {
      endung: 'Relativer Pfad „{{pfad}}“ ohne Dateiendung: Node lädt nur die genannte Datei.',
      json: "JSON-Import ohne `with { type: 'json' }`: Node lädt ihn so nicht.",
    },
  },
  create(context) {
    const ordner = dirname(context.filename);

    function pruefe(literal) {
      if (literal?.type !== 'Literal' || typeof literal.value !== 'string') return;
      const pfad = literal.value;
      if (!/^\.\.?(\/|$)/.test(pfad) || istDatei(resolve(ordner, pfad))) return;
      const endung = ENDUNGEN.find((e) => istDatei(resolve(ordner, pfad + e)));
      context.report({
        node: literal,
        messageId: 'endung',
        data: { pfad },
        fix: endung
          ? (fixer) => fixer.replaceText(literal, literal.raw[0] + pfad + endung + literal.raw[0])
          : null,
      });
    }

    return {
      ImportDeclaration(knoten) {
        pruefe(knoten.source);
        const istJson = /\.json$/.test(knoten.source.value);
        const mitTyp = knoten.attributes.some(
          (a) => (a.key.name ?? a.key.value) === 'type' && a.value.value === 'json',
        );
        if (istJson && !mitTyp) {
          context.report({
            node: knoten.source,
            messageId: 'json',
            fix:
              knoten.attributes.length === 0
                ? (fixer) => fixer.insertTextAfter(knoten.source, " with { type: 'json' }")
                : null,
          });
        }
      },
      ExportAllDeclaration: (knoten) => pruefe(knoten.source),
      ExportNamedDeclaration: (knoten) => pruefe(knoten.source),
      ImportExpression: (knoten) => pruefe(knoten.source),
      TSImportType: (knoten) => pruefe(knoten.argument.literal),
      CallExpression: (knoten) => pruefe(viPfad(knoten)),
    };
  },
};
