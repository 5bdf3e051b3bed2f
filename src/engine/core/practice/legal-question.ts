// "Which of these cards may you play?": the reader's choices are the cards of one kind of move
// (play, discard, lay out, steal...) that the game considers at this point, and the right answer
// is exactly the ones legalActions allows. A card it refuses is explained by `explain`, so the
// reason and the rule are the engine's own. Cards, not whole actions, are the choices: a move
// that also names a face or a seat (Dark Hearts' shade, DWYN's target) counts as the card's move.
// Moves that name nothing (draw, go, pass, check) join the cards as choices of their own, so a rule
// that forbids them (you must play if you can) is practised too; where a decision has no card moves
// at all (a round of betting), those moves are the whole question.

import type { Seat, Violation } from '../game.ts';
import { seatLetter } from '../seats.ts';
import type { Asked, Choice, QuestionKind, Spot } from './question.ts';

/** The fewest and most cards a question shows (a long list is trimmed, keeping both kinds). */
const MIN_CHOICES = 2;
const MAX_CHOICES = 8;

interface Move {
  readonly type: string;
  /** Absent for a move that names nothing (draw, pass). */
  readonly card?: string;
  readonly seat?: Seat;
}

/** The move as a choice: a card move, a move that names nothing, or null for any other shape. */
function moveOf(action: unknown): Move | null {
  if (typeof action !== 'object' || action === null) return null;
  const fields = action as Record<string, unknown>;
  const { type, card, seat } = fields;
  if (typeof type !== 'string') return null;
  if (typeof card !== 'string') return Object.keys(fields).length === 1 ? { type } : null;
  return typeof seat === 'number' ? { type, card, seat } : { type, card };
}

/** The choice's id: the move's type, its target and its card ("lay RUGBY-3", "steal B RUGBY-HEAD", "draw"). */
const keyOf = (move: Move): string =>
  [
    move.type,
    ...(move.seat === undefined ? [] : [seatLetter(move.seat)]),
    ...(move.card === undefined ? [] : [move.card]),
  ].join(' ');

/** True when `move` is a choice in the question about card moves of type `type` (null: no card moves). */
const inGroup = (move: Move, type: string | null): boolean => move.card === undefined || move.type === type;

interface Option {
  readonly key: string;
  readonly move: Move;
  /** Null when some move with this card is legal; otherwise the first candidate's refusal. */
  readonly refusal: Violation | null;
}

/** The cards `seat` holds, when the state keeps hands the usual way (core/define-game.ts, BaseState). */
function handOf(state: unknown, seat: Seat): readonly string[] | null {
  const hands = (state as { hands?: unknown }).hands;
  return Array.isArray(hands) && Array.isArray(hands[seat]) ? (hands[seat] as string[]) : null;
}

/**
 * The card moves of type `type`, one per card (and target), and the plain moves, each legal or
 * refused. Only moves a reader would weigh are choices: a card move with a card the seat does not
 * hold is left out (candidateActions offers every card), and so is a plain move refused for another
 * reason than `rule` (a deal in the middle of a hand), which would only be noise.
 */
