// The bot bets by hand strength (src/engine/day/bot.ts). Against players choosing uniformly at
// random it should win most sessions, and each decision should be quick.
import { describe, expect, test } from 'vitest';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { dayBot } from '../../../src/engine/day/bot.ts';
import { day } from './engine-helpers.ts';

interface Tally {
  sessions: number;
  won: number;
  chips: number;
  decisions: number;
  slowest: number;
  ms: number;
}

/** Sessions with the bot in one seat (rotating) and random players elsewhere. */
function sessions(players: number, count: number, maxHands: number, limit: string): Tally {
  const tally: Tally = { sessions: 0, won: 0, chips: 0, decisions: 0, slowest: 0, ms: 0 };
  for (let i = 0; i < count; i++) {
    const botSeat = i % players;
    const random = makeRandom(i * 7 + 1);
    let state = day.newGame(day.parseOptions({ players, maxHands, limit }), 1000 + i);
    while (day.toAct(state).length > 0) {
      const seat = day.toAct(state)[0] as number;
      const legal = day.legalActions(state, seat);
      let action = random.pick(legal);
      if (seat === botSeat) {
        const began = performance.now();
        action = dayBot(day.view(state, seat), legal, seat);
        const ms = performance.now() - began;
        tally.decisions++;
        tally.ms += ms;
        tally.slowest = Math.max(tally.slowest, ms);
      }
      state = day.apply(state, seat, action).state;
    }
    tally.sessions++;
    if (state.winners.includes(botSeat)) tally.won++;
    tally.chips += (state.stacks[botSeat] ?? 0) - 100;
  }
  return tally;
}

describe('the bot', () => {
  for (const [players, limit] of [
    [2, 'fixed'],
    [3, 'no-limit'],
    [4, 'pot'],
  ] as const) {
    test(`beats random players clearly: ${players} players, ${limit}`, () => {
      const t = sessions(players, 24, 15, limit);
      const rate = t.won / t.sessions;
      console.log(
        `day bot, ${players} players, ${limit}: won ${t.won}/${t.sessions} sessions (${(rate * 100).toFixed(0)}%, fair share ${(100 / players).toFixed(0)}%), ` +
          `${(t.chips / t.sessions).toFixed(1)} chips a session, ${t.decisions} decisions, mean ${(t.ms / t.decisions).toFixed(2)} ms, slowest ${t.slowest.toFixed(1)} ms`,
      );
      expect(rate).toBeGreaterThan(Math.min(0.75, 2 / players));
      expect(t.ms / t.decisions).toBeLessThan(50);
    }, 120_000);
  }
});
