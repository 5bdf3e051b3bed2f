// The practice quiz at the end of a game's page: a mixed quiz of engine-made questions with a
// score, and any one question a "Try it" link or a shared link asks for (#try=<kind>.<rule>.<seed>).
// The page shows a start button (src/astro/Practice.astro) and loads this, with the game's engine,
// only when the reader starts the quiz or opens a question: a reader who only reads pays nothing.
// Every decision is the quiz's controller's (controller.ts); this draws its snapshot.

import type { ComponentType } from 'preact';
import { useRef } from 'preact/hooks';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import type { PracticeSpec } from '../../../engine/core/practice/spec.ts';
import type { TableProps } from '../types.ts';
import { useController } from '../useController.ts';
import { useEyes } from '../useEyes.ts';
import { createPracticeController, QUIZ_LENGTH, type PracticeStart } from './controller.ts';
import { ruleTitle } from './link.ts';
import { QuestionView } from './QuestionView.tsx';

export type { PracticeStart };

interface PracticeProps<V> extends PracticeStart {
  readonly manifest: PlayManifest;
  /** The game's questions (src/engine/<game>/practice.ts). */
  readonly practice: PracticeSpec;
  readonly Table: ComponentType<Pick<TableProps<V, unknown>, 'view' | 'name'>>;
}

function Practice<V>({ manifest, practice, Table, quiz = false, rules }: PracticeProps<V>) {
  const id = `practice-${manifest.game.id}`;
  const quizzing = useController(() =>
    createPracticeController({ manifest, practice, start: rules ? { quiz, rules } : { quiz } }),
  );
  const root = useRef<HTMLElement>(null);
  useEyes(root, quizzing.eyes, { fromTop: ['quiz'] });
  const { mode, shown, titles, busy } = quizzing;

  return (
    <section class="wh-practice not-content" id={id} aria-labelledby={`${id}-title`} ref={root} data-eyes="quiz">
      <h3 class="wh-practice-title" id={`${id}-title`} tabIndex={-1} data-eyes="heading">
        {quizzing.status}
      </h3>
      {quizzing.message ? (
        <p class="wh-notice" role="status">
          {quizzing.message}
        </p>
      ) : null}
      {quizzing.onLessonRules ? <p class="wh-small">On the rules of the guided hand.</p> : null}
      {mode.type === 'idle' ? (
        <p>
          {QUIZ_LENGTH} short questions on real positions, dealt and checked by the engine. Each one says which rule it
          practises; a wrong answer is explained with the rule that decides it.
        </p>
      ) : null}
      {mode.type === 'done' ? (
        <>
          <p class="wh-score" role="status">
            You answered {mode.score} of {QUIZ_LENGTH} right.
          </p>
          <ol class="wh-quiz-results">
            {mode.results.map((result, i) => (
              <li key={i}>
                {result.right ? '✓ right' : '✗ not quite'}:{' '}
                <a href={`#${result.rule}`}>{ruleTitle(titles, result.rule)}</a> (
                <a href={result.link}>try this question again</a>)
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {shown && (mode.type === 'quiz' || mode.type === 'single') ? (
        <QuestionView<V>
          key={`${shown.link}.${mode.type === 'quiz' ? mode.at : 's'}`}
          id={`${id}-q`}
          shown={shown}
          Table={Table}
          titles={titles}
          onToggle={quizzing.toggle}
          onCheck={quizzing.check}
        />
      ) : null}
      <div class="wh-practice-actions">
        {mode.type === 'idle' || mode.type === 'done' ? (
          <button type="button" class="wh-primary" onClick={quizzing.startQuiz} disabled={busy}>
            {mode.type === 'idle' ? `Start the quiz (${QUIZ_LENGTH} questions)` : 'A new quiz'}
          </button>
        ) : null}
        {mode.type === 'quiz' && mode.answered ? (
          <button type="button" class="wh-primary" onClick={quizzing.next} disabled={busy}>
            {mode.at + 1 < mode.topics.length ? 'Next question' : 'See my score'}
          </button>
        ) : null}
        {mode.type === 'single' ? (
          <>
            <button type="button" class={mode.answered ? 'wh-primary' : ''} onClick={quizzing.another} disabled={busy}>
              Another one on this rule
            </button>
            <a href={`#${mode.topic.rule}`}>Back to the rule: {ruleTitle(titles, mode.topic.rule)}</a>
            <button type="button" onClick={quizzing.startQuiz} disabled={busy}>
              Take the quiz instead
            </button>
          </>
        ) : null}
      </div>
      {busy ? <p class="wh-hint">Dealing a question…</p> : null}
    </section>
  );
}

/**
 * A game's quiz (src/components/<game>/Practice.tsx, which the page loads when the reader starts
 * the quiz or opens a question, or the lesson at its end): the quiz on the game's table, with its
 * play manifest and its questions.
 */
export function practiceIsland<V>(
  manifest: PlayManifest,
  practice: PracticeSpec,
  Table: PracticeProps<V>['Table'],
): ComponentType<PracticeStart> {
  return function GamePractice(props: PracticeStart) {
    return <Practice<V> {...props} manifest={manifest} practice={practice} Table={Table} />;
  };
}
