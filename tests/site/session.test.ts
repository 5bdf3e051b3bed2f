// A hint stays while the reader faces the very choice it answers (components/core/sandbox/
// session.ts, sameChoice): in Dark Hearts' pass every seat chooses at once and the bots' choices
// are hidden, so their passes leave the reader's choice as it was; the reader's own move, or the
// next phase, is a new choice.
import { expect, test } from 'vitest';
import { newSession, perform, sameChoice, type Session } from '../../src/components/core/sandbox/session.ts';
import type { Seat } from '../../src/engine/core/game.ts';
import { darkHearts } from '../../src/engine/dark-hearts/index.ts';

const game = darkHearts;
type S = ReturnType<typeof game.newGame>;

function botMove(session: Session<S>, seat: Seat): Session<S> {
  return perform(game, session, seat, game.legalActions(session.state, seat)[0]);
}

test("the bots' hidden passes leave the reader's choice as it was; the reader's own pass does not", () => {
  const asked = newSession<S>(game, { options: game.options.defaults, seed: 11, seat: 0 });
  expect(game.isSimultaneous(asked.state)).toBe(true);
  const bots = game.toAct(asked.state).filter((seat) => seat !== 0);
  expect(bots.length).toBeGreaterThan(0);
  let now = asked;
  for (const seat of bots) {
    now = botMove(now, seat);
    expect(sameChoice(game, asked, now)).toBe(true);
  }
  // The reader passes: a new choice (the first trick's), which the hint was not about.
  const passed = botMove(now, 0);
  expect(sameChoice(game, asked, passed)).toBe(false);
  expect(sameChoice(game, now, passed)).toBe(false);
});

test('another hand, or a move taken back, is not the same choice', () => {
  const asked = newSession<S>(game, { options: game.options.defaults, seed: 11, seat: 0 });
  const other = newSession<S>(game, { options: game.options.defaults, seed: 12, seat: 0 });
  expect(sameChoice(game, asked, other)).toBe(false);
  const bot = game.toAct(asked.state).find((seat) => seat !== 0) as Seat;
  const later = botMove(asked, bot);
  expect(sameChoice(game, later, asked)).toBe(false);
});

test('outside a simultaneous phase any move since is a new position', () => {
  let session = newSession<S>(game, { options: game.options.defaults, seed: 11, seat: 0 });
  for (let n = 0; n < 200 && game.isSimultaneous(session.state); n++) {
    session = botMove(session, game.toAct(session.state)[0] as Seat);
  }
  expect(game.isSimultaneous(session.state)).toBe(false);
  // Play on until a bot is to move with the reader next or later.
  for (let n = 0; n < 200 && game.toAct(session.state)[0] === 0; n++) session = botMove(session, 0);
  const seat = game.toAct(session.state)[0] as Seat;
  expect(seat).not.toBe(0);
  expect(sameChoice(game, session, botMove(session, seat))).toBe(false);
});
