// The sandbox's controller: every decision the sandbox makes, in plain TypeScript with no markup
// and no Preact. It holds the session (session.ts: setup and moves, replayed by the engine) and
// decides where it comes from (a share link, the saved hand, or a fresh deal; its decisions about
// links, saves and the hands links replace are in opening.ts, loaded with the share-link codec when
// there is one to open), saves it, paces the bots, checks the reader's moves with the engine's
// refusals, asks the strong bot for moves and hints, keeps the hand under review, and says where
// the reader's eyes go (a new hand's table, a refusal, a hint). It keeps the contract of every
// part's controller (../controller.ts): the views read its snapshot, a plain immutable object
// replaced whenever something changes, and call its actions; ../useController.ts ties it to a
// Preact island. What it needs from the page (saved hands, links, the strong bot's workers, the
// bot and tool loaders, random seeds) is passed in, so the tests run it in Node with fake timers
// (tests/components/sandbox-controller.test.ts).

import type { Bot, Seat, Violation } from '../../../engine/core/game.ts';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { look, snapshots, STILL, type Controller, type Eyes } from '../controller.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';
import { errorMessage, type ReplayableGame } from '../../../engine/core/replay.ts';
import type { Hint } from '../../../engine/core/search/hint.ts';
import { pageLinks, type LinkSource } from './link.ts';
import type * as Openings from './opening.ts';
import type { Kept, Opening } from './opening.ts';
import {
  canUndo,
  FIRST_SEED,
  firstSetup,
  newSession,
  perform,
  readerHasMoved,
  sameChoice,
  undo,
  type Session,
  type Setup,
} from './session.ts';
import { DEFAULT_PACE, saveSlot, type SaveSlot } from './storage.ts';

/** A sentence, and the rule it rests on when it has one (a hint still being thought has none). */
export interface Note {
  readonly message: string;
  readonly rule?: string;
  /** A hint's move, in the game's notation: the note offers to make it. */
  readonly action?: string;
}

/**
 * The share-link codec and the whole game it works with, fetched the first time a link is opened
 * or made: a record is replayed to encode or decode its moves, and one may start from a
 * hand-written position, which needs the game's tools.
 */
export async function shareKit(manifest: PlayManifest) {
  const [codec, game] = await Promise.all([shareCodec(), manifest.withTools()]);
  return { codec, game };
}

/** The share-link codec alone: saves are written and read in it too (storage.ts says why). */
const shareCodec = onDemand(() => import('./share-codec.ts'));

/** What the sandbox decides about links, saves and the hands links replaced, with the codec. */
const opening = onDemand(() => import('./opening.ts'));

/** The most bot moves made between two renders, so the page never freezes on a long run of them. */
const MAX_UNWATCHED_MOVES = 500;

/** What the notice says when code the sandbox fetches on demand does not come (offline). */
function unloaded(what: string, error: unknown): string {
  return `${what} could not be loaded: ${errorMessage(error)} Reload the page to try again.`;
}

function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

/** The strong bot: a searched move for a bot, or a hint for the reader, and warming up ahead. */
export interface Thinker {
  /**
   * `seat`'s best move in `state`, given no sooner than `least` ms from now (a bot's pace); a bot's
   * reason names only what `reader` may see.
   */
  think(state: unknown, seat: Seat, seed: number, kind: 'move' | 'hint', least: number, reader: Seat): Promise<Hint>;
  /** Starts the search ahead of the first request, warming it on positions from `state`. */
  prepare(state: unknown): void;
}

/** The strong bot's client, fetched on its first request (it starts the workers). */
const client = onDemand(() => import('../search/client.ts'));

/**
 * The strong bot of a page: search/client.ts's workers, each started by `start` (the game's
 * search-worker.ts), the client itself fetched on the first request.
 */
export function workerThinker(start: () => Worker): Thinker {
  return {
    think: (...question) => client().then((m) => m.think(start, ...question)),
    prepare: (state) => void client().then((m) => m.prepare(start, state)),
  };
}

/** What the controller needs from the page, each replaceable (the tests give their own). */
interface SandboxEnv {
  /** The strong bot's moves and hints: in a page, workerThinker with the game's search worker. */
  readonly thinker: Thinker;
  /** The saved hand (default: the page's localStorage, under the game's key). */
  readonly saves?: SaveSlot;
  /** Share links to open (default: the page's address and its hashchange events). */
  readonly links?: LinkSource;
  /** A new hand's seed (default: Math.random). */
  readonly randomSeed?: () => number;
  /** The seed of the first deal, with no link or save to restore (default: FIRST_SEED, the page's own). */
  readonly firstSeed?: number;
}

