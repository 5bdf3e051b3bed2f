// How the browser's script is cut into files (Rollup's manualChunks, for the client build only:
// astro.config.mjs). Preact, its hooks and its JSX runtime are one file: every island needs all
// three, and Rollup made three of them, each gzipped on its own (6.1 KB; 5.4 as one).
//
// Tried at issue 41 and left: files by game and by the parts that need them (the game's engine and
// controls as one, the core's sandbox as one...) took the sandbox from 22 files to 9 but saved only
// 0.1 to 0.6 KB, and each part then loaded more of what it does not use (the quiz and the position
// view 4 to 6 KB more). What a part loads is its own code, not the number of its files.

/** Rollup's output.manualChunks for the client build. */
export function clientChunks(id: string): string | null {
  return /\/node_modules\/preact\//.test(id) ? 'preact' : null;
}
