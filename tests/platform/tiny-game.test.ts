// A new game needs no change outside its folder and its manifest entry. Tiny (tests/fixtures/tiny-game)
// is a game of its own, with its own deck and one option, registered here only: the example runner,
// the contract checks, the random-game suite and the option parser all take it as they take the
// site's games, through its manifest alone.
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/registry.ts';
import { runExample } from '../../src/examples/runner.ts';
import { ExampleError, parseExampleFile } from '../../src/examples/script.ts';
import { contractSuite } from '../engine/suite/contract.ts';
import { randomSuite } from '../engine/suite/random-suite.ts';
import { TINY } from '../fixtures/tiny-game/manifest.ts';
import { optionFields, optionVariants } from '../../src/engine/core/option-lists.ts';

const REGISTRY = [...GAMES, TINY];
const FILE = 'content/examples/tiny/follow.yaml';
const SCRIPT = `title: Following the top card
intro: A follows the 3 of Stars; B must follow in turn.
options: { players: 2 }
position:
  hands: { A: [1S, 4W], B: [2S, 5W, 6W] }
  pile: [3S]
  stock: [6S]
steps:
  - seat: A
    action: 1S
    say: A follows by suit.
    rule: follow
    expect: { turn: B, pile: [3S, 1S], hand.A: [4W], legal: [2S] }
  - seat: B
    action: 2S
    say: B follows with the 2 of Stars.
    rule: follow
    expect: { turn: A, handSize.B: 2, holds.B.S: false }
  - seat: A
    action: draw
    say: A holds nothing of Stars and no 2, so A draws.
    rule: draw
    expect: { hand.A: [4W, 6S], stock: 5, turn: B, events: [draw] }
`;

describe('the example runner', () => {
  test('replays an example of the new game, checking its own probes and the common ones', () => {
    const run = runExample(parseExampleFile(SCRIPT, FILE), REGISTRY);
    expect(run.game).toBe('tiny');
    expect(run.frames.map((f) => f.rule)).toEqual([null, 'follow', 'follow', 'draw']);
    expect(run.frames[3]?.events.map((e) => e.text)).toEqual(['A draws the 6 of Stars.']);
  });

  test('an illegal step names the file, the step and the rule', () => {
    const bad = SCRIPT.replace('action: 1S', 'action: 4W');
    expect(() => runExample(parseExampleFile(bad, FILE), REGISTRY)).toThrow(ExampleError);
    expect(() => runExample(parseExampleFile(bad, FILE), REGISTRY)).toThrow(
      /^content\/examples\/tiny\/follow\.yaml: step 1 \(A: 4W\): .*top card’s suit or number.*\[rule follow\]/,
    );
  });

  test('the site registry does not know it', () => {
    expect(() => runExample(parseExampleFile(SCRIPT, FILE))).toThrow(/No game called "tiny"; known games: dawn/);
  });
});

describe('the option parser', () => {
  const options = TINY.game.options;

  test('defaults, a bad value, an unknown option', () => {
    expect(TINY.game.parseOptions({})).toEqual({ players: 2, direction: 'clockwise' });
    expect(() => TINY.game.parseOptions({ direction: 'sideways' })).toThrow(
      'Option direction must be one of clockwise, anticlockwise, not sideways.',
    );
    expect(() => TINY.game.parseOptions({ players: 4 })).toThrow('Tiny is for 2 or 3 players, not 4.');
    expect(() => TINY.game.parseOptions({ jokers: true })).toThrow('Tiny has no option "jokers".');
  });

  test('the variants play every player count and every value of the option', () => {
    expect(optionVariants(options).map((v) => v.name)).toEqual([
      '2 players',
      '3 players',
      '2 players, direction anticlockwise',
    ]);
    expect(optionFields(options).map((f) => f.key)).toEqual(['players', 'direction']);
  });

  test('the option changes the play: anticlockwise, A is followed by C', () => {
    const start = TINY.game.newGame(TINY.game.parseOptions({ players: 3, direction: 'anticlockwise' }), 4);
    const [action] = TINY.game.legalActions(start, 0);
    expect(TINY.game.toAct(TINY.game.apply(start, 0, action).state)).toEqual([2]);
  });
});

contractSuite(TINY);
// Tiny only shows that the suite takes a new game: a few seconds of its games are plenty.
randomSuite([TINY], 0, 1, 3);
