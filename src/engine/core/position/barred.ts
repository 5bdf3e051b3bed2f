// What the seat to act may not do now, each with why (issue 43's newcomer trial: in Day, "Check"
// with a bet to call and the substitution after its round simply vanished from the ruling, and a
// reader expected to see them refused; in Black & Red and DWYN the dispute was one card, "9♥ would
// make 33", "steal the Skull head", and the ruling did not name it). The game's candidate moves that
// it offers at this point (legal-reasons.ts: those a newcomer might weigh, as its quiz asks them),
// each refused by explain, so the reason and the rule are the ones the move gets when it is tried:
// a kind of move one line when all of it is refused for one reason, else the cards refused, those
// with the same reason on one line. The position view draws them once it is drawn
// (components/core/position/NotNow.tsx, a part fetched then), so this module is not part of what
// opening the view loads.
import type { Seat, Violation } from '../game.ts';
import type { LegalKindSpec } from '../practice/legal-question.ts';
import { seatLetter } from '../seats.ts';
import type { PositionGame } from './check.ts';
import { moveSaid } from './ruling.ts';

/**
 * Moves the seat may not make now, in a few words, refused for one reason: a kind of move (check
 * with a bet to call, a substitution after its round) or cards of one kind ("Discard the 4 of
 * spades or the 7 of clubs"), with explain's refusal and its rule.
 */
interface BarredKinds {
  /** The moves' types ("check"; "keep" and "swap"). */
  readonly kinds: readonly string[];
  /** "Check", "Keep your cards or swap a card", "Discard the 9 of hearts": never notation. */
  readonly words: string;
  readonly rule: string;
  readonly message: string;
  /** For a line of cards refused for one reason ("Discard the 4 of spades or the 7 of clubs"): their moves. */
  readonly moves?: readonly unknown[];
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

/** A card move's target seat, when it names one ("steal B RUGBY-HEAD"). */
function targetOf(action: unknown): Seat | undefined {
  const seat = (action as { seat?: unknown }).seat;
  return typeof seat === 'number' ? seat : undefined;
}

/** The move's id for "is some such move legal": its type, target and card, not its other choices (a shade). */
function keyOf(action: unknown): string {
  const target = targetOf(action);
  return [kindOf(action), target === undefined ? '' : String(target), cardOf(action) ?? ''].join(' ');
}

/** "a, b and c" or, for moves one of which might be tried, "a, b or c". */
function listed(items: readonly string[], last: 'and' | 'or'): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/**
 * A card a move names: as the game says the move, where that is the verb and the card ("Play the
 * Light 5 of hearts": the face in play, where the deck's name says both faces, issue 43's trial),
 * else as the quiz says it: "the 9 of hearts", "B's Skull head", "your KROWN".
 */
function cardLabel(manifest: PositionGame, state: unknown, seat: Seat, action: unknown, verb: string): string {
  const said = moveSaid(manifest, state, seat, action);
  const lead = `${capital(verb)} `;
  if (!verb.includes('%') && said.startsWith(lead)) return said.slice(lead.length);
  const name: string = manifest.game.deck.facts(cardOf(action) as string).name;
  const target = targetOf(action);
  const bare = name.replace(/^(the|a|an) /i, '');
  if (target === undefined) return /^(the|a|an) /i.test(name) ? name : `the ${bare}`;
  return target === seat ? `your ${bare}` : `${seatLetter(target)}'s ${bare}`;
}

/** One candidate the seat may not make now, and explain's refusal of it. */
interface Refused {
  readonly action: unknown;
  readonly kind: string;
  readonly why: Violation;
}

/**
 * What `seat` might weigh now but may not make, each line with explain's reason and rule, from the
 * game's candidate moves and the moves it offers (legal-reasons.ts: those a newcomer might try
 * here, as the quiz asks them), a move of the seat's own card only with a card it holds, as the
 * quiz's choices are (practice/legal-question.ts, which the view does not import: the quiz's chunk
 * would be split to share it). A kind of move with no legal move is one line when every move of it
 * is refused for the same reason (kinds refused for one reason share it: "Check or fold"), since
 * naming each card would only repeat it. Otherwise the disputes are about one card (issue 43's
 * trial: "9♥ would make 33", "steal the Skull head"), so the cards refused are named, those refused
 * in the same sentence on one line ("Discard the 4 of spades or the 7 of clubs"): explain's words
 * then name no one card, or the sentences would differ.
 */
export function barredKinds(manifest: PositionGame, state: unknown, seat: Seat): readonly BarredKinds[] {
  const { game } = manifest;
  const spec = manifest.position.legal;
  if (spec === undefined) return [];
  const legal = game.legalActions(state, seat);
  const allowedKinds = new Set(legal.map(kindOf));
  const allowedMoves = new Set(legal.map(keyOf));
  const hand = (state as { hands?: readonly (readonly string[])[] }).hands?.[seat];
  const refused: Refused[] = [];
  const seen = new Set<string>();
  for (const action of spec.candidates(state as never, seat)) {
    const kind = kindOf(action);
    const key = keyOf(action);
    if (kind === null || allowedMoves.has(key) || seen.has(key)) continue;
    const card = cardOf(action);
    if (card === undefined && allowedKinds.has(kind)) continue;
    const own = card !== undefined && targetOf(action) === undefined;
    if (own && hand !== undefined && !hand.includes(card)) continue;
    if (spec.offer && !spec.offer(state, seat, action)) continue;
    const why = game.explain(state, seat, action);
    if (why === null) continue;
    seen.add(key);
    refused.push({ action, kind, why });
  }
  const reasonOf = ({ why }: Refused): string => `${why.rule} ${why.message}`;
  // A kind said as a kind: no move of it allowed, and one reason for all its moves.
  const asKind = (kind: string): boolean =>
    !allowedKinds.has(kind) && new Set(refused.filter((r) => r.kind === kind).map(reasonOf)).size === 1;
  const kindLines = new Map<string, { kinds: string[]; words: string[]; why: Violation }>();
  const cardLines = new Map<string, { kind: string; cards: string[]; moves: unknown[]; why: Violation }>();
  for (const move of refused) {
    const { kind, why, action } = move;
    const card = cardOf(action) !== undefined;
    if (!card || asKind(kind)) {
      const line = kindLines.get(reasonOf(move)) ?? { kinds: [], words: [], why };
      if (line.kinds.includes(kind)) continue;
      line.kinds.push(kind);
      line.words.push(kindWords(spec, kind, card));
      kindLines.set(reasonOf(move), line);
    } else {
      const key = `${kind} ${reasonOf(move)}`;
      const line = cardLines.get(key) ?? { kind, cards: [], moves: [], why };
      line.cards.push(cardLabel(manifest, state, seat, action, entry(spec.verbs, kind) ?? kind));
      line.moves.push(action);
      cardLines.set(key, line);
    }
  }
  return [
    ...[...kindLines.values()].map(({ kinds, words, why }) => ({
      kinds,
      words: words.map((w, i) => (i === 0 ? w : w.charAt(0).toLowerCase() + w.slice(1))).join(' or '),
      rule: why.rule,
      message: why.message,
    })),
    ...[...cardLines.values()].map(({ kind, cards, moves, why }) => {
      const verb = entry(spec.verbs, kind) ?? kind;
      const object = listed(cards, 'or');
      return {
        kinds: [kind],
        words: capital(verb.includes('%') ? verb.replace('%', object) : `${verb} ${object}`),
        moves,
        rule: why.rule,
        message: why.message,
      };
    }),
  ];
}
