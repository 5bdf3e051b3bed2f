// The strong bot's benchmark (npm run bench:search): measured and reported, never asserted.
//   - Playouts per second, per game: searches from positions of bot-played hands, each with a fixed
//     playout budget, timed (median of the runs, with the spread).
//   - Strength: the strong bot in one seat against the heuristic bot in every other, over seeded
//     hands (the strong seat moves round the table from deal to deal). The same deals are played
//     again with the heuristic bot in that seat, so each game's own baseline is measured, not
//     assumed (a 3-player table is not 50-50). A hand is won by the seat with the highest value
//     (SearchSpec.value) at its end, shared ties counting as a share. Rates come with their 95%
//     Wilson interval.
//
//   npm run bench:search -- [game ...] [--hands N] [--playouts N] [--players N] [--games] [--quick]
//     [--from N] [--no-speed] [--no-strength]
// (--games: whole games, to the game's outcome, instead of single hands; --hands is then the count;
// --from: start at the Nth deal, so that one long run can be split over several processes; a long
// run prints its tally every 25 deals)
//
// Built and run like the engine benchmark (tests/bench/vite.config.ts): one bundle in plain Node.

import type { Seat } from '../../src/engine/core/game.ts';
import { makeRandom } from '../../src/engine/core/rng.ts';
import { search } from '../../src/engine/core/search/search.ts';
import { GAMES, type GameManifest } from '../../src/engine/registry.ts';
import { choicePositions, optionsAt } from './playouts.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const numberArg = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const HANDS = numberArg('--hands', quick ? 40 : 200);
/** The strong bot's playouts per move in the strength runs (the sandbox's is set by time instead). */
const PLAYOUTS = numberArg('--playouts', 1000);
/** The table size for the strength runs (default: the game's smallest). */
const PLAYERS = numberArg('--players', 0);
/** Whole games (to the game's outcome: a match of hands) rather than single hands. */
const WHOLE = args.includes('--games');
/** The first deal's number: runs from 0 and from N together make one run of N + HANDS deals. */
const FROM = numberArg('--from', 0);
const only = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const entries = GAMES.filter((entry) => only.length === 0 || only.includes(entry.game.id));

function playoutRate(entry: GameManifest): { rate: number; low: number; high: number; actions: number } {
  const { game, bot, spec } = entry.search;
  const spots = choicePositions(entry, 20);
  const rates: number[] = [];
  let actions = 0;
  let playouts = 0;
  for (let round = 0; round < (quick ? 3 : 7); round++) {
    let done = 0;
    const started = performance.now();
    for (const [i, { state, seat }] of spots.entries()) {
      const result = search(game, bot, spec, state, seat, { seed: round * 100 + i, playouts: 200 });
      done += result.playouts;
      actions += result.actions;
      playouts += result.playouts;
    }
    if (round > 0) rates.push((done / (performance.now() - started)) * 1000);
  }
  rates.sort((a, b) => a - b);
  const rate = rates[Math.floor(rates.length / 2)] ?? 0;
  return { rate, low: rates[0] ?? 0, high: rates[rates.length - 1] ?? 0, actions: actions / Math.max(1, playouts) };
}

/**
 * One hand from a fresh deal (or, with WHOLE, one whole game: a match of hands): `strongSeat`
 * searches (or, with strong false, plays the heuristic), and its share of the win.
 */
function hand(entry: GameManifest, seed: number, strongSeat: Seat, strong: boolean): { win: number; gain: number } {
  const { game, bot, spec } = entry.search;
  let state = game.newGame(optionsAt(entry, PLAYERS || game.players.min), seed);
  const before = spec.value(state, strongSeat);
  const random = makeRandom(seed);
  const going = (s: unknown): boolean => game.toAct(s).length > 0 && (WHOLE || !game.isHandOver(s));
  for (let n = 0; n < 200_000 && going(state); n++) {
    const seat = game.toAct(state)[0] as Seat;
    const legal = game.legalActions(state, seat);
    const action =
      strong && seat === strongSeat
        ? search(game, bot, spec, state, seat, { seed: random.int(1, 2 ** 30), playouts: PLAYOUTS }).action
        : bot(game.view(state, seat), legal, seat);
    state = game.step(state, seat, action);
  }
  const outcome = game.outcome(state);
  const gain = spec.value(state, strongSeat) - before;
  if (WHOLE) return { win: outcome?.winners.includes(strongSeat) ? 1 / outcome.winners.length : 0, gain };
  // The hand's winner: the highest value; a tie shares the win.
  const values = Array.from({ length: game.seatCount(state) }, (_, s) => spec.value(state, s));
  const best = Math.max(...values);
  const sharing = values.filter((v) => v === best).length;
  return { win: values[strongSeat] === best ? 1 / sharing : 0, gain };
}

/** The 95% Wilson interval of a rate of `wins` in `n`. */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [centre - half, centre + half];
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

for (const entry of entries) {
  const { game } = entry;
  if (args.includes('--no-speed')) {
    console.log(`${game.id}:`);
  } else {
    const rate = playoutRate(entry);
    console.log(
      `${game.id}: ${Math.round(rate.rate).toLocaleString('en')} playouts/s (${Math.round(rate.low).toLocaleString('en')} to ${Math.round(rate.high).toLocaleString('en')}), ${rate.actions.toFixed(1)} actions a playout`,
    );
  }
  if (args.includes('--no-strength')) continue;
  const players = PLAYERS || game.players.min;
  let strongWins = 0;
  let plainWins = 0;
  // The value the seat gains over the hand (chips, points...), strong less heuristic, deal by deal.
  const differences: number[] = [];
  const started = performance.now();
  for (let h = FROM; h < FROM + HANDS; h++) {
    const seed = 1000 + h;
    const seat = h % players;
    const strong = hand(entry, seed, seat, true);
    const plain = hand(entry, seed, seat, false);
    strongWins += strong.win;
    plainWins += plain.win;
    differences.push(strong.gain - plain.gain);
    // A long run reports as it goes, so a stopped run still says something (and split runs add up).
    const done = h - FROM + 1;
    if (done % 25 === 0 && done < HANDS) {
      console.log(
        `  ... deals ${FROM} to ${h}: strong ${strongWins}/${done}, heuristic ${plainWins}/${done}, gain ${(differences.reduce((a, b) => a + b, 0) / done).toFixed(2)} [${((performance.now() - started) / 1000).toFixed(0)} s]`,
      );
    }
  }
  const mean = differences.reduce((a, b) => a + b, 0) / HANDS;
  const spread = Math.sqrt(differences.reduce((a, d) => a + (d - mean) ** 2, 0) / Math.max(1, HANDS - 1));
  const margin = (1.96 * spread) / Math.sqrt(HANDS);
  const [sLow, sHigh] = wilson(strongWins, HANDS);
  const [pLow, pHigh] = wilson(plainWins, HANDS);
  console.log(
    `  strength, ${players} players, ${HANDS} ${WHOLE ? 'whole games' : 'hands'}, ${PLAYOUTS} playouts a move: the strong bot won ${pct(strongWins / HANDS)} (95% CI ${pct(sLow)} to ${pct(sHigh)}); the heuristic bot in the same seat and deals won ${pct(plainWins / HANDS)} (${pct(pLow)} to ${pct(pHigh)}); value gained a hand (SearchSpec.value), strong less heuristic, same deals: ${mean.toFixed(2)} ± ${margin.toFixed(2)} [${((performance.now() - started) / 1000).toFixed(0)} s]`,
  );
}
