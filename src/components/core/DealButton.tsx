// The button that deals the next hand (DWYN: the next game), in every game's sandbox controls. When
// the control the reader used is gone, the sandbox moves focus to it (sandbox/Sandbox.tsx,
// FOCUS_NEXT) by the name exported here (data-eyes, useEyes.ts), so the button and the sandbox
// cannot drift apart.

/**
 * The button's data-focus-key (after a render, focus returns to the control with the same key) and
 * its data-eyes (the sandbox's next control when the one used is gone).
 */
export const DEAL_FOCUS_KEY = 'deal';

interface Props {
  /** Sends the game's deal action. */
  readonly onDeal: () => void;
  /** What comes next, as the button says it: a hand, or a whole game where a game is one deal. */
  readonly next?: 'hand' | 'game';
}

export function DealButton({ onDeal, next = 'hand' }: Props) {
  return (
    <button
      type="button"
      class="wh-primary"
      data-focus-key={DEAL_FOCUS_KEY}
      data-eyes={DEAL_FOCUS_KEY}
      onClick={onDeal}
    >
      {`Deal the next ${next}`}
    </button>
  );
}
