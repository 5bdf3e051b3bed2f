// "Which of these cards may you play?": the reader's choices are the cards of one kind of move
// (play, discard, lay out, steal...) that the game considers at this point, and the right answer
// is exactly the ones legalActions allows. A card it refuses is explained by `explain`, so the
// reason and the rule are the engine's own; a card it allows is explained by the game's `allowed`
// (what in the position permits it, and the rule that does). Cards, not whole actions, are the
// choices: a move that also names a face or a seat (Dark Hearts' shade, DWYN's target) counts as
// the card's move. Moves that name nothing (draw, go, pass, check) or only an amount (bet 3) join
// the cards as choices of their own, so a rule that forbids them (you must play if you can) is
// practised too; where a decision has no card moves at all (a round of betting), those moves are
// the whole question. Only moves the game `offer`s are choices: a move a newcomer might weigh at
// this point, never one that makes no sense here (conceding a duel when there is none).

import type { Seat, Violation } from '../game.ts';
import { seatLetter } from '../seats.ts';
import { namesFor } from '../telling.ts';
import type { Asked, Choice, QuestionKind, Spot } from './question.ts';
import { LEGAL } from './spec.ts';

/** The fewest and most choices a question shows (a long list is trimmed, keeping both kinds). */
const MIN_CHOICES = 3;
const MAX_CHOICES = 8;

/** Why a move is allowed (or refused): the rule, and a plain sentence in the game's words. */
export type Reason = Violation;

interface Move {
  readonly type: string;
  /** Absent for a move that names no card (draw, pass, bet 3). */
  readonly card?: string;
  readonly seat?: Seat;
  /** A move that names only an amount: the amount (Day's "raise 6"). */
  readonly amount?: number;
}

/** The move as a choice: a card move, a move that names nothing or only an amount, or null for any other shape. */
function moveOf(action: unknown): Move | null {
  if (typeof action !== 'object' || action === null) return null;
  const fields = action as Record<string, unknown>;
  const { type, card, seat } = fields;
  if (typeof type !== 'string') return null;
  if (typeof card === 'string') return typeof seat === 'number' ? { type, card, seat } : { type, card };
  const rest = Object.keys(fields).filter((k) => k !== 'type');
  if (rest.length === 0) return { type };
  const amount = rest.length === 1 ? fields[rest[0] as string] : undefined;
  return typeof amount === 'number' ? { type, amount } : null;
}

/** The choice's id: the move's type, its target, its card or amount ("lay RUGBY-3", "steal B RUGBY-HEAD", "raise 6"). */
const keyOf = (move: Move): string =>
  [
    move.type,
    ...(move.seat === undefined ? [] : [seatLetter(move.seat)]),
    ...(move.card === undefined ? [] : [move.card]),
    ...(move.amount === undefined ? [] : [String(move.amount)]),
  ].join(' ');

/**
 * True when `move` is a choice in the question about card moves of type `type`; with no type, the
 * question about the other moves, where card moves of a type the seat may not make at all join
 * them (no card may be played: draw; no discard fits: say go).
 */
const inGroup = (move: Move, type: string | null, barred: ReadonlySet<string>): boolean =>
  move.card === undefined || move.type === type || (type === null && barred.has(move.type));

interface Option {
  readonly key: string;
  readonly move: Move;
  /** Null when some move with this card is legal; otherwise the first candidate's refusal. */
  readonly refusal: Violation | null;
  /** A legal move's action, so `allowed` can say why. */
  readonly action: unknown;
}

/** The cards `seat` holds, when the state keeps hands the usual way (core/define-game.ts, BaseState). */
function handOf(state: unknown, seat: Seat): readonly string[] | null {
  const hands = (state as { hands?: unknown }).hands;
  return Array.isArray(hands) && Array.isArray(hands[seat]) ? (hands[seat] as string[]) : null;
}

/** A candidate move worth a choice here: the game offers it, and a card move's card is in the seat's hand. */
function offered(
  spot: Spot,
  spec: LegalKindSpec,
  action: unknown,
  move: Move,
  hand: readonly string[] | null,
): boolean {
  if (move.card !== undefined && move.seat === undefined && hand !== null && !hand.includes(move.card)) return false;
  return spec.offer?.(spot.state, spot.seat, action) ?? true;
}

/**
 * The card moves of type `type`, one per card (and target), and the other moves, each legal or
 * refused. Only moves a reader would weigh are choices: those the game offers (candidateActions
 * offers every shape) and a card move only with a card the seat holds; where the game does not say
 * what it offers, a move of another kind only when it is legal or refused by `rule` (a deal in the
 * middle of a hand would only be noise).
 */
