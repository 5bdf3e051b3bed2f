// The sandbox's controls: undo, reveal all, the bots' speed, skipping to the reader's turn, and a
// new deal once the game is over.

import { PACES, type SandboxController } from './useSandbox.ts';

interface Props {
  readonly sandbox: SandboxController<unknown, never>;
  /** The reader is to act now. */
  readonly myTurn: boolean;
  readonly over: boolean;
}

export function Toolbar({ sandbox, myTurn, over }: Props) {
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
      <button type="button" onClick={sandbox.skipToMyTurn} disabled={over || myTurn || sandbox.skipping}>
        Skip to my turn
      </button>
      {over ? (
        <button type="button" onClick={sandbox.dealAnother}>
          Deal another hand
        </button>
      ) : null}
    </div>
  );
}
