// The fast path (step) and what makes it fast: step reaches the state apply reaches over whole
// seeded games (passes, hold hands, hand ends and the game's end included); the face tables agree
// with the pair table; actions are interned, so legalActions, parseAction and canonical hand out
// the same object for the same move; toAct's seat lists are shared; and apply's one legality check
// agrees with legalActions.
import { describe, expect, test } from 'vitest';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import {
  cardIndex,
  DARK_HAND_DECK,
  face,
  facePoints,
  faceRank,
  faceSuit,
  pairTable,
  SHADES,
} from '../../../src/engine/dark-hearts/deck.ts';
import { passAction, playAction } from '../../../src/engine/dark-hearts/actions.ts';
import { canonical, isLegalAction } from '../../../src/engine/dark-hearts/legal.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { rankOf, suitOf } from '../../../src/engine/core/cards.ts';
import { newGame } from './helpers.ts';

/** Plays a whole random game through both paths at once, calling `visit` before each action. */
function bothPaths(
  players: number,
  seed: number,
  visit: (state: DarkHeartsState, seat: number) => void = () => {},
): { stepped: DarkHeartsState; applied: DarkHeartsState; actions: number; hands: number } {
  const random = makeRandom(seed);
  let stepped = newGame({ players }, seed);
  let applied = stepped;
  let actions = 0;
  for (;;) {
    const seats = darkHearts.toAct(applied);
    if (seats.length === 0) break;
    const seat = random.pick(seats);
    visit(applied, seat);
    const action = random.pick(darkHearts.legalActions(applied, seat));
    stepped = darkHearts.step(stepped, seat, action);
    applied = darkHearts.apply(applied, seat, action).state;
    expect(stepped).toEqual(applied);
    actions++;
  }
  return { stepped, applied, actions, hands: applied.handNumber };
}

describe('step, the fast path', () => {
  test.each([
    [3, 11],
    [3, 12],
    [4, 21],
    [4, 22],
  ])(
    'with %i players (seed %i), step reaches the same state as apply after every action of a whole game',
    (players, seed) => {
      const { stepped, applied, actions, hands } = bothPaths(players, seed);
      expect(stepped).toEqual(applied);
      expect(applied.phase).toBe('over');
      // Several hands: passes, hold hands and hand ends were all taken through both paths.
      expect(hands).toBeGreaterThan(4);
      expect(actions).toBeGreaterThan(200);
    },
  );

  test('step builds a new state and leaves its input alone', () => {
    const start = newGame({ players: 4 }, 5);
    const copy = structuredClone(start);
    const seat = darkHearts.toAct(start)[0] as number;
    const next = darkHearts.step(start, seat, darkHearts.legalActions(start, seat)[0]!);
    expect(next).not.toBe(start);
    expect(start).toEqual(copy);
  });
});

describe('the face tables', () => {
  test('agree with the pair table, face by face', () => {
    const pairs = pairTable();
    expect(pairs.map((p) => p.light)).toEqual(DARK_HAND_DECK);
    pairs.forEach(({ light, dark }, i) => {
      expect(cardIndex(light)).toBe(i);
      for (const [shade, f] of [
        ['L', light],
        ['D', dark],
      ] as const) {
        expect(face(light, shade)).toBe(f);
        expect(faceSuit(light, shade)).toBe(suitOf(f));
        expect(faceRank(light, shade)).toBe(rankOf(f) === 1 ? 14 : rankOf(f));
        expect(facePoints(light, shade)).toBe(f === 'QS' ? 13 : suitOf(f) === 'H' ? 1 : 0);
      }
    });
  });

  test('refuse what is not a Dark Hand card, even when its first and last characters are', () => {
    for (const text of ['1C', '1OC', '', 'XX', '4H ', ' 4H', '14H'])
      expect(() => cardIndex(text)).toThrow(/not a Dark Hand card/);
  });
});

describe('interned actions', () => {
  test('legalActions gives the same object for the same move, every time', () => {
    bothPaths(4, 31, (state, seat) => {
      const first = darkHearts.legalActions(state, seat);
      const again = darkHearts.legalActions(state, seat);
      expect(again).toEqual(first);
      again.forEach((action, i) => expect(action).toBe(first[i]));
    });
  });

  test('parseAction, playAction, passAction and canonical agree with legalActions on the object', () => {
    const state = newGame({ players: 4 }, 3);
    const pass = darkHearts.legalActions(state, 0)[7]!;
    expect(pass.type).toBe('pass');
    if (pass.type !== 'pass') return;
    expect(darkHearts.parseAction(darkHearts.formatAction(pass))).toBe(pass);
    expect(passAction([...pass.cards].reverse())).toBe(pass);
    expect(canonical(state, { type: 'pass', cards: [...pass.cards].reverse() })).toBe(pass);
    expect(Object.isFrozen(pass)).toBe(true);
    expect(passAction(pass.cards)?.cards).toBe(pass.cards);
    const card = state.hands[0]![0]!;
    for (const shade of SHADES) {
      const play = playAction(card, shade);
      expect(play).toEqual({ type: 'play', card, shade });
      expect(playAction(card, shade)).toBe(play);
      expect(darkHearts.parseAction(darkHearts.formatAction(play))).toBe(play);
    }
  });

  test('a pass of anything but three different Dark Hand cards is not interned', () => {
    expect(passAction(['2C', '2C', '3C'])).toBeNull();
    expect(passAction(['2C', '3C'])).toBeNull();
    expect(passAction(['2C', '3C', '1Z'])).toBeNull();
  });
});

describe('toAct and the legality check', () => {
  test('toAct hands out shared seat lists', () => {
    const state = newGame({ players: 4 }, 8);
    expect(darkHearts.toAct(state)).toEqual([0, 1, 2, 3]);
    expect(darkHearts.toAct(state)).toBe(darkHearts.toAct(state));
  });

  test('isLegalAction holds for exactly the legal actions among the candidates, in every state of a game', () => {
    const random = makeRandom(4);
    bothPaths(3, 41, (state, seat) => {
      if (random.int(0, 3) !== 0) return;
      const legal = new Set(darkHearts.legalActions(state, seat).map(darkHearts.formatAction));
      for (const candidate of darkHearts.candidateActions(state, seat)) {
        const wanted = canonical(state, candidate);
        expect(isLegalAction(state, seat, wanted)).toBe(legal.has(darkHearts.formatAction(wanted)));
      }
    });
  });
});
