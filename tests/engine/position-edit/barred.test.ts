// The ruling's kinds of move not allowed now (core/position/barred.ts), every game: a kind a
// newcomer might weigh at this moment, with no legal move, one line each, with explain's reason
// and rule, the same as when such a move is tried. Then, over random moments and every worked
// example's steps, every line names a kind in words, with a rule of the game, and no kind the seat
// may make.

import { describe, expect, it } from 'vitest';
import { barredKinds } from '../../../src/engine/core/position/barred.ts';
import { setUpPosition } from '../../../src/engine/core/position/check.ts';
import type { GameManifest } from '../../../src/engine/core/manifest.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { gameById, GAMES } from '../../../src/engine/registry.ts';
import { exampleStarts, randomStart } from './property.ts';

function barredIn(
  id: string,
  spec: unknown,
  options: unknown = {},
): { words: string; rule: string; message: string }[] {
  const manifest = gameById(id);
  const result = setUpPosition(manifest, spec, options);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join(' '));
  const [seat] = manifest.game.toAct(result.state);
  if (seat === undefined) throw new Error('nobody to act');
  return barredKinds(manifest, result.state, seat).map(({ words, rule, message }) => ({ words, rule, message }));
}

describe('the kinds of move not allowed now', () => {
  it('Day: with a bet to call, checking; after the substitution, substituting; calling, short of chips', () => {
    const barred = barredIn(
      'day',
      { phase: 'bet1', turn: 'B', hands: {}, stacks: { A: 196, B: 1 }, committed: { A: 2, B: 1 }, roundBets: { A: 1 } },
      { players: 2 },
    );
    expect(barred).toEqual([
      { words: 'Check', rule: 'betting', message: 'There is a bet of 1 open: go all in to call it or fold.' },
      { words: 'Call', rule: 'all-in', message: 'Calling 1 would take every chip you have: go all in instead.' },
      {
        words: 'Keep your cards or swap a card',
        rule: 'substitution',
        message: 'Substitution is over: it comes once, before the first round of betting.',
      },
    ]);
  });

  it('Day: in the substitution, the betting moves a newcomer might try, one line for one reason', () => {
    expect(barredIn('day', { phase: 'substitute', hands: {} }, { players: 3 })).toEqual([
      {
        words: 'Check or fold',
        rule: 'substitution',
        message: 'Substitution comes first: swap one card or keep both.',
      },
    ]);
  });

  it('Dawn: holding the rank needed, drawing; without it, playing', () => {
    const hands = { A: ['KS', '9H', '2C'], B: ['QH', '8C', '3S', '6D'], C: ['JC', '10D', '7H'] };
    expect(barredIn('dawn', { hands, pile: ['7S'], turn: 'B' }, { players: 3 })).toEqual([
      { words: 'Draw a card', rule: 'must-play', message: 'You hold a 6, so you must play it rather than draw.' },
      // The cards refused for one sentence share a line.
      {
        words: 'Play the Queen of hearts, the 8 of clubs or the 3 of spades',
        rule: 'one-lower',
        message: 'The next card must be exactly one rank below the 7: play a 6.',
      },
    ]);
    const without = { ...hands, B: ['QH', '8C', '3S'] };
    expect(barredIn('dawn', { hands: without, pile: ['7S'], turn: 'B' }, { players: 3 })).toEqual([
      {
        words: 'Play a card',
        rule: 'one-lower',
        message: 'The next card must be a 6, one rank below the 7. You have none, so you must draw.',
      },
    ]);
  });

  it('Black & Red: with a card to discard, saying go', () => {
    const hands = { A: ['8H', '9H', 'JD', '2D', '6C', '5H', '7H'], B: ['KH', 'QH', '3D', 'JS', '8D', '2H', '9S'] };
    expect(barredIn('black-and-red', { hands, playerOneColour: 'red' })).toEqual([
      {
        words: 'Say go',
        rule: 'go',
        message: 'You can only say go when you have no card you may discard; you must discard if you can.',
      },
    ]);
  });

  it('Dark Hearts: in play, passing; at the pass, playing a card', () => {
    const hands = {
      A: ['L7H', 'LAC', 'L6C', 'L9C'],
      B: ['L4H', 'LKD', 'L9D', 'L2S'],
      C: ['L4D', 'L6S', 'LJS', 'L10C'],
      D: ['LQS', 'L8S', 'L3C', 'LQD'],
    };
    expect(barredIn('dark-hearts', { hand: 2, leader: 'B', hands })).toEqual([
      { words: 'Pass three cards', rule: 'turn-order', message: 'The pass is over: play a card.' },
    ]);
    const suits = ['C', 'D', 'H', 'S'];
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const full = Object.fromEntries(
      ['A', 'B', 'C', 'D'].map((seat, s) => [seat, ranks.map((rank) => `L${rank}${suits[s] ?? ''}`)]),
    );
    expect(barredIn('dark-hearts', { phase: 'pass', hands: full })).toEqual([
      { words: 'Play a card', rule: 'pass', message: 'First everyone passes three cards.' },
    ]);
  });

  it("Dark Hearts: the cards that do not follow suit named by the trick's face alone (issue 43 trial)", () => {
    const hands = {
      A: ['L7H', 'LAC', 'L6C', 'L9C'],
      B: ['L4H', 'LKD', 'L9D'],
      C: ['L4D', 'L6S', 'LJS', 'L10C'],
      D: ['LQS', 'L8S', 'L3C', 'LQD'],
    };
    // B led the Light 2 of spades; C holds spades, so C's other cards are refused.
    const trick = { leader: 'B', shade: 'L', plays: ['L2S'] };
    const follow = barredIn('dark-hearts', { hand: 2, tricks: 9, hands, trick }).filter(
      (line) => line.rule === 'follow-suit',
    );
    // The Light 10 of clubs, whose Dark face is the 3 of spades, has a line of its own saying that
    // face does not count (the players were arguing about it).
    expect(follow.map((line) => line.words)).toEqual(['Play the Light 4 of diamonds', 'Play the Light 10 of clubs']);
    expect(follow[1]?.message).toMatch(
      /Its Dark face, the 3 of spades, is a spade, but does not count in a Light trick\.$/,
    );
  });

  it('DWYN: before the draw, passing; after it, drawing again, and laying out a card that is no body card', () => {
    const hands = { A: ['DWYN', 'CASTLE-4', 'CASTLE-2'], B: ['CASTLE-3', 'CASTLE-5', 'MINER-X'] };
    expect(barredIn('dwyn', { hands }, { players: 2 }).map((line) => [line.words, line.rule])).toEqual([
      ['Pass', 'draw'],
    ]);
    expect(barredIn('dwyn', { stage: 'act', hands }, { players: 2 }).map((line) => [line.words, line.rule])).toEqual([
      ['Draw a card', 'one-action'],
      ['Pass', 'draw'],
      // Each card refused in its own sentence, one line each.
      ['Lay out a DWYN card', 'lay-out'],
      ['Lay out the 4 of Castle', 'lay-out'],
      ['Lay out the 2 of Castle', 'lay-out'],
    ]);
  });

  it('DWYN: a STEAL, the cards of a whole body named as protected, one line each', () => {
    const hands = { A: ['STEAL', 'CASTLE-4', 'CASTLE-2'], B: ['CASTLE-3', 'CASTLE-5', 'MINER-X'] };
    const tableaux = { B: ['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET', 'RUGBY-HEAD'] };
    const steals = barredIn('dwyn', { stage: 'act', hands, tableaux }, { players: 2 }).filter((line) =>
      line.words.startsWith('Take'),
    );
    expect(steals[0]).toEqual({
      words: "Take B's Skull head with a STEAL",
      rule: 'protection',
      message: 'B has the whole Skull body, so the Skull head is protected.',
    });
    expect(steals.map((line) => line.words)).toContain("Take B's Skull feet with a STEAL");
  });

  it('Black & Red: each card that would go over 31 with its own reason, the wrong colour in one sentence naming the cards', () => {
    const hands = { A: ['9H', '4S', '7C', 'KS', '2H', '3D', 'AH'], B: ['KH', 'QH', '3H', 'JS', '8D', '2C', '9S'] };
    const spec = { hands, playerOneColour: 'red', run: ['10H', 'JD', '4D'], lastDiscarder: 'B', turn: 'A' };
    const barred = barredIn('black-and-red', spec);
    expect(barred).toContainEqual({
      words: 'Discard the 9 of hearts',
      rule: 'running-total',
      message: 'The total is 24; the 9 of hearts counts 9, which would take it to 33, over 31.',
    });
    expect(barred.filter((line) => line.rule === 'run-colour')).toEqual([
      {
        words: 'Discard the 4 of spades, the 7 of clubs or the King of spades',
        rule: 'run-colour',
        message: 'This run is red: every discard in it must be red.',
      },
    ]);
  });
});

