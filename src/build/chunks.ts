// How the browser's script is cut into files (Rollup's manualChunks, for the client build only:
// astro.config.mjs). Preact, its hooks and its JSX runtime are one file: every island needs all
// three, and Rollup made three of them, each gzipped on its own (6.1 KB; 5.4 as one).
//
// Tried at issue 41 and left: files by game and by the parts that need them (the game's engine and
// controls as one, the core's sandbox as one...) took the sandbox from 22 files to 9 but saved only
// 0.1 to 0.6 KB, and each part then loaded more of what it does not use (the quiz and the position
// view 4 to 6 KB more). What a part loads is its own code, not the number of its files.

/** Starlight's search button's script, which every page with a header loads before any interaction. */
const SEARCH_SCRIPT = /\/@astrojs\/starlight\/components\/Search\.astro\?/;

/**
 * Rollup's output.manualChunks for the client build. Vite's helper for dynamic imports goes in the
 * file of Starlight's search script, the one script of the page's first load that uses it (for
 * Pagefind's interface): on its own it was one more file before any interaction, 0.68 KB gzipped,
 * which took a game page from 5.4 KB to 5.8 (issue 42: "does not grow"). The parts that load later
 * import it from there, a file the page has already.
 */
export function clientChunks(id: string): string | null {
  if (/\/node_modules\/preact\//.test(id)) return 'preact';
  if (id.includes('vite/preload-helper') || SEARCH_SCRIPT.test(id)) return 'search';
  return null;
}

/**
 * Rollup's output.entryFileNames for the client build, from Astro's pattern: a component's script
 * named for its component ("Search.<hash>.js", not "Search.astro_astro_type_script_index_0_lang…"),
 * since every file that imports the helper above names the file it is in.
 */
export function clientEntryNames(pattern: string): (chunk: { readonly name: string }) => string {
  return (chunk) =>
    pattern.replace(
      '[name]',
      chunk.name.replace(/\.astro_astro_type_script_index_(\d+)_lang$/, (_, n: string) => (n === '0' ? '' : `-${n}`)),
    );
}
