// The guided first hand: the game's own table and controls, as in the sandbox, with a coach beside
// the reader's hand who says what matters at each moment and names its rule. The lesson itself is
// pure (src/lessons/lesson.ts); this island keeps its place, shows it, saves it, and takes the
// reader's tries: the engine's refusal for an illegal move, the lesson's nudge for a legal one it
// does not want, and after two misses the coach says which move to make. Loaded only when the
// reader starts the lesson (mount.ts); the page's transcript of the lesson stays for readers
// without JavaScript.

import type { ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { redactEvent } from '../../../engine/core/events.ts';
import type { Seat, Violation } from '../../../engine/core/game.ts';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';
import { encodeRecord } from '../../../engine/core/record-codec.ts';
import { errorMessage } from '../../../engine/core/replay.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import {
  attempt,
  openLesson,
  readOn,
  reviewMoves,
  seatName,
  summarise,
  tablesOf,
  writesPositions,
  type Lesson as Played,
  type LessonPoint,
} from '../../../lessons/lesson.ts';
import { progressOf, replay, stepOf, type Step } from '../../../lessons/progress.ts';
import type { LessonScript } from '../../../lessons/script.ts';
import { playFragment } from '../sandbox/link.ts';
import type { KeyValueStore } from '../sandbox/storage.ts';
import { Notice } from '../sandbox/Notice.tsx';
import { RuleNote } from '../sandbox/Refusal.tsx';
import { Later } from '../Later.tsx';
import { showStep } from './in-view.ts';
import { Latest } from './Latest.tsx';
import { RuleLink } from '../RuleLink.tsx';
import { mountPractice } from '../practice/mount.ts';
import type { PracticeStart } from '../practice/Practice.tsx';
import type { Session } from '../sandbox/session.ts';
import type { ControlsProps, TableProps } from '../types.ts';

interface LessonParts<V, A> {
  readonly manifest: PlayManifest;
  readonly Table: ComponentType<TableProps<V, A>>;
  readonly Controls: ComponentType<ControlsProps<V, A>>;
  /** The page's quiz, which the end starts on the lesson's rules (the game's Lesson.tsx gives it). */
  readonly practice?: () => Promise<{ default: ComponentType<PracticeStart> }>;
  /** The game's strong-bot worker, which reviews the guided hand at its end (issue 34). */
  readonly search?: () => Worker;
}

/** What the page gives a game's lesson (src/components/<game>/Lesson.tsx) when it starts it. */
export interface LessonStart {
  /** The checked lesson's address (/lessons/<game>.json). */
  readonly src: string;
  readonly storage?: KeyValueStore | undefined;
}

interface Props<V, A> extends LessonParts<V, A>, LessonStart {}

/** The review of the guided hand, fetched when the reader asks for it at the lesson's end. */
const reviewPanel = onDemand(() => import('../review/ReviewPanel.tsx').then((m) => m.ReviewPanel));

/** A try that did not go: the engine's refusal, or the coach's nudge. */
type Miss =
  { readonly kind: 'refused'; readonly violation: Violation } | { readonly kind: 'nudged'; readonly nudge: string };

/** Where the reader is: the lesson's point, the steps that led there, and their tries at this decision. */
interface Place {
  readonly point: LessonPoint;
  readonly steps: readonly Step[];
  readonly miss: Miss | null;
  readonly misses: number;
}

/** A new point reached, with no tries at it yet. */
const at = (point: LessonPoint, steps: readonly Step[]): Place => ({ point, steps, miss: null, misses: 0 });

/** Misses before the coach says which move to make. */
const MISSES_BEFORE_POINTING = 2;

