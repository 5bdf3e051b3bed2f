// Trick play: the first lead (first-lead), no points on the first trick (first-trick-no-points), the leader's shade
// (choose-shade), following by the face in the trick's shade (follow-suit), the winner (trick-winner), and turn order.
import { describe, expect, test } from 'vitest';
import { DARK_HAND_DECK, face, faceSuit } from '../../../src/engine/dark-hearts/deck.ts';
import { darkHearts, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { DARK_2_CLUBS, DARK_3_CLUBS } from '../../../src/engine/dark-hearts/legal.ts';
import { DARK_HEARTS_LEGAL } from '../../../src/engine/dark-hearts/legal-reasons.ts';
import {
  A,
  act,
  B,
  C,
  card,
  D,
  kinds,
  legal,
  newGame,
  ofKind,
  passFirstThree,
  position,
  refused,
  run,
  why,
} from './helpers.ts';

describe('the first lead (first-lead)', () => {
  test('after the pass, the holder of the Dark 2 of clubs leads it as Dark: it is the only legal action', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { state, events } = passFirstThree(newGame({}, seed));
      const holder = state.hands.findIndex((h) => h.includes(DARK_2_CLUBS));
      expect(state.phase).toBe('play');
      expect(state.leader).toBe(holder);
      expect(darkHearts.toAct(state)).toEqual([holder]);
      expect(legal(state, holder)).toEqual(['D2C']);
      for (let seat = 0; seat < 4; seat++) if (seat !== holder) expect(legal(state, seat)).toEqual([]);
      expect(events[events.length - 1]).toEqual({
        kind: 'first-leader',
        rule: 'first-lead',
        seat: holder,
        cards: [DARK_2_CLUBS],
      });
    }
  });

  test('the card is the Light 8 of diamonds: leading it as Light is refused under first-lead', () => {
    const { state } = passFirstThree(newGame({}, 7));
    const holder = state.leader;
    expect(why(state, holder, 'L8D')).toEqual({
      rule: 'first-lead',
      message: 'The first trick is Dark: lead the Dark 2 of clubs as Dark.',
    });
    const other = (state.hands[holder] ?? []).find((c) => c !== DARK_2_CLUBS) as string;
    for (const text of [`L${other}`, darkHearts.formatAction({ type: 'play', card: other, shade: 'D' })]) {
      expect(why(state, holder, text)).toEqual({
        rule: 'first-lead',
        message: 'The first trick must start with the Dark 2 of clubs, led as Dark.',
      });
    }
    const someoneElse = (holder + 1) % 4;
    expect(why(state, someoneElse, `L${state.hands[someoneElse]?.[0] ?? ''}`)?.rule).toBe('turn-order');
  });

  test('leading it makes a Dark trick of Dark clubs, cited under first-lead', () => {
    const { state } = passFirstThree(newGame({}, 7));
    const { state: after, events } = act(state, state.leader, 'D2C');
    expect(events).toEqual([
      { kind: 'lead', rule: 'first-lead', seat: state.leader, cards: ['8D'], detail: { shade: 'D' } },
    ]);
    expect(after.trick).toEqual({ leader: state.leader, shade: 'D', plays: [{ seat: state.leader, card: '8D' }] });
    expect(darkHearts.toAct(after)).toEqual([(state.leader + 1) % 4]);
  });

  test('3 players, the Dark 2 of clubs is the leftover: the holder of the Dark 3 of clubs (Light King of spades) leads it', () => {
    const rest = DARK_HAND_DECK.filter((c) => c !== '8D');
    const state = position(
      {
        leftover: 'D2C',
        hands: {
          A: rest.slice(0, 17).map((c) => `L${c}`),
          B: rest.slice(17, 34).map((c) => `L${c}`),
          C: rest.slice(34, 51).map((c) => `L${c}`),
        },
      },
      { players: 3 },
    );
    const holder = state.hands.findIndex((h) => h.includes(DARK_3_CLUBS));
    expect(DARK_3_CLUBS).toBe('KS');
    expect(state.leader).toBe(holder);
    expect(legal(state, holder)).toEqual(['D3C']);
    expect(why(state, holder, 'LKS')?.rule).toBe('first-lead');
    expect(why(state, holder, 'LKS')?.message).toBe('The first trick is Dark: lead the Dark 3 of clubs as Dark.');
    const { state: after } = act(state, holder, 'D3C');
    expect(after.trick?.shade).toBe('D');
  });

  test('3 players in a real deal where the Dark 2 of clubs is the leftover: the Dark 3 of clubs leads after the pass', () => {
    const seed = Array.from({ length: 3000 }, (_, s) => s).find(
      (s) => newGame({ players: 3 }, s).leftover === DARK_2_CLUBS,
    );
    expect(seed).toBeDefined();
    const { state, events } = passFirstThree(newGame({ players: 3 }, seed as number));
    const holder = state.hands.findIndex((h) => h.includes(DARK_3_CLUBS));
    expect(state.leader).toBe(holder);
    expect(legal(state, holder)).toEqual(['D3C']);
    expect(events[events.length - 1]).toMatchObject({ kind: 'first-leader', seat: holder, cards: [DARK_3_CLUBS] });
  });

  test('3 players with the Dark 2 of clubs dealt to a hand: it still leads', () => {
    const seed = Array.from({ length: 100 }, (_, s) => s).find((s) => {
      const left = newGame({ players: 3 }, s).leftover;
      return left !== DARK_2_CLUBS && left !== DARK_3_CLUBS;
    }) as number;
    const { state } = passFirstThree(newGame({ players: 3 }, seed));
    expect(legal(state, state.leader)).toEqual(['D2C']);
  });
});

