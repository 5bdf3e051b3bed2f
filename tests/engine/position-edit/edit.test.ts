// Editing a spec by taps (core/position/edit.ts): a card moves from one place to another or back to
// the stock, onto the top of an ordered place, and a fact is set or left out; the spec it started
// from is never changed.

import { describe, expect, it } from 'vitest';
import { checkPosition } from '../../../src/engine/core/position/check.ts';
import {
  cardsAt,
  factOf,
  moveCard,
  seatLettersOf,
  setFact,
  type CardPlace,
} from '../../../src/engine/core/position/edit.ts';
import { GAMES } from '../../../src/engine/registry.ts';

const HAND_A: CardPlace = { path: ['hands', 'A'], label: "A's hand", holds: 'list' };
const PILE: CardPlace = { path: ['pile'], label: 'the pile', holds: 'list', top: 'last' };
const STOCK: CardPlace = { path: ['stock'], label: "the stock's top cards", holds: 'list', top: 'first' };
const UPCARD: CardPlace = { path: ['upcard'], label: 'the upcard', holds: 'one' };
const SPARE: CardPlace = { path: ['spares', '1'], label: 'the second spare pair', holds: 'list' };

describe('editing a position', () => {
  const spec = Object.freeze({ hands: Object.freeze({ A: Object.freeze(['7S', '8H']) }), stock: ['2C'] });

  it('moves a card between places, onto the top of an ordered one, without changing the spec it came from', () => {
    const onPile = moveCard(spec, '7S', HAND_A, PILE);
    expect(cardsAt(onPile, HAND_A)).toEqual(['8H']);
    expect(cardsAt(onPile, PILE)).toEqual(['7S']);
    const onStock = moveCard(onPile, '8H', HAND_A, STOCK);
    expect(cardsAt(onStock, STOCK)).toEqual(['8H', '2C']);
    expect(cardsAt(spec, HAND_A)).toEqual(['7S', '8H']);
  });

  it('a fact put back to unset leaves out the field it was the last of (a trick with no shade or leader)', () => {
    const shade = { path: ['trick', 'shade'], label: "The trick's shade", kind: 'choice' } as const;
    const set = setFact(spec, shade, 'L');
    expect(factOf(set, shade)).toBe('L');
    expect(setFact(set, shade, undefined)).toEqual(spec);
    // A field with other values keeps them.
    const played = setFact(setFact(spec, { ...shade, path: ['trick', 'plays'] }, ['L2D']), shade, 'D');
    expect(setFact(played, shade, undefined)).toEqual({ ...spec, trick: { plays: ['L2D'] } });
  });

  it('every choice fact that the position may leave out offers that choice, to go back to (issue 43 trial)', () => {
    for (const manifest of GAMES) {
      const { game, position } = manifest;
      const options = game.parseOptions(game.options.defaults);
      const empty = game.emptyPosition(options);
      for (const fact of position.facts(options)) {
        if (fact.kind !== 'choice' || (fact.choices ?? []).includes(undefined)) continue;
        // A choice inside a field the position may leave out (a trick, a duel) must offer leaving it
        // out; a top-level one without that choice (the phase) has a default among its choices.
        expect(factOf(empty, fact) !== undefined || fact.path.length === 1, `${game.id} ${fact.label}`).toBe(true);
      }
    }
  });

  it('takes a card from the stock, puts one back, and leaves a card it cannot find where it is', () => {
    expect(cardsAt(moveCard(spec, 'KD', null, HAND_A), HAND_A)).toEqual(['7S', '8H', 'KD']);
    expect(cardsAt(moveCard(spec, '8H', HAND_A, null), HAND_A)).toEqual(['7S']);
    expect(moveCard(spec, 'QC', HAND_A, PILE)).toBe(spec);
  });

  it('a single card replaced goes back to the stock; a list of lists is reached by its index', () => {
    const up = moveCard(moveCard(spec, '7S', HAND_A, UPCARD), '8H', HAND_A, UPCARD);
    expect(cardsAt(up, UPCARD)).toEqual(['8H']);
    expect(cardsAt(moveCard(up, '8H', UPCARD, null), UPCARD)).toEqual([]);
    const spare = moveCard({ hands: {}, spares: [['AS', '2S']] }, '9D', null, SPARE);
    expect(spare).toEqual({ hands: {}, spares: [['AS', '2S'], ['9D']] });
  });

  it('sets a fact, and leaves it out for the default', () => {
    const turn = { path: ['turn'], label: 'Whose turn', kind: 'choice', choices: ['A', 'B', undefined] } as const;
    const set = setFact(spec, turn, 'B');
    expect(factOf(set, turn)).toBe('B');
    expect('turn' in setFact(set, turn, undefined)).toBe(false);
    expect(factOf(spec, turn)).toBeUndefined();
  });
});

describe('seat letters typed into a seats fact (Day\'s "Who has folded", Black & Red\'s "Who has said go")', () => {
  it('reads letters with or without commas or spaces, in either case', () => {
    for (const typed of ['CD', 'C D', 'c,d', 'C, D', ' cd ', 'c d,'])
      expect(seatLettersOf(typed), typed).toEqual(['C', 'D']);
    expect(seatLettersOf('A')).toEqual(['A']);
    expect(seatLettersOf('')).toEqual([]);
  });

  it('keeps what is not a letter as typed, for the position to refuse', () => {
    expect(seatLettersOf('C 7')).toEqual(['C', '7']);
  });

  it("gives every game's seats facts the same position as the letters given one by one", () => {
    for (const manifest of GAMES) {
      const options = manifest.game.parseOptions({ players: manifest.game.players.max });
      const spec = manifest.game.positionOf(manifest.game.newGame(options, 1));
      for (const fact of manifest.position.facts(options).filter((f) => f.kind === 'seats')) {
        const typed = setFact(spec, fact, seatLettersOf('ab'));
        expect(typed, `${manifest.game.id} ${fact.label}`).toEqual(setFact(spec, fact, ['A', 'B']));
        const problems = checkPosition(manifest, typed, options, 1)
          .map((p) => p.message)
          .join(' ');
        expect(problems, `${manifest.game.id} ${fact.label}`).not.toMatch(/is not a seat/);
      }
    }
  });
});
