// The engine benchmark's bundle (npm run bench:engine), built the way the site's pages are: Rollup
// keeps each module's top-level const, which V8 then folds into the code that reads it. (esbuild's
// one-file bundle wraps every module in a lazy initializer and turns those constants into vars,
// read afresh on every use: 12% more instructions per action for the same engine.) Not minified,
// so that CPU profiles of the bundle name the engine's functions; minifying changes the figures by
// well under 1%. BENCH names the benchmark: engine-bench (the default) or search-bench.
import { defineConfig } from 'vite';

const bench = process.env['BENCH'] ?? 'engine-bench';

export default defineConfig({
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: `tests/bench/${bench}.ts`,
    target: 'node20',
    outDir: 'node_modules/.cache/worked-hands',
    emptyOutDir: false,
    minify: false,
    rollupOptions: { output: { format: 'es', inlineDynamicImports: true, entryFileNames: `${bench}.mjs` } },
  },
});
