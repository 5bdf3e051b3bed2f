// The build's plain dynamic imports (src/build/plain-dynamic-imports.ts): Vite's preload wrappers
// are undone in a chunk as Rollup renders it, and its imports of the helper's file go; anything
// else calling the helper is reported rather than left to fail in the browser.
import { describe, expect, test } from 'vitest';
import { unwrapPreloads } from '../../src/build/plain-dynamic-imports.ts';

const HELPER = 'preload-helper.!~{00F}~.js';

describe('unwrapPreloads', () => {
  test('calls a wrapped import directly and drops the import of the helper', () => {
    const chunk = [
      `import { _ as __vitePreload } from './${HELPER}';`,
      `import { h } from './preact.js';`,
      `const bot = () => __vitePreload(() => import('./bot.js'),__VITE_IS_MODERN__?__VITE_PRELOAD__:void 0);`,
      `const form = () => __vitePreload(() => import("./form.js"), true ? __VITE_PRELOAD__ : void 0, import.meta.url);`,
    ].join('\n');
    expect(unwrapPreloads(chunk, HELPER)).toBe(
      [
        '',
        `import { h } from './preact.js';`,
        `const bot = () => (() => import('./bot.js'))();`,
        `const form = () => (() => import("./form.js"))();`,
      ].join('\n'),
    );
  });

  test('calls the async form, which destructures what it imports, in place', () => {
    const chunk = `const { PagefindUI } = await __vitePreload(async () => { const {PagefindUI} = await import('./ui-core.js');return { PagefindUI }},__VITE_IS_MODERN__?__VITE_PRELOAD__:void 0);`;
    expect(unwrapPreloads(chunk, HELPER)).toBe(
      `const { PagefindUI } = await (async () => { const {PagefindUI} = await import('./ui-core.js');return { PagefindUI }})();`,
    );
  });

  test("drops a facade's bare import of the helper and leaves other chunks alone", () => {
    expect(unwrapPreloads(`import './a.js';import "./${HELPER}";export { b as default } from './b.js';`, HELPER)).toBe(
      `import './a.js';export { b as default } from './b.js';`,
    );
    const plain = `import { x } from './x.js'; export const y = () => import('./y.js');`;
    expect(unwrapPreloads(plain, HELPER)).toBe(plain);
  });

  test('reports a call to the helper it cannot undo', () => {
    expect(unwrapPreloads(`__vitePreload(() => import('./a.js'), ['a.css']);`, HELPER)).toBeNull();
    expect(unwrapPreloads(`const load = __vitePreload;`, HELPER)).toBeNull();
  });
});
