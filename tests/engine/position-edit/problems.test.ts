// The problems the position view names (issue 43), one impossible position each, every game: the
// sentence and the rule it rests on, from setUpPosition and, the same, from fromPosition, which
// refuses rather than fixes.

import { describe, expect, it } from 'vitest';
import { PositionError } from '../../../src/engine/core/errors.ts';
import { checkPosition } from '../../../src/engine/core/position/check.ts';
import { inReaderWords } from '../../../src/engine/core/position/reader-words.ts';
import { gameById } from '../../../src/engine/registry.ts';

interface Case {
  readonly what: string;
  readonly options?: Record<string, unknown>;
  readonly spec: unknown;
  readonly rule: string;
  readonly says: RegExp;
}

const DAWN_HANDS = { A: ['KS', '9H', '2C'], B: ['QH', '8C', '3S'], C: ['JC', '10D', '7H'] };
const BR_HANDS = { A: ['8H', '9H', 'JD', '2D', '6C', '5H', '7H'], B: ['KH', 'QH', '3D', 'JS', '8D', '2H', '9S'] };
const DH_HANDS = {
  A: ['L7H', 'LAC', 'L6C', 'L9C'],
  B: ['L4H', 'LKD', 'L9D', 'L2S'],
  C: ['L4D', 'L6S', 'LJS', 'L10C'],
  D: ['LQS', 'L8S', 'L3C', 'LQD'],
};
/** The 52 cards dealt round, 13 each, by their Light faces: a pass position. */
const SUITS = ['C', 'D', 'H', 'S'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const FULL_HANDS = Object.fromEntries(
  ['A', 'B', 'C', 'D'].map((seat, s) => [seat, RANKS.map((rank) => `L${rank}${SUITS[s] ?? ''}`)]),
);
const DWYN_HANDS = { A: ['DWYN', 'CASTLE-4', 'CASTLE-2'], B: ['CASTLE-3', 'CASTLE-5', 'MINER-X'] };

const CASES: Readonly<Record<string, readonly Case[]>> = {
  dawn: [
    {
      what: 'a card twice',
      options: { players: 3 },
      spec: { hands: { ...DAWN_HANDS, C: ['KS', '7H'] } },
      rule: 'players-and-decks',
      says: /The King of spades is placed twice \(A's hand and C's hand\), but there is only one/,
    },
    {
      what: 'a card that does not exist',
      options: { players: 3 },
      spec: { hands: { ...DAWN_HANDS, A: ['1X'] } },
      rule: 'players-and-decks',
      says: /not a card/,
    },
    {
      what: 'a hand of the wrong size at the deal',
      options: { players: 3 },
      spec: { phase: 'arrange', hands: DAWN_HANDS },
      rule: 'deal',
      says: /at the deal every hand holds 12/,
    },
    {
      what: 'a needed rank the pile contradicts',
      options: { players: 3 },
      spec: { hands: DAWN_HANDS, pile: ['7S'], needed: '5' },
      rule: 'one-lower',
      says: /rank needed is 6, not 5/,
    },
    {
      what: 'a needed rank with no pile',
      options: { players: 3 },
      spec: { hands: DAWN_HANDS, needed: '5' },
      rule: 'lead-any-card',
      says: /empty pile/,
    },
    {
      what: 'a pile that goes up',
      options: { players: 3 },
      spec: { hands: DAWN_HANDS, pile: ['7S', '9D'] },
      rule: 'one-lower',
      says: /only goes down/,
    },
    {
      what: 'an Ace on top of the pile',
      options: { players: 3 },
      spec: { hands: DAWN_HANDS, pile: ['AD'] },
      rule: 'ace-clears-pile',
      says: /never the top card/,
    },
    {
      what: 'a first failer with no pile',
      options: { players: 3 },
      spec: { hands: DAWN_HANDS, firstFailer: 'B' },
      rule: 'draw-around',
      says: /empty pile/,
    },
    {
      what: 'everyone ready and still arranging',
      options: { players: 2 },
      spec: {
        phase: 'arrange',
        hands: {
          A: ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', '10S', 'JS', 'QS'],
          B: ['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC'],
        },
        ready: ['A', 'B'],
      },
      rule: 'swap-arrange',
      says: /moved on to taking/,
    },
    {
      what: 'a hand already won',
      options: { players: 3 },
      spec: { hands: { ...DAWN_HANDS, B: ['QH', '3D'] } },
      rule: 'dawn',
      says: /no black cards/,
    },
  ],
  'black-and-red': [
    {
      what: 'a card twice',
      spec: { hands: { ...BR_HANDS, B: [...BR_HANDS.B.slice(0, 6), '8H'] }, playerOneColour: 'red' },
      rule: 'players-and-deck',
      says: /The 8 of hearts is placed twice/,
    },
    {
      what: 'a hand of the wrong size',
      spec: { hands: { ...BR_HANDS, A: BR_HANDS.A.slice(0, 6) }, playerOneColour: 'red' },
      rule: 'discard-then-draw',
      says: /^A's hand has 6 cards, but in play a hand always holds 7, however many cards have been played: every discard is followed by a draw/,
    },
    {
      what: 'a run colour its cards contradict',
      spec: { hands: BR_HANDS, playerOneColour: 'red', run: ['7S', '9C'], lastDiscarder: 'A', runColour: 'red' },
      rule: 'run-colour',
      says: /the run is black, not red/,
    },
    {
      what: 'a total its cards contradict',
      spec: { hands: BR_HANDS, playerOneColour: 'red', run: ['7S', '9C'], lastDiscarder: 'A', total: 20 },
      rule: 'running-total',
      says: /add up to 16/,
    },
    {
      what: 'a run past 31',
      spec: { hands: BR_HANDS, playerOneColour: 'red', run: ['KS', 'QC', 'JC', '2S'], lastDiscarder: 'A' },
      rule: 'thirty-one',
      says: /a run ends at 31/,
    },
    {
      what: 'a turn for a seat that said go',
      spec: { hands: BR_HANDS, playerOneColour: 'red', run: ['7S'], lastDiscarder: 'B', goes: ['A'], turn: 'A' },
      rule: 'go',
      says: /has said go/,
    },
    { what: 'no target colours', spec: { hands: BR_HANDS }, rule: 'target-colour', says: /collects red or black/ },
  ],
  day: [
    {
      what: 'a card twice',
      options: { players: 3 },
      spec: { hands: { A: ['9R', '3S'], B: ['9R'] } },
      rule: 'players-and-deck',
      says: /The 9 of Rising is placed twice/,
    },
    {
      what: 'three hole cards',
      options: { players: 3 },
      spec: { hands: { A: ['9R', '3S', '5R'] } },
      rule: 'deal',
      says: /a player holds 2/,
    },
    {
      what: 'chips that do not add up',
      options: { players: 3 },
      spec: { hands: {}, stacks: { A: 500 } },
      rule: 'chips',
      says: /The chips add up to/,
    },
    {
      what: 'a pot its bets contradict',
      options: { players: 3 },
      spec: { hands: {}, pot: 7 },
      rule: 'chips',
      says: /so the pot is \d+, not 7/,
    },
    {
      what: 'a turn for a seat that has folded',
      options: { players: 3 },
      spec: { phase: 'bet1', hands: {}, folded: ['B'], turn: 'B' },
      rule: 'betting',
      says: /B has folded/,
    },
    {
      what: 'a community card too many for the round',
      options: { players: 3 },
      spec: { phase: 'bet1', hands: {}, community: ['9R', '3S', '5R'] },
      rule: 'final-card',
      says: /^3 community cards are named, but there are two until the final card is turned, then three\.$/,
    },
    {
      what: 'a bet this round above what the seat put in',
      options: { players: 3 },
      spec: { phase: 'bet1', hands: {}, roundBets: { A: 50 } },
      rule: 'betting',
      says: /more than A has put in the pot/,
    },
  ],
  dwyn: [
    {
      options: { players: 2 },
      what: 'the KROWN in a hand',
      spec: { hands: { ...DWYN_HANDS, A: ['KROWN'] } },
      rule: 'krown-draw',
      says: /never goes into a hand/,
    },
    {
      options: { players: 2 },
      what: 'a number card laid out',
      spec: { hands: DWYN_HANDS, tableaux: { A: ['MINER-3'] } },
      rule: 'body-cards',
      says: /only body cards/,
    },
    {
      options: { players: 2 },
      what: 'a duel with no DWYN played',
      spec: {
        hands: DWYN_HANDS,
        tableaux: { B: ['RUGBY-HEAD'] },
        turn: 'A',
        duel: { defender: 'B', target: 'RUGBY-HEAD' },
      },
      rule: 'challenge',
      says: /starts with a DWYN/,
    },
    {
      options: { players: 2 },
      what: 'a game already won',
      spec: { hands: { A: [], B: ['CASTLE-3'] }, tableaux: { A: ['KROWN', 'RUGBY-HEAD', 'LEAF-TORSO', 'SKULL-FEET'] } },
      rule: 'winning',
      says: /already won/,
    },
    {
      options: { players: 2 },
      what: 'turns after the KROWN before it is drawn',
      spec: { hands: DWYN_HANDS, turnsAfterKrown: 3 },
      rule: 'no-progress',
      says: /0 before the KROWN/,
    },
  ],
  'dark-hearts': [
    {
      what: 'a card twice',
      spec: { hands: { ...DH_HANDS, D: ['LQS', 'L8S', 'L3C', 'L7H'] }, leader: 'B', hand: 2 },
      rule: 'players-and-deck',
      says: /The Light 7 of hearts, Dark King of clubs is placed twice \(A's hand and D's hand\)/,
    },
    {
      what: 'hands of different sizes',
      spec: { hands: { ...DH_HANDS, D: ['LQS', 'L8S', 'L3C'] }, leader: 'B' },
      rule: 'turn-order',
      says: /should have 4/,
    },
    {
      what: 'a revoke in the trick',
      spec: {
        hands: { ...DH_HANDS, A: ['LAC', 'L6C', 'L9C'], B: ['L4H', 'LKD', 'L9D'] },
        trick: { leader: 'A', shade: 'L', plays: ['L3H', 'L5S'] },
      },
      rule: 'follow-suit',
      says: /off suit while holding/,
    },
    {
      what: 'Light points with Light hearts unbroken',
      spec: { hands: DH_HANDS, leader: 'B', handPoints: { B: [2, 0] } },
      rule: 'hearts-broken',
      says: /Light hearts must be broken/,
    },
    {
      what: 'passing a card not in the hand',
      spec: { phase: 'pass', hands: FULL_HANDS, passing: { A: ['L2C', 'L3C', 'L2D'] } },
      rule: 'pass',
      says: /not in A's hand/,
    },
    {
      what: 'a trick shade that is no shade',
      spec: { hands: { ...DH_HANDS, A: ['LAC', 'L6C', 'L9C'] }, trick: { leader: 'A', shade: 'grey', plays: ['L7H'] } },
      rule: 'choose-shade',
      says: /Light or Dark/,
    },
  ],
};

describe('impossible positions: a sentence and its rule, never a silent fix', () => {
  it('a field of the wrong shape is refused with a sentence, not a crash', () => {
    const problems = checkPosition(gameById('day'), { hands: {}, substituted: null }, { players: 3 });
    expect(problems).toEqual([
      {
        rule: 'players-and-deck',
        message: 'The substituted cards: name each seat that substituted, with the card it gave up where it is known.',
      },
    ]);
  });

  it("says a place's and a field's labels as English: the verb agrees, a field is its seats' words", () => {
    const day = gameById('day');
    const dayWords = inReaderWords(day.position, day.game.parseOptions({ players: 3 }));
    expect(dayWords('community has 4 cards.')).toBe('The community cards have 4 cards.');
    expect(dayWords('hands.B is short.')).toBe("B's hole cards are short.");
    expect(dayWords('roundBets.A is more than 3.')).toBe("A's bet this round is more than 3.");
    expect(dayWords('committed: "0" is not a seat.')).toBe('The chips in the pot: "0" is not a seat.');
    expect(dayWords('substituted: name each seat.')).toBe('The substituted cards: name each seat.');
    const dwyn = gameById('dwyn');
    const dwynWords = inReaderWords(dwyn.position, dwyn.game.parseOptions({ players: 2 }));
    expect(dwynWords('tableaux.A has 3 cards.')).toBe("A's cards laid out have 3 cards.");
    expect(dwynWords('hands.A has 3 cards.')).toBe("A's hand has 3 cards.");
    const hearts = gameById('dark-hearts');
    const heartsWords = inReaderWords(hearts.position, hearts.game.parseOptions({}));
    expect(heartsWords('passing.B: a seat passes three different cards.')).toBe(
      "B's cards chosen to pass: a seat passes three different cards.",
    );
    expect(heartsWords('trick.plays[2]: no such card.')).toBe('The trick (number 2): no such card.');
  });

  it('says a value of the wrong kind for what it is, never raw', () => {
    const problems = checkPosition(gameById('day'), { hands: {}, stacks: { A: [] }, rake: {} }, { players: 3 });
    expect(problems.map((p) => p.message)).toEqual(["A's stack must be a whole number of chips, not a list."]);
    const rake = checkPosition(gameById('day'), { hands: {}, rake: 'x' }, { players: 3 });
    expect(rake.map((p) => p.message)).toEqual(['Rake taken must be a whole number, not x.']);
  });

  it('lists every card problem at once', () => {
    const manifest = gameById('dawn');
    const hands = { A: ['KS', '9H', 'XX'], B: ['QH', 'KS', '3S'], C: ['JC', '10D', '9H'] };
    const problems = checkPosition(manifest, { hands, pile: ['9H'] }, { players: 3 });
    expect(problems.map((p) => p.message)).toEqual([
      `A's hand: "XX" is not a card. Write rank then suit, like 7H, 10D or AS.`,
      "The King of spades is placed twice (A's hand and B's hand), but there is only one.",
      "The 9 of hearts is placed 3 times (A's hand, C's hand and the pile), but there is only one.",
    ]);
    expect(new Set(problems.map((p) => p.rule))).toEqual(new Set(['players-and-decks']));
  });

  for (const [id, cases] of Object.entries(CASES)) {
    const manifest = gameById(id);
    for (const { what, options = {}, spec, rule, says } of cases) {
      it(`${id}: ${what}`, () => {
        const problems = checkPosition(manifest, spec, options);
        expect(problems).toEqual([{ rule, message: expect.stringMatching(says) }]);
        expect(Object.keys(manifest.game.rules)).toContain(rule);
        // fromPosition refuses it too, on the same rule (and, but for the cards, which the check
        // lists all at once, in the same words but for the spec's field paths, which the check says
        // in the editor's labels): never a silent fix.
        let thrown: unknown;
        try {
          manifest.game.fromPosition(spec, manifest.game.parseOptions(options), 0);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(PositionError);
        expect((thrown as PositionError).rule ?? Object.keys(manifest.game.rules)[0]).toBe(rule);
        if (!/is placed (?:twice|\d+ times)|not a card/.test(problems[0]?.message ?? '')) {
          const words = inReaderWords(manifest.position, manifest.game.parseOptions(options));
          expect(words((thrown as PositionError).message)).toBe(problems[0]?.message);
        }
      });
    }
  }
});
