// An example's "Set up from here" (issue 43): the stepper links to the position view with the
// step's record (#play=, the one its "Play on from here" carries), and the view sets up the moment
// that record ends at (src/components/core/position/step-link.ts). For every step of every example:
// the link opens the very position the engine is in after that step, and exactly the steps no
// position can hold (mid-swap, a hand over) say so instead of linking (Frame.noPosition).
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { decodePosition } from '../../src/engine/core/position/share.ts';
import { gameById, GAMES } from '../../src/engine/registry.ts';
import { runExample } from '../../src/examples/runner.ts';
import { exampleMoments } from '../examples/moments.ts';
import { positionOfRecord } from '../../src/components/core/position/step-link.ts';
import { encodeRecord } from '../../src/engine/core/record-write.ts';
import { playFragment } from '../../src/components/core/sandbox/link.ts';

const files = GAMES.flatMap(({ game }) =>
  readdirSync(`content/examples/${game.id}`)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `content/examples/${game.id}/${f}`),
);

describe('an example step opens in the position view at the same moment', () => {
  for (const file of files) {
    test(file, () => {
      const { script, game, options, states } = exampleMoments(file);
      const run = runExample(script);
      run.frames.forEach((frame, i) => {
        const opened = positionOfRecord(game, frame.playOn);
        const at = states[i];
        let expected: unknown;
        try {
          expected = game.positionOf(at);
        } catch {
          expected = undefined;
        }
        if (expected === undefined) {
          expect(frame.noPosition, `${file} step ${i}`).toMatch(/^No position(: it is over| mid-move)$/);
          expect(opened).toHaveProperty('problem');
          return;
        }
        expect(frame.noPosition, `${file} step ${i}`).toBeUndefined();
        if (!('fragment' in opened)) throw new Error(`${file} step ${i}: ${opened.problem}`);
        expect(opened.fragment).toMatch(/^#pos=/);
        const shared = decodePosition(opened.fragment.slice('#pos='.length), game);
        expect(shared.position).toEqual(expected);
        expect(shared.options).toEqual(options);
      });
    });
  }
});

describe('a record that cannot be set up is a sentence, never a throw', () => {
  const { game } = gameById('dawn');
  test('a damaged record', () => {
    expect(positionOfRecord(game, '#play=not-a-record')).toEqual({
      problem: expect.stringMatching(/^This step cannot be set up as a position\. \w/),
    });
  });

  test('a review\'s "Try again" link opens its record', () => {
    const record = encodeRecord(game, { options: {}, seed: 3, seat: 0, actions: [] });
    const fragment = playFragment(record, 4);
    expect(positionOfRecord(game, fragment)).toHaveProperty('fragment');
  });
});