export function Lesson<V, A>({ manifest, Table, Controls, src, storage, practice, search }: Props<V, A>) {
  const { game } = manifest;
  const key = `worked-hands:lesson:${game.id}`;
  const [played, setPlayed] = useState<{ lesson: Played; start: LessonPoint } | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const dock = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const load = async (): Promise<void> => {
      const [script, bot] = await Promise.all([
        fetch(src).then((r) => r.json() as Promise<LessonScript>),
        manifest.bot(),
      ]);
      // A written position, the lesson's own or a jump's, needs the game's tools.
      const tables = writesPositions(script)
        ? tablesOf(await manifest.withTools(), script.seed)
        : (options: unknown): unknown => game.newGame(options, script.seed);
      const opened = openLesson(script, game, bot, tables);
      setPlayed({ lesson: opened.lesson, start: opened.point });
      const saved = read(storage, key);
      const restored = saved === undefined ? null : replay(opened.lesson, opened.point, saved);
      if (saved !== undefined && !restored) {
        setNotice('Your place in this lesson could not be restored, so it starts again from the deal.');
        storage?.removeItem(key);
      }
      setPlace(at(restored?.point ?? opened.point, restored?.steps ?? []));
    };
    load().catch((error: unknown) => setFailed(`The lesson could not be loaded: ${errorMessage(error)}`));
  }, [src]);

  // After each step the table is brought whole into view, and focus goes where the next thing to do
  // is: the first move the reader may make, or the button that reads on (in-view.ts). After a miss
  // the table is brought into view again, as the refusal or the nudge has grown the dock; focus stays
  // where the reader tapped. A screen reader hears the coach through the live region.
  const point = place?.point;
  useLayoutEffect(() => {
    const section = dock.current?.closest<HTMLElement>('.wh-lesson');
    if (!place || !section) return;
    showStep(section, { focus: place.miss === null });
  }, [place]);

  if (failed) return <p class="wh-notice">{failed}</p>;
  if (!played || !place || !point) return <p class="wh-lesson-loading">Dealing the lesson’s hand…</p>;
  const { lesson, start } = played;
  const { script, reader } = lesson;
  const titles = game.rules as Readonly<Record<string, string>>;

  const { steps, miss, misses } = place;
  const go = (next: LessonPoint, step: Step): void => {
    const now = [...steps, step];
    setPlace(at(next, now));
    write(storage, key, progressOf(now));
  };
  const restart = (): void => {
    storage?.removeItem(key);
    setPlace(at(start, []));
    setNotice(null);
  };
  const onAction = (action: A): void => {
    const tried = attempt(lesson, point, action);
    if (tried.kind === 'made') return go(tried.point, stepOf(lesson, point, action));
    setPlace({ ...place, miss: tried, misses: misses + 1 });
  };

  const name = (s: Seat): string => seatName(s, reader);
  const wait = point.wait;
  // What happened since the reader last moved (at the end, the reader's last move included).
  const lastReader = point.moves.map((m) => m.seat).lastIndexOf(reader);
  const since = summarise(game, point.moves.slice(lastReader + (point.wait.kind === 'end' ? 0 : 1)), reader);
  const decisions = steps.filter((s) => s !== 'r').length;
  const view = game.view(point.state, reader) as V;
  const legal: readonly A[] = wait.kind === 'move' ? game.legalActions(point.state, reader) : [];
  const play = { seat: reader, legal, onAction };
  const pointing = wait.kind === 'move' && misses >= MISSES_BEFORE_POINTING;

  return (
    <section class="wh-lesson wh-sandbox not-content" aria-label={`Guided hand: ${script.title}`}>
      <div class="wh-lesson-head">
        <p>
          <strong>{script.title}.</strong> {script.intro}
        </p>
        <button type="button" onClick={restart}>
          Start the lesson again
        </button>
      </div>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      <Table view={view} name={name} play={play}>
        <div class="wh-dock" ref={dock} tabIndex={-1} role="group" aria-label="The coach, and your hand">
          <div class="wh-coach" aria-live="polite">
            {since.length > 0 ? (
              <Latest
                key={since.join(' ')}
                lead={wait.kind === 'end' ? 'Last moves' : 'Since your last move'}
                text={since.join(' ')}
              />
            ) : null}
            {wait.kind === 'end' ? (
              <End
                lesson={lesson}
                point={point}
                titles={titles}
                practice={practice}
                review={search && { manifest, search }}
              />
            ) : wait.beat.say ? (
              <p class="wh-coach-say">
                {wait.beat.say}
                {wait.beat.rule ? (
                  <>
                    {' '}
                    <span class="wh-coach-rule">
                      Rule: <RuleLink rule={wait.beat.rule} title={titles[wait.beat.rule] ?? wait.beat.rule} />
                    </span>
                  </>
                ) : null}
              </p>
            ) : (
              <p class="wh-coach-say">Your move.</p>
            )}
            {pointing ? (
              <p class="wh-coach-point">
                <strong>Try this move:</strong> {pointer(lesson, point, wait.pointAt)}
                {wait.beat.why ? ` ${wait.beat.why}` : null}
              </p>
            ) : null}
          </div>
          <RuleNote
            lead="Not allowed:"
            note={miss?.kind === 'refused' ? miss.violation : null}
            titles={titles}
            live="assertive"
            kind="refusal"
          />
          <div class="wh-nudge" aria-live="assertive">
            {/* Once the coach points at the move, the nudge says only that this was not it: the move
                asked for is said twice (the coach's words, the pointer), not three times. */}
            {miss?.kind === 'nudged' ? (
              pointing ? (
                <p>
                  <strong>Not this time.</strong>
                </p>
              ) : (
                <p>
                  <strong>Not this time:</strong> {miss.nudge}
                </p>
              )
            ) : null}
          </div>
          {wait.kind === 'read' ? (
            <button
              type="button"
              class="wh-primary"
              data-focus-key="lesson-next"
              onClick={() => go(readOn(lesson, point), 'r')}
            >
              Continue
            </button>
          ) : wait.kind === 'move' ? (
            <Controls view={view} name={name} play={play} />
          ) : null}
        </div>
      </Table>
      <p class="wh-lesson-progress">
        {decisions === 1 ? '1 move made' : `${decisions} moves made`} · you are seat {seatLetter(reader)}
      </p>
    </section>
  );
}