/** A token of notation, as words.test.ts has it: a card code, a code of capitals with a hyphen, "allin". */
const CODE = /\b(?:\d+[A-Za-z]+|[A-Za-z]+\d+)[A-Za-z0-9]*\b|\b[A-Z]+-[A-Z0-9]+\b|\ballin\b/;

function positionsOf(manifest: GameManifest): { state: unknown; from: string }[] {
  const random = makeRandom(4302);
  const starts = Array.from({ length: 40 }, (_, i) => randomStart(manifest, random, 1 + i));
  return [...starts, ...exampleStarts(manifest)];
}

describe.each(GAMES.map((manifest) => [manifest.game.id, manifest] as const))('%s', (_id, manifest) => {
  it('every kind not allowed now is said in words, with a rule of the game, and none is allowed', () => {
    const { game } = manifest;
    const rules = Object.keys(game.rules);
    const faults: string[] = [];
    let lines = 0;
    for (const { state, from } of positionsOf(manifest)) {
      for (const seat of game.toAct(state)) {
        const legal = game.legalActions(state, seat) as readonly unknown[];
        for (const line of barredKinds(manifest, state, seat)) {
          lines++;
          const at = `${from}: ${line.words} (${line.message})`;
          if (!/^[A-Z][a-z]/.test(line.words) || CODE.test(line.words)) faults.push(`${at}: not in words`);
          if (!rules.includes(line.rule)) faults.push(`${at}: no rule of the game, ${line.rule}`);
          if (!/^[A-Z].*[.!]$/.test(line.message)) faults.push(`${at}: not a sentence`);
          // A card refused is never legal; a kind said whole has no legal move.
          const keys = new Set(legal.map((action) => game.formatAction(action)));
          for (const move of line.moves ?? []) if (keys.has(game.formatAction(move))) faults.push(`${at}: legal`);
          for (const action of line.moves === undefined ? legal : []) {
            const type = (action as { type?: unknown }).type;
            if (typeof type === 'string' && line.kinds.includes(type)) faults.push(`${at}: ${type} is allowed`);
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(0);
    expect(faults.slice(0, 5)).toEqual([]);
  });
});
