// DWYN's table. Every seat shows its hand's size, its badges (dealer, to play, the KROWN, games
// won) and the cards laid out in front of it, protected suits framed under a lock, with what its
// body still needs; the reader's are just above their hand. The middle shows the stock with the
// KROWN face up beneath it and the open discard pile (the hidden pool once the KROWN is out), and a
// duel in progress as its back-and-forth of number cards. The whole discard pile, sorted by suit, folds away in a
// panel: it tells a challenger which number cards are gone.

import type { Seat } from '../../engine/core/game.ts';
import { cardCount, CardStack, CardTable } from '../core/CardTable.tsx';
import { Facts } from '../core/Facts.tsx';
import { RuleLink } from '../core/RuleLink.tsx';
import type { TableProps } from '../core/types.ts';
import {
  DWYN_DECK,
  SUIT_TITLES,
  theDwynCard,
  type DwynAction,
  type DwynDuelView,
  type DwynView,
} from '../../engine/dwyn/ui.ts';
import { DwynCardFace, SuitName } from './DwynCardFace.tsx';
import { bodyNeeds, Tableau } from './Tableau.tsx';

export function DwynTable({ view, name, play, children, picture }: TableProps<DwynView, DwynAction>) {
  const acting = new Set(view.toAct);
  const games = view.options.matchGames;
  const last = view.lastGame;
  const playing = view.phase === 'play';
  const max = view.options.maxTurnsAfterKrown;
  return (
    <CardTable
      game="dwyn"
      status={
        <>
          {games > 1 ? `Game ${view.gameNumber} of ${games}` : 'One game'} ·{' '}
          {!view.krownDrawn
            ? 'Before the KROWN'
            : playing
              ? `After the KROWN: turn ${Math.min(view.turnsAfterKrown + 1, max)} of ${max}`
              : `Over, ${view.turnsAfterKrown} turns after the KROWN`}
        </>
      }
      bottom={play?.seat}
      toAct={view.toAct}
      winners={view.winners}
      name={name}
      renderCard={(card) => <DwynCardFace card={card} />}
      seats={view.seats}
      labels={(s) => ({
        corner: [cardCount(s.count), ...(games > 1 ? [`${s.wins} won`] : [])],
        badges: [
          ...(s.seat === view.dealer ? [{ text: 'dealer' }] : []),
          ...(acting.has(s.seat) ? [{ text: doing(view), className: 'wh-badge-turn' }] : []),
          ...(s.krown ? [{ text: '♔ KROWN', className: 'wh-dw-krown-badge' }] : []),
          ...(!playing && last?.winner === s.seat ? [{ text: 'won', className: 'wh-badge-win' }] : []),
        ],
      })}
      centre={
        <>
          <Supply view={view} />
          {view.duel ? <Duel duel={view.duel} name={name} /> : null}
          {!playing && last ? (
            <p class="wh-callout wh-dw-result">
              {games > 1 ? `Game ${view.gameNumber}` : 'The game'}
              {last.winner === null
                ? ` is called: ${last.reason === 'turnCap' ? `${max} turns after the KROWN` : 'every player had to pass'}. A draw.`
                : last.reason === 'won'
                  ? `: ${name(last.winner)} wins with the KROWN, a whole body and an empty hand.`
                  : ` is called, and ${name(last.winner)} wins it with the KROWN and a whole body.`}
            </p>
          ) : null}
        </>
      }
      extra={(s) => {
        const needs = bodyNeeds(s.tableau);
        // An empty place keeps a card's room, so the table does not jump when the first cards are laid out.
        if (s.tableau.length === 0)
          return (
            <div class="wh-dw-tabs">
              <p class="wh-dw-tab-head">Nothing laid out in front yet</p>
              <span class="wh-dw-tab-slot" aria-hidden="true" />
            </div>
          );
        return (
          <div class="wh-dw-tabs">
            <p class="wh-dw-tab-head">
              <span>{play?.seat === s.seat ? 'In front of you' : 'In front'}</span>
              {needs.length === 0 ? (
                <span class="wh-badge wh-dw-whole">✓ whole body</span>
              ) : (
                <span class="wh-dw-need">needs {needs.join(', ')}</span>
              )}
            </p>
            <Tableau cards={s.tableau} safe={s.protectedSuits} label={`In front of ${name(s.seat)}`} />
          </div>
        );
      }}
      panels={
        picture
          ? []
          : [
              !view.krownDrawn &&
                view.discards.length > 0 && {
                  title: `Discard pile: all ${cardCount(view.discards.length)}, by suit`,
                  content: (
                    <ul class="wh-dw-tab" aria-label="The discard pile, by suit">
                      {view.discards
                        .slice()
                        .sort(DWYN_DECK.compare)
                        .map((card, i) => (
                          <li key={i}>
                            <DwynCardFace card={card} />
                          </li>
                        ))}
                    </ul>
                  ),
                },
              {
                title: 'Game details',
                content: (
                  <>
                    <Facts
                      items={[
                        playing && { label: 'Turn', value: name(view.turn) },
                        {
                          label: 'The X counts as',
                          value: view.options.xRank === 'high' ? '10, above the 5' : '1, below the 2',
                        },
                        { label: 'Turns go', value: view.options.direction },
                        view.krownDrawn && {
                          label: 'Turns after the KROWN',
                          value: `${view.turnsAfterKrown} of ${max}`,
                        },
                        games > 1 && { label: 'Games in the match', value: games },
                      ]}
                    />
                    <p class="wh-small">
                      To win: the KROWN, a HEAD, a TORSO and FEET in front of you, and no cards in your hand (
                      <RuleLink rule="winning" title="Winning" />
                      ).
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

/** What the seat to act is doing, for its badge. */
function doing(view: DwynView): string {
  if (view.phase !== 'play') return 'deals next';
  return view.stage === 'layout'
    ? 'lays out'
    : view.stage === 'suit'
      ? 'names the suit'
      : view.stage === 'duel'
        ? 'to answer'
        : 'to play';
}

/** The stock with the KROWN face up beneath it and the discard pile; once the KROWN is out, the pool. */
function Supply({ view }: { readonly view: DwynView }) {
  const top = view.discards[view.discards.length - 1];
  if (view.krownDrawn) {
    return (
      <div class="wh-dw-supply">
        <span class="wh-dw-pile">
          <CardStack count={view.pool} label="in the pool" />
          <span>
            <strong>Pool {view.pool}</strong>
            face down, drawn at random
          </span>
        </span>
      </div>
    );
  }
  const above = view.stock - 1;
  return (
    <div class="wh-dw-supply">
      <span class="wh-dw-pile">
        <CardStack count={above} label="in the stock, above the KROWN" />
        <span class="wh-dw-under">
          <DwynCardFace card="KROWN" note="face up at the bottom of the stock" />
        </span>
        <span>
          <strong>Stock {above}</strong>
          {above === 0 ? 'next: the KROWN' : 'then the KROWN'}
        </span>
      </span>
      <span class="wh-dw-pile">
        {top ? <DwynCardFace card={top} note="top of the discard pile" /> : null}
        <span>
          <strong>Discards {view.discards.length}</strong>
          {top ? 'all face up' : 'none yet'}
        </span>
      </span>
    </div>
  );
}

/** A duel: who challenges whom for what, the suit, and the cards played in turn, defender first. */
function Duel({ duel, name }: { readonly duel: DwynDuelView; readonly name: (seat: Seat) => string }) {
  const { challenger, defender, target, suit, cards, toAnswer, leader } = duel;
  const top = cards[cards.length - 1];
  const prize = theDwynCard(target);
  const winner = leader ?? challenger;
  return (
    <section class="wh-dw-duel" aria-label="The duel">
      <p class="wh-dw-duel-head">
        <DwynCardFace card={target} note="the card fought for" />
        <span>
          <span class="wh-dw-kicker">DWYN</span> {name(challenger)} challenges {name(defender)} for {prize}.{' '}
          <span class="wh-nowrap">Suit: {suit ? <SuitName suit={suit} /> : <em>not named yet</em>}</span>
        </span>
      </p>
      {cards.length > 0 ? (
        <ol class="wh-dw-plays" aria-label="Cards played, in order">
          {cards.map((card, i) => {
            const by = name(i % 2 === 0 ? defender : challenger);
            return (
              <li key={i}>
                <span aria-hidden="true">{by}</span>
                <DwynCardFace card={card} note={`played by ${by}`} />
              </li>
            );
          })}
        </ol>
      ) : null}
      <p class="wh-dw-now">
        {suit === null
          ? `${name(challenger)} names the suit.`
          : top === undefined
            ? `${name(defender)} may play a ${SUIT_TITLES[suit]} number card first; if not, ${name(challenger)} takes ${prize}.`
            : `Highest: ${theDwynCard(top)}, by ${name(winner)}. ${name(toAnswer)} must beat it, or ${name(winner)} ${winner === defender ? 'keeps' : 'takes'} ${prize}.`}
      </p>
    </section>
  );
}
