// "Deal the rest" (issue 43's newcomer trial: a Dark Hearts moment took about a hundred taps): the
// cards the reader has not placed, dealt at random where the position needs cards, each hand to
// the size the rules want now (core/position/fill.ts with the game's plan, both fetched on the
// tap). The cards the reader placed stay; what was dealt is said, and can be taken back at once.
// The editor draws it once the view is drawn (after-ready.tsx), into a place of its height.

import { useState } from 'preact/hooks';
import { onDemand } from '../../../engine/core/on-demand.ts';
import type { PositionGame } from '../../../engine/core/position/check.ts';
import { notLoaded } from '../Later.tsx';
import type { Draft } from './model.ts';

// Fetched on the tap of "Deal the rest", with the game's plan (PositionKit.fill): most readers place few cards or none.
const dealing = onDemand(() => import('../../../engine/core/position/fill.ts').then((m) => m.dealTheRest));

function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * `draft` with the cards the reader has not placed dealt at random where the position needs cards
 * (core/position/fill.ts), and what was dealt, in a sentence; null when the game deals none.
 */
async function dealRest(pg: PositionGame, draft: Draft): Promise<{ draft: Draft; said: string } | null> {
  const plan = pg.position.fill;
  if (plan === undefined) return null;
  const [deal, where] = await Promise.all([dealing(), plan()]);
  const { spec, dealt, set = [] } = deal(pg, draft.spec, draft.options, draft.seed, where);
  const count = dealt.reduce((sum, place) => sum + place.count, 0);
  // The facts it chose are said, so the reader knows to change one that matters to the question.
  const chose = set.length === 0 ? '' : ` Set as a deal would: ${listed(set)}.`;
  return {
    draft: { ...draft, spec },
    said:
      (count === 0
        ? 'Nothing to deal: every place this position needs cards in holds them already.'
        : `Dealt ${count === 1 ? 'one card' : `${count} cards`} at random to ${listed(dealt.map((place) => place.label))}.`) +
      chose,
  };
}

interface Props {
  readonly pg: PositionGame;
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
}

/** What the last deal said, and the drafts before and after it (taking it back is offered while the draft is that one). */
interface Last {
  readonly said: string;
  readonly before: Draft;
  readonly after: Draft;
}

export function DealRest({ pg, draft, onChange }: Props) {
  const [last, setLast] = useState<Last | null>(null);
  const [busy, setBusy] = useState(false);
  if (pg.position.fill === undefined) return null;
  const deal = (): void => {
    setBusy(true);
    dealRest(pg, draft).then(
      (dealt) => {
        setBusy(false);
        if (dealt === null) return;
        const after = dealt.draft.spec === draft.spec ? draft : dealt.draft;
        setLast({ said: dealt.said, before: draft, after });
        if (after !== draft) onChange(after);
      },
      () => {
        setBusy(false);
        setLast({ said: notLoaded('Dealing the rest'), before: draft, after: draft });
      },
    );
  };
  const current = last !== null && last.after === draft;
  return (
    <div class="wh-pos-rest">
      <p class="wh-pos-buttons">
        <button type="button" onClick={deal} disabled={busy} aria-describedby="wh-pos-rest-help">
          Deal the rest
        </button>
        {current && last.before !== last.after ? (
          <button
            type="button"
            onClick={() => {
              onChange(last.before);
              setLast(null);
            }}
          >
            Take them back
          </button>
        ) : null}
      </p>
      <p id="wh-pos-rest-help" class="wh-pos-note">
        Deals the cards you have not placed, at random, where the position needs them: each hand up to what the rules
        want now. The cards you placed stay put.
      </p>
      <p class="wh-pos-note" aria-live="polite">
        {current ? last.said : ''}
      </p>
    </div>
  );
}
