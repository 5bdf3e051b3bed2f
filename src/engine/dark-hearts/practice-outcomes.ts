// Dark Hearts' wrong answers to "what happens next" and "who wins the trick" (core/practice/outcome-question.ts):
// the event asked about, told otherwise, each with why it cannot follow, read from the trick's
// faces and the points each seat took. A seat's figures are only ever its own, and they add up.
// An event this file cannot explain gets no wrong answers, so it is never asked about.

import type { Seat } from '../core/game.ts';
import type { OutcomeFacts, WrongOutcome } from '../core/practice/outcome-question.ts';
import { capital } from '../core/practice/question.ts';
import { faceName, facePoints, faceSuit, SHADE_NAMES, type Shade } from './deck.ts';
import { pointsIn, type DarkHeartsState } from './state.ts';
import { outcomeKinds } from '../core/practice/outcome-question.ts';
import { determinizeDarkHearts, everyDealDarkHearts } from './hidden.ts';

const SUITS: Readonly<Record<string, string>> = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' };
const pts = (n: number, shade: Shade): string => `${String(n)} ${SHADE_NAMES[shade]} point${n === 1 ? '' : 's'}`;

function darkHeartsWrongOutcomes(facts: OutcomeFacts): WrongOutcome[] {
  const { key, name, whose } = facts;
  const before = facts.before as DarkHeartsState;
  const after = facts.after as DarkHeartsState;
  const d = key.detail ?? {};
  const who = key.seat as Seat;
  const shade = (d['shade'] === 'D' ? 'D' : 'L') as Shade;
  switch (key.kind) {
    case 'trick-won': {
      const trick = after.lastTrick;
      if (!trick) return [];
      const led = faceSuit((trick.plays[0] as { card: string }).card, shade);
      const best = trick.plays.find((p) => p.seat === who);
      if (!best) return [];
      const out: WrongOutcome[] = [];
      for (const play of trick.plays) {
        if (play.seat === who) continue;
        const suit = faceSuit(play.card, shade);
        out.push({
          event: { ...key, seat: play.seat },
          why:
            suit !== led
              ? `${capital(whose(play.seat))} ${faceName(play.card, shade)} is not a ${SUITS[led] ?? led}, the suit led, so it cannot win the trick.`
              : `${capital(whose(play.seat))} ${faceName(play.card, shade)} is lower than ${whose(who)} ${faceName(best.card, shade)}, the highest ${SUITS[led] ?? led} played.`,
          rule: 'trick-winner',
        });
      }
      const real = Number(d['points']);
      const scoring = trick.plays.filter((p) => facePoints(p.card, shade) > 0);
      const holds =
        scoring.length === 0
          ? `The trick holds no ${SHADE_NAMES[shade]} point card`
          : `The trick holds ${scoring.map((p) => `the ${faceName(p.card, shade)} (${String(facePoints(p.card, shade))})`).join(', ')}`;
      for (const p of [real + 1, real - 1, real === 0 ? 13 : real + 13]) {
        if (p < 0 || p === real) continue;
        out.push({
          event: { ...key, detail: { ...d, points: p } },
          why: `${holds}: ${pts(real, shade)}, not ${String(p)}.`,
          rule: 'point-cards',
        });
      }
      return out;
    }
    case 'hearts-broken': {
      const other: Shade = shade === 'L' ? 'D' : 'L';
      // The card that broke them: a heart in the trick's shade (or the Queen of spades, where it breaks them too).
      const plays = after.lastTrick?.plays ?? [];
      const fell = [
        ...plays.filter((p) => faceSuit(p.card, shade) === 'H'),
        ...plays.filter((p) => facePoints(p.card, shade) === 13),
      ];
      const name = SHADE_NAMES[shade];
      const out: WrongOutcome[] = [
        {
          event: { ...key, detail: { shade: other } },
          why: `This trick was played with its ${name} faces, so only ${name} point cards fell in it.`,
          rule: 'hearts-broken',
        },
      ];
      // The other reading a newcomer might have: that hearts break only when one is led.
      if (fell.length > 0) {
        out.push({
          event: `Nothing is broken yet: ${name} point cards still may not be led.`,
          why: `The ${faceName((fell[0] as { card: string }).card, shade)} fell in this ${name} trick, and a ${name} point card played in a ${name} trick breaks ${name} hearts: nobody has to lead one.`,
          rule: 'hearts-broken',
        });
      }
      return out;
    }
    case 'moon': {
      const real = Number(d['points']);
      return [...before.hands.keys()]
        .filter((s) => s !== who)
        .map((s) => ({
          event: { ...key, seat: s },
          why: `${name(who)} took every ${SHADE_NAMES[shade]} point of the hand, ${String(real)}; ${name(s)} took none.`,
          rule: 'shooting-the-moon',
        }));
    }
    case 'hand-scored': {
      // Only a hand nobody shot the moon in: each seat scores what it took.
      if (facts.events.some((e) => e.kind === 'moon')) return [];
      const took = { L: Number(d['L']), D: Number(d['D']) };
      const was = { L: Number(d['totalL']) - took.L, D: Number(d['totalD']) - took.D };
      const out: WrongOutcome[] = [];
      for (const s of ['L', 'D'] as const) {
        const real = pointsIn(took, s);
        const fake = real === 0 ? 1 : real - 1;
        const l = s === 'L' ? fake : took.L;
        const dk = s === 'D' ? fake : took.D;
        out.push({
          event: { ...key, detail: { L: l, D: dk, totalL: was.L + l, totalD: was.D + dk } },
          why: `${name(who)} took ${pts(real, s)} in this hand’s tricks, not ${String(fake)}.`,
          rule: 'point-cards',
        });
      }
      return out;
    }
    default:
      return [];
  }
}

/** What happens next and who wins, as the quiz fetches them the first time it deals one (practice.ts). */
export const DARK_HEARTS_OUTCOMES = outcomeKinds({
  settles: {
    kinds: ['trick-won'],
    title: 'Who wins the trick?',
    question: 'Who wins this trick, and with how many points?',
  },
  wrong: darkHeartsWrongOutcomes,
  redeal: (state, seat, rng) => determinizeDarkHearts(state as DarkHeartsState, seat, rng),
  everyDeal: (state, seat, rng, most) => everyDealDarkHearts(state as DarkHeartsState, seat, rng, most),
});
