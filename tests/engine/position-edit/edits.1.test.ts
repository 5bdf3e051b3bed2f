// Share 1 of 2 of the position property (property.ts): the games are split between two files so
// that Vitest runs them on both cores. RANDOM_SUITE=deep (npm run test:deep) tries many more starts.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/registry.ts';
import { DEEP, runProperty } from './property.ts';

const STARTS = DEEP ? 600 : 10;

describe('randomly edited positions: a clear message, or legalActions, explain and apply agree', () => {
  for (const manifest of GAMES.filter((_, i) => i % 2 === 1 - 1)) {
    it(
      manifest.game.id,
      () => {
        const tally = runProperty(manifest, STARTS, 43);
        // Both outcomes are reached: the edits make impossible positions and playable ones.
        expect(tally.refused).toBeGreaterThan(0);
        expect(tally.accepted).toBeGreaterThan(STARTS);
      },
      60_000,
    );
  }
});
