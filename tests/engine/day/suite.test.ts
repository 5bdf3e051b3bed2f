// The shared suites on the Day manifest, which is not registered yet (the page comes first):
// contractSuite, and seeded random games through playRandomGame for 2, 3, 6 and 8 players and for
// each option variant, planned as the registry's random-game suite plans them.
import { describe, expect, test } from 'vitest';
import { DAY } from '../../../src/engine/day/manifest.ts';
import { contractSuite } from '../suite/contract.ts';
import { playRandomGame, type Plan } from '../suite/random-game.ts';
import { optionVariants } from '../../../src/engine/core/option-lists.ts';
import type { Variant } from '../../../src/engine/core/option-lists.ts';

contractSuite(DAY);

const GAMES = Number(process.env['DAY_RANDOM_GAMES'] ?? 200);

function plan(i: number): Plan {
  return { cap: DAY.suite.cap, checkEvery: i % 100 === 0 ? 1 : 50, everySeat: i % 100 === 0, replay: i % 10 === 0 };
}

function play(variant: Variant, games: number, first: number): void {
  let longest = 0;
  let total = 0;
  for (let i = 0; i < games; i++) {
    const played = playRandomGame(DAY.game, variant, first + i, plan(i));
    longest = Math.max(longest, played.actions);
    total += played.actions;
  }
  console.log(`day ${variant.name}: ${games} games, mean ${(total / games).toFixed(0)} actions, longest ${longest}`);
  expect(longest).toBeLessThan(DAY.suite.cap);
}

describe('day random games', () => {
  const variants = optionVariants(DAY.game.options);
  for (const players of [2, 3, 6, 8]) {
    const variant = variants.find((v) => v.option === null && v.players === players);
    if (variant === undefined) throw new Error(`no ${players}-player variant`);
    test(variant.name, () => play(variant, GAMES, players * 1_000_000), 600_000);
  }
  test('every option variant', () => {
    for (const variant of variants.filter((v) => v.option !== null)) play(variant, Math.ceil(GAMES / 10), 500_000);
  }, 600_000);
});
