// The sandbox: the reader plays one seat, bots play the others at a watchable pace. Moves are
// checked by the engine; a refusal names its rule with a link. The session (setup + moves) is
// saved in localStorage and can be shared as a link; a damaged link or save is reported and
// replaced by a fresh deal, never a blank island.

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { redactEvent } from '../../engine/core/events.ts';
import type { Bot, Game, GameEvent, Seat, Violation } from '../../engine/core/game.ts';
import { errorMessage } from '../../engine/core/replay.ts';
import { seatLetter } from '../../engine/core/seats.ts';
import { EventLog, type LogLine } from './EventLog.tsx';
import { RuleLink } from './RuleLink.tsx';
import {
  canUndo,
  decodeSession,
  encodeSession,
  newSession,
  perform,
  undo,
  type Session,
  type Setup,
} from './session.ts';
import { SetupForm, type OptionField } from './SetupForm.tsx';
import { clearSaved, readSaved, writeSaved } from './storage.ts';
import type { TableProps } from './types.ts';

export interface SandboxConfig<S, A, O, V> {
  readonly game: Game<S, A, O, V, string>;
  readonly bot: Bot<V, A>;
  readonly Table: ComponentType<TableProps<V, A>>;
  readonly fields: readonly OptionField[];
  /** Options for a reader's first deal. */
  readonly defaults: Readonly<Record<string, unknown>>;
  /** What the reader should do now, in a sentence. */
  readonly prompt: (view: V, seat: Seat) => string;
}

const PACES = [
  { ms: 1500, label: 'Slow' },
  { ms: 800, label: 'Normal' },
  { ms: 300, label: 'Fast' },
  { ms: 0, label: 'Instant' },
] as const;

function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

