// DWYN's wrong answers to "what happens next" and "who wins the duel" (core/practice/outcome-question.ts):
// the event asked about, told otherwise, each with why it cannot follow, read from the duel's cards
// and the cards in front of each player. Only the two players of a duel are ever said to win it,
// and never from themselves. An event this file cannot explain gets no wrong answers, so it is
// never asked about.

import type { Seat } from '../core/game.ts';
import type { OutcomeFacts, WrongOutcome } from '../core/practice/outcome-question.ts';
import { theDwynCard, type DwynCard } from './deck.ts';
import type { Duel, DwynState } from './state.ts';
import { hasBody, hasKrown } from './tableau.ts';

export function dwynWrongOutcomes(facts: OutcomeFacts): WrongOutcome[] {
  const { key, name } = facts;
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
      return [...after.hands.keys()]
        .filter((s) => s !== who)
        .map((s) => {
          const tableau = after.tableaux[s] ?? [];
          const held = (after.hands[s] ?? []).length;
          const why = !hasKrown(tableau)
            ? `${name(s)} has no KROWN in front of them.`
            : !hasBody(tableau)
              ? `${name(s)} has no whole body in front of them: a HEAD, a TORSO and FEET.`
              : `${name(s)} still holds ${held === 1 ? '1 card' : `${String(held)} cards`}.`;
          return { event: { ...key, seat: s }, why, rule: 'winning' };
        });
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
