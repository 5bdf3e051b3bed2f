// A message about the hand itself (opened from a link, a damaged link or save, a deal that failed),
// announced politely and dismissible; and, while a link's hand has replaced one the reader was
// playing, that hand, one tap away until the reader goes back to it or lets it go.

interface Props {
  readonly text: string | null;
  readonly onDismiss: () => void;
  /** The sandbox's hand a link replaced, in a sentence, and what the reader may do with it. */
  readonly kept?: string | null;
  readonly onBack?: () => void;
  readonly onDiscard?: () => void;
}

export function Notice({ text, onDismiss, kept = null, onBack, onDiscard }: Props) {
  if (text === null && kept === null) return null;
  return (
    <div class="wh-notice" role="status">
      <p>
        {text} {kept}
      </p>
      {text === null ? null : (
        <button type="button" onClick={onDismiss}>
          Dismiss
        </button>
      )}
      {kept === null ? null : (
        <span>
          <button type="button" onClick={onBack}>
            Back to your hand
          </button>{' '}
          <button type="button" onClick={onDiscard}>
            Discard it
          </button>
        </span>
      )}
    </div>
  );
}