export function Sandbox<S, A, O, V>({ config }: { readonly config: SandboxConfig<S, A, O, V> }) {
  const { game, bot, Table } = config;
  const id = `sandbox-${game.id}`;
  const [session, setSession] = useState<Session<S> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Violation | null>(null);
  const [pace, setPace] = useState(800);
  const [reveal, setReveal] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [copied, setCopied] = useState(false);

  const fresh = (setup?: Partial<Setup>): Session<S> =>
    newSession(game, { options: config.defaults, seed: randomSeed(), seat: 0, ...setup });

  // Restore: a share link first, then the saved hand, then a fresh deal.
  useEffect(() => {
    let loaded: Session<S> | null = null;
    let message: string | null = null;
    const params = new URLSearchParams(window.location.search);
    const link = params.get('play');
    if (link !== null) {
      try {
        loaded = decodeSession(game, link);
        message = 'Opened the hand from your link.';
      } catch (error) {
        message = `That link could not be opened. ${errorMessage(error)} Here is a fresh deal instead.`;
      }
      params.delete('play');
      const query = params.toString();
      history.replaceState(
        history.state,
        '',
        `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
      );
    } else {
      try {
        const saved = readSaved(game.id);
        if (saved) {
          loaded = decodeSession(game, saved.record);
          setPace(saved.pace);
          setReveal(saved.reveal);
        }
      } catch (error) {
        clearSaved(game.id);
        message = `Your saved hand could not be restored (${errorMessage(error)}), so it was discarded. Here is a fresh deal.`;
      }
    }
    setSession(loaded ?? fresh());
    setNotice(message);
  }, []);

  useEffect(() => {
    if (session) writeSaved(game.id, { record: encodeSession(game.id, session), pace, reveal });
  }, [session, pace, reveal]);

  // Bots move one at a time: instantly in simultaneous phases or when skipping ahead, otherwise at
  // the chosen pace so the reader can watch.
  useEffect(() => {
    if (!session) return undefined;
    const seat = session.setup.seat;
    const toAct = game.toAct(session.state);
    const bots = toAct.filter((s) => s !== seat);
    if (bots.length === 0 || (skipping && toAct.includes(seat))) {
      if (skipping) setSkipping(false);
      if (bots.length === 0) return undefined;
    }
    // In a simultaneous phase bot choices are hidden until everyone has chosen: nothing to watch.
    const instant = skipping || pace === 0 || game.isSimultaneous(session.state);
    const timer = window.setTimeout(
      () => {
        const botSeat = bots[0] as Seat;
        const legal = game.legalActions(session.state, botSeat);
        const action = bot(game.view(session.state, botSeat), legal, botSeat);
        // Preact runs effect clean-ups after paint, so this timer can fire after the reader has
        // dealt a new hand: only advance the session it was scheduled for.
        setSession((current) => (current === session ? perform(game, session, botSeat, action) : current));
      },
      instant ? 0 : pace,
    );
    return () => window.clearTimeout(timer);
  }, [session, pace, skipping]);

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
  const view = game.view(session.state, reveal ? 'all' : seat);
  const legal = myTurn ? game.legalActions(session.state, seat) : [];
  const titles = game.rules as Readonly<Record<string, string>>;
  const viewer = reveal ? 'all' : seat;
  const describe = (event: GameEvent): LogLine => ({
    text: game.describeEvent(redactEvent(event, viewer), name),
    rule: event.rule,
  });
  const lines: LogLine[] = [
    ...session.opening.map(describe),
    ...session.history.flatMap((played) => played.events.map(describe)),
  ];
  const latest = session.history[session.history.length - 1];
  const latestText =
    latest?.events.map((event) => game.describeEvent(redactEvent(event, viewer), name)).join(' ') ?? '';
  const shareUrl = `${window.location.origin}${window.location.pathname}?play=${encodeSession(game.id, session)}#sandbox`;

  const attempt = (action: A): void => {
    const violation = game.explain(session.state, seat, action);
    if (violation) {
      setRefusal(violation);
      return;
    }
    setRefusal(null);
    setSession(perform(game, session, seat, action));
  };

  const deal = (setup: Setup): void => {
    try {
      setSession(newSession(game, setup));
      setRefusal(null);
      setNotice(null);
    } catch (error) {
      setNotice(`That hand could not be dealt: ${errorMessage(error)}`);
    }
  };

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      const input = document.getElementById(`${id}-share`) as HTMLInputElement | null;
      input?.select();
    }
  };

  return (
    <div class="wh-sandbox not-content" id={id}>
      {notice ? (
        <div class="wh-notice" role="status">
          <p>{notice}</p>
          <button type="button" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </div>
      ) : null}

      <details class="wh-new-hand">
        <summary>New hand: players, seat, variant, seed</summary>
        <SetupForm
          key={`${session.setup.seed}-${session.setup.seat}`}
          idPrefix={id}
          fields={config.fields}
          current={session.setup}
          seatsFor={(options) => {
            try {
              return game.seatCount(game.newGame(game.parseOptions(options), 1));
            } catch (error) {
              return errorMessage(error);
            }
          }}
          onDeal={deal}
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
              ? config.prompt(game.view(session.state, seat), seat)
              : 'The bots are playing…'}
        </strong>
      </p>

      <div class="wh-refusal" aria-live="assertive">
        {refusal ? (
          <p>
            <strong>Not allowed:</strong> {refusal.message} See the rule:{' '}
            <RuleLink rule={refusal.rule} title={titles[refusal.rule] ?? refusal.rule} />.
          </p>
        ) : null}
      </div>

      <Table view={view} name={name} play={{ seat, legal, onAction: attempt }} />

      <p class="wh-latest" aria-live="polite">
        {latestText ? <>Latest: {latestText}</> : 'No moves yet.'}
      </p>

      <div class="wh-toolbar" role="group" aria-label="Sandbox controls">
        <button
          type="button"
          onClick={() => {
            setRefusal(null);
            setSession(undo(game, session));
          }}
          disabled={!canUndo(session)}
        >
          Undo my last move
        </button>
        <button type="button" aria-pressed={reveal} onClick={() => setReveal(!reveal)}>
          Reveal all cards
        </button>
        <label class="wh-inline-field">
          Bot speed{' '}
          <select value={String(pace)} onChange={(e) => setPace(Number((e.currentTarget as HTMLSelectElement).value))}>
            {PACES.map((p) => (
              <option key={p.ms} value={String(p.ms)}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => setSkipping(true)} disabled={outcome !== null || myTurn || skipping}>
          Skip to my turn
        </button>
        {outcome ? (
          <button type="button" onClick={() => deal({ ...session.setup, seed: randomSeed() })}>
            Deal another hand
          </button>
        ) : null}
      </div>

      <EventLog id={`${id}-log`} lines={lines} titles={titles} />

      <div class="wh-share">
        <label for={`${id}-share`}>Share this hand (setup and every move so far)</label>
        <div class="wh-share-row">
          <input
            id={`${id}-share`}
            type="text"
            readOnly
            value={shareUrl}
            onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
          />
          <button type="button" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </div>
      </div>
    </div>
  );
}
