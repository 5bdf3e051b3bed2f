// The sandbox: the reader plays one seat, bots play the others at a watchable pace. Moves are
// checked by the engine; a refusal names its rule with a link. Every decision is the controller's
// (controller.ts, plain TypeScript: it restores and saves the session, paces the bots, asks the
// strong bot for moves and hints), which useSandbox.ts ties to this island; this component only
// lays out its snapshot and calls its actions. A damaged link is reported and changes nothing; a
// damaged save is reported and replaced by a fresh deal, never a blank island.

import type { ComponentType } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { redactEvent } from '../../../engine/core/events.ts';
import type { GameEvent, Seat } from '../../../engine/core/game.ts';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { DEAL_BUTTON } from '../DealButton.tsx';
import type { LogLine } from '../EventLog.tsx';
import type { ControlsProps, RuleTitles, TableProps } from '../types.ts';
import { HandResult } from './HandResult.tsx';
import { LazyPanel } from './LazyPanel.tsx';
import type { ReviewPanel } from '../review/ReviewPanel.tsx';
import type { Session } from './session.ts';
import { Notice } from './Notice.tsx';
import { RuleNote } from './Refusal.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useKeepFocus } from './useKeepFocus.ts';
import { useSandbox } from './useSandbox.ts';

/**
 * The reader's moves in the dock: their hand of card buttons, or a game's own move buttons (Day's
 * betting), marked wh-moves. The window keeps them where they were when a move changes what is above.
 */
const MOVES = '.wh-hand-buttons, .wh-moves';

/** Where focus goes when the control the reader used is gone: the next sensible control. */
const FOCUS_NEXT = ['[data-focus-key="continue"]', DEAL_BUTTON, '.wh-dock .wh-legal'] as const;

interface SandboxProps<V, A> {
  /** The game, its bot and its options (the game's play-manifest.ts). */
  readonly manifest: PlayManifest;
  /** The game's table, and the reader's hand and moves placed in it. */
  readonly Table: ComponentType<TableProps<V, A>>;
  readonly Controls: ComponentType<ControlsProps<V, A>>;
  /** What the reader should do now, in a sentence, from their own view. */
  readonly prompt: (view: V, seat: Seat) => string;
  /**
   * The game's own account of a hand that has just ended, for the result beside the hand (Day's
   * showdown, hand by hand). Without it the result lists what the engine reported.
   */
  readonly Result?: ComponentType<{ readonly view: V; readonly name: (seat: Seat) => string }>;
  /** Starts the game's strong bot worker (its search-worker.ts); called on first use only. */
  readonly search: () => Worker;
}

