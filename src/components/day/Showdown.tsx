// The end of a Day hand, explained so a newcomer can say who won and why: for every player still in
// at the showdown, the best win condition the engine found, the cards that make it (and what the
// Crown stood for), its points before and after the substitution penalty, and the rule that scores
// it; then who took each pot and by which rule (higher points, a comparison inside one condition,
// the tie-breaker's flips, or being the last player left).

import type { Seat } from '../../engine/core/game.ts';
import { CardFace } from '../core/CardFace.tsx';
import { RuleLink } from '../core/RuleLink.tsx';
import {
  DAY_DECK,
  DAY_RULES,
  dayFacts,
  theDayCard,
  type CrownStandIn,
  makeDayCard,
  type DayView,
  type PotResult,
  type SeatResult,
} from '../../engine/day/ui.ts';
import { chips } from './words.ts';

interface Props {
  readonly view: DayView;
  readonly name: (seat: Seat) => string;
}

export function Showdown({ view, name }: Props) {
  const hand = view.lastHand;
  if (!hand) return null;
  const flips = view.flips;
  return (
    <section class="wh-day-showdown" aria-label={`How hand ${hand.hand} was won`}>
      <p class="wh-label">
        {hand.showdown ? `Hand ${hand.hand}: the showdown` : `Hand ${hand.hand}: won without a showdown`}
      </p>
      {hand.returned ? (
        <p class="wh-small">
          Nobody matched {name(hand.returned.seat)}&rsquo;s last {chips(hand.returned.amount)}: they went back (
          <RuleLink rule="betting" title={DAY_RULES.betting} />
          ).
        </p>
      ) : null}
      {hand.results.length > 0 ? (
        <ul class="wh-day-results">
          {hand.results.map((result) => (
            <ResultLine
              key={result.seat}
              result={result}
              substituted={view.seats[result.seat]?.substituted === true}
              name={name}
            />
          ))}
        </ul>
      ) : null}
      {flips.length > 0 ? (
        <p class="wh-small">
          Tie-breaker flips: {flips.map((flip) => `${name(flip.seat)} ${theDayCard(flip.card)}`).join(', ')} (
          <RuleLink rule="tie-breaker" title={DAY_RULES['tie-breaker']} />
          ).
        </p>
      ) : null}
      <ul class="wh-day-pot-results">
        {hand.pots.map((pot, i) => (
          <li key={i}>
            <PotLine pot={pot} index={i} count={hand.pots.length} results={hand.results} name={name} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResultLine({
  result,
  substituted,
  name,
}: {
  readonly result: SeatResult;
  readonly substituted: boolean;
  readonly name: (seat: Seat) => string;
}) {
  const penalty = result.adjusted !== result.points;
  const points = penalty
    ? `${result.points} − 1 for swapping a card = ${result.adjusted} point${result.adjusted === 1 ? '' : 's'}`
    : substituted
      ? `${result.adjusted} point${result.adjusted === 1 ? '' : 's'} (the penalty never goes below 1)`
      : `${result.adjusted} point${result.adjusted === 1 ? '' : 's'}`;
  return (
    <li>
      <p class="wh-day-result-head">
        <strong>{name(result.seat)}</strong>: {result.label} · {points} (
        <RuleLink rule={result.rule} title={DAY_RULES[result.rule]} />)
      </p>
      <ol class="wh-cards wh-mini wh-day-made" aria-label={`The cards that make it${crownWords(result.crown)}`}>
        {result.cards.map((card, i) => (
          <li key={`${card}-${i}`}>
            <CardFace
              card={card}
              deck={DAY_DECK}
              note={card === 'Crown' && result.crown ? crownNote(result.crown) : undefined}
            />
          </li>
        ))}
      </ol>
      {result.crown ? <p class="wh-small wh-day-crown">{crownSentence(result.crown)}</p> : null}
      {result.condition === 'eclipse' && result.cards.filter((card) => dayFacts(card).rank === 'Moon').length < 3 ? (
        <p class="wh-small">The other Moon is in a folded hand, which counts here but is never shown.</p>
      ) : null}
    </li>
  );
}

function crownNote(crown: CrownStandIn): string {
  return crown.as === 'card' ? `standing for ${played(crown)}` : 'counting as the highest card';
}

function crownWords(crown: CrownStandIn | null): string {
  return crown ? `, the Crown ${crownNote(crown)}` : '';
}

/** The card the Crown played, in words: "the 6 of Rising". */
function played(crown: Extract<CrownStandIn, { as: 'card' }>): string {
  return theDayCard(makeDayCard(crown.rank, crown.suit));
}

function crownSentence(crown: CrownStandIn): string {
  return crown.as === 'card'
    ? `The Crown stands for ${played(crown)}.`
    : 'The Crown counts as the highest card of all.';
}

function PotLine({
  pot,
  index,
  count,
  results,
  name,
}: {
  readonly pot: PotResult;
  readonly index: number;
  readonly count: number;
  readonly results: readonly SeatResult[];
  readonly name: (seat: Seat) => string;
}) {
  const which = count === 1 ? 'the pot' : index === 0 ? 'the main pot' : `side pot ${index}`;
  const winners = pot.winners.map(name).join(' and ');
  const won =
    pot.winners.length > 1
      ? `${winners} split ${which} (${chips(pot.amount - pot.rake)}: ${pot.shares.join(' and ')})`
      : `${winners} wins ${which}: ${chips(pot.amount - pot.rake)}`;
  const rake = pot.rake > 0 ? `, after the house's rake of ${pot.rake}` : '';
  return (
    <>
      {won}
      {rake}. {why(pot, results, name)} (<RuleLink rule={pot.rule} title={DAY_RULES[pot.rule]} />)
    </>
  );
}

/** One sentence on why the pot went where it did, from the rule that decided it. */
function why(pot: PotResult, results: readonly SeatResult[], name: (seat: Seat) => string): string {
  const of = (seat: Seat) => results.find((r) => r.seat === seat);
  const winner = of(pot.winners[0] ?? -1);
  switch (pot.rule) {
    case 'last-player-standing':
      return 'Everyone else folded, so no cards were shown.';
    case 'all-in':
      return `Only ${pot.eligible.map(name).join(' and ')} had put in enough to play for it.`;
    case 'tie-breaker':
      return pot.winners.length > 1
        ? 'Still level after the tie-breaker: the deck ran out, so the pot is shared.'
        : 'Level on points, and nothing inside the condition told them apart: the tie-breaker decided.';
    case 'equal-points':
      return winner
        ? `Level on ${winner.adjusted} point${winner.adjusted === 1 ? '' : 's'}, but ${name(winner.seat)}'s ${winner.label} is higher inside the condition.`
        : 'Level on points, decided inside the condition.';
    default: {
      if (!winner) return '';
      const others = pot.eligible.filter((s) => !pot.winners.includes(s)).flatMap((s) => of(s) ?? []);
      const best = Math.max(...others.map((r) => r.adjusted));
      return others.length === 0
        ? ''
        : `${winner.label} (${winner.adjusted}) beats the next best hand (${best} point${best === 1 ? '' : 's'}).`;
    }
  }
}
