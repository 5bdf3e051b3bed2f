// The guided first hand: the game's own table and controls, as in the sandbox, with a coach beside
// the reader's hand who says what matters at each moment and names its rule. Every decision is the
// lesson's controller's (controller.ts: it loads the lesson, keeps and saves the reader's place,
// takes their tries, says where their eyes go); this island draws its snapshot and calls its
// actions. Loaded only when the reader starts the lesson (mount.ts); the page's transcript of the
// lesson stays for readers without JavaScript.

import type { ComponentChildren, ComponentType } from 'preact';
import { useRef } from 'preact/hooks';
import { onDemand, type OnDemand } from '../../../engine/core/on-demand.ts';
import { namesFor } from '../../../engine/core/telling.ts';
import type { ServedLesson } from '../../../lessons/lesson.ts';
import { Later } from '../Later.tsx';
import { mountPractice } from '../practice/mount.ts';
import type { PracticeStart } from '../practice/Practice.tsx';
import { RuleLink } from '../RuleLink.tsx';
import { Notice } from '../sandbox/Notice.tsx';
import { RuleNote } from '../sandbox/Refusal.tsx';
import type { GameParts } from '../types.ts';
import { useController } from '../useController.ts';
import { useEyes } from '../useEyes.ts';
import { createLessonController, type LessonEnd } from './controller.ts';
import { Latest } from './Latest.tsx';

interface LessonParts<V, A> extends GameParts<V, A> {
  /** The page's quiz, which the end starts on the lesson's rules (the game's Lesson.tsx gives it). */
  readonly practice?: () => Promise<{ default: ComponentType<PracticeStart> }>;
}

/** What the page gives a game's lesson (src/components/<game>/Lesson.tsx) when it starts it. */
export interface LessonStart {
  /** The checked lesson's address (/lessons/<game>.json). */
  readonly src: string;
}

interface Props<V, A> extends LessonParts<V, A>, LessonStart {}

/** The review of the guided hand, fetched when the reader asks for it at the lesson's end. */
const reviewPanel = onDemand(() => import('../review/ReviewPanel.tsx').then((m) => m.ReviewPanel));

function Lesson<V, A>({ manifest, Table, Controls, src, practice, search }: Props<V, A>) {
  const { game } = manifest;
  const lesson = useController(() =>
    createLessonController({
      manifest,
      script: () => fetch(src).then((r) => r.json() as Promise<ServedLesson>),
    }),
  );
  const root = useRef<HTMLElement>(null);
  // After each step and each miss the table, the coach's box in it, is brought whole into view
  // (on a phone it is laid out to fit the window), its foot the dock when it is taller.
  useEyes(root, lesson.eyes, { fallback: 'hand', fit: { name: 'table', foot: 'hand' } });

  if (lesson.failed) return <p class="wh-notice">{lesson.failed}</p>;
  const { lesson: played, point, coach, since, miss, end } = lesson;
  if (!played || !point) return <p class="wh-lesson-loading">Dealing the lesson’s hand…</p>;
  const { script, reader } = played;
  const titles = game.rules as Readonly<Record<string, string>>;
  const name = namesFor(reader);
  const wait = point.wait;
  const view = lesson.view as V;
  // The refusal of the last try (a live region, empty until a try is refused), in the dock, and again
  // for controls whose sheet may cover the dock: they draw theirs over it, and hide the dock's meanwhile.
  const refusal = (
    <RuleNote
      lead="Not allowed:"
      note={miss?.kind === 'refused' ? miss.violation : null}
      titles={titles}
      live="assertive"
      kind="refusal"
    />
  );
  const play = {
    seat: reader,
    legal: lesson.legal as readonly A[],
    onAction: lesson.attempt,
    ...(lesson.asked ? { asked: lesson.asked } : {}),
  };

  return (
    <section class="wh-lesson wh-sandbox not-content" aria-label={`Guided hand: ${script.title}`} ref={root}>
      <div class="wh-lesson-head">
        <p>
          <strong>{script.title}.</strong> {script.intro}
        </p>
        {lesson.menu.map((item) => (
          <button key={item.action} type="button" onClick={lesson[item.action]}>
            {item.label}
          </button>
        ))}
      </div>
      <Notice text={lesson.notice} onDismiss={lesson.dismissNotice} />
      <Table view={view} name={name} play={play}>
        <div class="wh-dock" tabIndex={-1} role="group" aria-label="The coach, and your hand" data-eyes="hand">
          <div class="wh-coach" aria-live="polite">
            {since ? <Latest key={since.lines.join(' ')} lead={since.heading} lines={since.lines} /> : null}
            {end ? (
              <End end={end} titles={titles} practice={practice} onReview={lesson.openReview}>
                {lesson.reviewing ? (
                  <Later part={reviewPanel} what="The review" waiting="Loading the review…">
                    {(Panel) => (
                      <Panel
                        manifest={manifest}
                        session={end.session}
                        moves={end.moves}
                        search={search}
                        onClose={lesson.closeReview}
                      />
                    )}
                  </Later>
                ) : null}
              </End>
            ) : coach ? (
              <p class="wh-coach-say">
                {coach.say}
                {coach.rule ? (
                  <>
                    {' '}
                    <span class="wh-coach-rule">
                      Rule: <RuleLink rule={coach.rule} title={coach.ruleTitle ?? coach.rule} />
                    </span>
                  </>
                ) : null}
              </p>
            ) : null}
            {lesson.pointer ? (
              <p class="wh-coach-point">
                <strong>{lesson.pointer.move}</strong>
                {lesson.pointer.why ? ` ${lesson.pointer.why}` : null}
              </p>
            ) : null}
          </div>
          {refusal}
          <div class="wh-nudge" aria-live="assertive">
            {miss?.kind === 'nudged' ? (
              <p>
                {miss.nudge === null ? (
                  <strong>Not this time.</strong>
                ) : (
                  <>
                    <strong>Not this time:</strong> {miss.nudge}
                  </>
                )}
              </p>
            ) : null}
          </div>
          {wait.kind === 'read' ? (
            <button type="button" class="wh-primary" data-eyes="next" onClick={lesson.readOn}>
              Continue
            </button>
          ) : wait.kind === 'move' ? (
            <Controls view={view} name={name} play={play} coach={coach?.say ?? null} refusal={refusal} />
          ) : null}
        </div>
      </Table>
      <p class="wh-lesson-progress">{lesson.progress}</p>
    </section>
  );
}

