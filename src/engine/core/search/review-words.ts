// A reviewed decision in words (review.ts): what the reader's move and the best one led to, in the
// game's terms (SearchSpec.describe), what the reader's move cost (ReviewScale.loss), and the events
// that came more or less often after it, each naming its rule so the page can link it. Built where
// the review runs (the worker), from the review's figures alone.

import type { EventShare } from './compare.ts';
import { percent, type SearchGame, type SearchSpec } from './spec.ts';
import { lower, narrowedWords, sayMove } from './words.ts';

/** A sentence of a reason; one about an event names its rule, whose title appears in the text. */
export interface ReasonLine {
  readonly text: string;
  readonly rule?: string;
  readonly title?: string;
}

interface Figures {
  readonly played: string;
  readonly best: string;
  readonly mark: string | null;
  readonly playedMean: number;
  readonly bestMean: number;
  readonly base: number;
  readonly loss: number;
  readonly events: readonly EventShare[];
}

/**
 * `other` is the move the events were compared with: the best, or for the best move the next best.
 * `first`: this is the first decision of the review, where the game's unit is explained.
 */
export function reasonFor(
  game: SearchGame,
  spec: SearchSpec,
  state: unknown,
  review: Figures,
  other?: string,
  first = false,
): ReasonLine[] {
  const words = (notation: string): string => sayMove(game, spec, game.parseAction(notation));
  if (review.mark === null) return [{ text: `${words(review.played)}: ${narrowedWords(spec, state)}.` }];
  const lines: ReasonLine[] = [
    {
      text: `Your move, ${lower(words(review.played))}: ${spec.describe(review.playedMean, review.playedMean - review.base, 'you', first)}.`,
    },
  ];
  if (review.best !== review.played) {
    const best = spec.describe(review.bestMean, review.bestMean - review.base, 'you');
    // On the deals tried, the search's first choice did no better than the reader's move: both
    // figures are said as they came, and nothing is called a loss.
    if (review.bestMean < review.playedMean)
      lines.push({ text: `The search's first choice, ${lower(words(review.best))}, did no better: ${best}.` });
    else lines.push({ text: `Best found, ${lower(words(review.best))}: ${best}.` });
    // A loss too small to say in the game's units ("0.0 points") is left unsaid.
    if (review.loss >= spec.review.good / 4) lines.push({ text: `Your move cost ${spec.review.loss(review.loss)}.` });
  }
  if (other === undefined) return lines;
  for (const event of review.events) lines.push(eventLine(event, 'your move', `you ${lower(words(other))}`));
  return lines;
}

/**
 * An event that came more or less often after one move than after another, in the game's words
 * ("After your move, you reached dawn in 62% of the deals tried; after you draw a card, in 18%.").
 * `title` is the part of the text that links the event's rule.
 */
export function eventLine(event: EventShare, mine: string, other: string): ReasonLine {
  const shares = `in ${percent(event.played)} of the deals tried; after ${other}, in ${percent(event.other)}.`;
  return { text: `After ${mine}, ${event.words} ${shares}`, rule: event.rule, title: event.words };
}
