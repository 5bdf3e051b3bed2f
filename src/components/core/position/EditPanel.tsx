// The position view's editor: its options (OptionsFold.tsx), then pick a card from the deck (each card once, greyed where every copy is
// placed), then a place (the game's places: a hand, the pile, the trick...; "Unplaced" is the
// stock); "Deal the rest" for the cards the reader need not place one by one (DealRest.tsx); the
// game's other facts in a short form. Every change is a new draft, which the view checks at once:
// nothing is refused here.

import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import type { PositionGame } from '../../../engine/core/position/check.ts';
import { cardsAt, choiceSaid, factOf, seatLettersOf, type PositionFact } from '../../../engine/core/position/edit.ts';
import {
  amongCards,
  deckOf,
  moveCopy,
  placeCard,
  placedSymbol,
  withFact,
  type Draft,
  type PlacedCopy,
} from './model.ts';
import { Options, RestDealer } from './after-ready.tsx';

interface Props {
  readonly pg: PositionGame;
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
}

export function EditPanel({ pg, draft, onChange }: Props) {
  const { game } = pg;
  // The card picked: from the deck, or a placed copy tapped where it lies (that copy then moves).
  const [picked, setPicked] = useState<{ readonly card: string; readonly copy?: PlacedCopy } | null>(null);
  const places = pg.position.places(draft.options);
  const facts = pg.position.facts(draft.options);
  const deck = deckOf(pg, draft, places);
  const card = deck.find((c) => c.card === picked?.card) ?? null;
  const copy = picked?.copy;
  const nameOf = (text: string): string => game.deck.facts(text).name;
  const cardOf = (text: string): string | null => {
    try {
      return game.deck.parse(text);
    } catch {
      return null;
    }
  };
  const put = (to: number | null): void => {
    if (card === null) return;
    onChange(copy ? moveCopy(draft, places, copy, to) : placeCard(game, draft, card, places, to));
    setPicked(null);
  };
  const symbolOf = (text: string): string => placedSymbol(game, text);
  // The deck's tiles are as wide as the longest word a card's name has ("TORSO"), so no word breaks.
  const longest = Math.max(
    ...deck.map((c) =>
      Math.max(
        ...game.deck
          .facts(c.card)
          .symbol.split(/[\s/]/)
          .map((w) => w.length),
      ),
    ),
  );
  return (
    <section class="wh-pos-edit" aria-labelledby="wh-pos-edit-head">
      <h2 id="wh-pos-edit-head" tabIndex={-1}>
        Edit the position
      </h2>
      {/* Its height kept for the options to come (after-ready.tsx): a line more where the player count shows. */}
      <div class={`wh-pos-options-place${typeof draft.options['players'] === 'number' ? ' wh-pos-with-players' : ''}`}>
        <Options pg={pg} draft={draft} onChange={onChange} />
      </div>
      <p id="wh-pos-deck-help">
        {card === null
          ? 'Tap a card, then the place to put it. Cards left unplaced are the stock.'
          : `${nameOf(card.card)}${copy ? ` in ${places[copy.place]?.label ?? ''}` : ''}: now tap where it goes.`}
      </p>
      <div
        class="wh-pos-deck"
        role="group"
        aria-label="The deck"
        aria-describedby="wh-pos-deck-help"
        style={{ '--wh-pos-tile': `calc(${longest}ch + 0.9rem)` }}
      >
        {deck.map((c) => {
          const facts = game.deck.facts(c.card);
          const where = c.at.map((at) => places[at.place]?.label ?? '').join(', ');
          const full = c.at.length >= c.copies;
          return (
            <button
              key={c.card}
              type="button"
              class={`wh-pos-card${full ? ' wh-pos-placed' : ''}`}
              data-colour={facts.colour}
              data-card={c.card}
              aria-pressed={picked?.card === c.card && !copy}
              aria-label={`${facts.name}: ${where === '' ? 'unplaced' : where}`}
              onClick={() => setPicked(picked?.card === c.card && !copy ? null : { card: c.card })}
            >
              {/* A two-faced card (Dark Hearts' "L5♣/DK♥") shows a face a line. */}
              {facts.symbol.split('/').map((face) => (
                <span key={face}>{face}</span>
              ))}
              {c.copies > 1 ? <small>{`${c.at.length}/${c.copies}`}</small> : null}
            </button>
          );
        })}
      </div>
      <ul class="wh-pos-places" aria-label="Places">
        {places.map((place, index) => {
          const here = cardsAt(draft.spec, place);
          return (
            <li key={place.label}>
              <button type="button" disabled={card === null} onClick={() => put(index)}>
                {place.label}
              </button>{' '}
              {/* Each card placed is tapped to move that very copy (DWYN's several DWYN cards). */}
              <span class="wh-pos-here">
                {here.length === 0
                  ? 'empty'
                  : here.map((text, at) => {
                      const id = cardOf(text);
                      const mine = copy?.place === index && copy.index === at;
                      return (
                        <Fragment key={at}>
                          {at > 0 ? ' ' : null}
                          {id === null ? (
                            text
                          ) : (
                            <button
                              type="button"
                              class="wh-pos-copy"
                              aria-pressed={mine}
                              aria-label={`${nameOf(id)} in ${place.label}: move it`}
                              onClick={() =>
                                setPicked(mine ? null : { card: id, copy: { place: index, index: at, text } })
                              }
                            >
                              {symbolOf(text)}
                            </button>
                          )}
                        </Fragment>
                      );
                    })}
              </span>
            </li>
          );
        })}
        <li>
          <button type="button" disabled={card === null || (card.at.length === 0 && !copy)} onClick={() => put(null)}>
            Unplaced (the stock)
          </button>
        </li>
      </ul>
      <div class="wh-pos-rest-place">
        <RestDealer pg={pg} draft={draft} onChange={onChange} />
      </div>
      <div class="wh-pos-facts">
        {facts.map((fact) => (
          <FactField
            key={fact.path.join('.')}
            fact={fact.among ? amongCards(fact, draft.spec, nameOf) : fact}
            value={factOf(draft.spec, fact)}
            onSet={(v) => onChange(withFact(draft, fact, v))}
          />
        ))}
      </div>
    </section>
  );
}