export function Sandbox<V, A>({ manifest, Table, Controls, prompt, Result, search }: SandboxProps<V, A>) {
  const { game } = manifest;
  const id = `sandbox-${game.id}`;
  /** One deal, as the game's page calls it: a hand, or a game. */
  const deal = game.dealName ?? 'hand';
  const sandbox = useSandbox<unknown, A>(manifest, search);
  // The review of a hand, fetched the first time the reader asks for one, and the hand it reviews.
  const [reviewing, setReviewing] = useState<{ Panel: typeof ReviewPanel; session: Session<unknown> } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  useKeepFocus(root, dock, FOCUS_NEXT, sandbox.session);
  // A refusal (or a move) changes what sits above the hand: the window scrolls by as much, so the
  // card the reader just tapped stays under their finger, and the refusal shows just above it.
  const handTop = useRef<number | null>(null);
  // A new hand just dealt, and the reader's eyes on the one before: the table's top comes into
  // view, and focus goes to the first thing to do once the reader may act (a hand's first move).
  const lastOver = useRef(false);
  const lastSession = useRef<Session<unknown> | null>(null);
  const freshHand = useRef(false);
  useLayoutEffect(() => {
    const state = sandbox.session?.state;
    const over = !!state && game.isHandOver(state);
    if (lastOver.current && !over) {
      handTop.current = null;
      freshHand.current = true;
      root.current?.querySelector('.wh-table')?.scrollIntoView();
      // A new deal (the game's next hand, a move past the hand's end; another hand, another seed)
      // leaves the reviewed hand behind, and its review goes with it. Going back into the same
      // hand ("Try again from here": the same deal, fewer moves) keeps the review beside it.
      const before = lastSession.current;
      const now = sandbox.session;
      if (!before || !now || now.setup.seed !== before.setup.seed || now.history.length > before.history.length)
        setReviewing(null);
    }
    lastOver.current = over;
    lastSession.current = sandbox.session;
    const active = document.activeElement;
    const first = dock.current?.querySelector<HTMLElement>('.wh-legal');
    if (freshHand.current && first && (active === document.body || root.current?.contains(active))) {
      freshHand.current = false;
      first.focus();
    }
    const before = handTop.current;
    handTop.current = null;
    const hand = dock.current?.querySelector(MOVES);
    if (before === null || !hand) return;
    const moved = hand.getBoundingClientRect().top - before;
    if (Math.abs(moved) > 1) window.scrollBy(0, moved);
    dock.current?.querySelector('.wh-refusal p')?.scrollIntoView({ block: 'nearest' });
  }, [sandbox.refusal, sandbox.session]);
  // The hint shows above the hand, the Hint button is below it: bring the hint into view.
  useLayoutEffect(() => {
    if (sandbox.hint) dock.current?.querySelector('.wh-advice')?.scrollIntoView({ block: 'nearest' });
  }, [sandbox.hint]);
  // Until the reader's hand is restored or dealt (just after hydration; on the server, always),
  // an empty box holds the sandbox's place at the height of a first deal, set by <Sandbox> from
  // src/astro/sandbox-heights.json: the page does not jump when the hand appears, and the page's
  // HTML carries no hidden deal (it was a tenth of a game page's elements).
  const session = sandbox.session;
  if (session === null) return <div class="wh-sandbox wh-sandbox-pending not-content" id={id} />;

  const seat = session.setup.seat;
  const name = (s: Seat): string => (s === seat ? `${seatLetter(s)} (you)` : seatLetter(s));
  const outcome = game.outcome(session.state);
  const toAct = game.toAct(session.state);
  const myTurn = toAct.includes(seat);
  const viewer = sandbox.reveal ? 'all' : seat;
  const view = game.view(session.state, viewer) as V;
  const legal: readonly A[] = myTurn ? game.legalActions(session.state, seat) : [];
  const play = {
    seat,
    legal,
    onAction: (action: A): void => {
      handTop.current = dock.current?.querySelector(MOVES)?.getBoundingClientRect().top ?? null;
      sandbox.attempt(action);
    },
  };
  const titles: RuleTitles = game.rules;
  const sentence = (event: GameEvent): string => game.describeEvent(redactEvent(event, viewer), name);
  const describe = (event: GameEvent, why?: string): LogLine => ({ text: sentence(event), rule: event.rule, why });
  let logged = session.opening.length;
  for (const played of session.history) logged += played.events.length;
  const lines = (): LogLine[] => [
    ...session.opening.map((event) => describe(event)),
    // A strong bot's reason goes with the first event of its move, hiding what the events hide:
    // every card named only when the reader has revealed all cards.
    ...session.history.flatMap((played) => {
      const why = viewer === 'all' ? (played.revealed ?? played.why) : played.why;
      return played.events.map((event, i) => describe(event, i ? undefined : why));
    }),
  ];
  const lastMove = session.history[session.history.length - 1];
  const showResult = outcome !== null || sandbox.resultShown;
  // Once the hand's result is shown, it tells the rest (the showdown, who won): the line keeps to
  // the move that ended the hand, which on a phone would otherwise run to eight lines above it.
  const latest = (showResult ? lastMove?.events.slice(0, 1) : lastMove?.events)?.map(sentence).join(' ') ?? '';
  const dealer = toAct[0];

  return (
    <div class="wh-sandbox not-content" id={id} ref={root}>
      <Notice
        text={sandbox.notice}
        kept={sandbox.kept}
        onDismiss={sandbox.dismissNotice}
        onBack={sandbox.backToKept}
        onDiscard={sandbox.discardKept}
      />

      <Table view={view} name={name} play={play}>
        <div class="wh-dock" ref={dock} tabIndex={-1} role="group" aria-label="Your turn and your hand">
          <p class="wh-latest" aria-live="polite">
            {latest ? <>Latest: {latest}</> : 'No moves yet.'}
          </p>
          <p class="wh-status" aria-live="polite">
            <strong>
              {outcome
                ? outcome.summary
                : sandbox.resultShown
                  ? myTurn
                    ? `The ${deal} is over. Read the result, then deal the next ${deal}.`
                    : `The ${deal} is over. Read the result, then continue.`
                  : myTurn
                    ? prompt(game.view(session.state, seat) as V, seat)
                    : 'The bots are playing…'}
            </strong>
          </p>
          <RuleNote lead="Not allowed:" note={sandbox.refusal} titles={titles} live="assertive" kind="refusal" />
          <RuleNote
            lead="Hint:"
            note={sandbox.hint}
            titles={titles}
            live="polite"
            kind="advice"
            onPlay={sandbox.playHint}
          />
          {showResult && lastMove ? (
            <HandResult
              over={outcome !== null}
              deal={deal}
              lines={lastMove.events.map((event) => describe(event))}
              titles={titles}
              dealer={myTurn ? undefined : dealer}
              onDealAnother={sandbox.dealAnother}
              onContinue={sandbox.continueAfterHand}
              onReview={() =>
                void import('../review/ReviewPanel.tsx').then((m) => setReviewing({ Panel: m.ReviewPanel, session }))
              }
            >
              {Result ? <Result view={view} name={name} /> : undefined}
            </HandResult>
          ) : null}
          <Controls view={view} name={name} play={play} />
        </div>
      </Table>

      <Toolbar sandbox={sandbox} myTurn={myTurn} />

      {reviewing ? (
        <reviewing.Panel
          manifest={manifest}
          session={reviewing.session}
          search={search}
          onClose={() => setReviewing(null)}
        />
      ) : null}

      <LazyPanel
        summary={`Event log (${logged})`}
        class="wh-log-panel"
        load={() => import('../EventLog.tsx').then((m) => m.EventLog)}
      >
        {(Log) => <Log id={`${id}-log`} lines={lines()} titles={titles} />}
      </LazyPanel>

      <LazyPanel summary={`Share this ${deal}`} load={() => import('./ShareBox.tsx').then((m) => m.ShareBox)}>
        {(Share) => <Share id={`${id}-share`} manifest={manifest} session={session} />}
      </LazyPanel>

      <LazyPanel
        summary={`New ${deal}: players, seat, variant, seed`}
        class="wh-new-hand"
        load={() => import('./SetupForm.tsx').then((m) => m.SetupForm)}
      >
        {(Form) => (
          <Form
            key={`${session.setup.seed}-${session.setup.seat}`}
            idPrefix={id}
            game={game}
            current={session.setup}
            onDeal={sandbox.deal}
          />
        )}
      </LazyPanel>

      <p class="wh-seed">
        Seed {session.setup.seed}
        {session.setup.position !== undefined ? ' (from a position set up on this page)' : ''} · you are seat{' '}
        {seatLetter(seat)}
      </p>
    </div>
  );
}
