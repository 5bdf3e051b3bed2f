// A Vite plugin: our dynamic imports (the bots, the strong bot's client, the setup form, the quiz,
// share links) load their own chunk and nothing else, because module preloading is off and none
// of them brings CSS of its own. Vite still wraps each in its preload helper, 0.7 KB gzipped on
// every game page, which then preloads nothing. This replaces the helper with a plain call. The
// build fails if a dynamic import ever does come with something to preload (CSS), which the plain
// call would not load.

import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';
/** The helper's call with a non-empty list of files to preload, in the built (minified) code. */
const WITH_DEPS = /\(\)\s*=>\s*import\(\s*["'`][^"'`]+["'`]\s*\)\s*,\s*\[\s*["'`]/;

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
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && WITH_DEPS.test(file.code)) {
          this.error(
            `${file.fileName}: a dynamic import comes with files to preload (CSS?), which this build does not load.`,
          );
        }
      }
    },
  };
}