/**
 * Where the sandbox sends the reader's eyes: a new hand's table, the hand (its first move), a
 * refusal, a hint, the result's Review button once the review closes.
 */
type SandboxEyes = 'table' | 'hand' | 'refusal' | 'advice' | 'review';

/** What the sandbox shows, at one moment: replaced as a whole whenever any of it changes. */
export interface SandboxSnapshot<S> {
  /** Null until the hand is restored or dealt (after hydration). */
  readonly session: Session<S> | null;
  /** A message about the link or the saved hand (opened, damaged, discarded), or a failed deal. */
  readonly notice: string | null;
  /** The hand a link replaced, in a sentence: kept until the reader goes back to it or discards it. */
  readonly kept: string | null;
  /** Why the reader's last attempted move was refused. */
  readonly refusal: Violation | null;
  /** Milliseconds between bot moves (0: instant). */
  readonly pace: number;
  readonly reveal: boolean;
  readonly skipping: boolean;
  readonly canUndo: boolean;
  /** A hand has just ended and the reader has not yet said to go on: the bots wait. */
  readonly resultShown: boolean;
  /** The bots search (strong) rather than play by rule of thumb (easy). */
  readonly strong: boolean;
  /** The strong bot's advice for the reader's move (while it thinks, a note saying so). */
  readonly hint: Note | null;
  /** The hand under review (the session as it stood when the reader asked), while its review is open. */
  readonly reviewing: Session<S> | null;
  readonly eyes: Eyes<SandboxEyes>;
}

/** What the reader may do. Each is a plain function, safe to pass as an event handler. */
export interface SandboxActions<A> {
  /** The reader's move: made, or refused with the engine's reason. */
  attempt(action: A): void;
  setStrong(on: boolean): void;
  askHint(): void;
  /** Makes the hint's move for the reader. */
  playHint(): void;
  deal(setup: Setup): void;
  /** Deals a new hand with the same setup and a new seed. */
  dealAnother(): void;
  undoMine(): void;
  /** The reader has read the hand's result: the bots may deal the next hand. */
  continueAfterHand(): void;
  dismissNotice(): void;
  /** The hand a link replaced, back on the table (the one there goes). */
  backToKept(): void;
  /** Lets go of the hand a link replaced. */
  discardKept(): void;
  setPace(ms: number): void;
  setReveal(on: boolean): void;
  skipToMyTurn(): void;
  /** Opens the review of the hand on the table (its code loads with the panel). */
  review(): void;
  closeReview(): void;
}

/**
 * `start` restores the hand (a share link first, then the saved hand, then a fresh deal) and starts
 * listening for links into the page, settling once the hand is on the table; `dispose` stops the
 * bots' timers and the link listener, and answers that come later are dropped.
 */
export interface SandboxController<S, A> extends Controller<SandboxSnapshot<S>>, SandboxActions<A> {}

/** The sandbox as its views see it: the controller's latest snapshot and its actions. */
export type SandboxHandle<S, A> = SandboxSnapshot<S> & SandboxActions<A>;

/** A check whether some values differ from those it was given last time (always, the first time). */
function changes(): (values: readonly unknown[]) => boolean {
  let last: readonly unknown[] = [];
  return (values) => {
    const differ = values.some((value, i) => !Object.is(value, last[i]));
    last = values;
    return differ;
  };
}

