// DWYN's own practice question, kind `body`, about the cards face up in front of the players. It
// asks one of two things:
// - "Which body parts does B still need for a whole body?" (rule body-cards): a body is a HEAD, a
//   TORSO and FEET of any suits, so the answer is the parts missing from B's tableau (missingParts).
// - "Which of these cards are protected?" (rule protection): a body card is protected when its
//   owner has all three parts of its suit in front of them (isProtectedAt); the KROWN never is.
// Every tableau lies face up, and the question reads them from the asked seat's view (viewDwyn),
// so the answer follows from what the reader sees and never from a hidden card.

import type { Seat } from '../core/game.ts';
import type { Asked, Choice, QuestionKind, Spot } from '../core/practice/question.ts';
import { seatName } from '../core/telling.ts';
import {
  BODY_PARTS,
  DWYN_SUITS,
  dwynCard,
  dwynCardName,
  dwynIndexOrMissing,
  isBodyAt,
  KROWN_INDEX,
  partAt,
  suitAt,
  SUIT_TITLES,
  theDwynCard,
  type DwynCard,
  type DwynSuit,
} from './deck.ts';
import { isProtectedAt, missingParts, suitBits } from './tableau.ts';
import type { DwynView } from './view.ts';
import { shuffled } from '../core/practice/shuffled.ts';

/** The most cards a protection question shows, and the fewest. */
const MAX_CARDS = 6;
const MIN_CARDS = 3;

const PART_WORDS = ['a HEAD', 'a TORSO', 'FEET'] as const;

