// explain agrees with legalActions: over many states from seeded random games (3 and 4 players,
// several options), explain(a) is null exactly when a is legal, and every refusal cites a rule of
// the rule book with a sentence. Every event of those games cites a rule of the rule book too.
import { describe, expect, test } from 'vitest';
import { explainAgreement } from '../game-helpers.ts';
import { makeRandom } from '../../../src/engine/core/rng.ts';
import { sortCards } from '../../../src/engine/dark-hearts/actions.ts';
import { DARK_HAND_DECK, SHADES } from '../../../src/engine/dark-hearts/deck.ts';
import { darkHearts, type DarkHeartsAction, type DarkHeartsState } from '../../../src/engine/dark-hearts/index.ts';
import { DARK_HEARTS_RULES } from '../../../src/engine/dark-hearts/rules.ts';
import { newGame, playUntil, randomChooser, type Events } from './helpers.ts';

const RULE_IDS = Object.keys(DARK_HEARTS_RULES);

/** Every action of a plausible shape: the engine's candidates, the legal ones, and more. */
function candidates(state: DarkHeartsState, seat: number): DarkHeartsAction[] {
  const out: DarkHeartsAction[] = [
    ...darkHearts.candidateActions(state, seat),
    ...darkHearts.legalActions(state, seat),
  ];
  out.push({ type: 'deal' });
  // Every card of the deck, in the trick's shade when following (the canonical form), else both shades.
  const shades = state.trick === null ? SHADES : [state.trick.shade];
  for (const c of DARK_HAND_DECK) for (const shade of shades) out.push({ type: 'play', card: c, shade });
  const hand = state.hands[seat] ?? [];
  if (hand.length >= 3) out.push({ type: 'pass', cards: sortCards(hand.slice(-3)) });
  return out;
}

/** States met in seeded random games, sampled. */
function sampleStates(): { states: DarkHeartsState[]; events: Events } {
  const states: DarkHeartsState[] = [];
  const events: Events[number][] = [];
  const games: [Record<string, unknown>, number][] = [
    [{ players: 4 }, 1],
    [{ players: 4, queenBreaks: false, leadQueenBeforeBroken: true }, 2],
    [{ players: 3 }, 3],
    [{ players: 3, passCycle3p: 'L,R,H', moonRule: 'allPoints', winnerTie: 'otherShadeBreaks' }, 4],
    [{ players: 4, endScore: 40 }, 5],
    [{ players: 3, endScore: 30, queenBreaks: false }, 6],
  ];
  for (const [opts, seed] of games) {
    const random = makeRandom(seed);
    const played = playUntil(newGame(opts, seed), randomChooser(random), undefined, (s, step) => {
      if (step % 2 === 0 || s.phase !== 'play' || s.tricksPlayed === 0) states.push(s);
    });
    events.push(...played.events);
    states.push(played.state);
  }
  return { states, events };
}

