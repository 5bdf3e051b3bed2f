// The sandbox's controller, with no markup: the session (setup and moves, replayed by the engine),
// where it comes from (a share link, the saved hand, or a fresh deal), saving it, pacing the bots,
// and the reader's moves with the engine's refusals. The sandbox's views only read what it returns
// and call its actions.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { Hint } from '../../../engine/core/search/hint.ts';
import type { Note } from './Refusal.tsx';
import type { Bot, Seat, Violation } from '../../../engine/core/game.ts';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { errorMessage, type ReplayableGame } from '../../../engine/core/replay.ts';
import { canUndo, newSession, perform, sameChoice, undo, type Session, type Setup } from './session.ts';
import { takeLinkedRecord } from './link.ts';
import { clearSaved, readSaved, writeSaved } from './storage.ts';

/**
 * The share-link codec and the whole game it works with, fetched the first time a link is opened
 * or made: a record is replayed to encode or decode its moves, and one may start from a
 * hand-written position, which needs the game's tools.
 */
export async function shareKit(manifest: PlayManifest) {
  const [codec, game] = await Promise.all([import('./share-codec.ts'), manifest.withTools()]);
  return { codec, game };
}

export const PACES = [
  { ms: 1500, label: 'Slow' },
  { ms: 800, label: 'Normal' },
  { ms: 300, label: 'Fast' },
  { ms: 0, label: 'Instant' },
] as const;

/** The most bot moves made between two renders, so the page never freezes on a long run of them. */
const MAX_UNWATCHED_MOVES = 500;

export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

export interface SandboxController<S, A> {
  /** Null until the hand is restored or dealt (after hydration). */
  readonly session: Session<S> | null;
  /** A message about the link or the saved hand (opened, damaged, discarded), or a failed deal. */
  readonly notice: string | null;
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
  setPace(ms: number): void;
  setReveal(on: boolean): void;
  skipToMyTurn(): void;
}