function optionsOfType(
  spot: Spot,
  spec: LegalKindSpec,
  candidates: readonly unknown[],
  type: string | null,
  rule: string | null,
  barred: ReadonlySet<string>,
): Option[] {
  const { game } = spot;
  const hand = handOf(spot.state, spot.seat);
  // Each legal key's first legal action: the one `allowed` is asked about (a card legal in one shade only).
  const legalKeys = new Map<string, unknown>();
  for (const action of spot.legal) {
    const move = moveOf(action);
    if (move && inGroup(move, type, barred) && !legalKeys.has(keyOf(move))) legalKeys.set(keyOf(move), action);
  }
  const seen = new Map<string, Option>();
  for (const action of candidates) {
    const move = moveOf(action);
    if (!move || !inGroup(move, type, barred) || !offered(spot, spec, action, move, hand)) continue;
    const key = keyOf(move);
    if (seen.has(key)) continue;
    const legal =
      legalKeys.has(key) || (move.amount !== undefined && game.explain(spot.state, spot.seat, action) === null);
    const refusal = legal ? null : game.explain(spot.state, spot.seat, action);
    // A candidate neither legal nor refused would be a contract break; the suites check that never happens.
    if (!legal && refusal === null) return [];
    // A game that says which moves are worth offering has sifted them; without that, a move of
    // another kind than the group's is a choice only when refused by the rule asked.
    if (!spec.offer && (move.card === undefined || move.type !== type) && refusal !== null && refusal.rule !== rule)
      continue;
    seen.set(key, { key, move, refusal, action: legalKeys.get(key) ?? action });
  }
  return [...seen.values()];
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Trims a long list to MAX_CHOICES, keeping a legal card and one on `rule`, in their order. */
function trim(options: readonly Option[], rule: string, spot: Spot, onRule: (o: Option) => boolean): Option[] {
  if (options.length <= MAX_CHOICES) return [...options];
  const keep = new Set<Option>();
  const refused = options.filter((o) => o.refusal !== null);
  const byRule = refused.filter((o) => o.refusal?.rule === rule);
  keep.add(spot.random.pick(options.filter((o) => o.refusal === null)));
  keep.add(spot.random.pick(byRule.length > 0 ? byRule : refused));
  const cited = options.filter(onRule);
  if (cited.length > 0 && !cited.some((o) => keep.has(o))) keep.add(spot.random.pick(cited));
  while (keep.size < MAX_CHOICES) keep.add(spot.random.pick(options));
  return options.filter((o) => keep.has(o));
}

export interface LegalKindSpec {
  /**
   * Every move of a plausible shape `seat` might try (the game's candidateActions, from its legal.ts
   * or candidates.ts): the kind takes it from the game's module, not from its tools, so a quiz loads
   * the game without them.
   */
  readonly candidates: (state: never, seat: Seat) => readonly unknown[];
  /**
   * The verb for a card move's type, when it is not the type itself: { lay: 'lay out' }. A "%"
   * marks where the card goes when words follow it: { steal: 'take % with a STEAL' }.
   */
  readonly verbs?: Readonly<Record<string, string>>;
  /**
   * How a move that names no card reads as a choice: { draw: 'Draw a card' }; for a move that names
   * an amount, "%" stands for it: { raise: 'Raise to %' }.
   */
  readonly moves?: Readonly<Record<string, string>>;
  /**
   * Why a legal move is allowed: what in the position permits it, in the game's words, with the
   * rule that does. `rule` is the rule the question practises, for a move that rests on several.
   */
  readonly allowed?: (state: unknown, seat: Seat, action: unknown, rule: string) => Reason;
  /**
   * Whether a move is worth a choice here, legal or not: a move a newcomer might weigh at this
   * point. A move the game does not offer is never shown. Every move when absent.
   */
  readonly offer?: (state: unknown, seat: Seat, action: unknown) => boolean;
}

/** A table's own entry: the book's own keys only. */
const entry = (table: Readonly<Record<string, string>> | undefined, key: string): string | undefined =>
  table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

export function legalKind(spec: LegalKindSpec): QuestionKind {
  const candidatesAt = spec.candidates as (state: unknown, seat: Seat) => readonly unknown[];
  return {
    ...LEGAL,
    ask(spot: Spot, want: string | null): Asked | null {
      const candidates = candidatesAt(spot.state, spot.seat);
      const moves = candidates.map(moveOf);
      const types = [...new Set(moves.map((m) => (m?.card === undefined ? undefined : m.type)))];
      const groups = types.filter((t): t is string => t !== undefined);
      // The card moves' types the seat may not make at all now: they join the other moves.
      const allowedTypes = new Set(spot.legal.map((a) => moveOf(a)).map((m) => (m?.card === undefined ? '' : m.type)));
      const barred = new Set(groups.filter((t) => !allowedTypes.has(t)));
      for (const type of [...groups, null]) {
        // Which rule to ask about: the one wanted, or else the first a card of this group is refused by.
        const rule = want ?? firstRefusal(spot, spec, candidates, type);
        if (rule === null) continue;
        const options = optionsOfType(spot, spec, candidates, type, rule, barred);
        if (options.length < MIN_CHOICES) continue;
        // Something of the group must be allowed: a card move of its type, or (no type) any move.
        if (!options.some((o) => o.refusal === null && (type === null || o.move.card !== undefined))) continue;
        if (!options.some((o) => o.refusal !== null)) continue;
        const reasons = new Map(options.map((o) => [o, reasonOf(spot, spec, o, rule)] as const));
        // The rule asked is one a choice's reason cites: a refusal, or what allows a legal move.
        const onRule = (o: Option): boolean => reasons.get(o)?.rule === rule;
        if (!options.some(onRule)) continue;
        const shown = trim(options, rule, spot, onRule);
        return question(spot, shown, reasons, rule, type === null ? null : (entry(spec.verbs, type) ?? type), spec);
      }
      return null;
    },
  };
}

/** Why the option is refused (explain's reason), or why it is allowed (the game's, or the move's own event). */
function reasonOf(spot: Spot, spec: LegalKindSpec, option: Option, rule: string): Reason {
  if (option.refusal !== null) return option.refusal;
  if (spec.allowed) return spec.allowed(spot.state, spot.seat, option.action, rule);
  // A game that says nothing of why: the rule of what the move does, told as it happens.
  const first = spot.game.apply(spot.state, spot.seat, option.action).events[0];
  return first
    ? { rule: first.rule, message: `You may: ${spot.game.describeEvent(first, namesFor(spot.seat))}` }
    : { rule, message: 'You may.' };
}

/** The rule that refuses the first refused, offered card move of the group (or other move, with no type). */
function firstRefusal(
  spot: Spot,
  spec: LegalKindSpec,
  candidates: readonly unknown[],
  type: string | null,
): string | null {
  const hand = handOf(spot.state, spot.seat);
  for (const action of candidates) {
    const move = moveOf(action);
    if (!move || move.type !== (type ?? move.type) || (type === null) !== (move.card === undefined)) continue;
    if (!offered(spot, spec, action, move, hand)) continue;
    const refusal = spot.game.explain(spot.state, spot.seat, action);
    if (refusal) return refusal.rule;
  }
  return null;
}

/** "Draw a card" for a move that names no card, "Raise to 6" for an amount; "9 of spades", "your KROWN" or "B’s Skull head" for a card. */
function labelOf(move: Move, spot: Spot, spec: LegalKindSpec): string {
  if (move.card === undefined) {
    const words = entry(spec.moves, move.type) ?? capital(move.type) + (move.amount === undefined ? '' : ' %');
    return move.amount === undefined ? words : words.replace('%', String(move.amount));
  }
  const name = spot.game.deck.facts(move.card).name;
  if (move.seat === undefined) return name;
  // An owner's card: "B’s KROWN", not "B’s the KROWN".
  const bare = name.replace(/^the /i, '');
  return move.seat === spot.seat ? `your ${bare}` : `${seatLetter(move.seat)}’s ${bare}`;
}

/** The verb with its object: "lay out the Rugby feet", "take B’s KROWN with a STEAL". */
const phrase = (verb: string, object: string): string =>
  verb.includes('%') ? verb.replace('%', object) : `${verb} ${object}`;

function question(
  spot: Spot,
  options: readonly Option[],
  reasons: ReadonlyMap<Option, Reason>,
  rule: string,
  verb: string | null,
  spec: LegalKindSpec,
): Asked {
  const cardsOnly = options.every((o) => o.move.card !== undefined);
  const verbOf = (move: Move): string => entry(spec.verbs, move.type) ?? move.type;
  const choices: Choice[] = options.map((option) => {
    const { key, move, refusal } = option;
    const label = labelOf(move, spot, spec);
    const reason = reasons.get(option) as Reason;
    return {
      id: key,
      // A card among other moves says what would be done with it: "Play the 9 of spades".
      label: cardsOnly || move.card === undefined ? capital(label) : capital(phrase(verbOf(move), withArticle(label))),
      ...(move.card === undefined ? {} : { card: move.card }),
      right: refusal === null,
      why: reason.message,
      rule: reason.rule,
    };
  });
  // What may be done, each verb once: "play the 6 of clubs and the 3 of hearts, or draw a card".
  const byVerb = new Map<string, string[]>();
  const plain: string[] = [];
  for (const o of options.filter((x) => x.refusal === null)) {
    const label = labelOf(o.move, spot, spec);
    if (o.move.card === undefined) plain.push(lower(label));
    else byVerb.set(verbOf(o.move), [...(byVerb.get(verbOf(o.move)) ?? []), withArticle(label)]);
  }
  const allowed = cardsOnly
    ? [...byVerb.values()].flat()
    : [...[...byVerb].map(([v, cards]) => phrase(v, list(cards))), ...plain];
  const example = options.find((o) => o.refusal?.rule === rule)?.refusal ?? options.find((o) => o.refusal)?.refusal;
  const doing = verb ?? 'play';
  const ask = cardsOnly ? `Which of these cards may you ${doing.replace(/ ?%/, '')}?` : 'Which of these may you do?';
  return {
    rule,
    move: null,
    prompt: `It is your turn. ${ask} Choose all that apply.`,
    multiple: true,
    choices,
    answer: `You may ${cardsOnly ? phrase(doing, list(allowed)) : list(allowed)}.${example ? ` ${example.message}` : ''}`,
  };
}

/** "the 9 of spades" for a card's name; a name with its own article or owner is left as it is. */
const withArticle = (name: string): string =>
  /^your /i.test(name) ? lower(name) : /^(a|an|the) |’s /i.test(name) ? name : `the ${name}`;
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