/** A first trick: A has led the Dark 2 of clubs; B (13 cards) is next, void in Dark clubs. */
function firstTrickWithB(handB: readonly string[]): DarkHeartsState {
  const named = new Set(['8D', ...handB.map(card)]);
  const rest = DARK_HAND_DECK.filter((c) => !named.has(c));
  return position({
    hand: 4,
    trick: { leader: 'A', shade: 'D', plays: ['D2C'] },
    hands: {
      A: rest.slice(0, 12).map((c) => `L${c}`),
      B: handB,
      C: rest.slice(12, 25).map((c) => `L${c}`),
      D: rest.slice(25, 38).map((c) => `L${c}`),
    },
  });
}

const DARK_POINT_FACES = [
  'D2H',
  'D3H',
  'D4H',
  'D5H',
  'D6H',
  'D7H',
  'D8H',
  'D9H',
  'D10H',
  'DJH',
  'DQH',
  'DKH',
  'DAH',
  'DQS',
];

describe('no points on the first trick (first-trick-no-points)', () => {
  test('a void player with other cards may not play a Dark heart or the Dark Queen of spades', () => {
    // Twelve Dark point faces and the Light 2 of hearts, whose Dark face is the 8 of spades.
    const handB = [...DARK_POINT_FACES.slice(1, 13), 'L2H'];
    const state = firstTrickWithB(handB);
    expect(legal(state, B)).toEqual(['D8S']);
    for (const text of handB.slice(0, 12)) {
      expect(why(state, B, text)?.rule, text).toBe('first-trick-no-points');
    }
    // B does not hold the Dark Queen of spades here (see the next test).
    expect(why(state, B, 'DQS')).toEqual({ rule: 'follow-suit', message: 'You do not hold the Dark Queen of spades.' });
  });

  test("a Dark heart refused on the first trick whose Light face carries no points says that face does not count (issue 43's trial)", () => {
    const state = firstTrickWithB([...DARK_POINT_FACES.slice(1, 13), 'L2H']);
    // The Dark 3 of hearts is the Light 9 of diamonds; the Dark Queen of hearts, the Light 3 of spades.
    expect(why(state, B, 'D3H')?.message).toBe(
      'No points on the first trick: the Dark 3 of hearts counts in this Dark trick. Play a card without a Dark point face. Its Light face, the 9 of diamonds, carries no points, but does not count in a Dark trick.',
    );
  });

  test('the Dark Queen of spades (Light 6 of hearts) is banned too, the Light heart face being irrelevant', () => {
    const handB = [...DARK_POINT_FACES.slice(2), 'L2H']; // D4H..DAH, DQS and L2H/D8S
    expect(handB).toHaveLength(13);
    const state = firstTrickWithB(handB);
    expect(legal(state, B)).toEqual(['D8S']);
    const refusal = why(state, B, 'DQS');
    expect(refusal?.rule).toBe('first-trick-no-points');
    expect(refusal?.message).toBe(
      'No points on the first trick: the Dark Queen of spades counts in this Dark trick. Play a card without a Dark point face.',
    );
    // Named by its Light face it is the same card, read in the trick's shade: still refused.
    expect(why(state, B, 'L6H')?.rule).toBe('first-trick-no-points');
    // The Light 2 of hearts is a Light heart but its Dark face is the 8 of spades: fine.
    expect(why(state, B, 'L2H')).toBeNull();
  });

  test('exception: void in Dark clubs holding only Dark point cards, any of them may be played', () => {
    const handB = DARK_POINT_FACES.slice(0, 13); // the 13 Dark hearts
    const state = firstTrickWithB(handB);
    expect(legal(state, B).slice().sort()).toEqual(handB.slice().sort());
    const { state: after, events } = act(state, B, 'DAH');
    expect(events[0]).toMatchObject({ kind: 'play', rule: 'follow-suit', seat: B });
    expect(after.trick?.plays.map((p) => p.card)).toEqual(['8D', 'AS']);
    // The ruling's reason says the rule is lifted, not that any card will do (issue 43's trial).
    const action = darkHearts.legalActions(state, B)[0];
    expect(DARK_HEARTS_LEGAL.allowed?.(state, B, action, '')).toEqual({
      rule: 'first-trick-no-points',
      message: expect.stringContaining(
        'every card you hold carries Dark points, so the rule against points on the first trick is lifted',
      ),
    });
  });

  test('the rule is about the first trick only: later, a void player may throw a Dark heart', () => {
    const state = position({
      hand: 1,
      trick: { leader: 'A', shade: 'D', plays: ['D3C'] },
      hands: { A: ['L2C'], B: ['D2H', 'L2D'], C: ['L3C', 'L4C'], D: ['L5C', 'L6C'] },
    });
    expect(legal(state, B)).toEqual(['D2H', 'D9S']);
  });
});