function FactField({
  fact,
  value,
  onSet,
}: {
  readonly fact: PositionFact;
  readonly value: unknown;
  readonly onSet: (value: unknown) => void;
}) {
  const id = `wh-pos-fact-${fact.path.join('-')}`;
  if (fact.kind === 'choice') {
    const choices = fact.choices ?? [];
    const index = choices.findIndex((c) => c === value);
    return (
      <p>
        <label for={id}>{fact.label}</label>{' '}
        <select
          id={id}
          value={String(index < 0 ? choices.indexOf(undefined) : index)}
          onChange={(e) => onSet(choices[Number(e.currentTarget.value)])}
        >
          {choices.map((choice, i) => (
            <option key={i} value={String(i)}>
              {choiceSaid(fact, choice)}
            </option>
          ))}
        </select>
      </p>
    );
  }
  if (fact.kind === 'points') {
    const pair = Array.isArray(value) ? value : [];
    const set = (i: number, text: string): void => {
      const next = [Number(pair[0] ?? 0), Number(pair[1] ?? 0)];
      next[i] = text === '' ? 0 : Number(text);
      onSet(next);
    };
    return (
      <p>
        <span id={id}>{fact.label}</span>
        {['Light', 'Dark'].map((shade, i) => (
          <Fragment key={shade}>
            {' '}
            <label>
              {shade}{' '}
              <input
                type="number"
                inputMode="numeric"
                value={String(pair[i] ?? 0)}
                onChange={(e) => set(i, e.currentTarget.value)}
              />
            </label>
          </Fragment>
        ))}
      </p>
    );
  }
  const text = value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  return (
    <p>
      <label for={id}>
        {fact.label}
        {fact.kind === 'seats' ? ' (seat letters)' : ''}
      </label>{' '}
      <input
        id={id}
        type={fact.kind === 'number' ? 'number' : 'text'}
        inputMode={fact.kind === 'number' ? 'numeric' : undefined}
        value={text}
        onChange={(e) => {
          const raw = e.currentTarget.value.trim();
          if (raw === '') onSet(undefined);
          else if (fact.kind === 'number') onSet(Number(raw));
          else if (fact.kind === 'seats') onSet(seatLettersOf(raw));
          else onSet(raw);
        }}
      />
    </p>
  );
}
