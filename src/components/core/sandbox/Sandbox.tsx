// The sandbox: the reader plays one seat, bots play the others at a watchable pace. Moves are
// checked by the engine; a refusal names its rule with a link. The controller (useSandbox.ts) keeps
// the session, saves it, paces the bots and makes the share link; this component only lays out its
// views. A damaged link or save is reported and replaced by a fresh deal, never a blank island.

import type { ComponentType } from 'preact';
import { redactEvent } from '../../../engine/core/events.ts';
import type { GameEvent, Seat } from '../../../engine/core/game.ts';
import type { GameManifest } from '../../../engine/core/manifest.ts';
import { errorMessage } from '../../../engine/core/replay.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { EventLog, type LogLine } from '../EventLog.tsx';
import type { ControlsProps, RuleTitles, TableProps } from '../types.ts';
import { Notice } from './Notice.tsx';
import { Refusal } from './Refusal.tsx';
import { SetupForm } from './SetupForm.tsx';
import { ShareBox } from './ShareBox.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useSandbox } from './useSandbox.ts';

export interface SandboxProps<V, A> {
  /** The game, its bot and its options. */
  readonly manifest: GameManifest;
  /** The game's table, and the reader's hand and moves placed in it. */
  readonly Table: ComponentType<TableProps<V, A>>;
  readonly Controls: ComponentType<ControlsProps<V, A>>;
  /** What the reader should do now, in a sentence, from their own view. */
  readonly prompt: (view: V, seat: Seat) => string;
}

export function Sandbox<V, A>({ manifest, Table, Controls, prompt }: SandboxProps<V, A>) {
  const { game } = manifest;
  const id = `sandbox-${game.id}`;
  const sandbox = useSandbox<unknown, A>(game, manifest.bot);
  const session = sandbox.session;

  if (!session) {
    return (
      <div class="wh-sandbox not-content" id={id}>
        <p class="wh-status">Dealing the sandbox hand…</p>
      </div>
    );
  }

  const seat = session.setup.seat;
  const name = (s: Seat): string => (s === seat ? `${seatLetter(s)} (you)` : seatLetter(s));
  const outcome = game.outcome(session.state);
  const myTurn = game.toAct(session.state).includes(seat);
  const viewer = sandbox.reveal ? 'all' : seat;
  const view = game.view(session.state, viewer) as V;
  const legal: readonly A[] = myTurn ? game.legalActions(session.state, seat) : [];
  const play = { seat, legal, onAction: sandbox.attempt };
  const titles: RuleTitles = game.rules;
  const sentence = (event: GameEvent): string => game.describeEvent(redactEvent(event, viewer), name);
  const describe = (event: GameEvent): LogLine => ({ text: sentence(event), rule: event.rule });
  const lines: LogLine[] = [
    ...session.opening.map(describe),
    ...session.history.flatMap((played) => played.events.map(describe)),
  ];
  const latest = session.history[session.history.length - 1]?.events.map(sentence).join(' ') ?? '';

  return (
    <div class="wh-sandbox not-content" id={id}>
      <Notice text={sandbox.notice} onDismiss={sandbox.dismissNotice} />

      <details class="wh-new-hand">
        <summary>New hand: players, seat, variant, seed</summary>
        <SetupForm
          key={`${session.setup.seed}-${session.setup.seat}`}
          idPrefix={id}
          fields={game.options.fields()}
          current={session.setup}
          seatsFor={(options) => {
            try {
              return game.seatCount(game.newGame(game.parseOptions(options), 1));
            } catch (error) {
              return errorMessage(error);
            }
          }}
          onDeal={sandbox.deal}
        />
      </details>

      <p class="wh-seed">
        Seed {session.setup.seed}
        {session.setup.position !== undefined ? ' (from a worked example)' : ''} · you are seat {seatLetter(seat)}
      </p>

      <p class="wh-status" aria-live="polite">
        <strong>
          {outcome
            ? outcome.summary
            : myTurn
              ? prompt(game.view(session.state, seat) as V, seat)
              : 'The bots are playing…'}
        </strong>
      </p>

      <Refusal refusal={sandbox.refusal} titles={titles} />

      <Table view={view} name={name} play={play}>
        <Controls view={view} name={name} play={play} />
      </Table>

      <p class="wh-latest" aria-live="polite">
        {latest ? <>Latest: {latest}</> : 'No moves yet.'}
      </p>

      <Toolbar sandbox={sandbox} myTurn={myTurn} over={outcome !== null} />

      <EventLog id={`${id}-log`} lines={lines} titles={titles} />

      <ShareBox id={`${id}-share`} url={sandbox.shareUrl} />
    </div>
  );
}
