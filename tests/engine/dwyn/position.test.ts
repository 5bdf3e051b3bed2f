// Hand-written positions (dwyn.fromPosition): what they build and how unnamed cards are filled in,
// a PositionError naming the problem for each impossible position, and a share link carrying one
// refused with a sentence for the reader.
import { describe, expect, test } from 'vitest';
import { decodeRecord, encodeRecord, RecordFormatError } from '../../../src/engine/core/record-codec.ts';
import { ReplayError } from '../../../src/engine/core/replay.ts';
import { A, act, B, C, conserved, dwyn, legal, position, refusedPosition, sorted } from './helpers.ts';

const HANDS = { A: ['CASTLE-2', 'DWYN'], B: ['CASTLE-3'], C: ['LEAF-2'] };

describe('building a position', () => {
  test('defaults: C deals, A plays first, stage draw, before the KROWN, every unnamed card in the stock', () => {
    const state = position({ hands: HANDS });
    expect(state.dealer).toBe(C);
    expect(state.turn).toBe(A);
    expect(state.stage).toBe('draw');
    expect(state.phase).toBe('play');
    expect(state.gameNumber).toBe(1);
    expect(state.hands).toEqual([['CASTLE-2', 'DWYN'], ['CASTLE-3'], ['LEAF-2']]);
    expect(state.tableaux).toEqual([[], [], []]);
    expect(state.stock).toHaveLength(58 - 4);
    expect(state.stock.at(-1)).toBe('KROWN');
    expect(state.discards).toEqual([]);
    expect(state.pool).toEqual([]);
    expect(state.duel).toBeNull();
    expect(state.wins).toEqual([0, 0, 0]);
    expect(conserved(state)).toBe(true);
  });

  test('named stock cards go on top, stockSize sets the rest, and the others lie under the named discards', () => {
    const state = position({ hands: HANDS, stock: ['SKULL-HEAD', 'RUGBY-X'], stockSize: 6, discards: ['MINER-5'] });
    expect(state.stock.slice(0, 2)).toEqual(['SKULL-HEAD', 'RUGBY-X']);
    expect(state.stock).toHaveLength(7);
    expect(state.stock.at(-1)).toBe('KROWN');
    expect(state.discards.at(-1)).toBe('MINER-5');
    // 58 cards less the KROWN, the 4 in hands and the 6 in the stock above the KROWN.
    expect(state.discards).toHaveLength(58 - 1 - 4 - 6);
    expect(conserved(state)).toBe(true);
    // The unnamed cards are shuffled by the seed.
    const other = position({ hands: HANDS, stockSize: 6 }, {}, 2);
    expect(other.stock).not.toEqual(position({ hands: HANDS, stockSize: 6 }, {}, 1).stock);
  });

  test('the KROWN in a tableau means after the KROWN: no stock, every unnamed card in the pool', () => {
    const state = position({ hands: HANDS, tableaux: { B: ['KROWN'] }, pool: ['MINER-5'], turnsAfterKrown: 4 });
    expect(state.stock).toEqual([]);
    expect(state.discards).toEqual([]);
    expect(state.pool).toHaveLength(58 - 5);
    expect(state.pool).toContain('MINER-5');
    expect(state.turnsAfterKrown).toBe(4);
    expect(legal(state, A)).toContain('draw');
    expect(legal(state, A)).toContain('discard CASTLE-2');
  });

  test('dealer, turn, game and wins', () => {
    const state = position({ dealer: 'A', turn: 'C', hands: HANDS, game: 2, wins: { B: 1 } }, { matchGames: 3 });
    expect(state.dealer).toBe(A);
    expect(state.turn).toBe(C);
    expect(state.gameNumber).toBe(2);
    expect(state.wins).toEqual([0, 1, 0]);
    expect(position({ dealer: 'A', hands: HANDS }).turn).toBe(B);
  });

  test('a duel: the turn player challenges, the defender answers after an even number of cards', () => {
    const state = position({
      stage: 'duel',
      hands: HANDS,
      tableaux: { B: ['RUGBY-HEAD'] },
      discards: ['DWYN'],
      stockSize: 5,
      duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'castle', cards: ['CASTLE-X', 'CASTLE-4'] },
    });
    expect(state.duel).toEqual({
      challenger: A,
      defender: B,
      target: 'RUGBY-HEAD',
      suit: 1,
      cards: ['CASTLE-X', 'CASTLE-4'],
      toAnswer: B,
    });
    expect(dwyn.toAct(state)).toEqual([B]);
    expect(conserved(state)).toBe(true);
    // The stage follows from the duel when not given.
    const named = position({
      hands: HANDS,
      tableaux: { B: ['RUGBY-HEAD'] },
      discards: ['DWYN'],
      stockSize: 5,
      duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'SKULL' },
    });
    expect(named.stage).toBe('duel');
    const unnamed = position({
      hands: HANDS,
      tableaux: { B: ['RUGBY-HEAD'] },
      discards: ['DWYN'],
      stockSize: 5,
      duel: { defender: 'B', target: 'RUGBY-HEAD' },
    });
    expect(unnamed.stage).toBe('suit');
    expect(legal(unnamed, A)).toHaveLength(6);
  });
});

