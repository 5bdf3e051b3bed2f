// The sandbox: the reader plays one seat, bots play the others at a watchable pace. Moves are
// checked by the engine; a refusal names its rule with a link. Every decision is the controller's
// (controller.ts, plain TypeScript: it restores and saves the session, paces the bots, asks the
// strong bot for moves and hints, keeps the hand under review, says where the reader's eyes go),
// which ../useController.ts ties to this island; this component only lays out its snapshot, calls
// its actions and carries out its eyes (../useEyes.ts). A damaged link is reported and changes
// nothing; a damaged save is reported and replaced by a fresh deal, never a blank island.

import type { ComponentType } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { GameEvent, Seat } from '../../../engine/core/game.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { namesFor, tell } from '../../../engine/core/telling.ts';
import { DEAL_FOCUS_KEY } from '../DealButton.tsx';
import type { LogLine } from '../EventLog.tsx';
import { Later } from '../Later.tsx';
import type { GameParts, RuleTitles } from '../types.ts';
import { useController } from '../useController.ts';
import { useEyes } from '../useEyes.ts';
import { createSandboxController, workerThinker } from './controller.ts';
import { Fold } from './Fold.tsx';
import { HandResult } from './HandResult.tsx';
import { Notice } from './Notice.tsx';
import { RuleNote } from './Refusal.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useKeepFocus } from './useKeepFocus.ts';

/**
 * The reader's moves in the dock: their hand of card buttons, or a game's own move buttons (Day's
 * betting), marked wh-moves. The window keeps them where they were when a move changes what is above.
 */
const MOVES = '.wh-hand-buttons, .wh-moves';

// The parts of the sandbox few readers use, each fetched the first time it is drawn.
const eventLog = onDemand(() => import('../EventLog.tsx').then((m) => m.EventLog));
const shareBox = onDemand(() => import('./ShareBox.tsx').then((m) => m.ShareBox));
const setupForm = onDemand(() => import('./SetupForm.tsx').then((m) => m.SetupForm));
const reviewPanel = onDemand(() => import('../review/ReviewPanel.tsx').then((m) => m.ReviewPanel));
const fromHere = onDemand(() => import('../position/from-here.ts').then((m) => m.positionFragment));

/** The game's position view (issue 43): /<game>/position/, beside the page the sandbox is on. */
function positionView(): string {
  return `${location.pathname.replace(/\/?$/, '/')}position/`;
}

/**
 * Where focus goes when the control the reader used is gone: the next sensible control, by the
 * names the views mark (useEyes.ts): the result's button that goes on, the deal button, the hand.
 */
const FOCUS_NEXT = ['result', DEAL_FOCUS_KEY, 'hand'] as const;

interface SandboxProps<V, A> extends GameParts<V, A> {
  /** What the reader should do now, in a sentence, from their own view. */
  readonly prompt: (view: V, seat: Seat) => string;
  /**
   * The game's own account of a hand that has just ended, for the result beside the hand (Day's
   * showdown, hand by hand). Without it the result lists what the engine reported.
   */
  readonly Result?: ComponentType<{ readonly view: V; readonly name: (seat: Seat) => string }>;
}

