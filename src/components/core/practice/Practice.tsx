// The practice quiz at the end of a game's page: a mixed quiz of engine-made questions with a
// score, and any one question a "Try it" link or a shared link asks for (#try=<kind>.<rule>.<seed>).
// The page shows a start button (src/astro/Practice.astro) and loads this, with the game's engine,
// only when the reader starts the quiz or opens a question: a reader who only reads pays nothing.

import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyPlayableGame } from '../../../engine/core/game.ts';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import type { Question } from '../../../engine/core/practice/question.ts';
import { askedMarks, MAX_SEED, questionFor, quizQuestion, quizTopics } from '../../../engine/core/practice/quiz.ts';
import { topicFor, type PracticeSpec, type Topic } from '../../../engine/core/practice/spec.ts';
import { replay } from '../../../engine/core/replay.ts';
import { playLink } from '../sandbox/play-link.ts';
import type { TableProps } from '../types.ts';
import { isTryFragment, parseTryFragment, ruleTitle, tryFragment } from './link.ts';
import { clearQuiz, readQuiz, saveQuiz, type QuizProgress, type Result } from './progress.ts';
import { QuestionView } from './QuestionView.tsx';

const QUIZ_LENGTH = 8;

/** How the reader started: the quiz button, or a question's link in the address. */
export interface PracticeStart {
  /** Start the quiz at once (the reader pressed its button); otherwise the address's #try= link is opened. */
  readonly quiz?: boolean;
  /** Ask only on these rules (the guided lesson's, from its end); every topic when absent. */
  readonly rules?: readonly string[];
}

interface PracticeProps<V> extends PracticeStart {
  readonly manifest: PlayManifest;
  /** The game's questions (src/engine/<game>/practice.ts). */
  readonly practice: PracticeSpec;
  readonly Table: ComponentType<Pick<TableProps<V, unknown>, 'view' | 'name'>>;
}

interface Loaded {
  readonly game: AnyPlayableGame;
  readonly spec: PracticeSpec;
}

interface Shown {
  readonly question: Question;
  readonly view: unknown;
  readonly playOn: string | null;
}

type Mode =
  | { readonly type: 'idle' }
  | ({ readonly type: 'quiz' } & QuizProgress)
  | { readonly type: 'done'; readonly score: number; readonly results: readonly Result[] }
  | { readonly type: 'single'; readonly topic: Topic; readonly answered: boolean };

/** A quiz's topics and the marks of the questions it has asked (askedMarks), when dealing for one: the next must be none of them. */
interface InQuiz {
  readonly pool: readonly Topic[];
  readonly asked: readonly string[];
}

const freshSeed = (): number => 1 + Math.floor(Math.random() * MAX_SEED);

