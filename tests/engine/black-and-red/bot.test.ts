// The heuristic Black & Red bot: it only picks legal actions, follows its stated heuristics
// (shed the colour it does not collect, lead the opponent's colour, take exactly 31, leave little
// room under 31), finishes matches on its own, and beats a random player clearly.
import { describe, expect, test } from 'vitest';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { blackAndRedHeuristicBot } from '../../../src/engine/black-and-red/bot.ts';
import { blackAndRed, type BlackAndRedAction } from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import { A, act, B, ex1, EX_SCRIPT, newGame, playUntil, position, run, type Chooser } from './helpers.ts';

const botChooser: Chooser = (state, seat, legal) => blackAndRedHeuristicBot(blackAndRed.view(state, seat), legal, seat);

function botMove(state: BlackAndRedState, seat: number): string {
  return blackAndRed.formatAction(
    blackAndRedHeuristicBot(blackAndRed.view(state, seat), blackAndRed.legalActions(state, seat), seat),
  );
}

/** A to play (A collects red, B black), with an optional current run. */
function spot(handA: string[], runCards: string[] = [], input: Record<string, unknown> = {}): BlackAndRedState {
  const used = new Set([...handA, ...runCards]);
  const pool = ['9C', '4C', 'KH', 'QH', '3D', 'JS', '8D', 'AC', 'AD', '2C', '2H', '3C', '3H', '4D', '5D', '5S'];
  const handB = pool.filter((c) => !used.has(c)).slice(0, 7);
  return position(
    {
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'A',
      hands: { A: handA, B: handB },
      ...(runCards.length > 0 ? { run: runCards, lastDiscarder: 'B' } : {}),
    },
    input,
  );
}

describe('the bot picks legal actions', () => {
  test('in every state of mixed bot and random matches, the bot returns one of the legal actions', () => {
    const problems: string[] = [];
    let asked = 0;
    for (const [opts, seed] of [
      [{}, 1],
      [{ cardValues: 'ranked' }, 2],
      [{ after31Leader: 'opponent', stockOut: 'drawHand' }, 3],
    ] as const) {
      const random = makeRandom(seed * 13);
      playUntil(newGame(opts, seed), (state, seat, legal) => {
        const choice = blackAndRedHeuristicBot(blackAndRed.view(state, seat), legal, seat);
        asked++;
        if (!legal.some((a) => blackAndRed.formatAction(a) === blackAndRed.formatAction(choice))) {
          problems.push(`${state.phase}: ${blackAndRed.formatAction(choice)}`);
        }
        return seat === A ? choice : random.pick(legal);
      });
    }
    expect(problems).toEqual([]);
    expect(asked).toBeGreaterThan(200);
  });

  test('a single legal action is returned as is (go, deal)', () => {
    const state = ex1();
    const go: BlackAndRedAction[] = [{ type: 'go' }];
    expect(blackAndRedHeuristicBot(blackAndRed.view(state, A), go, A)).toBe(go[0]);
    const mid = run(
      ex1(),
      EX_SCRIPT.slice(0, 4).map(([s, t]) => [s, t] as const),
    ).state;
    expect(botMove(mid, A)).toBe('go');
  });

  test('asking with no legal action is an error', () => {
    expect(() => blackAndRedHeuristicBot(blackAndRed.view(ex1(), A), [], A)).toThrow(/no legal action/);
  });
});

