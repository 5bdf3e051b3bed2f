// A Vite plugin: our dynamic imports (the bots, the strong bot's client, the setup form, the quiz,
// share links) load their own chunk and nothing else, because module preloading is off and none
// of them brings CSS of its own. Vite still wraps each in its preload helper, which then preloads
// nothing, in a chunk of its own that every page loads and most chunks import. This calls each
// import directly where Vite wrapped it, and drops the helper's chunk: its request, and about 250
// bytes gzipped of a game page's script in its file and the imports of it.
//
// The wrapping is undone before minification, in each chunk as Rollup renders it, where the helper
// still has the one name Vite gives it (`__vitePreload`): no other name can be mistaken for it.
// The build fails if a dynamic import ever does need CSS loaded with it (the wrapper would have
// loaded it), or if a wrapper is left that this does not know how to undo.

import type { Plugin, Rollup } from 'vite';

const HELPER = '\0vite/preload-helper.js';
const CALL = '__vitePreload(';
/** What Vite writes after the loader in its wrapper: the files to preload, chosen later. */
const DEPS =
  /\s*,\s*(?:__VITE_IS_MODERN__|true|false)\s*\?\s*__VITE_PRELOAD__\s*:\s*void 0\s*(?:,\s*import\.meta\.url\s*)?\)/g;

export function plainDynamicImports(): Plugin {
  return {
    name: 'worked-hands:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === HELPER ? id : null;
    },
    load(id) {
      if (id !== HELPER) return null;
      return { code: 'export const __vitePreload = (load) => load();', moduleSideEffects: false };
    },
    renderChunk(code, chunk, _options, meta) {
      // The helper's file name as the chunks import it now (Rollup fills in the hashes later).
      const helper = Object.values(meta.chunks).find(isHelper);
      if (!helper || isHelper(chunk)) return null;
      const unwrapped = unwrapPreloads(code, helper.fileName.split('/').pop() as string);
      if (unwrapped === null) {
        const at = code.indexOf('__vitePreload');
        this.error(
          `${chunk.fileName} calls Vite's preload helper in a way src/build/plain-dynamic-imports.ts cannot undo: ${code.slice(at, at + 160)}`,
        );
      }
      return unwrapped === code ? null : { code: unwrapped, map: null };
    },
    generateBundle(_options, bundle) {
      // The server's build wraps nothing (its imports are never preloaded) and loads no CSS.
      if (this.environment.config.consumer !== 'client') return;
      const css = cssLoadedWithDynamicImports(bundle);
      if (css !== null) this.error(css);
      const helper = Object.values(bundle).find((file) => file.type === 'chunk' && isHelper(file));
      if (!helper) return;
      const name = helper.fileName.split('/').pop() as string;
      const still = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file !== helper && file.code.includes(name),
      );
      if (still) this.error(`${still.fileName} still imports Vite's preload helper.`);
      delete bundle[helper.fileName];
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.imports = file.imports.filter((f) => f !== helper.fileName);
      }
    },
  };
}

function isHelper(chunk: { readonly moduleIds: readonly string[] }): boolean {
  return chunk.moduleIds.length === 1 && chunk.moduleIds[0] === HELPER;
}

/**
 * `code` with every `__vitePreload(loader, deps)` replaced by `(loader)()`, and its imports of the
 * helper's file (`helperName`) removed; null when a call to the helper is left.
 */
export function unwrapPreloads(code: string, helperName: string): string | null {
  const file = helperName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let out = code
    .replace(new RegExp(`import\\s*\\{\\s*_\\s+as\\s+__vitePreload\\s*\\}\\s*from\\s*(['"])\\./${file}\\1;?`, 'g'), '')
    .replace(new RegExp(`import\\s*(['"])\\./${file}\\1;?`, 'g'), '');
  for (let at = out.indexOf(CALL); at >= 0; at = out.indexOf(CALL, at)) {
    DEPS.lastIndex = at + CALL.length;
    const deps = DEPS.exec(out);
    if (!deps) return null;
    const loader = out.slice(at + CALL.length, deps.index);
    out = `${out.slice(0, at)}(${loader})()${out.slice(deps.index + deps[0].length)}`;
  }
  return out.includes('__vitePreload') ? null : out;
}

/**
 * A dynamically imported chunk that brings CSS (its own or its static imports'): the preload
 * helper would have loaded it, a plain import does not. Null when there is none.
 */
function cssLoadedWithDynamicImports(bundle: Rollup.OutputBundle): string | null {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const cssOf = (fileName: string, seen: Set<string>): string[] => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return [];
    seen.add(fileName);
    const own = [...(chunk.viteMetadata?.importedCss ?? [])];
    return [...own, ...chunk.imports.flatMap((f) => cssOf(f, seen))];
  };
  for (const chunk of chunks.values()) {
    // What the importing chunk already loaded is there before the dynamic import runs.
    const loaded = new Set(cssOf(chunk.fileName, new Set()));
    for (const target of chunk.dynamicImports) {
      const missing = cssOf(target, new Set()).filter((css) => !loaded.has(css));
      if (missing.length > 0) {
        return `${chunk.fileName}: its dynamic import of ${target} needs ${missing.join(', ')}, which this build does not load (src/build/plain-dynamic-imports.ts).`;
      }
    }
  }
  return null;
}
