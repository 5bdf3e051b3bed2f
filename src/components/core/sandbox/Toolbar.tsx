// The sandbox's controls: undo, reveal all, the bots' speed and skipping to the reader's turn. (A
// new deal once the game is over is offered with the result, beside the hand.)

import { PACES } from './storage.ts';
import type { SandboxHandle } from './controller.ts';

interface Props {
  readonly sandbox: SandboxHandle<unknown, never>;
  /** The reader is to act now. */
  readonly myTurn: boolean;
}

export function Toolbar({ sandbox, myTurn }: Props) {
  return (
    <div class="wh-toolbar" role="group" aria-label="Sandbox controls">
      <button type="button" onClick={sandbox.undoMine} disabled={!sandbox.canUndo}>
        Undo my last move
      </button>
      <button type="button" aria-pressed={sandbox.reveal} onClick={() => sandbox.setReveal(!sandbox.reveal)}>
        Reveal all cards
      </button>
      <label class="wh-inline-field">
        Bot speed{' '}
        <select
          value={String(sandbox.pace)}
          onChange={(e) => sandbox.setPace(Number((e.currentTarget as HTMLSelectElement).value))}
        >
          {PACES.map((p) => (
            <option key={p.ms} value={String(p.ms)}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" aria-pressed={sandbox.strong} onClick={() => sandbox.setStrong(!sandbox.strong)}>
        Strong bots
      </button>
      <button type="button" onClick={sandbox.askHint} disabled={!myTurn}>
        Hint
      </button>
      <button
        type="button"
        onClick={sandbox.skipToMyTurn}
        disabled={sandbox.session === null || myTurn || sandbox.skipping || sandbox.resultShown}
      >
        Skip to my turn
      </button>
    </div>
  );
}