/**
 * Both shades broken, A to lead; A holds the Light 4 of hearts / Dark 10 of diamonds.
 * - B: L7H/DKC, L9H/D6D, L2S/DJC: two Light hearts, one Dark diamond.
 * - C: L5D/DQC, LQD/D6H, LAS/DAH: no Light hearts, no Dark diamonds.
 * - D: LAC/DAD, L8S/D4D, L10C/D3S: no Light hearts, two Dark diamonds.
 */
function shadeTable(): DarkHeartsState {
  return position({
    hand: 1,
    leader: 'A',
    broken: { L: true, D: true },
    hands: {
      A: ['L4H', 'L2C', 'L3C'],
      B: ['L7H', 'L9H', 'L2S'],
      C: ['L5D', 'LQD', 'LAS'],
      D: ['LAC', 'L8S', 'L10C'],
    },
  });
}

describe('the leader chooses the shade (choose-shade)', () => {
  test('every card may be led in either shade once both are broken, card by card', () => {
    expect(legal(shadeTable(), A)).toEqual(['L4H', 'D10D', 'L2C', 'D10S', 'L3C', 'DJS']);
  });

  test("the face written is the shade announced: 'L4H' leads a Light trick, 'D10D' the same card as Dark", () => {
    const light = act(shadeTable(), A, 'L4H');
    expect(light.state.trick).toEqual({ leader: A, shade: 'L', plays: [{ seat: A, card: '4H' }] });
    expect(light.events).toEqual([
      { kind: 'lead', rule: 'choose-shade', seat: A, cards: ['4H'], detail: { shade: 'L' } },
    ]);
    const dark = act(shadeTable(), A, 'D10D');
    expect(dark.state.trick).toEqual({ leader: A, shade: 'D', plays: [{ seat: A, card: '4H' }] });
    expect(dark.events[0]?.detail).toEqual({ shade: 'D' });
  });

  test('the same card led in the two shades asks different suits of the followers', () => {
    const light = act(shadeTable(), A, 'L4H').state;
    expect(legal(light, B)).toEqual(['L7H', 'L9H']);
    const dark = act(shadeTable(), A, 'D10D').state;
    expect(legal(dark, B)).toEqual(['D6D']);
  });

  test('a lead of a card not held, or out of turn, is refused', () => {
    const state = shadeTable();
    expect(why(state, A, 'L7H')).toEqual({ rule: 'choose-shade', message: 'You do not hold the Light 7 of hearts.' });
    expect(why(state, B, 'L7H')).toEqual({ rule: 'turn-order', message: "It is A's turn; play goes clockwise." });
    expect(refused(state, A, { type: 'deal' }).rule).toBe('turn-order');
    expect(refused(state, A, { type: 'pass', cards: ['4H', '2C', '3C'] })).toEqual({
      rule: 'turn-order',
      message: 'The pass is over: play a card.',
    });
  });
});

