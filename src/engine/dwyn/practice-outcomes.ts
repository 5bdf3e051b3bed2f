// DWYN's wrong answers to "what happens next" and "who wins the duel" (core/practice/outcome-question.ts):
// the event asked about, told otherwise, each with why it cannot follow, read from the duel's cards
// and the cards in front of each player. Only the two players of a duel are ever said to win it,
// and never from themselves. An event this file cannot explain gets no wrong answers, so it is
// never asked about.

import type { Seat } from '../core/game.ts';
import type { OutcomeFacts, WrongOutcome } from '../core/practice/outcome-question.ts';
import { BODY_PARTS, dwynIndexOrMissing, partAt, suitAt, theDwynCard, type DwynCard } from './deck.ts';
import { draftOf, type Duel, type DwynState } from './state.ts';
import { outcomeKinds, redealBetweenHands } from '../core/practice/outcome-question.ts';
import { determinizeDwyn } from './hidden.ts';

function dwynWrongOutcomes(facts: OutcomeFacts): WrongOutcome[] {
  const { key } = facts;
  const before = facts.before as DwynState;
  const after = facts.after as DwynState;
  const who = key.seat as Seat;
  switch (key.kind) {
    case 'duel-won': {
      const duel = before.duel;
      if (!duel) return [];
      return duelVariants(facts, duel);
    }
    case 'win':
      return winVariants(facts, after, who);
    default:
      return [];
  }
}

/** The duel's other ending (the other player wins it), and the winner taking a card not fought for. */
function duelVariants(facts: OutcomeFacts, duel: Duel): WrongOutcome[] {
  const { key, name } = facts;
  const before = facts.before as DwynState;
  const { challenger, defender, target } = duel;
  const last = duel.cards[duel.cards.length - 1];
  const kept = key.detail?.['kept'] === true;
  const why = kept
    ? `${name(defender)} played the highest card, ${theDwynCard(last as DwynCard)}, and ${name(challenger)} did not beat it: the challenged card stays.`
    : last === undefined
      ? `${name(defender)} played no number card, so the challenger, ${name(challenger)}, wins the duel.`
      : `${name(challenger)} played the highest card, ${theDwynCard(last)}, and ${name(defender)} did not beat it.`;
  const out: WrongOutcome[] = [
    {
      event: kept
        ? { ...key, seat: challenger, detail: { defender, kept: false } }
        : { ...key, seat: defender, detail: { defender, kept: true } },
      why,
      rule: 'duel',
    },
  ];
  if (!kept) {
    for (const card of before.tableaux[defender] ?? []) {
      if (card === target || card === 'KROWN') continue;
      out.push({
        event: { ...key, cards: [card] },
        why: `The duel was for ${theDwynCard(target)}, the card ${name(challenger)} challenged for, not ${theDwynCard(card)}.`,
        rule: 'won-cards',
      });
    }
  }
  return out;
}

/**
 * What a newcomer might expect instead of the win, each false at this table: play going on (the win
 * comes at once, with no cards in hand), or a body needing one suit (its parts need not match).
 * Never another seat winning: the table shows who has the KROWN.
 */
function winVariants(facts: OutcomeFacts, after: DwynState, who: Seat): WrongOutcome[] {
  const { name } = facts;
  const tableau = after.tableaux[who] ?? [];
  const parts = BODY_PARTS.map((_, part) => tableau.filter((card) => partAt(dwynIndexOrMissing(card)) === part));
  const body = parts.map((cards) => theDwynCard(cards[0] as DwynCard));
  const out: WrongOutcome[] = [
    {
      event: 'Nobody wins yet: play goes on to the next player.',
      why: `${name(who)} now has the KROWN and a whole body (${list(body)}) in front of them and no cards in hand: that wins at once.`,
      rule: 'winning',
    },
  ];
  // Only when no suit gives all three parts: then "one suit" would truly stop the win.
  const oneSuit = parts[0]?.some((head) =>
    parts
      .slice(1)
      .every((cards) => cards.some((c) => suitAt(dwynIndexOrMissing(c)) === suitAt(dwynIndexOrMissing(head)))),
  );
  if (!oneSuit) {
    out.push({
      event: `Nobody wins yet: ${name(who)} needs a HEAD, a TORSO and FEET of one suit.`,
      why: `The parts of a body need not be of one suit: ${list(body)} make a whole body, and with the KROWN and no cards in hand that wins.`,
      rule: 'body-cards',
    });
  }
  return out;
}

const list = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

/** What happens next and who wins, as the quiz fetches them the first time it deals one (practice.ts). */
export const DWYN_OUTCOMES = outcomeKinds({
  settles: { kinds: ['duel-won', 'win'], title: 'Who wins the duel?', question: 'Who wins, and what do they win?' },
  wrong: dwynWrongOutcomes,
  redeal: redealBetweenHands(determinizeDwyn, (state: DwynState, rng) => Object.assign(draftOf(state), { rng })),
});