function optionsOfType(spot: Spot, candidates: readonly unknown[], type: string | null, rule: string | null): Option[] {
  const { game } = spot;
  const hand = handOf(spot.state, spot.seat);
  const legalKeys = new Set<string>();
  for (const action of spot.legal) {
    const move = moveOf(action);
    if (move && inGroup(move, type)) legalKeys.add(keyOf(move));
  }
  const seen = new Map<string, Option>();
  for (const action of candidates) {
    const move = moveOf(action);
    if (!move || !inGroup(move, type)) continue;
    if (move.card !== undefined && move.seat === undefined && hand !== null && !hand.includes(move.card)) continue;
    const key = keyOf(move);
    if (seen.has(key)) continue;
    const refusal = legalKeys.has(key) ? null : game.explain(spot.state, spot.seat, action);
    // A candidate neither legal nor refused would be a contract break; the suites check that never happens.
    if (!legalKeys.has(key) && refusal === null) return [];
    if (move.card === undefined && refusal !== null && refusal.rule !== rule) continue;
    seen.set(key, { key, move, refusal });
  }
  return [...seen.values()];
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Trims a long list to MAX_CHOICES, keeping a legal card and one refused by `rule`, in their order. */
function trim(options: readonly Option[], rule: string, spot: Spot): Option[] {
  if (options.length <= MAX_CHOICES) return [...options];
  const keep = new Set<Option>();
  const legal = options.filter((o) => o.refusal === null);
  const byRule = options.filter((o) => o.refusal?.rule === rule);
  keep.add(spot.random.pick(legal));
  keep.add(spot.random.pick(byRule));
  while (keep.size < MAX_CHOICES) keep.add(spot.random.pick(options));
  return options.filter((o) => keep.has(o));
}

export interface LegalKindSpec {
  /** The verb for a card move's type, when it is not the type itself: { lay: 'lay out' }. */
  readonly verbs?: Readonly<Record<string, string>>;
  /** How a move that names nothing reads as a choice: { draw: 'Draw a card' }. */
  readonly moves?: Readonly<Record<string, string>>;
}

export function legalKind(spec: LegalKindSpec = {}): QuestionKind {
  const verbs = spec.verbs ?? {};
  return {
    id: 'legal',
    title: 'Which moves are allowed?',
    ask(spot: Spot, want: string | null): Asked | null {
      const candidates = spot.game.candidateActions(spot.state, spot.seat);
      const moves = candidates.map(moveOf);
      const types = [...new Set(moves.map((m) => (m?.card === undefined ? undefined : m.type)))];
      // No card moves at all: the plain moves alone.
      const groups = types.filter((t): t is string => t !== undefined);
      for (const type of [...groups, null]) {
        // Which rule to ask about: the one wanted, or else the first a card of this group is refused by.
        const rule = want ?? firstRefusal(spot, candidates, type);
        if (rule === null) continue;
        const options = optionsOfType(spot, candidates, type, rule);
        if (options.length < MIN_CHOICES) continue;
        // Something of the group must be allowed: a card move of its type, or (no type) a plain move.
        if (!options.some((o) => o.refusal === null && (type === null || o.move.card !== undefined))) continue;
        if (!options.some((o) => o.refusal?.rule === rule)) continue;
        return question(spot, trim(options, rule, spot), rule, type === null ? null : (verbs[type] ?? type), spec);
      }
      return null;
    },
  };
}

/** The rule that refuses the first refused card move of the group (or plain move, with no type). */
function firstRefusal(spot: Spot, candidates: readonly unknown[], type: string | null): string | null {
  const hand = handOf(spot.state, spot.seat);
  for (const action of candidates) {
    const move = moveOf(action);
    if (!move || move.type !== (type ?? move.type) || (type === null) !== (move.card === undefined)) continue;
    if (move.card !== undefined && move.seat === undefined && hand !== null && !hand.includes(move.card)) continue;
    const refusal = spot.game.explain(spot.state, spot.seat, action);
    if (refusal) return refusal.rule;
  }
  return null;
}

/** "Draw a card" for a plain move; "9 of spades", "your Skull head" or "B’s Skull head" for a card. */
function labelOf(move: Move, spot: Spot, spec: LegalKindSpec): string {
  if (move.card === undefined) return spec.moves?.[move.type] ?? move.type.charAt(0).toUpperCase() + move.type.slice(1);
  const name = spot.game.deck.facts(move.card).name;
  if (move.seat === undefined) return name;
  return move.seat === spot.seat ? `Your ${name}` : `${seatLetter(move.seat)}’s ${name}`;
}

function question(
  spot: Spot,
  options: readonly Option[],
  rule: string,
  verb: string | null,
  spec: LegalKindSpec,
): Asked {
  const cardsOnly = options.every((o) => o.move.card !== undefined);
  const choices: Choice[] = options.map(({ key, move, refusal }) => {
    const label = labelOf(move, spot, spec);
    return {
      id: key,
      // A card among plain moves says what would be done with it: "Play the 9 of spades".
      label: cardsOnly || move.card === undefined ? label : `${capital(verb ?? move.type)} ${withArticle(label)}`,
      ...(move.card === undefined ? {} : { card: move.card }),
      right: refusal === null,
      why: refusal === null ? 'No rule stops it here.' : refusal.message,
      rule: refusal === null ? null : refusal.rule,
    };
  });
  const allowed = choices.filter((c) => c.right).map((c) => (cardsOnly ? withArticle(c.label) : lower(c.label)));
  const example = options.find((o) => o.refusal?.rule === rule)?.refusal;
  const ask = cardsOnly ? `Which of these cards may you ${verb ?? 'play'}?` : 'Which of these may you do?';
  return {
    rule,
    move: null,
    prompt: `It is your turn. ${ask} Choose all that apply.`,
    multiple: true,
    choices,
    answer: `${cardsOnly ? `You may ${verb ?? 'play'}` : 'You may'} ${list(allowed)}.${example ? ` ${example.message}` : ''}`,
  };
}

/** "the 9 of spades" for a card's name; a name with its own article or owner is left as it is. */
const withArticle = (name: string): string =>
  /^your /i.test(name) ? lower(name) : /^(a|an|the) |’s /i.test(name) ? name : `the ${name}`;
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
