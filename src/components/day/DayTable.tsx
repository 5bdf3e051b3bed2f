// Day's table: every seat's chips and bet this round, the pot (and side pots once someone is all
// in for less), the community cards in the order laid with a place kept for the final card, and,
// once a hand is over, the showdown explained hand by hand (Showdown.tsx). Each seat's chips and
// bet show at the seat; the hand's details fold away into a panel.

import type { Seat } from '../../engine/core/game.ts';
import { CardFace } from '../core/CardFace.tsx';
import { CardTable } from '../core/CardTable.tsx';
import { Facts } from '../core/Facts.tsx';
import { RuleLink } from '../core/RuleLink.tsx';
import type { TableProps } from '../core/types.ts';
import { DAY_DECK, DAY_RULES, type DayAction, type DaySeatView, type DayView } from '../../engine/day/ui.ts';
import { chips, LIMIT_NAMES, PHASE_NAMES } from './words.ts';
import { Showdown } from './lazy-showdown.tsx';
import './day.css';

export function DayTable({ view, name, play, children, picture }: TableProps<DayView, DayAction>) {
  const acting = new Set(view.toAct);
  const house = view.options.dedicatedDealer;
  const over = view.phase === 'handOver' || view.phase === 'over';
  return (
    <CardTable
      game="day"
      status={
        <>
          Hand {view.handNumber} · {PHASE_NAMES[view.phase]} · {LIMIT_NAMES[view.options.limit]}
        </>
      }
      bottom={play?.seat}
      toAct={view.toAct}
      winners={view.winners}
      name={name}
      renderCard={(card) => <CardFace card={card} deck={DAY_DECK} />}
      seats={view.seats}
      labels={(s) => ({
        corner: [chips(s.stack), ...(s.roundBet > 0 && !over ? [`bet ${s.roundBet}`] : [])],
        badges: badges(view, s, acting.has(s.seat), house),
      })}
      centre={
        <>
          <Pots view={view} name={name} />
          <Community view={view} />
          {view.flips.length > 0 ? <Flips view={view} name={name} /> : null}
        </>
      }
      panels={
        picture
          ? []
          : [
              // Under the table, the width of it, folded: the step's words say who won, and the table
              // fits a phone's screen with them. In the sandbox the showdown is told beside the
              // reader's hand instead (DaySandbox).
              over &&
                view.lastHand !== null &&
                !play && { title: 'How the hand was won', content: <Showdown view={view} name={name} /> },
              {
                title: 'Hand details',
                content: (
                  <>
                    <Facts
                      items={[
                        { label: 'Ante', value: chips(view.options.ante) },
                        { label: 'Cards left in the deck', value: view.deckSize },
                        view.phase === 'bet1' || view.phase === 'bet2'
                          ? { label: 'Raises this round', value: view.raises }
                          : false,
                        { label: 'Moon counts as', value: MOON_WORDS[String(view.options.moonValue)] ?? '13' },
                        view.options.rakePercent > 0 && { label: 'Raked so far', value: chips(view.rakeTaken) },
                        { label: 'Hands at most', value: view.options.maxHands },
                      ]}
                    />
                    <p class="wh-small">
                      What each hand is worth: <RuleLink rule="win-conditions" title={DAY_RULES['win-conditions']} />.
                    </p>
                  </>
                ),
              },
            ]
      }
    >
      {children}
    </CardTable>
  );
}

const MOON_WORDS: Readonly<Record<string, string>> = { '13': '13', '0': '0', both: '0 or 13' };

function badges(view: DayView, s: DaySeatView, acting: boolean, house: boolean) {
  const out: { text: string; className?: string }[] = [];
  if (s.seat === view.dealer) out.push({ text: house ? 'button' : 'dealer' });
  if (acting) {
    const doing = view.phase === 'substitute' ? 'to choose' : view.phase === 'handOver' ? 'deals next' : 'to act';
    out.push({ text: doing, className: 'wh-badge-turn' });
  }
  if (!s.inHand && s.stack === 0 && view.phase !== 'over') out.push({ text: 'out' });
  else if (s.folded) out.push({ text: 'folded', className: 'wh-badge-folded' });
  else if (s.allIn && s.inHand) out.push({ text: 'all in' });
  if (s.substituted) out.push({ text: 'swapped' });
  if (view.winners.includes(s.seat)) out.push({ text: 'winner', className: 'wh-badge-win' });
  return out;
}

/**
 * The pot: all the chips in the middle this hand. Once someone is all in for less, the rounds over
 * so far have made a main pot and side pots, each listed with who can win it.
 */
function Pots({ view, name }: { readonly view: DayView; readonly name: (seat: Seat) => string }) {
  const betting = view.phase === 'bet1' || view.phase === 'bet2';
  let bets = 0;
  for (const seat of view.seats) bets += seat.roundBet;
  if (view.pot === 0) {
    return <p class="wh-needed wh-day-pot">{view.lastHand ? 'The pot has been won.' : 'The pot is empty.'}</p>;
  }
  return (
    <div class="wh-day-pots">
      <p class="wh-needed wh-day-pot">
        Pot <strong>{view.pot}</strong>
        {betting ? (
          <span class="wh-day-tocall">
            {' '}
            · {view.currentBet > 0 ? `bet to match: ${view.currentBet}` : 'no bet yet this round'}
          </span>
        ) : null}
      </p>
      {view.pots.length > 1 ? (
        <ul class="wh-day-side-pots" aria-label="Main pot and side pots">
          {view.pots.map((pot, i) => (
            <li key={i}>
              {i === 0 ? 'Main pot' : `Side pot ${i}`}: {chips(pot.amount)}, for {pot.eligible.map(name).join(', ')}
            </li>
          ))}
          {bets > 0 ? <li>Bets this round: {chips(bets)}, not in a pot yet</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

/** The tie-breaker's flips, each under its player's letter: the cards that settled a tie (the lesson names them). */
function Flips({ view, name }: { readonly view: DayView; readonly name: (seat: Seat) => string }) {
  return (
    <div class="wh-day-flips">
      <p class="wh-turn-note">Tie-breaker flips</p>
      <ul class="wh-cards" aria-label="Tie-breaker flips">
        {view.flips.map((flip) => (
          <li key={flip.seat}>
            <CardFace card={flip.card} deck={DAY_DECK} note={`flipped by ${name(flip.seat)}`} />
            <span class="wh-day-place" aria-hidden="true">
              {name(flip.seat)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const PLACE = ['1st', '2nd', 'final'] as const;

/**
 * The community cards: the first two side by side, the final card laid above and between them, as
 * the dealer places it (under dayMiddle 'second' they lie in the order laid). Screen readers hear
 * them in the order laid, each with its place; the middle card of a Day is named as such.
 */
function Community({ view }: { readonly view: DayView }) {
  const middle = view.options.dayMiddle === 'final' ? 2 : 1;
  return (
    <ol
      class={`wh-cards wh-day-community wh-day-middle-${middle === 2 ? 'final' : 'second'}`}
      aria-label="Community cards"
    >
      {PLACE.map((place, i) => {
        const card = view.community[i];
        const words = i === middle ? `${place} card, the middle card of a Day` : `${place} card`;
        return (
          <li key={place} class={`wh-day-${place}`}>
            {card !== undefined ? (
              <CardFace card={card} deck={DAY_DECK} note={words} />
            ) : (
              <span class="wh-card wh-day-slot" role="img" aria-label={`${place} card: not placed yet`} />
            )}
            <span class="wh-day-place" aria-hidden="true">
              {place}
              {i === middle ? <span class="wh-day-middle"> · middle</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