function list(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1] ?? ''}`;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The position as the asked seat sees it. */
function seen(spot: Spot): DwynView {
  return spot.game.view(spot.state, spot.seat) as DwynView;
}

/** "Which body parts does B still need?": the parts missing from one seat's tableau. */
function askNeeds(spot: Spot, tableaux: readonly (readonly DwynCard[])[]): Asked | null {
  // Any seat, the reader's own included; a tableau with no body card at all is asked about only
  // now and then, or "all three" would be the answer to most early questions.
  const seats = tableaux.map((_, seat) => seat);
  const target: Seat = spot.random.pick(seats);
  const tableau = tableaux[target] ?? [];
  const bodyCards = tableau.filter((card) => isBodyAt(dwynIndexOrMissing(card)));
  if (bodyCards.length === 0 && spot.random.int(1, 4) !== 1) return null;
  const missing = missingParts(tableau);
  const you = target === spot.seat;
  const who = you ? 'you' : seatName(target, spot.seat);
  const has = you ? 'have' : 'has';
  const them = you ? 'you' : 'them';
  const ofPart = (part: number): DwynCard[] => bodyCards.filter((card) => partAt(dwynIndexOrMissing(card)) === part);
  const lacking = [0, 1, 2].filter((part) => (missing >> part) & 1);
  const lackingWords = lacking.map((part) => BODY_PARTS[part] as string);

  const choices: Choice[] = [0, 1, 2].map((part) => {
    const needed = ((missing >> part) & 1) === 1;
    const cards = ofPart(part);
    return {
      id: BODY_PARTS[part] as string,
      label: BODY_PARTS[part] as string,
      right: needed,
      why: needed
        ? `${capital(who)} ${has} no ${BODY_PARTS[part] as string} in front of ${them}, so ${you ? 'you still need' : `${who} still needs`} ${PART_WORDS[part] as string}.`
        : `${capital(who)} already ${has} ${PART_WORDS[part] as string} in front of ${them}: ${list(cards.map(theDwynCard))}.`,
      rule: 'body-cards',
    };
  });
  const whole = missing === 0;
  const found = list(bodyCards.map(theDwynCard));
  const holding =
    bodyCards.length === 0
      ? `${capital(who)} ${has} no body card in front of ${them}.`
      : `${capital(who)} ${has} ${found} in front of ${them}.`;
  choices.push({
    id: 'none',
    label: `Nothing: ${who} already ${has} a whole body`,
    right: whole,
    why: whole
      ? `${capital(who)} ${has} ${found} in front of ${them}: a HEAD, a TORSO and FEET, and the suits need not match, so that is a whole body.`
      : `${capital(who)} ${has} no ${list(lackingWords, 'or')} in front of ${them} yet, so the body is not whole.`,
    rule: 'body-cards',
  });
  const answer = whole
    ? `${holding} A body is a HEAD, a TORSO and FEET of any suits, so ${who} already ${has} a whole body.`
    : `${holding} A body is a HEAD, a TORSO and FEET of any suits, so ${you ? 'you still need' : `${who} still needs`} ${list(
        lacking.map((part) => PART_WORDS[part] as string),
      )}.`;
  return {
    rule: 'body-cards',
    move: null,
    prompt: `Which body parts ${you ? 'do you' : `does ${who}`} still need for a whole body? Choose all that apply.`,
    multiple: true,
    choices,
    answer,
  };
}

interface Laid {
  readonly owner: Seat;
  readonly card: DwynCard;
  readonly safe: boolean;
}

/** "Which of these cards are protected?": cards from the tableaux, at least one of each kind. */
function askProtected(spot: Spot, tableaux: readonly (readonly DwynCard[])[]): Asked | null {
  const laid: Laid[] = [];
  tableaux.forEach((tableau, owner) => {
    const bits = suitBits(tableau);
    for (const card of tableau) laid.push({ owner, card, safe: isProtectedAt(bits, dwynIndexOrMissing(card)) });
  });
  const safe = laid.filter((l) => l.safe);
  const open = laid.filter((l) => !l.safe);
  if (safe.length === 0 || open.length === 0 || laid.length < MIN_CARDS) return null;
  const count = spot.random.int(MIN_CARDS, Math.min(MAX_CARDS, laid.length));
  // How many protected cards: any number the position allows, so "protected" is right about half the time.
  const fewest = Math.max(1, count - open.length);
  const most = Math.min(safe.length, count - 1);
  const safeCount = spot.random.int(fewest, most);
  const picked = [
    ...shuffled(safe, spot.random).slice(0, safeCount),
    ...shuffled(open, spot.random).slice(0, count - safeCount),
  ];
  // In seat order, then as the cards lie, as the table shows them.
  picked.sort((a, b) => a.owner - b.owner || tableaux[a.owner]!.indexOf(a.card) - tableaux[b.owner]!.indexOf(b.card));

  const labelOf = (l: Laid): string =>
    `${l.owner === spot.seat ? 'Your' : `${seatName(l.owner, spot.seat)}’s`} ${dwynCardName(l.card).replace(/^the /, '')}`;
  const choices: Choice[] = picked.map((l) => {
    const index = dwynIndexOrMissing(l.card);
    const you = l.owner === spot.seat;
    const who = you ? 'you' : seatName(l.owner, spot.seat);
    const suit = DWYN_SUITS[suitAt(index)] as DwynSuit;
    let why: string;
    if (index === KROWN_INDEX) why = 'The KROWN is never protected: a STEAL or a DWYN can always go after it.';
    else if (l.safe)
      why = `${capital(who)} ${you ? 'have' : 'has'} the whole ${SUIT_TITLES[suit]} body, so ${theDwynCard(l.card)} is protected.`;
    else {
      const absent = BODY_PARTS.map((part) => dwynCard(suit, part)).filter(
        (card) => !tableaux[l.owner]!.includes(card),
      );
      why = `${capital(who)} ${you ? 'do' : 'does'} not have ${list(absent.map(theDwynCard), 'or')} in front of ${you ? 'you' : 'them'}, so ${theDwynCard(l.card)} is not protected: a STEAL or a DWYN can take it.`;
    }
    return {
      id: `${String.fromCharCode(65 + l.owner)}:${l.card}`,
      label: labelOf(l),
      card: l.card,
      right: l.safe,
      why,
      rule: 'protection',
    };
  });
  const right = picked.filter((l) => l.safe).map(labelOf);
  return {
    rule: 'protection',
    move: null,
    prompt: 'Which of these cards in front of the players are protected? Choose all that apply.',
    multiple: true,
    choices,
    answer: `A body card is protected when the same player has the HEAD, TORSO and FEET of its suit in front of them; the KROWN never is. Protected here: ${list(right.map((label) => label.replace(/^Your /, 'your ')))}.`,
  };
}

/** A needs question is asked at one spot in NEEDS_SPREAD, so it comes from the whole game, not its first moves. */
const NEEDS_SPREAD = 6;

export const dwynBodyKind: QuestionKind = {
  id: 'body',
  title: 'Whole bodies and protected cards',
  ask(spot: Spot, rule: string | null): Asked | null {
    if (rule !== null && rule !== 'body-cards' && rule !== 'protection') return null;
    // During the opening lay-out the tableaux are still filling up: ask once play has begun.
    const view = seen(spot);
    if (view.stage === 'layout') return null;
    const tableaux = view.seats.map((s) => s.tableau);
    // Any rule: protection when the spot allows it half the time (whole suits are rarer than bodies).
    const which = rule ?? (spot.random.int(0, 1) === 0 ? 'protection' : 'body-cards');
    if (which === 'protection') {
      const asked = askProtected(spot, tableaux);
      if (asked !== null || rule !== null) return asked;
    }
    if (spot.random.int(1, NEEDS_SPREAD) !== 1) return null;
    return askNeeds(spot, tableaux);
  },
};