/** The move the coach points at, said as the table would say it, without a card the reader cannot see yet. */
function pointer(lesson: Played, point: LessonPoint, move: string): string {
  const { game, reader } = lesson;
  const other = (reader + 1) % game.seatCount(point.state);
  const first = game.apply(point.state, reader, game.parseAction(move)).events[0];
  if (!first) return move;
  return game.describeEvent(redactEvent(first, other), (s: Seat) => seatName(s, reader));
}

function End({
  lesson,
  point,
  titles,
  practice,
  review,
}: {
  lesson: Played;
  point: LessonPoint;
  titles: Readonly<Record<string, string>>;
  practice: LessonParts<unknown, unknown>['practice'];
  review: { manifest: PlayManifest; search: () => Worker } | undefined;
}) {
  const { game, script, reader } = lesson;
  const [reviewing, setReviewing] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);
  // The guided hand as the sandbox keeps a hand, so the sandbox's review reads it: the same
  // deal, every move, the reader's seat ("try again from here" then opens it in the sandbox).
  // After a jump, the hand is the one played from the jump's position.
  const { record } = point;
  const session: Session<unknown> = {
    setup: {
      options: script.options as Readonly<Record<string, unknown>>,
      seed: script.seed,
      seat: reader,
      ...(record.position === undefined ? {} : { position: record.position }),
    },
    opening: [],
    start: record.start,
    state: point.state,
    history: point.moves.map(({ seat, action, events }) => ({ seat, action, events })),
  };
  const outcome = game.outcome(point.state);
  // A fresh deal with the lesson's options: the sandbox opens it from the link.
  const fresh = playFragment(
    encodeRecord(game, {
      options: script.options,
      seed: Math.floor(Math.random() * 1_000_000),
      actions: [],
      seat: reader,
    }),
  );
  return (
    <div class="wh-lesson-end">
      <p>
        <strong>That is the lesson.</strong> {outcome ? outcome.summary : ''}
      </p>
      <p>The rules you met, each with its section:</p>
      <ul>
        {script.covers.map((rule) => (
          <li key={rule}>
            <RuleLink rule={rule} title={titles[rule] ?? rule} />
          </li>
        ))}
      </ul>
      <p class="wh-lesson-next">
        <a class="wh-primary" href={fresh} data-focus-key="lesson-next">
          Play a real hand
        </a>{' '}
        <a href="#practice" onClick={(event) => quizOn(event, script.covers, practice)}>
          Practise these rules
        </a>{' '}
        {review ? (
          <button type="button" ref={ask} class="wh-lesson-review" onClick={() => setReviewing(true)}>
            Review this hand
          </button>
        ) : null}
      </p>
      {review && reviewing ? (
        <Later part={reviewPanel} what="The review" waiting="Loading the review…">
          {(Panel) => (
            <Panel
              manifest={review.manifest}
              session={session}
              moves={reviewMoves(lesson, point)}
              search={review.search}
              onClose={() => {
                setReviewing(false);
                ask.current?.focus();
              }}
            />
          )}
        </Later>
      ) : null}
    </div>
  );
}

/**
 * "Practise these rules": the page's quiz, started on the rules the lesson met, where the page has
 * a quiz; otherwise the link goes to its section as any link does.
 */
function quizOn(
  event: MouseEvent,
  rules: readonly string[],
  practice: LessonParts<unknown, unknown>['practice'],
): void {
  const host = document.querySelector<HTMLElement>('.wh-practice-host');
  if (!host || !practice) return;
  event.preventDefault();
  host.scrollIntoView();
  void mountPractice(practice, host, { quiz: true, rules });
}

function read(storage: KeyValueStore | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStore | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked store loses only the place, never the lesson.
  }
}
