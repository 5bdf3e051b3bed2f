// The end of a hand, or of the game: what happened in the move that ended it (who went out, the
// points, each with its rule), shown beside the hand until the reader goes on, so it never flashes
// past when a bot deals the next hand.

import type { ComponentChildren } from 'preact';
import type { Seat } from '../../../engine/core/game.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { RuleLink } from '../RuleLink.tsx';
import type { LogLine } from '../EventLog.tsx';
import type { RuleTitles } from '../types.ts';

interface HandResultProps {
  /** The game is over, not only the hand. */
  readonly over: boolean;
  /** One deal, as the game's page calls it (Game.dealName). */
  readonly deal: 'hand' | 'game';
  readonly lines: readonly LogLine[];
  readonly titles: RuleTitles;
  /** Who deals the next hand, when a bot does: the reader lets them go on. */
  readonly dealer: Seat | undefined;
  readonly onDealAnother: () => void;
  readonly onContinue: () => void;
  /** Opens the review of the hand (loaded on first use). */
  readonly onReview: () => void;
  /** The game's own account of the hand (Day's showdown), shown instead of the event lines. */
  readonly children?: ComponentChildren;
}

export function HandResult({
  over,
  deal,
  lines,
  titles,
  dealer,
  onDealAnother,
  onContinue,
  onReview,
  children,
}: HandResultProps) {
  const title = over || deal === 'game' ? 'Game over' : 'Hand over';
  const next = over ? onDealAnother : dealer !== undefined ? onContinue : undefined;
  return (
    <div class="wh-result" role="group" aria-label={title}>
      <p class="wh-result-title">
        <strong>{title}</strong>
      </p>
      {children ?? (
        <ul>
          {lines.map((line, i) => (
            <li key={i}>
              {line.text} (<RuleLink rule={line.rule} title={titles[line.rule] ?? line.rule} />)
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <button type="button" class="wh-primary" data-focus-key="continue" data-eyes="result" onClick={next}>
          {over ? `Deal another ${deal}` : `Continue: ${seatLetter(dealer as Seat)} deals the next ${deal}`}
        </button>
      ) : null}
      <button type="button" data-eyes="review" onClick={onReview}>
        Review this {deal}
      </button>
    </div>
  );
}