export function Practice<V>({ manifest, practice, Table, quiz = false, rules }: PracticeProps<V>) {
  const id = `practice-${manifest.game.id}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mode, setMode] = useState<Mode>({ type: 'idle' });
  const [shown, setShown] = useState<Shown | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = async (): Promise<Loaded> => {
    if (loaded) return loaded;
    // The game without its tools: each kind's maker brings what it needs of them.
    const next = { game: manifest.game, spec: practice };
    setLoaded(next);
    return next;
  };

  /** Deals the question on `topic` for `seed` and shows it; null when none could be made. */
  const deal = async (topic: Topic, seed: number, quiz?: InQuiz): Promise<Question | null> => {
    setBusy(true);
    try {
      const { game, spec } = await load();
      const question = quiz
        ? await quizQuestion(game, spec, topic, quiz.pool, seed, quiz.asked)
        : await questionFor(game, spec, topic, seed);
      if (!question) {
        setMessage(`No position for “${ruleTitle(game.rules, topic.rule)}” turned up this time. Try another question.`);
        setShown(null);
        return null;
      }
      const { state } = replay<unknown>(game, question.record);
      setShown({ question, view: game.view(state, question.record.seat), playOn: null });
      void playLink(game, question.record).then((playOn) =>
        setShown((now) => (now?.question === question ? { ...now, playOn } : now)),
      );
      setMessage(null);
      return question;
    } catch (error) {
      setMessage(`This question could not be dealt: ${error instanceof Error ? error.message : String(error)}`);
      setShown(null);
      return null;
    } finally {
      setBusy(false);
    }
  };

  /** Adds a quiz's question to those it has asked, and keeps which it is (a reload deals it again). */
  const remember = (question: Question | null): void => {
    if (!question) return;
    const dealt = { kind: question.kind, rule: question.rule, seed: question.seed };
    setMode((m) => (m.type === 'quiz' ? { ...m, dealt, asked: [...m.asked, ...askedMarks(question)] } : m));
  };

  const startQuiz = async (): Promise<void> => {
    const { spec } = await load();
    // The lesson's rules, where questions on them exist; a quiz of nothing would be no help.
    const chosen = spec.topics.filter((topic) => rules?.includes(topic.rule) ?? true);
    const topics = quizTopics(chosen.length > 0 ? chosen : spec.topics, freshSeed(), QUIZ_LENGTH);
    const pool = chosen.length > 0 ? chosen : spec.topics;
    setMode({ type: 'quiz', topics, pool, asked: [], at: 0, dealt: null, score: 0, answered: false, results: [] });
    if (topics[0]) remember(await deal(topics[0], freshSeed(), { pool, asked: [] }));
    heading.current?.focus();
  };

  /** Takes up the quiz this tab had in progress before a reload (progress.ts). */
  const resume = async (saved: QuizProgress): Promise<void> => {
    const { spec } = await load();
    // A new version of the site may have dropped a topic: then the quiz starts afresh.
    const listed = (t: { kind: string; rule: string }): boolean => topicFor(spec, t.kind, t.rule) !== null;
    if (!saved.topics.every(listed) || !saved.pool.every(listed) || (saved.dealt !== null && !listed(saved.dealt))) {
      return startQuiz();
    }
    // An answered question is in the score already: the quiz goes on from the next one.
    const at = saved.answered ? saved.at + 1 : saved.at;
    const next = saved.topics[at];
    if (!next) setMode({ type: 'done', score: saved.score, results: saved.results });
    else if (!saved.answered && saved.dealt) {
      // The very question that was on screen, dealt again from its own topic and seed.
      setMode({ ...saved, type: 'quiz' });
      const topic = topicFor(spec, saved.dealt.kind, saved.dealt.rule) as Topic;
      if (await deal(topic, saved.dealt.seed)) setMessage('Your quiz goes on where you left it.');
    } else {
      setMode({ ...saved, type: 'quiz', at, dealt: null, answered: false });
      const question = await deal(next, freshSeed(), saved);
      remember(question);
      if (question) setMessage('Your quiz goes on where you left it.');
    }
    heading.current?.focus();
  };

  const openLink = async (hash: string): Promise<void> => {
    const link = parseTryFragment(hash);
    if (link === null) return;
    root.current?.scrollIntoView();
    if (link instanceof Error) {
      setMessage(link.message);
      return;
    }
    const { spec, game } = await load();
    const topic = topicFor(spec, link.kind, link.rule);
    if (topic === null) {
      setMessage(`This question link is damaged: ${game.title} has no question “${link.kind}” on “${link.rule}”.`);
      return;
    }
    setMode({ type: 'single', topic, answered: false });
    await deal(topic, link.seed);
    heading.current?.focus();
  };

  useEffect(() => {
    const fromHash = (): void => {
      if (isTryFragment(window.location.hash)) void openLink(window.location.hash);
    };
    // The quiz button takes up a quiz this tab had in progress (before a reload), as the lesson
    // does; the lesson's end asks for a new one, on its rules.
    const saved = rules ? null : readQuiz(manifest.game.id);
    if (quiz && !isTryFragment(window.location.hash)) void (saved ? resume(saved) : startQuiz());
    else fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  // The quiz in progress is kept for a reload; a finished quiz or a single question leaves nothing.
  useEffect(() => {
    if (mode.type === 'quiz') {
      const { type: _, ...progress } = mode;
      saveQuiz(manifest.game.id, progress);
    } else if (mode.type !== 'idle') clearQuiz(manifest.game.id);
  }, [mode]);

  const answered = (right: boolean): void => {
    const question = shown?.question;
    const result: Result | null = question
      ? {
          rule: question.rule,
          right,
          link: tryFragment({ kind: question.kind, rule: question.rule, seed: question.seed }),
        }
      : null;
    setMode((m) =>
      m.type === 'quiz'
        ? {
            ...m,
            answered: true,
            score: m.score + (right ? 1 : 0),
            results: result ? [...m.results, result] : m.results,
          }
        : m.type === 'single'
          ? { ...m, answered: true }
          : m,
    );
  };

  const nextInQuiz = async (): Promise<void> => {
    if (mode.type !== 'quiz') return;
    const at = mode.at + 1;
    if (at >= mode.topics.length) {
      setMode({ type: 'done', score: mode.score, results: mode.results });
      setShown(null);
    } else {
      setMode({ ...mode, at, dealt: null, answered: false });
      remember(await deal(mode.topics[at] as Topic, freshSeed(), mode));
    }
    heading.current?.focus();
  };

  const another = async (): Promise<void> => {
    if (mode.type !== 'single') return;
    const seed = freshSeed();
    setMode({ ...mode, answered: false });
    if (await deal(mode.topic, seed)) history.replaceState(history.state, '', tryFragment({ ...mode.topic, seed }));
    heading.current?.focus();
  };

  const titles = loaded?.game.rules ?? manifest.game.rules;
  const status = statusLine(mode, titles);
  const question = shown?.question ?? null;

  return (
    <section class="wh-practice not-content" id={id} aria-labelledby={`${id}-title`} ref={root}>
      <h3 class="wh-practice-title" id={`${id}-title`} tabIndex={-1} ref={heading}>
        {status}
      </h3>
      {message ? (
        <p class="wh-notice" role="status">
          {message}
        </p>
      ) : null}
      {rules && mode.type !== 'single' ? <p class="wh-small">On the rules of the guided hand.</p> : null}
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
      {question && shown && (mode.type === 'quiz' || mode.type === 'single') ? (
        <QuestionView<V>
          key={`${question.kind}.${question.rule}.${question.seed}.${mode.type === 'quiz' ? mode.at : 's'}`}
          id={`${id}-q`}
          question={question}
          view={shown.view as V}
          Table={Table}
          titles={titles}
          link={tryFragment({ kind: question.kind, rule: question.rule, seed: question.seed })}
          playOn={shown.playOn}
          onAnswered={answered}
        />
      ) : null}
      <div class="wh-practice-actions">
        {mode.type === 'idle' || mode.type === 'done' ? (
          <button type="button" class="wh-primary" onClick={() => void startQuiz()} disabled={busy}>
            {mode.type === 'idle' ? `Start the quiz (${QUIZ_LENGTH} questions)` : 'A new quiz'}
          </button>
        ) : null}
        {mode.type === 'quiz' && mode.answered ? (
          <button type="button" class="wh-primary" onClick={() => void nextInQuiz()} disabled={busy}>
            {mode.at + 1 < mode.topics.length ? 'Next question' : 'See my score'}
          </button>
        ) : null}
        {mode.type === 'single' ? (
          <>
            <button
              type="button"
              class={mode.answered ? 'wh-primary' : ''}
              onClick={() => void another()}
              disabled={busy}
            >
              Another one on this rule
            </button>
            <a href={`#${mode.topic.rule}`}>Back to the rule: {ruleTitle(titles, mode.topic.rule)}</a>
            <button type="button" onClick={() => void startQuiz()} disabled={busy}>
              Take the quiz instead
            </button>
          </>
        ) : null}
      </div>
      {busy ? <p class="wh-hint">Dealing a question…</p> : null}
    </section>
  );
}

function statusLine(mode: Mode, titles: Readonly<Record<string, string>>): string {
  switch (mode.type) {
    case 'idle':
      return 'Practice quiz';
    case 'quiz':
      return `Question ${mode.at + 1} of ${mode.topics.length} · score ${mode.score}`;
    case 'done':
      return 'Quiz finished';
    case 'single':
      return `Try it: ${ruleTitle(titles, mode.topic.rule)}`;
  }
}
