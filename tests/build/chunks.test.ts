// The client build's cut of the browser's script into files (src/build/chunks.ts).

import { describe, expect, test } from 'vitest';
import { clientChunks, clientEntryNames } from '../../src/build/chunks.ts';

describe('clientChunks', () => {
  test('Preact, its hooks and its JSX runtime are one file', () => {
    for (const file of [
      'dist/preact.module.js',
      'hooks/dist/hooks.module.js',
      'jsx-runtime/dist/jsxRuntime.module.js',
    ]) {
      expect(clientChunks(`/site/node_modules/preact/${file}`)).toBe('preact');
    }
  });

  test('everything else is left to Rollup, Preact for signals too', () => {
    for (const id of [
      '/site/node_modules/@preact/signals/dist/signals.module.js',
      '/site/node_modules/@astrojs/preact/dist/client.js',
      '/site/src/components/core/sandbox/Sandbox.tsx',
      '/site/src/engine/day/game.ts',
    ]) {
      expect(clientChunks(id)).toBeNull();
    }
  });
});

describe("Vite's helper for dynamic imports", () => {
  test("is in the file of Starlight's search script, which every page loads before any interaction", () => {
    expect(clientChunks('\0vite/preload-helper.js')).toBe('search');
    expect(
      clientChunks('/site/node_modules/@astrojs/starlight/components/Search.astro?astro&type=script&index=0&lang.ts'),
    ).toBe('search');
    expect(clientChunks('/site/node_modules/@astrojs/starlight/components/Search.astro')).toBeNull();
  });
});

describe('clientEntryNames', () => {
  const name = clientEntryNames('_astro/[name].[hash].js');
  test("a component's script is named for its component", () => {
    expect(name({ name: 'Search.astro_astro_type_script_index_0_lang' })).toBe('_astro/Search.[hash].js');
    expect(name({ name: 'Sandbox.astro_astro_type_script_index_1_lang' })).toBe('_astro/Sandbox-1.[hash].js');
  });
  test('other entries keep their names', () => {
    expect(name({ name: 'page' })).toBe('_astro/page.[hash].js');
    expect(name({ name: 'DaySandbox' })).toBe('_astro/DaySandbox.[hash].js');
  });
});
