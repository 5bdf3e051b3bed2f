// The engine benchmark's bundle (npm run bench:engine), built the way the site's pages are: Rollup
// keeps each module's top-level const, which V8 then folds into the code that reads it. (esbuild's
// one-file bundle wraps every module in a lazy initializer and turns those constants into vars,
// read afresh on every use: 12% more instructions per action for the same engine.) Not minified,
// so that CPU profiles of the bundle name the engine's functions; minifying changes the figures by
// well under 1%. BENCH names the benchmark: engine-bench (the default) or search-bench; BENCH_OUT,
// when set, names the bundle's file instead (two builds at once must not write the same file).
import { defineConfig } from 'vite';

const bench = process.env['BENCH'] ?? 'engine-bench';
const out = process.env['BENCH_OUT'] ?? bench;

export default defineConfig({
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: `tests/bench/${bench}.ts`,
    target: 'node20',
    outDir: 'node_modules/.cache/worked-hands',
    emptyOutDir: false,
    minify: false,
    rollupOptions: { output: { format: 'es', inlineDynamicImports: true, entryFileNames: `${out}.mjs` } },
  },
});
