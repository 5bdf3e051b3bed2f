// The showdown's picture (showdownLayout in src/engine/day/page.ts, drawn by
// components/day/ShowdownPicture.astro): it is A's hand in the original's example game, and the
// engine still reads it as the caption tells it, a Consecutive with the Crown as a 6 and the
// dealer's 9 left out.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { showdownLayout } from '../../../src/engine/day/page.ts';

describe("Day's showdown picture", () => {
  const { hole, community, result } = showdownLayout();

  test("is A's hand in the original's example, with the final card laid last", () => {
    const example = parse(readFileSync('content/examples/day/source-example.yaml', 'utf8')) as {
      position: { hands: { A: string[] }; community: string[]; deck: string[] };
    };
    expect(hole).toEqual(example.position.hands.A);
    expect(community).toEqual([...example.position.community, example.position.deck[0]]);
  });

  test('reads as a Consecutive, 4-5-6-7, with the Crown as a 6, framing every card but the 9', () => {
    expect(result.condition).toBe('consecutive');
    expect(result.points).toBe(4);
    expect(result.label).toBe('Consecutive: 4-5-6-7');
    expect(result.crown).toMatchObject({ as: 'card', rank: 6 });
    expect([...result.cards].sort()).toEqual(['4R', '5S', '7Rn', 'Crown']);
  });
});
