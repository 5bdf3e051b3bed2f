// The client build's cut of the browser's script into files (src/build/chunks.ts).

import { describe, expect, test } from 'vitest';
import { clientChunks } from '../../src/build/chunks.ts';

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
