// A message about the hand itself (opened from a link, a damaged link or save, a deal that failed),
// announced politely and dismissible.

interface Props {
  readonly text: string | null;
  readonly onDismiss: () => void;
}

export function Notice({ text, onDismiss }: Props) {
  if (text === null) return null;
  return (
    <div class="wh-notice" role="status">
      <p>{text}</p>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