function End({
  end,
  titles,
  practice,
  onReview,
  children,
}: {
  end: LessonEnd;
  titles: Readonly<Record<string, string>>;
  practice: LessonParts<unknown, unknown>['practice'];
  /** Opens the review, with the game's strong bot. */
  onReview: () => void;
  /** The review, while it is open. */
  children: ComponentChildren;
}) {
  return (
    <div class="wh-lesson-end">
      <p>
        <strong>That is the lesson.</strong> {end.summary}
      </p>
      {end.close === null ? null : <p class="wh-coach-say wh-lesson-close">{end.close}</p>}
      <p>The rules you met, each with its section:</p>
      <ul>
        {end.covers.map((rule) => (
          <li key={rule}>
            <RuleLink rule={rule} title={titles[rule] ?? rule} />
          </li>
        ))}
      </ul>
      <p class="wh-lesson-next">
        {end.fresh === null ? null : (
          <a class="wh-primary" href={end.fresh} data-eyes="next">
            Play a real hand
          </a>
        )}{' '}
        <a href="#practice" onClick={(event) => quizOn(event, end.covers, practice)}>
          Practise these rules
        </a>{' '}
        <button type="button" class="wh-lesson-review" data-eyes="review" onClick={onReview}>
          Review this hand
        </button>
      </p>
      {children}
    </div>
  );
}

/**
 * "Practise these rules": the page's quiz, started on the rules the lesson met, where the page has
 * a quiz (its host, as the page's parts mark it: launch-parts.ts); otherwise the link goes to its
 * section as any link does.
 */
function quizOn(
  event: MouseEvent,
  rules: readonly string[],
  practice: LessonParts<unknown, unknown>['practice'],
): void {
  const host = document.querySelector<HTMLElement>('[data-part="practice"]');
  if (!host || !practice) return;
  event.preventDefault();
  host.scrollIntoView();
  void mountPractice(practice, host, { quiz: true, rules });
}

/**
 * A game's guided lesson (src/components/<game>/Lesson.tsx, which the page loads when the reader
 * starts it): the lesson on the game's parts, whose end starts the game's quiz (its Practice.tsx).
 */
export function lessonIsland<V, A>(
  parts: GameParts<V, A>,
  practice: OnDemand<{ default: ComponentType<PracticeStart> }>,
): ComponentType<LessonStart> {
  return function GameLesson(props: LessonStart) {
    return <Lesson<V, A> {...props} {...parts} practice={practice} />;
  };
}