function Sandbox<V, A>({ manifest, Table, Controls, prompt, Result, search }: SandboxProps<V, A>) {
  const { game } = manifest;
  const id = `sandbox-${game.id}`;
  /** One deal, as the game's page calls it: a hand, or a game. */
  const deal = game.dealName ?? 'hand';
  const sandbox = useController(() =>
    createSandboxController<unknown, A>(manifest, { thinker: workerThinker(search) }),
  );
  const root = useRef<HTMLDivElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  useKeepFocus(root, FOCUS_NEXT, sandbox.session);
  // A refusal (or a move) changes what sits above the hand: the window scrolls by as much, so the
  // card the reader just tapped stays under their finger (and the refusal shows just above it: the
  // controller's eyes, below). A new hand's table, brought in from its top, needs none of it.
  const handTop = useRef<number | null>(null);
  const eyesSeen = useRef(sandbox.eyes.seq);
  useLayoutEffect(() => {
    const before = handTop.current;
    handTop.current = null;
    const fresh = sandbox.eyes.seq !== eyesSeen.current && sandbox.eyes.scroll === 'table';
    eyesSeen.current = sandbox.eyes.seq;
    const hand = dock.current?.querySelector(MOVES);
    if (before === null || !hand || fresh) return;
    const moved = hand.getBoundingClientRect().top - before;
    if (Math.abs(moved) > 1) window.scrollBy(0, moved);
  }, [sandbox.refusal, sandbox.session]);
  useEyes(root, sandbox.eyes, { fallback: 'hand', fromTop: ['table'] });
  // Until the reader's hand is restored or dealt (just after hydration; on the server, always),
  // an empty box holds the sandbox's place at the height of a first deal, set by <Sandbox> from
  // src/astro/sandbox-heights.json: the page does not jump when the hand appears, and the page's
  // HTML carries no hidden deal (it was a tenth of a game page's elements).
  const session = sandbox.session;
  if (session === null) return <div class="wh-sandbox wh-sandbox-pending not-content" id={id} />;

  const seat = session.setup.seat;
  const name = namesFor(seat);
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
  const sentence = (event: GameEvent): string => tell(game, event, viewer, seat);
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
  const reviewing = sandbox.reviewing;

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
        <div
          class="wh-dock"
          ref={dock}
          tabIndex={-1}
          role="group"
          aria-label="Your turn and your hand"
          data-eyes="hand"
        >
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
              onReview={sandbox.review}
            >
              {Result ? <Result view={view} name={name} /> : undefined}
            </HandResult>
          ) : null}
          <Controls view={view} name={name} play={play} />
        </div>
      </Table>

      <Toolbar sandbox={sandbox} myTurn={myTurn} />

      {reviewing ? (
        <Later part={reviewPanel} what="The review" waiting="Loading the review…">
          {(Panel) => <Panel manifest={manifest} session={reviewing} search={search} onClose={sandbox.closeReview} />}
        </Later>
      ) : null}

      <Fold summary={`Event log (${logged})`} class="wh-log-panel">
        <Later part={eventLog} what="The event log" waiting="Loading…">
          {(Log) => <Log id={`${id}-log`} lines={lines()} titles={titles} />}
        </Later>
      </Fold>

      <Fold summary={`Share this ${deal}`}>
        <Later part={shareBox} what="The share box" waiting="Loading…">
          {(Share) => <Share id={`${id}-share`} manifest={manifest} session={session} />}
        </Later>
      </Fold>

      <Fold summary={`New ${deal}: players, seat, variant, seed`} class="wh-new-hand">
        <Later part={setupForm} what="The new-hand form" waiting="Loading…">
          {(Form) => (
            <Form
              key={`${session.setup.seed}-${session.setup.seat}`}
              idPrefix={id}
              game={game}
              current={session.setup}
              onDeal={sandbox.deal}
            />
          )}
        </Later>
      </Fold>

      <p class="wh-seed">
        Seed {session.setup.seed}
        {session.setup.position !== undefined ? ' (from a position set up on this page)' : ''} · you are seat{' '}
        {seatLetter(seat)} ·{' '}
        <a
          href={positionView()}
          onClick={(event) => {
            // The moment on the table, as a position; failing that (offline, mid-swap), the view.
            event.preventDefault();
            const { options, seed } = session.setup;
            Promise.all([manifest.withTools(), fromHere()]).then(
              ([tools, fragment]) =>
                location.assign(positionView() + (fragment(tools, options, seed, session.state) ?? '')),
              () => location.assign(positionView()),
            );
          }}
        >
          Set up from here
        </a>
      </p>
    </div>
  );
}

/**
 * A game's sandbox island (src/components/<game>/<Game>Sandbox.tsx, which its Sandbox.astro
 * hydrates): the sandbox on the game's parts, with its prompt and, if it has one, its own account
 * of a hand's result. The entry stays a file of the game's, so each game's is a Vite entry of its
 * own and a page loads only its own game's.
 */
export function sandboxIsland<V, A>(
  parts: GameParts<V, A>,
  prompt: SandboxProps<V, A>['prompt'],
  Result?: SandboxProps<V, A>['Result'],
): ComponentType {
  return function GameSandbox() {
    return <Sandbox<V, A> {...parts} prompt={prompt} {...(Result ? { Result } : {})} />;
  };
}
