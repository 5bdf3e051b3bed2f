// Day's sandbox prompt names only the moves open (issue 43's second trial: it said "Call, raise or
// fold." where fixed limit had had its three raises, as the refusals then did).
import { expect, test } from 'vitest';
import { dayPrompt } from '../../src/components/day/prompt.ts';
import { day } from '../../src/engine/day/index.ts';

const B = 1;

function promptAt(position: Record<string, unknown>, limit: string): string {
  const state = day.fromPosition(position, day.parseOptions({ players: 2, limit }), 1);
  return dayPrompt(day.view(state, B), B);
}

const BASE = { phase: 'bet1', hands: { A: ['1R', '2R'], B: ['3R', '4R'] }, community: ['5R', '6R'], turn: 'B' };

test('after the third raise of a fixed-limit round: call or fold', () => {
  const capped = { ...BASE, stacks: { A: 96, B: 97 }, committed: { A: 4, B: 3 }, roundBets: { A: 4, B: 3 }, raises: 3 };
  expect(promptAt(capped, 'fixed')).toBe('First round: 1 chip to call. Call or fold: this round has had its 3 raises.');
  expect(
    day.legalActions(day.fromPosition(capped, day.parseOptions({ players: 2 }), 1), B).map(day.formatAction),
  ).toEqual(expect.not.arrayContaining([expect.stringMatching(/^raise/)]));
});

test('a stack short of the call: all in to call it, or fold', () => {
  const short = { ...BASE, stacks: { A: 194, B: 2 }, committed: { A: 3, B: 1 }, roundBets: { A: 3 } };
  expect(promptAt(short, 'no-limit')).toBe('First round: 3 chips to call. Go all in to call it, or fold.');
});

test('otherwise: call, raise or fold', () => {
  const open = { ...BASE, stacks: { A: 98, B: 99 }, committed: { A: 2, B: 1 }, roundBets: { A: 1 } };
  expect(promptAt(open, 'fixed')).toBe('First round: 1 chip to call. Call, raise or fold.');
});