export function createSandboxController<S, A>(play: PlayManifest, env: SandboxEnv): SandboxController<S, A> {
  const { game } = play;
  const {
    thinker,
    saves = saveSlot(game.id),
    links = pageLinks,
    randomSeed: newSeed = randomSeed,
    firstSeed = FIRST_SEED,
  } = env;
  let session: Session<S> | null = null;
  let notice: string | null = null;
  let kept: Kept = { hands: [], note: null };
  let refusal: Violation | null = null;
  let pace = DEFAULT_PACE;
  let reveal = false;
  let skipping = false;
  let strong = false;
  let hint: Note | null = null;
  let reviewing: Session<S> | null = null;
  let eyes: Eyes<SandboxEyes> = STILL;
  // A new hand is on the table, and the reader is not yet to act: focus goes to their first move
  // once they are.
  let handAwaited = false;
  // The history length at which the reader last dismissed a hand's result.
  let readUpTo = -1;
  // The bot, fetched the first time a bot must move (PlayManifest.bot).
  let bot: Bot<unknown, A> | null = null;
  // The session the hint on screen was asked in.
  let hintAsked: Session<S> | null = null;
  // Stops what the bots were about to do: a pending move's timer, or a search whose answer is no
  // longer wanted. Replaced each time the bots' next move is planned.
  let cancelPlan = (): void => {};
  let loadingBot = false;
  // The save could not be opened (its code did not load): this page leaves it as it is.
  let keepSave = false;
  // The setup of the page's first deal, dealt with nothing to open, while it is untouched: only the
  // bots have moved in it (the heuristic bot moves the same way again) and no setting has changed.
  // A reload deals it again just as it is, so it is not saved, and the share-link codec a save is
  // written in comes with the first change, not with the sandbox's start. Null ever after.
  let untouched: Setup | null = null;
  let disposed = false;
  let stopListening = (): void => {};

  const resultPending = (s: Session<S>): boolean => game.isHandOver(s.state) && readUpTo !== s.history.length;
  /** `s` is the first deal still untouched (`untouched`); once touched, it never is again. */
  const unchanged = (s: Session<S>): boolean => {
    const settings = pace === DEFAULT_PACE && !reveal && !strong && kept.hands.length === 0;
    if (s.setup !== untouched || readerHasMoved(s) || !settings) untouched = null;
    return untouched !== null;
  };
  const snapshotNow = (): SandboxSnapshot<S> => ({
    session,
    notice,
    kept: kept.note,
    refusal,
    pace,
    reveal,
    skipping,
    canUndo: session !== null && canUndo(session),
    resultShown: session !== null && resultPending(session),
    strong,
    hint,
    reviewing,
    eyes,
  });
  const store = snapshots(snapshotNow());

  // What the save, the bots' plan and the snapshot depend on, as an effect's dependencies: each
  // is redone only when one of them has changed since it was last done.
  const saved = changes();
  const planned = changes();
  const shown = changes();
  /** After every change: the save, the bots' next move and the snapshot, where they depend on it. */
  const changed = (): void => {
    if (disposed) return;
    if (saved([session, pace, reveal, strong, kept]) && session && !keepSave && !unchanged(session)) save(session);
    if (planned([session, pace, skipping, readUpTo, bot, strong])) planBots();
    if (shown([session, notice, kept, refusal, pace, reveal, skipping, strong, hint, readUpTo, reviewing, eyes]))
      store.set(snapshotNow());
  };

  // The save is the share link's record, so it names no card played face down. The codec comes
  // with the first save (a moment later: saves are written in the order they were made).
  const save = (s: Session<S>): void => {
    const rest = { pace, reveal, strong, ...(kept.hands.length > 0 ? { kept: kept.hands } : {}) };
    shareCodec().then(
      (codec) => codec.writeSave(play, saves, s, rest),
      () => {
        // The codec could not be fetched (offline): this hand will not survive a reload.
      },
    );
  };

  /** A new session on the table: the hint stays only while the reader faces the same choice. */
  const setSession = (next: Session<S>): void => {
    if (next === session) return;
    const before = session;
    session = next;
    // A new hand after one that ended: its table from the top, and the reader's first move as soon
    // as they are to make one.
    const mine = game.toAct(next.state).includes(next.setup.seat);
    if (before && game.isHandOver(before.state) && !game.isHandOver(next.state)) {
      eyes = look(eyes, mine ? 'hand' : null, 'table');
      handAwaited = !mine;
      // A new deal (the game's next hand, another seed) leaves the reviewed hand behind, and its
      // review goes with it; going back into the same hand ("Try again from here": the same deal,
      // fewer moves) keeps the review beside it.
      if (next.setup.seed !== before.setup.seed || next.history.length > before.history.length) reviewing = null;
    } else if (handAwaited && mine) {
      eyes = look(eyes, 'hand');
      handAwaited = false;
    }
    // A hint is for the choice it was asked about: the bots' hidden choices in a simultaneous
    // phase (passing, arranging) leave it standing; anything else clears it, in the same change.
    if (hintAsked === null || !sameChoice(game, hintAsked, next)) {
      hintAsked = null;
      hint = null;
    }
  };

  // Bots move one at a time: instantly in simultaneous phases or when skipping ahead, otherwise at
  // the chosen pace so the reader can watch.
  const planBots = (): void => {
    cancelPlan();
    cancelPlan = () => {};
    const from = session;
    if (!from) return;
    const seat = from.setup.seat;
    const toAct = game.toAct(from.state);
    const bots = toAct.filter((s) => s !== seat);
    // A hand's result stays until the reader has read it, however fast the bots are.
    const paused = resultPending(from);
    // Skipping ends at the reader's turn, at a hand's result, or when no bot is to move; the
    // change plans the bots' move again, unskipped.
    if (skipping && (bots.length === 0 || paused || toAct.includes(seat))) {
      skipping = false;
      return changed();
    }
    if (bots.length === 0 || paused) return;
    if (bot === null) return loadBot();
    const heuristic = bot;
    // In a simultaneous phase bot choices are hidden until everyone has chosen: nothing to watch.
    // (The pace and skipping stay as planned: a change to either plans the bots' move again.)
    const wait = skipping || pace === 0 || game.isSimultaneous(from.state) ? 0 : pace;
    // The strong bot thinks while the pace's time runs; it moves when both are done.
    if (strong) {
      const botSeat = bots[0] as Seat;
      let gone = false;
      cancelPlan = () => {
        gone = true;
      };
      thinker.think(from.state, botSeat, from.setup.seed + from.history.length, 'move', wait, seat).then(
        (found) => {
          if (gone) return;
          const action = game.parseAction(found.action);
          setSession(perform(game, from, botSeat, action, found.reason || undefined, found.revealed));
          changed();
        },
        (error: unknown) => {
          strong = false;
          notice = `The strong bot could not move (${errorMessage(error)}), so the bots play easy again.`;
          changed();
        },
      );
      return;
    }
    const botMove = (s: Session<S>, botSeat: Seat): Session<S> => {
      const legal = game.legalActions(s.state, botSeat) as readonly A[];
      return perform(game, s, botSeat, heuristic(game.view(s.state, botSeat), legal, botSeat));
    };
    const timer = setTimeout(() => {
      let next = botMove(from, bots[0] as Seat);
      // Moves nobody would watch (a simultaneous phase, instant bots, skipping ahead) are made in
      // one go and shown once: rendering after each of a bot's dozens of swaps only slows the page.
      for (let moves = 1; moves < MAX_UNWATCHED_MOVES; moves++) {
        const acting = game.toAct(next.state);
        const waiting = acting.filter((s) => s !== seat);
        const unwatched = skipping ? !acting.includes(seat) : pace === 0 || game.isSimultaneous(next.state);
        if (waiting.length === 0 || !unwatched || game.isHandOver(next.state)) break;
        next = botMove(next, waiting[0] as Seat);
      }
      // A change of session cancels the timer; this check only keeps a late one harmless: a
      // timer advances only the session it was scheduled for.
      if (session !== from) return;
      setSession(next);
      changed();
    }, wait);
    cancelPlan = () => clearTimeout(timer);
  };

  const loadBot = (): void => {
    if (loadingBot) return;
    loadingBot = true;
    play.bot().then(
      (loaded: Bot<unknown, A>) => {
        loadingBot = false;
        bot = loaded;
        changed();
      },
      (error: unknown) => {
        loadingBot = false;
        notice = unloaded('The bots', error);
        changed();
      },
    );
  };

  /** What opening.ts decided, on the table: a hand, a notice, the kept hands, the saved settings. */
  const show = (opened: Opening<S>): void => {
    // A restored strong setting is not warmed up (setStrong): it waits for its first move.
    if (opened.settings) ({ pace, reveal, strong } = opened.settings);
    if (opened.session) {
      setSession(opened.session);
      refusal = null;
      skipping = false;
    }
    if (opened.notice !== undefined) notice = opened.notice;
    if (opened.kept) kept = opened.kept;
    changed();
  };
  /**
   * Asks opening.ts, and shows its answer. If it cannot answer (offline), the table stays as it is,
   * with a notice; the promise says whether it answered.
   */
  const ask = (question: (m: typeof Openings) => Promise<Opening<S>>): Promise<boolean> =>
    opening()
      .then(question)
      .then(
        (opened) => (show(opened), true),
        (error: unknown) => {
          show({ notice: unloaded('Part of the sandbox', error) });
          return false;
        },
      );

  // Restore: a share link over the saved hand, or the saved hand, or, with neither, the page's first
  // deal (the same for every first visit), dealt at once.
  const restore = async (): Promise<void> => {
    const firstDeal = (): Session<S> => newSession(game, firstSetup(game, firstSeed));
    const link = links.take();
    if (link === null && saves.text() === null) {
      // Nothing to open: the first deal, not saved while it is untouched (`untouched`).
      setSession(firstDeal());
      untouched = session?.setup ?? null;
    }
    // A saved hand that could not be opened is not written over: a reload may open it yet.
    else keepSave = !(await ask((m) => m.restore<S>(play, saves, link)));
    if (!session) setSession(firstDeal());
    changed();
  };

  // A link into this page ("play on from here") opens in place; one that cannot be opened leaves
  // the hand on the table as it was.
  const openLinked = async (): Promise<void> => {
    const link = links.take();
    const current = session;
    if (link !== null && current) await ask((m) => m.follow<S>(play, current, kept, link));
  };

  const dealWith = (replayable: ReplayableGame, setup: Setup): void => {
    try {
      setSession(newSession(replayable, setup));
      refusal = null;
      notice = null;
    } catch (error) {
      notice = `That hand could not be dealt: ${errorMessage(error)}`;
    }
    changed();
  };
  const deal = (setup: Setup): void => {
    if (setup.position === undefined) dealWith(game, setup);
    else
      play.withTools().then(
        (withTools) => dealWith(withTools, setup),
        (error: unknown) => {
          notice = `That hand could not be dealt: ${errorMessage(error)}`;
          changed();
        },
      );
  };

  const attempt = (action: A): void => {
    if (!session) return;
    refusal = game.explain(session.state, session.setup.seat, action);
    if (refusal) {
      eyes = look(eyes, null, 'refusal');
      return changed();
    }
    // The hint goes with the move, in one change, so focus on a hint's own button is seen lost,
    // and kept.
    hintAsked = null;
    setSession(perform(game, session, session.setup.seat, action));
    changed();
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start() {
      stopListening = links.listen(openLinked);
      return restore();
    },
    dispose() {
      disposed = true;
      cancelPlan();
      stopListening();
    },
    attempt,
    setStrong(on) {
      strong = on;
      changed();
      // Switched on by the reader: the workers start now and warm up while the reader thinks, so
      // the first strong moves search at full speed (a restored setting waits for its first move).
      if (on && session) thinker.prepare(session.state);
    },
    askHint() {
      // While a hint stands, the reader faces the choice it was asked in (sameChoice, above), though
      // the bots may have chosen since, unseen: asked again, it is asked for that position, so the
      // search client's hints by position give the same hint, not a new search that may pick the
      // other of two close moves.
      const asked = hintAsked ?? session;
      if (!asked) return;
      hintAsked = asked;
      hint = { message: 'thinking about your move…' };
      // The hint shows above the hand, the Hint button is below it: the hint comes into view.
      eyes = look(eyes, null, 'advice');
      changed();
      const answer = (value: Note): void => {
        if (hintAsked !== asked) return;
        hint = value;
        eyes = look(eyes, null, 'advice');
        changed();
      };
      const seat = asked.setup.seat;
      thinker.think(asked.state, seat, asked.setup.seed + asked.history.length, 'hint', 0, seat).then(
        (found) => answer({ message: found.reason, rule: found.rule, action: found.action }),
        (error: unknown) => answer({ message: `none this time (${errorMessage(error)})` }),
      );
    },
    playHint() {
      if (hint?.action) attempt(game.parseAction(hint.action) as A);
    },
    deal,
    dealAnother() {
      if (session) deal({ ...session.setup, seed: newSeed() });
    },
    undoMine() {
      if (!session) return;
      refusal = null;
      setSession(undo(game, session));
      changed();
    },
    continueAfterHand() {
      if (!session) return;
      readUpTo = session.history.length;
      changed();
    },
    dismissNotice() {
      notice = null;
      changed();
    },
    backToKept() {
      void ask((m) => m.back<S>(play, kept));
    },
    discardKept() {
      void ask((m) => m.discard<S>(play, kept));
    },
    setPace(ms) {
      pace = ms;
      changed();
    },
    setReveal(on) {
      reveal = on;
      changed();
    },
    skipToMyTurn() {
      skipping = true;
      changed();
    },
    review() {
      reviewing = session;
      changed();
    },
    closeReview() {
      reviewing = null;
      // Back to the result's Review button (else the hand) the reader asked from.
      eyes = look(eyes, 'review');
      changed();
    },
  };
}
