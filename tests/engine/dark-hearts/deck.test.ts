// The Dark Hand deck (rules two-faces, trick-winner): the pair table the engine loads satisfies the
// constraints C0 to C4 and the four pairs the source's examples force (2.3), has the balance of
// 2.5, and equals the designed table of 2.4, which is written out here again as an independent
// expectation (the tests never read the shared copy of the data).
import { describe, expect, test } from 'vitest';
import { makeCard, rankOf, SUITS, suitOf, type Suit } from '../../../src/engine/core/cards.ts';
import PAIRS from '../../../src/engine/dark-hearts/dark-hand-pairs.json';
import {
  DARK_HAND_DECK,
  dualName,
  face,
  faceName,
  facePoints,
  faceRank,
  faceSuit,
  isHeartFace,
  isQueenOfSpadesFace,
  otherShade,
  pairTable,
  SHADES,
} from '../../../src/engine/dark-hearts/deck.ts';
import { darkHearts } from '../../../src/engine/dark-hearts/index.ts';
import { card, newGame } from './helpers.ts';

const TABLE = PAIRS as readonly { light: string; dark: string }[];
const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** our designed pair table, "Grid by Light face": row = Light suit, columns = Light ranks 2..A, cell = Dark face. */
const GRID_BY_LIGHT: Readonly<Record<Suit, readonly string[]>> = {
  C: ['10S', 'JS', 'QD', 'KH', '8D', '9H', '7H', '2D', '3S', '4H', '5D', '6S', 'AD'],
  D: ['9S', '10H', 'JH', 'QC', 'KS', '8C', '2C', '3H', '4S', '5C', '6H', '7S', 'AC'],
  H: ['8S', '9C', '10D', 'JD', 'QS', 'KC', '5S', '6D', '7C', '2S', '3D', '4C', 'AS'],
  S: ['JC', 'QH', 'KD', '8H', '9D', '10C', '4D', '5H', '6C', '7D', '2H', '3C', 'AH'],
};

/** our designed pair table, "Grid by Dark face": row = Dark suit, columns = Dark ranks 2..A, cell = Light face. */
const GRID_BY_DARK: Readonly<Record<Suit, readonly string[]>> = {
  C: ['8D', 'KS', 'KH', 'JD', '10S', '10H', '7D', '3H', '7S', '2S', '5D', '7H', 'AD'],
  D: ['9C', 'QH', '8S', 'QC', '9H', 'JS', '6C', '6S', '4H', '5H', '4C', '4S', 'AC'],
  H: ['QS', '9D', 'JC', '9S', 'QD', '8C', '5S', '7C', '3D', '4D', '3S', '5C', 'AS'],
  S: ['JH', '10C', '10D', '8H', 'KC', 'KD', '2H', '2D', '2C', '3C', '6H', '6D', 'AH'],
};

function gridPairs(grid: Readonly<Record<Suit, readonly string[]>>): [string, string][] {
  return SUITS.flatMap((suit) =>
    (grid[suit] ?? []).map((other, i): [string, string] => [`${RANK_ORDER[i]}${suit}`, other]),
  );
}

/** our designed pair table's generating rule (classes A, B, C), computed from its parameters. */
function designedByFormula(): Map<string, string> {
  const P1: Record<Suit, Suit> = { C: 'D', D: 'C', H: 'S', S: 'H' };
  const P2: Record<Suit, Suit> = { C: 'H', H: 'C', D: 'S', S: 'D' };
  const P3: Record<Suit, Suit> = { C: 'S', S: 'C', D: 'H', H: 'D' };
  const a: Record<Suit, number> = { C: 2, D: 1, H: 0, S: 3 };
  const b: Record<Suit, number> = { C: 5, D: 0, H: 3, S: 2 };
  const t = [P1, P2, P3, P3, P1, P2]; // Dark 8, 9, 10, J, Q, K
  const u = [P1, P3, P2, P1, P3, P2]; // Dark 2, 3, 4, 5, 6, 7
  const out = new Map<string, string>();
  for (const s of SUITS) {
    for (let i = 0; i < 6; i++) {
      const j = (i + a[s]) % 6;
      out.set(makeCard(2 + i, s), makeCard(8 + j, (t[j] as Record<Suit, Suit>)[s]));
    }
    for (let j = 0; j < 6; j++) {
      const i = (j + b[s]) % 6;
      out.set(makeCard(8 + j, s), makeCard(2 + i, (u[i] as Record<Suit, Suit>)[s]));
    }
    out.set(makeCard(1, s), makeCard(1, P1[s]));
  }
  return out;
}

/** Rank 2..14, Aces high. */
function high(c: string): number {
  const rank = rankOf(c);
  return rank === 1 ? 14 : rank;
}

