// Day's question on equal points, kind `showdown`: the reader's move ends the last round of betting,
// the hands are shown, and two or more players share the most points. The question shows the
// showdown whole (every hand's result, as the engine scores it, in the question itself: at the
// table they would be face up) and asks who takes the pot: one of the level players, beaten or not
// inside their win condition (rule equal-points), the tie-breaker between them, or a share. The
// answer rests on the results alone, never on the tie-breaker's unseen flips: where the tie-breaker
// decides, the answer is that it does, not who wins it. It is the engine's: the move is applied and
// its win events read (a win by equal-points, or by the tie-breaker), with one pot only.

import { capital } from '../core/practice/question.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import type { Asked, Choice, QuestionKind, Spot } from '../core/practice/question.ts';
import { namesFor, tell } from '../core/telling.ts';
import { shuffled } from '../core/practice/shuffled.ts';
import { DAY_RULES } from './rules.ts';
import type { DayCondition } from './conditions.ts';

interface Shown {
  readonly seat: Seat;
  readonly label: string;
  readonly points: number;
  readonly condition: DayCondition;
}

function list(items: readonly string[], last = 'and'): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1] ?? ''}`;
}

const points = (n: number): string => (n === 1 ? '1 point' : `${String(n)} points`);

export const equalPointsKind: QuestionKind = {
  id: 'showdown',
  title: 'Who takes the pot on equal points?',
  ask(spot: Spot, want: string | null): Asked | null {
    if (want !== null && want !== 'equal-points') return null;
    const { game, state, seat } = spot;
    const action = spot.random.pick(spot.legal);
    const { events } = game.apply(state, seat, action);
    const wins = events.filter((e) => e.kind === 'win');
    // One pot, won at a showdown by equal points inside a condition or by the tie-breaker.
    if (wins.length === 0 || wins.some((e) => Number(e.detail?.['pots']) !== 1)) return null;
    const byTie = wins.every((e) => e.rule === 'tie-breaker');
    if (!byTie && !(wins.length === 1 && wins[0]?.rule === 'equal-points')) return null;
    if (events.some((e) => e.kind === 'tie-split')) return null;

    const shown: Shown[] = events
      .filter((e) => e.kind === 'result')
      .map((e) => ({
        seat: e.seat as Seat,
        label: String(e.detail?.['label']),
        points: Number(e.detail?.['adjusted']),
        condition: e.detail?.['condition'] as DayCondition,
      }));
    const top = Math.max(...shown.map((s) => s.points));
    const level = shown.filter((s) => s.points === top);
    if (level.length < 2) return null;

    const name = namesFor(seat);
    const say = (e: GameEvent): string => tell(game, e, seat, seat);
    const first = events[0] as GameEvent;
    const title = (c: DayCondition): string => DAY_RULES[c];
    const own = (s: Shown): string => (s.seat === seat ? 'your' : `${name(s.seat)}’s`);
    const whose = (s: Shown): string => `${own(s)} ${s.label}`;
    const names = (group: readonly Shown[]): string => list(group.map((s) => name(s.seat)));
    const levelNames = names(level);
    const isLevel = `${capital(levelNames)} are level on ${points(top)}`;
    // Who went on to the tie-breaker: the seats that turned up a card (the first round has them all).
    const flipped = new Set(events.filter((e) => e.kind === 'flip').map((e) => e.seat as Seat));
    const tied = byTie ? level.filter((s) => flipped.has(s.seat)) : [];
    if (byTie && tied.length < 2) return null;
    const winner = byTie ? undefined : level.find((s) => s.seat === wins[0]?.seat);
    if (!byTie && winner === undefined) return null;
    // The best inside each condition, where the rules compare: the winner, or the players who went on level.
    const best = winner ? [winner] : tied;
    const beaten = level.filter((s) => !best.includes(s));
    const byCondition = (group: readonly Shown[]): Shown[][] => [
      ...group
        .reduce((m, s) => m.set(s.condition, [...(m.get(s.condition) ?? []), s]), new Map<DayCondition, Shown[]>())
        .values(),
    ];
    // "C’s 2 of a kind: 10s beats B’s 2 of a kind: 5s inside X of a kind", for each condition a level player lost in.
    const beatenWhy = byCondition(beaten)
      .map((lost) => {
        const condition = (lost[0] as Shown).condition;
        const beaters = best.filter((b) => b.condition === condition);
        return `${list(beaters.map(whose))} ${beaters.length === 1 ? 'beats' : 'beat'} ${list(lost.map(whose))} inside ${title(condition)}`;
      })
      .join('; ');
    // Why nothing separates the players who went on level.
    const groups = byCondition(tied);
    const even = [
      ...groups
        .filter((group) => group.length > 1)
        .map((group) => {
          const labels = [...new Set(group.map((s) => s.label))];
          return labels.length === 1
            ? `${names(group)} ${group.length === 2 ? 'both' : 'all'} have ${labels[0] ?? ''}`
            : `inside ${title((group[0] as Shown).condition)} the rules do not compare ${list(group.map(whose))}`;
        }),
      ...(groups.length > 1
        ? [
            `${list(groups.map((group) => title((group[0] as Shown).condition)))} are different win conditions, never compared with each other`,
          ]
        : []),
    ].join(', and ');
    const tieLabel = `The tie-breaker decides between ${names(tied.length > 0 ? tied : level)}`;
    const choices: Choice[] = [];
    let answer: string;
    if (byTie) {
      answer = `${isLevel}. ${beatenWhy ? `${capital(beatenWhy)}. ` : ''}${capital(even)}: the tie-breaker decides between ${names(tied)}, each turning up a card.`;
      choices.push({ id: 'tie', label: tieLabel, right: true, why: answer, rule: 'tie-breaker' });
    } else {
      answer = `${isLevel}, and ${beatenWhy}. ${say(wins[0] as GameEvent)}`;
      choices.push({
        id: 'winner',
        label: `${name((winner as Shown).seat)} takes the pot`,
        right: true,
        why: answer,
        rule: 'equal-points',
      });
      choices.push({
        id: 'tie',
        label: tieLabel,
        right: false,
        why: `The tie-breaker settles only what the hands cannot: ${beatenWhy}.`,
        rule: 'equal-points',
      });
    }
    for (const s of level) {
      if (s === winner) continue;
      choices.push({
        id: `seat-${String(s.seat)}`,
        label: `${name(s.seat)} takes the pot`,
        right: false,
        why: beaten.includes(s)
          ? `${isLevel}, so they are compared inside their win condition: ${beatenWhy}.`
          : `${isLevel}, and ${even}: the tie-breaker decides between ${names(tied)}, not the hands.`,
        rule: 'equal-points',
      });
    }
    choices.push({
      id: 'share',
      label: `${levelNames} share the pot`,
      right: false,
      why: 'Equal points never share the pot at once: they are compared inside their win condition, then go to the tie-breaker; only a deck that runs out splits a pot.',
      rule: 'tie-breaker',
    });
    return {
      rule: 'equal-points',
      move: say(first),
      action: game.formatAction(action),
      prompt: `The hands are shown and scored. ${shown.map((h) => `${name(h.seat)} has ${h.label} (${points(h.points)}).`).join(' ')} Who takes the pot?`,
      multiple: false,
      choices: shuffled(choices, spot.random),
      answer,
    };
  },
};