describe('following in the shade (follow-suit)', () => {
  test('in a Light trick, followers need a Light face of the led suit; a Dark face of that suit does not count', () => {
    const state = act(shadeTable(), A, 'L4H').state;
    // B holds L7H and L9H; L2S is refused.
    expect(why(state, B, 'L2S')).toEqual({
      rule: 'follow-suit',
      message:
        'This Light trick was led with a heart: you hold 2 cards whose Light face is a heart, so you must play one.',
    });
    const afterB = act(state, B, 'L9H').state;
    // C has no Light hearts, though LQD and LAS have Dark hearts: any card.
    expect(legal(afterB, C)).toEqual(['L5D', 'LQD', 'LAS']);
  });

  test("a card refused whose other face would follow says that face does not count (issue 43's trial)", () => {
    // The disputed card: Light 10 of clubs, Dark 3 of spades, in a Light trick led with a spade.
    const state = act(
      position({
        hand: 1,
        leader: 'A',
        broken: { L: true, D: true },
        hands: { A: ['L8S', 'L2C'], B: ['L10C', 'L2S'], C: ['L5D', 'LQD'], D: ['LAC', 'L3C'] },
      }),
      A,
      'L8S',
    ).state;
    expect(why(state, B, 'L10C')).toEqual({
      rule: 'follow-suit',
      message:
        'This Light trick was led with a spade: you hold 1 card whose Light face is a spade, so you must play one. Its Dark face, the 3 of spades, is a spade, but does not count in a Light trick.',
    });
    // A card whose other face does not follow either is refused without it.
    const afterB = act(state, B, 'L2S').state;
    expect(legal(afterB, C)).toEqual(['L5D', 'LQD']);
  });

  test('in a Dark trick, followers need a Dark face of the led suit', () => {
    const state = act(shadeTable(), A, 'D10D').state;
    expect(why(state, B, 'L7H')).toEqual({
      rule: 'follow-suit',
      message:
        'This Dark trick was led with a diamond: you hold 1 card whose Dark face is a diamond, so you must play one.',
    });
    const afterC = run(state, [
      [B, 'D6D'],
      [C, 'D6H'],
    ]).state;
    expect(legal(afterC, D)).toEqual(['DAD', 'D4D']);
  });

  test('following, either face names the card; it is played in the trick shade', () => {
    const state = act(shadeTable(), A, 'L4H').state;
    // L9H's Dark face is the 6 of diamonds.
    expect(why(state, B, 'D6D')).toBeNull();
    const { state: after, events } = act(state, B, 'D6D');
    expect(events).toEqual([{ kind: 'play', rule: 'follow-suit', seat: B, cards: ['9H'], detail: { shade: 'L' } }]);
    expect(after.trick?.shade).toBe('L');
    expect(after.trick?.plays).toEqual([
      { seat: A, card: '4H' },
      { seat: B, card: '9H' },
    ]);
    // The other face of a card that may not be played is refused just the same.
    expect(why(state, B, 'DJC')?.rule).toBe('follow-suit'); // L2S
  });

  test('a card not held, or playing out of turn, is refused', () => {
    const state = act(shadeTable(), A, 'L4H').state;
    expect(why(state, B, 'LAS')).toEqual({ rule: 'follow-suit', message: 'You do not hold the Light Ace of spades.' });
    expect(why(state, C, 'LAS')?.rule).toBe('turn-order');
    expect(legal(state, C)).toEqual([]);
  });
});