describe("the pair table satisfies the deck's constraints", () => {
  test('C0: a bijection; 52 cards, every Light face exactly once, every Dark face exactly once', () => {
    expect(TABLE).toHaveLength(52);
    const everyFace = SUITS.flatMap((s) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((r) => makeCard(r, s)),
    ).sort();
    expect(TABLE.map((p) => p.light).sort()).toEqual(everyFace);
    expect(TABLE.map((p) => p.dark).sort()).toEqual(everyFace);
    // The engine's deck is the same 52 cards, each named by its Light face.
    expect(DARK_HAND_DECK.slice().sort()).toEqual(everyFace);
    expect(new Set(DARK_HAND_DECK).size).toBe(52);
  });

  test('C1: no card has the same suit on both faces', () => {
    const same = TABLE.filter((p) => suitOf(p.light) === suitOf(p.dark));
    expect(same).toEqual([]);
  });

  test('C2: every Ace is paired with an Ace (of another suit), and only Aces with Aces', () => {
    const aces = TABLE.filter((p) => rankOf(p.light) === 1 || rankOf(p.dark) === 1);
    expect(aces).toHaveLength(4);
    for (const pair of aces) {
      expect(rankOf(pair.light)).toBe(1);
      expect(rankOf(pair.dark)).toBe(1);
    }
  });

  test('C3: every 8-K face is paired with a 2-7 face, on either side (Aces excluded)', () => {
    const highRank = (c: string): boolean => rankOf(c) >= 8;
    const lowRank = (c: string): boolean => rankOf(c) >= 2 && rankOf(c) <= 7;
    for (const pair of TABLE) {
      if (rankOf(pair.light) === 1) continue;
      if (highRank(pair.light)) expect(lowRank(pair.dark), `${pair.light}/${pair.dark}`).toBe(true);
      if (highRank(pair.dark)) expect(lowRank(pair.light), `${pair.light}/${pair.dark}`).toBe(true);
      if (lowRank(pair.light)) expect(highRank(pair.dark), `${pair.light}/${pair.dark}`).toBe(true);
    }
    // Counting: 24 Light 8-K onto 24 Dark 2-7, and 24 Light 2-7 onto 24 Dark 8-K.
    expect(TABLE.filter((p) => highRank(p.light) && lowRank(p.dark))).toHaveLength(24);
    expect(TABLE.filter((p) => lowRank(p.light) && highRank(p.dark))).toHaveLength(24);
  });

  test('C4: the Light 4 of hearts is the Dark 10 of diamonds', () => {
    expect(TABLE).toContainEqual({ light: '4H', dark: '10D' });
    expect(face('4H', 'D')).toBe('10D');
    expect(card('D10D')).toBe('4H');
  });

  test.each([
    ['4H', '10D', 'C4 (the source names it)'],
    ['4D', 'JH', 'example 2: the Dark Jack of hearts is ignored'],
    ['QS', '2H', 'example 2 and the 3-player note: the Dark 2 of hearts'],
    ['KC', '6S', 'example 1: the Light King of clubs is on the Dark 6 of spades'],
  ])('forced pair L%s / D%s (%s)', (light, dark) => {
    expect(TABLE).toContainEqual({ light, dark });
    expect(face(light, 'D')).toBe(dark);
    expect(card(`D${dark}`)).toBe(light);
    expect(card(`L${light}`)).toBe(light);
  });

  test.each([
    ['8D', '2C', 'the compulsory first lead'],
    ['KS', '3C', 'the 3-player fallback first lead'],
    ['7S', '10C', 'example 1: wins the first trick'],
    ['7H', 'KC', 'example 2: wins the Light trick'],
    ['AC', 'AD', 'Ace'],
    ['AD', 'AC', 'Ace'],
    ['AH', 'AS', 'Ace'],
    ['AS', 'AH', 'Ace'],
    ['6H', 'QS', 'the mirror of LQS/D2H (2.6)'],
  ])('useful lookup L%s / D%s (%s)', (light, dark) => {
    expect(face(light, 'D')).toBe(dark);
    expect(card(`D${dark}`)).toBe(light);
  });

  test('the facts the examples need: L7H is high and not a heart; D2C and D10C have no club on the Light side', () => {
    expect(faceRank('7H', 'D')).toBeGreaterThanOrEqual(8);
    expect(faceSuit('7H', 'D')).not.toBe('H');
    expect(faceRank(card('D2C'), 'L')).toBeGreaterThanOrEqual(8);
    expect(faceSuit(card('D2C'), 'L')).not.toBe('C');
    expect(faceRank(card('D10C'), 'L')).toBeLessThanOrEqual(7);
    expect(faceSuit(card('D10C'), 'L')).not.toBe('C');
  });

  test('only LQS/D2H and L6H/DQS carry a point face on both sides (2.6)', () => {
    const both = DARK_HAND_DECK.filter((c) => facePoints(c, 'L') > 0 && facePoints(c, 'D') > 0);
    expect(both.slice().sort()).toEqual(['6H', 'QS']);
  });

  test('balance (2.5): each Light suit spreads its Dark faces 5/4/4 over the other suits, as the matrix says', () => {
    const matrix: Record<string, Record<string, number>> = {};
    for (const l of SUITS) matrix[l] = { C: 0, D: 0, H: 0, S: 0 };
    for (const pair of TABLE) {
      const row = matrix[suitOf(pair.light)] as Record<string, number>;
      row[suitOf(pair.dark)] = (row[suitOf(pair.dark)] ?? 0) + 1;
    }
    expect(matrix).toEqual({
      C: { C: 0, D: 5, H: 4, S: 4 },
      D: { C: 5, D: 0, H: 4, S: 4 },
      H: { C: 4, D: 4, H: 0, S: 5 },
      S: { C: 4, D: 4, H: 5, S: 0 },
    });
  });
});