describe('the bot follows its heuristics', () => {
  test('leading with a choice of colours, it discards the colour it does not collect', () => {
    // A collects red: of 7S 10S 6C it sheds a black card, the biggest.
    expect(botMove(ex1(), A)).toBe('10S');
    const state = spot(['2S', '8H', '9H', 'JD', '2D', 'KH', '6C']);
    expect(botMove(state, A)).toBe('6C');
  });

  test("leading a run, it picks the opponent's colour: B (black) leads red in example 3", () => {
    const afterT6 = run(
      ex1(),
      EX_SCRIPT.map(([s, t]) => [s, t] as const),
    ).state;
    expect(afterT6.turn).toBe(B);
    expect(afterT6.targets[A]).toBe('red');
    expect(botMove(afterT6, B)).toBe('KH');
  });

  test("it leads its opponent's colour whichever that is", () => {
    // The same hand with the colours swapped: A collects black, so A leads red.
    const hand = ['7S', '10S', '8H', '9H', 'JD', '2D', '6C'];
    const red = position({
      dealer: 'B',
      playerOneColour: 'red',
      hands: { A: hand, B: ['9C', '4C', 'KH', 'QH', '3D', 'JS', '8D'] },
    });
    const black = position({
      dealer: 'B',
      playerOneColour: 'black',
      hands: { A: hand, B: ['9C', '4C', 'KH', 'QH', '3D', 'JS', '8D'] },
    });
    expect(botMove(red, A)).toMatch(/[CS]$/);
    expect(botMove(black, A)).toMatch(/[HD]$/);
  });

  test('it takes exactly 31 when it can', () => {
    // Black run at 21: 10S makes 31; 6C, 2S and AS would leave room.
    const black = spot(['10S', '6C', '2S', 'AS', '8H', '9H', 'JD'], ['9S', '8C', '4S']);
    expect(black.total).toBe(21);
    expect(botMove(black, A)).toBe('10S');
    expect(act(black, A, '10S').events.map((e) => e.kind)).toContain('thirty-one');
    // Red run at 26 (its own colour, which it must discard anyway): 5H makes 31, not 2D or AH.
    const red = spot(['AH', '5H', '2D', '6C', '7S', '10S', '9S'], ['10D', '9H', '7D']);
    expect(red.total).toBe(26);
    expect(botMove(red, A)).toBe('5H');
  });

  test('otherwise it leaves the opponent the least room under 31', () => {
    const state = spot(['9S', '4S', '2S', '8H', '9H', 'JD', '7H'], ['10C']);
    expect(botMove(state, A)).toBe('9S');
  });
});

describe('bot-only matches', () => {
  test('always end, under every option', () => {
    for (const opts of [{}, { cardValues: 'ranked' }, { after31Leader: 'opponent' }, { stockOut: 'drawHand' }]) {
      for (let seed = 1; seed <= 5; seed++) {
        const { state, steps } = playUntil(newGame(opts, seed), botChooser);
        expect(state.phase, `${JSON.stringify(opts)} seed ${seed}`).toBe('over');
        expect(steps).toBeLessThan(20_000);
        expect(blackAndRed.outcome(state)?.winners.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('the bot against a random player', () => {
  test('over 300 seeded matches, the bot wins clearly more than half', () => {
    const games = 300;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      // The bot plays A in even matches and B in odd ones.
      const bot = g % 2;
      const random = makeRandom(1000 + g);
      const { state } = playUntil(newGame({}, g + 1), (s, seat, legal) =>
        seat === bot ? botChooser(s, seat, legal) : random.pick(legal),
      );
      expect(state.phase).toBe('over');
      if (state.winners.length === 1 && state.winners[0] === bot) wins++;
    }
    // Measured: 298 of 300 (99.3%), 148 of 150 as A and 150 of 150 as B.
    expect(wins / games).toBeGreaterThan(0.9);
  });

  test('for comparison, a random player wins about half against another', () => {
    // Measured: A wins 96 of these 200 (48%).
    const games = 200;
    let winsA = 0;
    for (let g = 0; g < games; g++) {
      const random = makeRandom(5000 + g);
      const { state } = playUntil(newGame({}, g + 1), (_s, _seat, legal) => random.pick(legal));
      if (state.winners.length === 1 && state.winners[0] === A) winsA++;
    }
    expect(winsA / games).toBeGreaterThan(0.3);
    expect(winsA / games).toBeLessThan(0.7);
  });
});