describe('who wins a trick (trick-winner)', () => {
  test('Light trick: the highest Light face of the led suit wins; a Dark Ace of hearts counts for nothing', () => {
    const { state, events } = run(shadeTable(), [
      [A, 'L4H'],
      [B, 'L9H'],
      [C, 'LAS'], // its Dark face, the Ace of hearts, would win a Dark heart trick
      [D, 'L10C'],
    ]);
    expect(state.lastTrick?.winner).toBe(B);
    expect(state.leader).toBe(B);
    expect(state.trick).toBeNull();
    expect(state.tricksPlayed).toBe(11); // 13 - 3 cards each before, plus this one
    const won = ofKind(events, 'trick-won');
    expect(won).toEqual([
      { kind: 'trick-won', rule: 'trick-winner', seat: B, detail: { shade: 'L', points: 2, face: '9H' } },
    ]);
    expect(state.handPoints[B]).toEqual({ L: 2, D: 0 });
  });

  test('Dark trick: Aces high; the Dark Ace of diamonds beats the Dark 10', () => {
    const { state, events } = run(shadeTable(), [
      [A, 'D10D'],
      [B, 'D6D'],
      [C, 'D6H'],
      [D, 'DAD'],
    ]);
    expect(state.lastTrick?.winner).toBe(D);
    expect(ofKind(events, 'trick-won')[0]?.detail).toEqual({ shade: 'D', points: 1, face: 'AD' });
    expect(state.handPoints[D]).toEqual({ L: 0, D: 1 });
    // The Light faces in the trick (4H, 9H) were ignored.
    expect(state.handPoints.every((p) => p.L === 0)).toBe(true);
  });

  test('off-suit faces never win, however high: the leader wins with a 2 when nobody follows', () => {
    const state = position({
      hand: 1,
      leader: 'A',
      broken: { L: true, D: true },
      hands: { A: ['L2C'], B: ['LAD'], C: ['LAS'], D: ['LAH'] },
    });
    const { state: after } = run(state, [
      [A, 'L2C'],
      [B, 'LAD'],
      [C, 'LAS'],
      [D, 'LAH'],
    ]);
    expect(after.lastTrick?.winner).toBe(A);
    expect(after.lastTrick?.points).toBe(1);
  });

  test('the winner is the same whichever face names the followers’ cards', () => {
    const named = run(shadeTable(), [
      [A, 'L4H'],
      [B, 'L9H'],
      [C, 'LAS'],
      [D, 'L10C'],
    ]).state;
    const byDark = run(shadeTable(), [
      [A, 'L4H'],
      [B, 'D6D'],
      [C, 'DAH'],
      [D, 'D3S'],
    ]).state;
    expect(byDark).toEqual(named);
  });

  test('the winner of a trick leads the next and chooses its shade', () => {
    const state = run(shadeTable(), [
      [A, 'D10D'],
      [B, 'D6D'],
      [C, 'D6H'],
      [D, 'DAD'],
    ]).state;
    expect(darkHearts.toAct(state)).toEqual([D]);
    expect(legal(state, D)).toEqual(['L8S', 'D4D', 'L10C', 'D3S']);
  });

  test('a whole trick: events and turn order go clockwise from the leader', () => {
    const { events } = run(shadeTable(), [
      [A, 'L4H'],
      [B, 'L7H'],
      [C, 'L5D'],
      [D, 'LAC'],
    ]);
    // Light was broken already: no hearts-broken event.
    expect(kinds(events)).toEqual(['lead', 'play', 'play', 'play', 'trick-won']);
    expect(events.map((e) => e.seat)).toEqual([A, B, C, D, B]);
  });

  test('faces used above are as the table says', () => {
    expect(face(card('LAS'), 'D')).toBe('AH');
    expect(faceSuit(card('L10C'), 'D')).toBe('S');
  });
});
