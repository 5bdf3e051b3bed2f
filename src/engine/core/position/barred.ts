// The kinds of move the seat to act may not make now, each with why (issue 43's newcomer trial:
// in Day, "Check" with a bet to call and the substitution after its round simply vanished from the
// ruling, and a reader expected to see them refused). One line a kind, never a card each: the
// game's candidate moves that it offers at this point (legal-reasons.ts: those a newcomer might
// weigh, as its quiz asks them) of a kind with no legal move, each refused by explain, so the
// reason and the rule are the ones the move gets when it is tried. The position view draws them
// once it is drawn (components/core/position/NotNow.tsx, a part fetched then), so this module is
// not part of what opening the view loads.

import type { Seat, Violation } from '../game.ts';
import type { LegalKindSpec } from '../practice/legal-question.ts';
import type { PositionGame } from './check.ts';

/**
 * Kinds of move the seat may not make now (check with a bet to call, a substitution after its
 * round), in a few words, refused for one reason: explain's refusal of one such move, with its rule.
 */
interface BarredKinds {
  /** The moves' types ("check"; "keep" and "swap"). */
  readonly kinds: readonly string[];
  /** "Check", "Keep your cards or swap a card": one line however many cards the kind has. */
  readonly words: string;
  readonly rule: string;
  readonly message: string;
}

/** A move's kind, its `type` ("play", "check", "swap"), or null for a move of another shape. */
function kindOf(action: unknown): string | null {
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : null;
}

/** The card a move names, if any ("swap 7R", "steal B RUGBY-HEAD"). */
function cardOf(action: unknown): string | undefined {
  const card = (action as { card?: unknown }).card;
  return typeof card === 'string' ? card : undefined;
}

/** A table's own entry: the table's own keys only (no "constructor"). */
const entry = (table: Readonly<Record<string, string>> | undefined, key: string): string | undefined =>
  table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A kind of move in words, from the words the quiz gives its choices (LegalKindSpec): a card move
 * by its verb ("Lay out a card", "Take a card with a STEAL"), another by its own words without an
 * amount ("Draw a card", "Raise"), else its type ("Check").
 */
function kindWords(spec: LegalKindSpec, kind: string, card: boolean): string {
  if (card) {
    const verb = entry(spec.verbs, kind) ?? kind;
    return capital(verb.includes('%') ? verb.replace('%', 'a card') : `${verb} a card`);
  }
  return capital((entry(spec.moves, kind) ?? kind).replace(/( to)? ?%$/, ''));
}

/**
 * The kinds of move `seat` might weigh now but may not make, from the game's candidate moves and
 * the moves it offers (legal-reasons.ts: those a newcomer might try here, as the quiz asks them),
 * a move of the seat's own card only with a card it holds, as the quiz's choices are
 * (practice/legal-question.ts, which the view does not import: the quiz's chunk would be split to
 * share it). Each is refused by explain, so the reason and the rule are those the move gets when it
 * is tried; kinds refused for the same reason share a line.
 */
export function barredKinds(manifest: PositionGame, state: unknown, seat: Seat): readonly BarredKinds[] {
  const { game } = manifest;
  const spec = manifest.position.legal;
  if (spec === undefined) return [];
  const allowed = new Set(game.legalActions(state, seat).map(kindOf));
  const hand = (state as { hands?: readonly (readonly string[])[] }).hands?.[seat];
  const lines = new Map<string, { kinds: string[]; words: string[]; why: Violation }>();
  const seen = new Set<string>();
  for (const action of spec.candidates(state as never, seat)) {
    const kind = kindOf(action);
    if (kind === null || allowed.has(kind) || seen.has(kind)) continue;
    const card = cardOf(action);
    const own = card !== undefined && (action as { seat?: unknown }).seat === undefined;
    if (own && hand !== undefined && !hand.includes(card)) continue;
    if (spec.offer && !spec.offer(state, seat, action)) continue;
    const why = game.explain(state, seat, action);
    if (why === null) continue;
    seen.add(kind);
    const key = `${why.rule} ${why.message}`;
    const line = lines.get(key) ?? { kinds: [], words: [], why };
    line.kinds.push(kind);
    line.words.push(kindWords(spec, kind, card !== undefined));
    lines.set(key, line);
  }
  return [...lines.values()].map(({ kinds, words, why }) => ({
    kinds,
    words: words.map((w, i) => (i === 0 ? w : w.charAt(0).toLowerCase() + w.slice(1))).join(' or '),
    rule: why.rule,
    message: why.message,
  }));
}