describe('explain and legalActions agree', () => {
  const { states, events } = sampleStates();

  test('the sample covers every phase, both shades, the first trick and both table sizes', () => {
    const phases = new Set(states.map((s) => s.phase));
    for (const phase of ['pass', 'play', 'handOver', 'over']) expect(phases).toContain(phase);
    expect(states.length).toBeGreaterThan(1800); // 2048 with these seeds
    expect(states.some((s) => s.trick?.shade === 'L')).toBe(true);
    expect(states.some((s) => s.trick?.shade === 'D' && s.tricksPlayed > 0)).toBe(true);
    expect(states.some((s) => s.trick !== null && s.tricksPlayed === 0)).toBe(true);
    expect(states.some((s) => s.hands.length === 3)).toBe(true);
    expect(states.some((s) => s.phase === 'pass' && s.passes.some((p) => p !== null))).toBe(true);
  });

  test('explain(a) is null if and only if a is among the legal actions; refusals cite a known rule', () => {
    const { problems, allowed, refusals, cited } = explainAgreement(darkHearts, states, candidates);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(allowed).toBeGreaterThan(5000);
    expect(refusals).toBeGreaterThan(50_000);
    // The refusals met cover the main rules.
    for (const rule of [
      'turn-order',
      'pass',
      'first-lead',
      'follow-suit',
      'lead-restriction',
      'next-hand',
      'game-end',
      'players-and-deck',
      'choose-shade',
    ])
      expect(cited, rule).toContain(rule);
  });

  test('every legal action applies, and a refused one throws with the same violation', () => {
    const random = makeRandom(77);
    let tried = 0;
    for (const state of states.filter((_, i) => i % 7 === 0)) {
      for (const seat of darkHearts.toAct(state)) {
        const legal = darkHearts.legalActions(state, seat);
        const action = random.pick(legal);
        expect(() => darkHearts.apply(state, seat, action)).not.toThrow();
        const bad = candidates(state, seat).find((a) => darkHearts.explain(state, seat, a) !== null);
        if (bad !== undefined) {
          const verdict = darkHearts.explain(state, seat, bad);
          expect(() => darkHearts.apply(state, seat, bad)).toThrow(verdict?.message ?? 'unreachable');
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
  });

  test('toAct and legalActions agree: a seat has legal actions exactly when it may act', () => {
    for (const state of states) {
      const acting = darkHearts.toAct(state);
      for (let seat = 0; seat < darkHearts.seatCount(state); seat++) {
        expect(darkHearts.legalActions(state, seat).length > 0).toBe(acting.includes(seat));
      }
    }
  });

  test('every event cites a rule of the rule book and can be described', () => {
    const kindsSeen = new Set<string>();
    for (const event of events) {
      expect(RULE_IDS).toContain(event.rule);
      kindsSeen.add(event.kind);
      const text = darkHearts.describeEvent(event, (s) => String.fromCharCode(65 + s));
      expect(text.length).toBeGreaterThan(5);
      expect(text).not.toMatch(/undefined|NaN/);
    }
    for (const kind of [
      'deal',
      'hold',
      'pass-chosen',
      'passed',
      'first-leader',
      'lead',
      'play',
      'trick-won',
      'hearts-broken',
      'leftover-taken',
      'hand-scored',
      'game-over',
    ]) {
      expect(kindsSeen, kind).toContain(kind);
    }
  });

  test('a pass in any order, and a follow named by the other face, are the legal action they name', () => {
    const state = newGame({}, 31);
    const hand = state.hands[0] ?? [];
    const reversed: DarkHeartsAction = { type: 'pass', cards: hand.slice(0, 3).reverse() };
    expect(darkHearts.explain(state, 0, reversed)).toBeNull();
    expect(darkHearts.apply(state, 0, reversed).state.passes[0]).toEqual(sortCards(hand.slice(0, 3)));
    const following = states.find((s) => s.trick !== null && s.tricksPlayed > 0) as DarkHeartsState;
    const trick = following.trick as NonNullable<DarkHeartsState['trick']>;
    const [seat] = darkHearts.toAct(following);
    for (const action of darkHearts.legalActions(following, seat as number)) {
      if (action.type !== 'play') continue;
      const other = { ...action, shade: trick.shade === 'L' ? ('D' as const) : ('L' as const) };
      expect(darkHearts.explain(following, seat as number, other)).toBeNull();
      expect(darkHearts.apply(following, seat as number, other).state).toEqual(
        darkHearts.apply(following, seat as number, action).state,
      );
    }
  });

  test('apply never mutates its input', () => {
    for (const state of states.filter((_, i) => i % 50 === 0)) {
      const before = JSON.stringify(state);
      for (const seat of darkHearts.toAct(state))
        darkHearts.apply(state, seat, darkHearts.legalActions(state, seat)[0] as DarkHeartsAction);
      expect(JSON.stringify(state)).toBe(before);
    }
  });
});