describe('impossible positions are refused with a PositionError', () => {
  test('two KROWNs', () => {
    expect(refusedPosition({ hands: HANDS, tableaux: { A: ['KROWN'], B: ['KROWN'] } })).toBe(
      'The KROWN appears 2 times, but there is only one.',
    );
  });

  test('too many copies of a card', () => {
    expect(refusedPosition({ hands: { ...HANDS, B: ['STEAL', 'STEAL', 'STEAL', 'STEAL'] } })).toBe(
      'STEAL appears 4 times, but the deck has 3.',
    );
    expect(refusedPosition({ hands: { ...HANDS, B: ['CASTLE-2'] } })).toBe(
      'CASTLE-2 appears 2 times, but the deck has 1.',
    );
  });

  test('the KROWN in a hand, the stock, the pile or the pool', () => {
    expect(refusedPosition({ hands: { ...HANDS, B: ['KROWN'] } })).toBe(
      'hands.B: the KROWN never goes into a hand; it is put in front of the player who draws it.',
    );
    expect(refusedPosition({ hands: HANDS, stock: ['KROWN'] })).toMatch(
      /^stock: the KROWN is the bottom card of the stock/,
    );
    expect(refusedPosition({ hands: HANDS, discards: ['KROWN'] })).toMatch(/^discards: the KROWN/);
  });

  test('a number card, a STEAL or a DWYN in a tableau', () => {
    expect(refusedPosition({ hands: HANDS, tableaux: { B: ['CASTLE-4'] } })).toBe(
      'tableaux.B: only body cards and the KROWN lie in front of a player, not the 4 of Castle.',
    );
    expect(refusedPosition({ hands: HANDS, tableaux: { C: ['STEAL'] } })).toMatch(/^tableaux.C: .*not a STEAL card\.$/);
  });

  test('a duel with no DWYN on top of the discard pile', () => {
    const duel = { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE' };
    const message = 'duel: a duel starts with a DWYN played on the discard pile, so its top card must be a DWYN.';
    expect(refusedPosition({ hands: HANDS, tableaux: { B: ['RUGBY-HEAD'] }, stockSize: 5, duel })).toBe(message);
    expect(
      refusedPosition({
        hands: HANDS,
        tableaux: { B: ['RUGBY-HEAD'] },
        discards: ['DWYN', 'LEAF-3'],
        stockSize: 5,
        duel,
      }),
    ).toBe(message);
    expect(refusedPosition({ hands: HANDS, tableaux: { B: ['RUGBY-HEAD'] }, duel })).toBe(message);
  });

  test('after the KROWN, a duel with no DWYN in the pool', () => {
    // Every DWYN named in a hand: none is left for the pool.
    const hands = { A: ['CASTLE-2'], B: ['DWYN', 'DWYN', 'DWYN', 'DWYN', 'DWYN'], C: ['DWYN'] };
    expect(
      refusedPosition({
        hands,
        tableaux: { A: ['KROWN'], B: ['RUGBY-HEAD'] },
        duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE' },
      }),
    ).toBe('duel: a duel starts with a DWYN played into the pool, but the pool has none.');
    // With a DWYN unnamed (so in the pool) the same duel is fine.
    expect(
      position({
        hands: { ...hands, C: [] },
        tableaux: { A: ['KROWN'], B: ['RUGBY-HEAD'] },
        duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE' },
      }).stage,
    ).toBe('duel');
  });

  test('a duel whose target is protected, missing, or whose defender is the challenger', () => {
    const base = { hands: HANDS, discards: ['DWYN'], stockSize: 5 };
    expect(
      refusedPosition({
        ...base,
        tableaux: { B: ['SKULL-HEAD', 'SKULL-TORSO', 'SKULL-FEET'] },
        duel: { defender: 'B', target: 'SKULL-TORSO', suit: 'CASTLE' },
      }),
    ).toBe('duel.target: the Skull torso is part of a whole same-suit body, so it cannot be challenged for.');
    expect(refusedPosition({ ...base, duel: { defender: 'B', target: 'RUGBY-HEAD' } })).toBe(
      'duel.target: B has no Rugby head in front of them.',
    );
    expect(
      refusedPosition({ ...base, tableaux: { A: ['RUGBY-HEAD'] }, duel: { defender: 'A', target: 'RUGBY-HEAD' } }),
    ).toBe('duel.defender: the player whose turn it is challenges; the defender is someone else.');
  });

  test('duel cards that do not increase, are of another suit, or come before the suit', () => {
    const base = { hands: HANDS, tableaux: { B: ['RUGBY-HEAD'] }, discards: ['DWYN'], stockSize: 5 };
    const duel = (cards: string[], suit?: string) => ({
      ...base,
      duel: { defender: 'B', target: 'RUGBY-HEAD', cards, ...(suit === undefined ? {} : { suit }) },
    });
    expect(refusedPosition(duel(['CASTLE-5', 'CASTLE-4'], 'CASTLE'))).toBe(
      'duel.cards: each card must beat the one before, and the 4 of Castle does not.',
    );
    expect(refusedPosition(duel(['CASTLE-4', 'CASTLE-X'], 'CASTLE'))).toBe(
      'duel.cards: each card must beat the one before, and the X of Castle does not.',
    );
    // With the X high, the same cards do increase.
    expect(position(duel(['CASTLE-4', 'CASTLE-X'], 'CASTLE'), { xRank: 'high' }).duel?.toAnswer).toBe(B);
    // Said with where the card belongs (issue 43's trial: the DWYN that starts the duel was put there).
    expect(refusedPosition(duel(['LEAF-4'], 'CASTLE'))).toBe(
      "duel.cards: the 4 of Leaf is not a number card of the duel's suit, Castle, so it is not played in this duel: it belongs in a hand or on the discard pile.",
    );
    expect(refusedPosition(duel(['DWYN'], 'CASTLE'))).toBe(
      "duel.cards: the DWYN card that starts a duel is not one of the duel's cards: it goes on top of the discard pile (into the pool once the KROWN is drawn).",
    );
    expect(refusedPosition(duel(['CASTLE-4']))).toBe('duel.cards: no card is played before the suit is named.');
    expect(refusedPosition(duel([], 'HEARTS'))).toMatch(/^duel.suit: "HEARTS" is not a DWYN suit/);
  });

  test('a stage and a duel that disagree', () => {
    const base = { hands: HANDS, tableaux: { B: ['RUGBY-HEAD'] }, discards: ['DWYN'], stockSize: 5 };
    expect(refusedPosition({ ...base, stage: 'duel' })).toBe(
      'stage: at the duel stage a duel is in progress: say who defends it and the card challenged for.',
    );
    expect(
      refusedPosition({ ...base, stage: 'draw', duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE' } }),
    ).toBe('duel: with a duel in progress the stage is suit (before the suit is named) or duel.');
    expect(
      refusedPosition({ ...base, stage: 'suit', duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE' } }),
    ).toBe('duel.suit: the suit is named at the duel stage, and not yet at the suit stage.');
    expect(refusedPosition({ ...base, stage: 'nap' })).toBe('stage must be layout, draw, act, suit, duel, not nap.');
  });

  test('a pool before the KROWN; a stock or a discard pile after it', () => {
    expect(refusedPosition({ hands: HANDS, pool: ['MINER-5'] })).toBe(
      'pool: there is no pool until the KROWN is drawn; those cards are on the discard pile.',
    );
    expect(refusedPosition({ hands: HANDS, tableaux: { B: ['KROWN'] }, stock: ['MINER-5'] })).toBe(
      'stock: B has the KROWN, so the stock is gone: it was the last card.',
    );
    expect(refusedPosition({ hands: HANDS, tableaux: { B: ['KROWN'] }, stockSize: 3 })).toBe(
      'stock: B has the KROWN, so the stock is gone: it was the last card.',
    );
    expect(refusedPosition({ hands: HANDS, tableaux: { B: ['KROWN'] }, discards: ['MINER-5'] })).toBe(
      'discards: once the KROWN is out the discard pile has become the pool; those cards are in the pool.',
    );
  });

  test('a seat that has already won', () => {
    expect(
      refusedPosition({
        hands: { A: ['CASTLE-2'], B: [], C: ['LEAF-2'] },
        tableaux: { B: ['KROWN', 'RUGBY-HEAD', 'LEAF-TORSO', 'SKULL-FEET'] },
      }),
    ).toBe('B has the KROWN, a body and an empty hand: that game is already won.');
  });

  test('the shape of the spec, seats and numbers', () => {
    expect(refusedPosition(null)).toBe('A DWYN position must be a mapping with at least "hands".');
    expect(refusedPosition({ hands: HANDS, colour: 'red' })).toMatch(/^A DWYN position has no field "colour"/);
    expect(refusedPosition({ hands: { A: [], B: [] } })).toBe(
      'hands: seat C is missing; list every hand, an empty one too.',
    );
    expect(refusedPosition({ hands: { ...HANDS, D: [] } })).toMatch(/^hands: "D" is not a seat/);
    expect(refusedPosition({ hands: { ...HANDS, B: ['SKULL-9'] } })).toMatch(/^hands.B: "SKULL-9" is not a DWYN card/);
    expect(refusedPosition({ hands: HANDS, turn: 'Q' })).toMatch(/^turn: "Q" is not a seat/);
    expect(refusedPosition({ hands: HANDS, stockSize: 99 })).toBe(
      'stockSize: 99 does not fit the 0 cards named in the stock and the 53 left unplaced.',
    );
    expect(refusedPosition({ hands: HANDS, game: 2 })).toBe('game must be 1 to 1, the games in the match.');
    expect(refusedPosition({ hands: HANDS, wins: { A: -1 } })).toBe('wins.A must be a whole number.');
    expect(refusedPosition({ hands: HANDS, turnsAfterKrown: 3 })).toBe(
      'turnsAfterKrown must be a whole number below 200, and 0 before the KROWN is drawn.',
    );
    expect(refusedPosition({ hands: HANDS, tableaux: { B: ['KROWN'] }, turnsAfterKrown: 200 })).toMatch(/below 200/);
    expect(refusedPosition({ hands: HANDS, phase: 'over' })).toBe('phase must be play, not over.');
  });

  test('the opening lay-out and the act stage', () => {
    expect(refusedPosition({ stage: 'layout', hands: HANDS })).toBe(
      'stage: at the opening lay-out A lays out next, so their hand must hold a body card.',
    );
    expect(refusedPosition({ stage: 'layout', hands: { ...HANDS, A: ['SKULL-HEAD'] }, discards: ['LEAF-3'] })).toMatch(
      /^stage: during the opening lay-out the first discard is not turned yet/,
    );
    expect(refusedPosition({ stage: 'act', hands: { ...HANDS, A: [] } })).toBe(
      'stage: at the act stage A has just drawn, so their hand cannot be empty.',
    );
  });
});

describe('malformed specs', () => {
  test('a duel without a defender or target is refused naming the field', () => {
    const base = { hands: HANDS, tableaux: { B: ['RUGBY-HEAD'] }, discards: ['DWYN'], stockSize: 5 };
    expect(refusedPosition({ ...base, duel: { target: 'RUGBY-HEAD' } })).toMatch(/^duel.defender: /);
    expect(refusedPosition({ ...base, duel: { defender: 'B' } })).toMatch(/^duel.target: name the card challenged for/);
  });

  // JSON has no undefined: a share link's position writes "no duel" as null.
  test('a duel given as null is read as no duel or refused with a PositionError, never a TypeError', () => {
    expect(() => position({ hands: HANDS, duel: null })).not.toThrow(TypeError);
  });
});

describe('share links with a position', () => {
  /** A format 2 record written byte by byte (core/record-codec.ts): any position, no moves. */
  function link(position: unknown, options: Record<string, unknown> = {}): string {
    const out: number[] = [2];
    const text = (value: string): void => {
      const bytes = [...Buffer.from(value, 'utf8')];
      let rest = bytes.length;
      for (; rest >= 128; rest = Math.floor(rest / 128)) out.push((rest % 128) + 128);
      out.push(rest);
      out.push(...bytes);
    };
    text('dwyn');
    out.push(2); // seed 1, zigzag
    out.push(0); // seat A
    text(Object.keys(options).length === 0 ? '' : JSON.stringify(options));
    text(JSON.stringify(position));
    out.push(0); // no moves
    out.push(0, 0, 0, 0); // checksum: never reached, the setup is refused first
    return Buffer.from(out).toString('base64url');
  }

  function refusedLink(text: string): string {
    try {
      decodeRecord(text, dwyn);
    } catch (error) {
      expect(error).toBeInstanceOf(RecordFormatError);
      return (error as Error).message;
    }
    throw new Error('the link was accepted');
  }

  test('a link carrying an impossible position is refused with a sentence, not a crash', () => {
    expect(refusedLink(link({ hands: HANDS, tableaux: { A: ['KROWN'], B: ['KROWN'] } }))).toBe(
      'Its game setup is not valid: The KROWN appears 2 times, but there is only one.',
    );
    expect(
      refusedLink(
        link({
          hands: HANDS,
          tableaux: { B: ['RUGBY-HEAD'] },
          stockSize: 4,
          duel: { defender: 'B', target: 'RUGBY-HEAD', suit: 'CASTLE' },
        }),
      ),
    ).toBe(
      'Its game setup is not valid: duel: a duel starts with a DWYN played on the discard pile, so its top card must be a DWYN.',
    );
    expect(refusedLink(link({ hands: { A: [] } }, { players: 2, xRank: 'high' }))).toBe(
      'Its game setup is not valid: hands: seat B is missing; list every hand, an empty one too.',
    );
  });

  // A null duel again, this time through a share link.
  test('a link whose position has a null duel gets a sentence for the reader', () => {
    expect(refusedLink(link({ hands: HANDS, duel: null }))).not.toMatch(/Cannot read properties/);
  });

  test('encoding a record from an impossible position is refused too', () => {
    expect(() =>
      encodeRecord(dwyn, {
        seed: 1,
        seat: 0,
        position: { hands: { ...HANDS, B: ['KROWN'] } },
        actions: [],
      }),
    ).toThrow(ReplayError);
  });

  test('a possible position with moves round-trips', () => {
    const shared = {
      seed: 3,
      seat: 1,
      options: { players: 2 },
      position: { hands: { A: ['STEAL', 'CASTLE-2'], B: ['CASTLE-3'] }, tableaux: { B: ['KROWN', 'RUGBY-HEAD'] } },
      actions: [
        { seat: 0, action: 'steal B KROWN' },
        { seat: 1, action: 'draw' },
      ],
    };
    const back = decodeRecord(encodeRecord(dwyn, shared), dwyn);
    expect(back.position).toEqual(shared.position);
    expect(back.actions[0]).toEqual({ seat: 0, action: 'steal B KROWN' });
    expect(back.actions[1]?.action).toBe('draw');
    const start = position(shared.position, shared.options, 3);
    expect(act(start, A, 'steal B KROWN').state.tableaux[A]).toEqual(['KROWN']);
    expect(sorted(back.actions.map((a) => String(a.seat)))).toEqual(['0', '1']);
  });
});
