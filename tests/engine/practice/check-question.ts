// What every practice question must be, checked through the engine rather than trusted: the
// position replays from its record, exactly the right choices are marked, and the rule the question
// claims is the one the engine cites for its answer. Used over thousands of seeds per game.

import { expect } from 'vitest';
import { redactEvent } from '../../../src/engine/core/events.ts';
import type { AnyGame, Seat } from '../../../src/engine/core/game.ts';
import type { Question } from '../../../src/engine/core/practice/question.ts';
import { replay } from '../../../src/engine/core/replay.ts';
import { seedRng } from '../../../src/engine/core/rng.ts';
import { seatLetter } from '../../../src/engine/core/seats.ts';
import { makesNoSense } from './makes-sense.ts';
import { readsBadly } from './reads-well.ts';
import { malformed } from './well-formed.ts';

/**
 * On how many deals of its own, apart from the generator's, the test replays an outcome question's
 * move: each is a deal the reader cannot tell from the one shown, so each must give the answer.
 */
const OWN_DEALS = 40;

export function checkQuestion(game: AnyGame, question: Question): void {
  const where = `${game.id} ${question.kind}.${question.rule}.${question.seed}`;
  expect(game.rules, where).toHaveProperty(question.rule);
  const { state } = replay<unknown>(game, question.record);
  expect(game.outcome(state), where).toBeNull();
  expect(game.toAct(state), where).toContain(question.record.seat);

  const { choices } = question;
  expect(readsBadly(question), where).toEqual([]);
  const move =
    question.action === undefined ? null : game.apply(state, question.record.seat, game.parseAction(question.action));
  expect(makesNoSense(game, question, state, move), where).toEqual([]);
  expect(new Set(choices.map((c) => c.id)).size, where).toBe(choices.length);
  expect(new Set(choices.map((c) => c.label)).size, where).toBe(choices.length);
  const right = choices.filter((c) => c.right);
  expect(right.length, where).toBeGreaterThanOrEqual(1);
  if (!question.multiple) expect(right.length, where).toBe(1);
  for (const choice of choices) {
    expect(choice.why.length, where).toBeGreaterThan(0);
    if (choice.rule !== null) expect(game.rules, where).toHaveProperty(choice.rule);
  }
  expect(question.prompt.length, where).toBeGreaterThan(0);
  expect(question.answer.length, where).toBeGreaterThan(0);

  if (question.kind === 'legal') checkLegal(game, state, question, where);
  if (question.kind === 'next' || question.kind === 'settles') checkOutcome(game, state, question, where);
}

/**
 * The right choices are exactly the moves the engine allows (legalActions, or explain for an amount
 * legalActions lists only a few of), each explained by what allows it; a wrong one is refused with
 * a rule; and some choice's reason cites the rule asked.
 */
function checkLegal(game: AnyGame, state: unknown, question: Question, where: string): void {
  const seat = question.record.seat;
  // A choice's id is its move's type, target, card or amount: "lay RUGBY-3", "steal B RUGBY-HEAD", "draw", "raise 6".
  const keyOf = (action: unknown): string => {
    const { type, card, seat: target, ...rest } = action as { type: string; card?: string; seat?: Seat };
    const amount = Object.values(rest).find((v) => typeof v === 'number');
    return [
      type,
      ...(target === undefined ? [] : [seatLetter(target)]),
      ...(card === undefined ? [] : [card]),
      ...(card === undefined && amount !== undefined ? [String(amount)] : []),
    ].join(' ');
  };
  const legalKeys = new Set(game.legalActions(state, seat).map(keyOf));
  const candidates = new Map(game.candidateActions(state, seat).map((a) => [keyOf(a), a] as const));
  for (const choice of question.choices) {
    const candidate = candidates.get(choice.id);
    const allowed =
      legalKeys.has(choice.id) || (candidate !== undefined && game.explain(state, seat, candidate) === null);
    expect(choice.right, `${where} ${choice.id}`).toBe(allowed);
    expect(choice.rule, `${where} ${choice.id}`).not.toBeNull();
  }
  expect(
    question.choices.some((c) => c.rule === question.rule),
    where,
  ).toBe(true);
  expect(
    question.choices.some((c) => !c.right),
    where,
  ).toBe(true);
}

/**
 * Making the move gives the right choice's sentence, citing the question's rule, and none of the
 * wrong ones; so does every deal the reader cannot tell from this one (OWN_DEALS of them, drawn
 * apart from the generator's). Each wrong choice has a reason of its own and a rule, the choices
 * are well formed (well-formed.ts), and their ids say nothing of which is right.
 */
function checkOutcome(game: AnyGame, state: unknown, question: Question, where: string): void {
  const seat = question.record.seat;
  expect(question.action, where).toBeDefined();
  const action = game.parseAction(question.action as string);
  expect(game.explain(state, seat, action), where).toBeNull();
  const name = (s: Seat): string => (s === seat ? `${seatLetter(s)} (you)` : seatLetter(s));
  const said = (from: unknown) =>
    game
      .apply(from, seat, action)
      .events.map((e) => ({ text: game.describeEvent(redactEvent(e, seat), name), rule: e.rule }));
  const right = question.choices.find((c) => c.right);
  const wrongs = question.choices.filter((c) => !c.right);
  const here = said(state);
  const made = here.find((s) => s.text === right?.label);
  expect(made, where).toBeDefined();
  expect(made?.rule, where).toBe(question.rule);
  for (const wrong of wrongs) {
    expect(
      here.some((s) => s.text === wrong.label),
      `${where} ${wrong.label}`,
    ).toBe(false);
    expect(wrong.rule, `${where} ${wrong.label}`).not.toBeNull();
    expect(wrong.why, `${where} ${wrong.label}`).not.toMatch(/^That does not happen/);
  }
  expect(new Set(wrongs.map((w) => w.why)).size, where).toBe(wrongs.length);
  for (const [i, choice] of question.choices.entries()) expect(choice.id, where).toBe(`c${String(i + 1)}`);
  expect(malformed(game, question, state, game.apply(state, seat, action).state), where).toEqual([]);

  for (let i = 0; i < OWN_DEALS; i++) {
    const other = game.determinize(state, seat, seedRng(question.seed * 7_919 + i));
    expect(game.explain(other, seat, action), `${where} deal ${String(i)}`).toBeNull();
    const there = said(other).map((s) => s.text);
    expect(there, `${where} deal ${String(i)}`).toContain(right?.label);
  }
}