export function useSandbox<S, A>(play: PlayManifest, startSearch: () => Worker): SandboxController<S, A> {
  const { game } = play;
  const [strong, setStrong] = useState(false);
  const [hint, setHint] = useState<Note | null>(null);
  // The session the hint on screen was asked in.
  const hintAsked = useRef<Session<S> | null>(null);
  // The strong bot's worker, started on the first move or hint it is asked for (search/client.ts).
  const think = (from: Session<S>, seat: Seat, kind: 'move' | 'hint', least = 0): Promise<Hint> =>
    import('../search/client.ts').then((m) =>
      m.think(startSearch, from.state, seat, from.setup.seed + from.history.length, kind, least),
    );
  const [session, setSession] = useState<Session<S> | null>(null);
  // The bot, fetched the first time a bot must move (PlayManifest.bot).
  const [bot, setBot] = useState<Bot<unknown, A> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Violation | null>(null);
  const [pace, setPace] = useState(800);
  const [reveal, setReveal] = useState(false);
  const [skipping, setSkipping] = useState(false);
  // The history length at which the reader last dismissed a hand's result.
  const [readUpTo, setReadUpTo] = useState(-1);
  const resultPending = (s: Session<S>): boolean => game.isHandOver(s.state) && readUpTo !== s.history.length;

  const fresh = (setup?: Partial<Setup>): Session<S> =>
    newSession(game, { options: game.options.defaults, seed: randomSeed(), seat: 0, ...setup });
  // A hand-written position ("play on from here") needs the game's tools: fetched the first time.
  const gameFor = async (setup: Setup): Promise<ReplayableGame> =>
    setup.position === undefined ? game : play.withTools();
  const openShared = async (text: string): Promise<Session<S>> => {
    const { codec, game: whole } = await shareKit(play);
    return codec.decodeSession<S>(whole, text);
  };

  // Restore: a share link first, then the saved hand, then a fresh deal.
  useEffect(() => {
    const restore = async (): Promise<void> => {
      let loaded: Session<S> | null = null;
      let message: string | null = null;
      const link = takeLinkedRecord();
      if (link !== null) {
        try {
          loaded = await openShared(link);
          message = 'Opened the hand from your link.';
        } catch (error) {
          message = `That link could not be opened. ${errorMessage(error)} Here is a fresh deal instead.`;
        }
      } else {
        try {
          const saved = readSaved(game.id);
          if (saved) {
            loaded =
              'record' in saved
                ? await openShared(saved.record)
                : newSession<S>(await gameFor(saved.setup), saved.setup, saved.moves);
            setPace(saved.pace);
            setReveal(saved.reveal);
            setStrong(saved.strong);
          }
        } catch (error) {
          clearSaved(game.id);
          message = `Your saved hand could not be restored (${errorMessage(error)}), so it was discarded. Here is a fresh deal.`;
        }
      }
      setSession(loaded ?? fresh());
      setNotice(message);
    };
    void restore();

    // A link into this page ("play on from here") changes only the fragment, so the page stays:
    // open it in place. One that cannot be opened leaves the hand on the table as it was.
    const onHashChange = async (): Promise<void> => {
      const next = takeLinkedRecord();
      if (next === null) return;
      try {
        setSession(await openShared(next));
        setRefusal(null);
        setSkipping(false);
        setNotice('Opened the hand from your link.');
      } catch (error) {
        setNotice(`That link could not be opened. ${errorMessage(error)} Your hand here is unchanged.`);
      }
    };
    const onHash = (): void => void onHashChange();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    if (session) {
      const moves = session.history.map(({ seat, action }) => ({ seat, action }));
      writeSaved(game.id, { setup: session.setup, moves, pace, reveal, strong });
    }
  }, [session, pace, reveal, strong]);
  // A hint is for the choice it was asked about: the bots' hidden choices in a simultaneous phase
  // (passing, arranging) leave it standing; anything else clears it.
  useEffect(() => {
    const asked = hintAsked.current;
    if (asked !== null && session !== null && sameChoice(game, asked, session)) return;
    hintAsked.current = null;
    setHint(null);
  }, [session]);

  // Bots move one at a time: instantly in simultaneous phases or when skipping ahead, otherwise at
  // the chosen pace so the reader can watch.
  useEffect(() => {
    if (!session) return undefined;
    const seat = session.setup.seat;
    const toAct = game.toAct(session.state);
    const bots = toAct.filter((s) => s !== seat);
    // A hand's result stays until the reader has read it, however fast the bots are.
    const paused = resultPending(session);
    if (bots.length === 0 || paused || (skipping && toAct.includes(seat))) {
      if (skipping) setSkipping(false);
      if (bots.length === 0 || paused) return undefined;
    }
    if (bot === null) {
      play.bot().then(
        (loaded) => setBot(() => loaded as Bot<unknown, A>),
        (error: unknown) =>
          setNotice(`The bots could not be loaded: ${errorMessage(error)} Reload the page to try again.`),
      );
      return undefined;
    }
    // In a simultaneous phase bot choices are hidden until everyone has chosen: nothing to watch.
    const instant = skipping || pace === 0 || game.isSimultaneous(session.state);
    const botMove = (from: Session<S>, botSeat: Seat): Session<S> => {
      const legal = game.legalActions(from.state, botSeat) as readonly A[];
      return perform(game, from, botSeat, bot(game.view(from.state, botSeat), legal, botSeat));
    };
    // The strong bot thinks in its worker while the pace's time runs; it moves when both are done.
    if (strong) {
      const botSeat = bots[0] as Seat;
      let gone = false;
      think(session, botSeat, 'move', instant ? 0 : pace).then(
        (found) => {
          if (!gone)
            setSession(perform(game, session, botSeat, game.parseAction(found.action), found.reason || undefined));
        },
        (error: unknown) => {
          setStrong(false);
          setNotice(`The strong bot could not move (${errorMessage(error)}), so the bots play easy again.`);
        },
      );
      return () => {
        gone = true;
      };
    }
    const timer = window.setTimeout(
      () => {
        let next = botMove(session, bots[0] as Seat);
        // Moves nobody would watch (a simultaneous phase, instant bots, skipping ahead) are made in
        // one go and shown once: rendering after each of a bot's dozens of swaps only slows the page.
        for (let moves = 1; moves < MAX_UNWATCHED_MOVES; moves++) {
          const acting = game.toAct(next.state);
          const waiting = acting.filter((s) => s !== seat);
          const unwatched = skipping ? !acting.includes(seat) : pace === 0 || game.isSimultaneous(next.state);
          if (waiting.length === 0 || !unwatched || game.isHandOver(next.state)) break;
          next = botMove(next, waiting[0] as Seat);
        }
        // Preact runs effect clean-ups after paint, so this timer can fire after the reader has
        // dealt a new hand: only advance the session it was scheduled for.
        setSession((current) => (current === session ? next : current));
      },
      instant ? 0 : pace,
    );
    return () => window.clearTimeout(timer);
  }, [session, pace, skipping, readUpTo, bot, strong]);

  const dealWith = (replayable: ReplayableGame, setup: Setup): void => {
    try {
      setSession(newSession(replayable, setup));
      setRefusal(null);
      setNotice(null);
    } catch (error) {
      setNotice(`That hand could not be dealt: ${errorMessage(error)}`);
    }
  };
  const deal = (setup: Setup): void => {
    if (setup.position === undefined) dealWith(game, setup);
    else
      play.withTools().then(
        (withTools) => dealWith(withTools, setup),
        (error: unknown) => setNotice(`That hand could not be dealt: ${errorMessage(error)}`),
      );
  };

  const attempt = (action: A): void => {
    if (!session) return;
    const violation = game.explain(session.state, session.setup.seat, action);
    setRefusal(violation);
    if (violation) return;
    // In the same render as the move, so focus on a hint's own button is seen lost, and kept.
    hintAsked.current = null;
    setHint(null);
    setSession(perform(game, session, session.setup.seat, action));
  };

  return {
    session,
    notice,
    refusal,
    pace,
    reveal,
    skipping,
    canUndo: session !== null && canUndo(session),
    resultShown: session !== null && resultPending(session),
    strong,
    hint,
    setStrong: (on) => {
      setStrong(on);
      // Switched on by the reader: the workers start now and warm up while the reader thinks, so
      // the first strong moves search at full speed (a restored setting waits for its first move).
      if (on && session) {
        const from = session.state;
        void import('../search/client.ts').then((m) => m.prepare(startSearch, from));
      }
    },
    askHint: () => {
      if (!session) return;
      setHint({ message: 'thinking about your move…' });
      const asked = session;
      hintAsked.current = asked;
      const answer = (value: Note): void => {
        if (hintAsked.current === asked) setHint(value);
      };
      think(session, session.setup.seat, 'hint').then(
        (found) => answer({ message: found.reason, rule: found.rule, action: found.action }),
        (error: unknown) => answer({ message: `none this time (${errorMessage(error)})` }),
      );
    },
    attempt,
    playHint: () => {
      if (hint?.action) attempt(game.parseAction(hint.action) as A);
    },
    deal,
    dealAnother: () => {
      if (session) deal({ ...session.setup, seed: randomSeed() });
    },
    undoMine: () => {
      if (!session) return;
      setRefusal(null);
      setSession(undo(game, session));
    },
    continueAfterHand: () => {
      if (session) setReadUpTo(session.history.length);
    },
    dismissNotice: () => setNotice(null),
    setPace,
    setReveal,
    skipToMyTurn: () => setSkipping(true),
  };
}
