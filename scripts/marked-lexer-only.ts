// The app uses marked's lexer only (src/features/chat/markdown-react.tsx builds React elements from
// its tokens), but marked's single ES module ends with its `marked()` API, whose shared instance
// (`new Marked()`) and property assignments (`marked.use = …`) are side effects a bundler must keep,
// and with them the Parser, Renderer, TextRenderer and Marked classes: about a quarter of the library
// (3.3 KB of the chat route's gzip). This build step removes that API from the module, so only what
// the app imports is left and the rest is tree-shaken. The lexer's own code is not touched.
//
// The cut is found by shape, not by position: from the statement that creates the shared instance of
// the class exported as `Marked` to the module's export clause, which is replaced by an export of
// the names kept. If marked's layout ever changes so that either is not found, the build fails here
// rather than shipping something different. The blanked range keeps its newlines and every kept
// character keeps its position, so marked's own source map still holds.
import type { Plugin } from 'vite';

/** The exports the app imports from 'marked' (types are erased and need none). */
export const MARKED_EXPORTS_KEPT = ['Lexer', 'getDefaults'] as const;

const MARKED_MODULE = /[\\/]node_modules[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/;

export function markedLexerOnly(code: string, kept: readonly string[] = MARKED_EXPORTS_KEPT): string {
  const exportClause = /export\s*\{([^}]*)\}\s*;?/g;
  const clauses = [...code.matchAll(exportClause)];
  if (clauses.length !== 1)
    throw new Error(`marked-lexer-only: expected one export clause, found ${clauses.length}`);
  const clause = clauses[0]!;
  const locals = new Map<string, string>();
  for (const specifier of clause[1]!.split(',')) {
    const [local, exported = local] = specifier.trim().split(/\s+as\s+/);
    if (local && exported) locals.set(exported, local);
  }
  const markedClass = locals.get('Marked');
  if (!markedClass) throw new Error('marked-lexer-only: marked no longer exports the Marked class');
  const escaped = markedClass.replace(/\$/g, '\\$');
  const instance = new RegExp(
    `(?:var|let|const)\\s+[\\w$]+\\s*=\\s*new\\s+${escaped}\\s*(?:\\(\\s*\\))?\\s*;`,
  );
  const start = code.search(instance);
  if (start < 0 || start > clause.index) {
    throw new Error('marked-lexer-only: the shared Marked instance was not found before the exports');
  }
  const exports = kept.map((name) => {
    const local = locals.get(name);
    if (!local) throw new Error(`marked-lexer-only: marked no longer exports ${name}`);
    return `${local} as ${name}`;
  });
  const end = clause.index + clause[0].length;
  const blanked = code.slice(start, end).replace(/[^\n]/g, ' ');
  return `${code.slice(0, start)}${blanked}${code.slice(end)}\nexport{${exports.join(',')}};\n`;
}

/** Applies `markedLexerOnly` to marked's module in a production build. */
export function markedLexerOnlyPlugin(): Plugin {
  return {
    name: 'hearth:marked-lexer-only',
    apply: 'build',
    transform: {
      filter: { id: MARKED_MODULE },
      handler(code) {
        // Nothing moved: the previous source map stays valid.
        return { code: markedLexerOnly(code), map: null };
      },
    },
  };
}