describe('the table is our designed pair table (two-faces)', () => {
  test('it equals the grid by Light face, cell by cell', () => {
    const expected = gridPairs(GRID_BY_LIGHT);
    expect(expected).toHaveLength(52);
    for (const [light, dark] of expected) expect(face(light, 'D'), `L${light}`).toBe(dark);
    expect(new Map(TABLE.map((p) => [p.light, p.dark]))).toEqual(new Map(expected));
  });

  test('it equals the grid by Dark face, cell by cell', () => {
    const expected = gridPairs(GRID_BY_DARK);
    for (const [dark, light] of expected) {
      expect(card(`D${dark}`), `D${dark}`).toBe(light);
      expect(face(light, 'D')).toBe(dark);
    }
    expect(new Map(TABLE.map((p) => [p.dark, p.light]))).toEqual(new Map(expected));
  });

  test('it follows the generating rule of classes A, B and C with the stated parameters', () => {
    const byFormula = designedByFormula();
    expect(byFormula.size).toBe(52);
    expect(new Map(TABLE.map((p) => [p.light, p.dark]))).toEqual(byFormula);
  });

  test('pairTable() and the game deck give the same 52 pairs, in the data file order', () => {
    expect(pairTable()).toEqual(TABLE.map((p) => ({ light: p.light, dark: p.dark })));
    expect(darkHearts.deckCards(newGame())).toEqual(TABLE.map((p) => p.light));
  });
});

describe('faces, ranks and points (trick-winner, point-cards)', () => {
  test('a card is identified by its Light face; face() reads either side', () => {
    for (const pair of TABLE) {
      expect(face(pair.light, 'L')).toBe(pair.light);
      expect(face(pair.light, 'D')).toBe(pair.dark);
    }
  });

  test('ranks run 2 to 14 in both shades: Aces high', () => {
    for (const c of DARK_HAND_DECK) {
      for (const shade of SHADES) {
        expect(faceRank(c, shade)).toBe(high(face(c, shade)));
        expect(faceSuit(c, shade)).toBe(suitOf(face(c, shade)));
      }
    }
    expect(faceRank('AS', 'L')).toBe(14);
    expect(faceRank('AS', 'D')).toBe(14);
    expect(faceRank(card('D2C'), 'D')).toBe(2);
  });

  test('each heart face is 1 point, the Queen of spades face 13, any other face 0', () => {
    for (const c of DARK_HAND_DECK) {
      for (const shade of SHADES) {
        const f = face(c, shade);
        expect(facePoints(c, shade)).toBe(f === 'QS' ? 13 : suitOf(f) === 'H' ? 1 : 0);
        expect(isHeartFace(c, shade)).toBe(suitOf(f) === 'H');
        expect(isQueenOfSpadesFace(c, shade)).toBe(f === 'QS');
      }
    }
    // 26 points in each shade: 13 hearts and the Queen.
    for (const shade of SHADES) expect(DARK_HAND_DECK.reduce((sum, c) => sum + facePoints(c, shade), 0)).toBe(26);
  });

  test('names in words', () => {
    expect(faceName('4H', 'L')).toBe('Light 4 of hearts');
    expect(faceName('4H', 'D')).toBe('Dark 10 of diamonds');
    expect(dualName('QS')).toBe('Light Queen of spades, Dark 2 of hearts');
    expect(otherShade('L')).toBe('D');
    expect(otherShade('D')).toBe('L');
  });

  test('an unknown card is a NotationError', () => {
    expect(() => face('1Z', 'L')).toThrow(/not a Dark Hand card/);
  });
});
