// The practice quiz's controller: every decision the quiz makes, in plain TypeScript with no markup
// and no Preact (the contract of every part, ../controller.ts). It deals the quiz's questions from
// the engine (never one it has asked already), keeps the reader's choices, marks the answer and the
// score, keeps the quiz in progress for a reload (progress.ts, through ../storage.ts), opens a
// question's link (#try=<kind>.<rule>.<seed>, link.ts) and says where the reader's eyes go (the
// quiz brought into view, its heading focused). What it needs from the page (the address, the
// storage, random seeds) is passed in, so the tests run it in Node
// (tests/components/practice-controller.test.ts).

import type { AnyPlayableGame } from '../../../engine/core/game.ts';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import type { Question } from '../../../engine/core/practice/question.ts';
import {
  askedMarks,
  mark,
  MAX_SEED,
  questionFor,
  quizQuestion,
  quizTopics,
  type Marked,
} from '../../../engine/core/practice/quiz.ts';
import { topicFor, type PracticeSpec, type Topic } from '../../../engine/core/practice/spec.ts';
import { errorMessage, replay } from '../../../engine/core/replay.ts';
import { look, snapshots, STILL, type Controller, type Eyes } from '../controller.ts';
import { linkWith, playLink, recordWriter } from '../sandbox/play-link.ts';
import { place, session, type Place } from '../storage.ts';
import { isTryFragment, parseTryFragment, ruleTitle, tryFragment } from './link.ts';
import { QUIZ_FORMAT, type QuizProgress, type Result } from './progress.ts';

/** How many questions a quiz asks. */
export const QUIZ_LENGTH = 8;

/** How the reader started: the quiz button, or a question's link in the address. */
export interface PracticeStart {
  /** Start the quiz at once (the reader pressed its button); otherwise the address's #try= link is opened. */
  readonly quiz?: boolean;
  /** Ask only on these rules (the guided lesson's, from its end); every topic when absent. */
  readonly rules?: readonly string[];
}

/** The question on screen, as the view draws it. */
export interface Shown {
  readonly question: Question;
  /** The position from the reader's seat (the game's view). */
  readonly view: unknown;
  /** Its own link (#try=…). */
  readonly link: string;
  /** The position, opened in the page's sandbox ("#play=..."), or null when it cannot be shared. */
  readonly playOn: string | null;
  /** The choices the reader has ticked, by id. */
  readonly picked: ReadonlySet<string>;
  /** The answer, once checked. */
  readonly marked: Marked | null;
}

type Mode =
  | { readonly type: 'idle' }
  | ({ readonly type: 'quiz' } & QuizProgress)
  | { readonly type: 'done'; readonly score: number; readonly results: readonly Result[] }
  | { readonly type: 'single'; readonly topic: Topic; readonly answered: boolean };

/** Where the quiz sends the reader's eyes: the quiz itself, its heading (the status line). */
type PracticeEyes = 'quiz' | 'heading';

export interface PracticeSnapshot {
  readonly mode: Mode;
  readonly shown: Shown | null;
  /** A sentence about the quiz: a damaged link, a question not dealt, a quiz taken up again. */
  readonly message: string | null;
  /** A question is being dealt. */
  readonly busy: boolean;
  /** The heading: "Question 2 of 8 · score 1", "Try it: …". */
  readonly status: string;
  /** The game's rule titles (its whole book, once loaded). */
  readonly titles: Readonly<Record<string, string>>;
  /** The quiz asks on the guided lesson's rules. */
  readonly onLessonRules: boolean;
  readonly eyes: Eyes<PracticeEyes>;
}

interface PracticeActions {
  /** A new quiz of QUIZ_LENGTH questions. */
  startQuiz(): void;
  /** Ticks a choice (or unticks one, where all that apply are asked for); a radio question keeps one. */
  toggle(choice: string): void;
  /** Marks the answer ticked. */
  check(): void;
  /** The quiz's next question, or its score after the last. */
  next(): void;
  /** Another question on the rule of a question opened from its link. */
  another(): void;
}

export interface PracticeController extends Controller<PracticeSnapshot>, PracticeActions {}

/** The page's address, where question links come and go. */
export interface TryLinks {
  hash(): string;
  /** Calls `onChange` whenever the address's fragment changes; returns the call that stops it. */
  listen(onChange: () => void): () => void;
  /** Puts `fragment` in the address, in place of the one there (no new history entry). */
  replace(fragment: string): void;
}

/** The page's own address. */
const pageLinks: TryLinks = {
  hash: () => window.location.hash,
  listen(onChange) {
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  },
  replace: (fragment) => history.replaceState(history.state, '', fragment),
};

interface PracticeEnv {
  readonly manifest: PlayManifest;
  /** The game's questions (src/engine/<game>/practice.ts). */
  readonly practice: PracticeSpec;
  readonly start: PracticeStart;
  /** Where the quiz in progress is kept (default: the tab's sessionStorage, quiz:<game>). */
  readonly place?: Place;
  /** Question links (default: the page's address). */
  readonly links?: TryLinks;
  /** A fresh question's seed, and a quiz's order of topics (default: Math.random). */
  readonly randomSeed?: () => number;
}

/** A quiz's topics and the marks of the questions it has asked (askedMarks), when dealing for one: the next must be none of them. */
interface InQuiz {
  readonly pool: readonly Topic[];
  readonly asked: readonly string[];
}

const GOES_ON = 'Your quiz goes on where you left it.';
const LOST_QUIZ = 'Your quiz in progress could not be restored, so a new one starts.';

export function createPracticeController(env: PracticeEnv): PracticeController {
  const { manifest, practice, start: how, links = pageLinks } = env;
  const { rules } = how;
  const kept = env.place ?? place(`quiz:${manifest.game.id}`, session);
  const freshSeed = env.randomSeed ?? ((): number => 1 + Math.floor(Math.random() * MAX_SEED));
  let game: AnyPlayableGame | null = null;
  let mode: Mode = { type: 'idle' };
  let shown: Shown | null = null;
  let message: string | null = null;
  let busy = false;
  let eyes: Eyes<PracticeEyes> = STILL;
  let disposed = false;
  let stopListening = (): void => {};
  // The mode last kept for a reload.
  let keptMode: Mode = mode;

  const snapshotNow = (): PracticeSnapshot => {
    const titles = (game ?? manifest.game).rules as Readonly<Record<string, string>>;
    return {
      mode,
      shown,
      message,
      busy,
      status: statusLine(mode, titles),
      titles,
      onLessonRules: rules !== undefined && mode.type !== 'single',
      eyes,
    };
  };
  const store = snapshots(snapshotNow());
  const changed = (): void => {
    if (disposed) return;
    // The quiz in progress is kept for a reload; a finished quiz or a single question leaves nothing.
    if (mode !== keptMode) {
      keptMode = mode;
      if (mode.type === 'quiz') {
        const { type: _, ...progress } = mode;
        kept.write(QUIZ_FORMAT, progress);
      } else if (mode.type !== 'idle') kept.clear();
    }
    store.set(snapshotNow());
  };
  const heading = (): void => {
    eyes = look(eyes, 'heading', null, true);
  };

  // The game without its tools: each kind's maker brings what it needs of them.
  const load = (): Promise<AnyPlayableGame> => Promise.resolve((game ??= manifest.game));

  /** Deals the question on `topic` for `seed` and shows it; null when none could be made. */
  const deal = async (topic: Topic, seed: number, quiz?: InQuiz): Promise<Question | null> => {
    busy = true;
    changed();
    try {
      const whole = await load();
      const question = quiz
        ? await quizQuestion(whole, practice, topic, quiz.pool, seed, quiz.asked)
        : await questionFor(whole, practice, topic, seed);
      if (!question) {
        message = `No position for “${ruleTitle(whole.rules, topic.rule)}” turned up this time. Try another question.`;
        shown = null;
        return null;
      }
      const { state } = replay<unknown>(whole, question.record);
      // "Play on from here": written at once when the record writer has come, else as soon as it
      // does (the question does not wait for it).
      const writer = recordWriter.loaded;
      const playOn = writer ? linkWith(writer, whole, question.record) : null;
      if (!writer) {
        void playLink(whole, question.record).then((later) => {
          if (later === null || shown?.question !== question) return;
          shown = { ...shown, playOn: later };
          changed();
        });
      }
      const link = tryFragment({ kind: question.kind, rule: question.rule, seed: question.seed });
      const view = whole.view(state, question.record.seat);
      shown = { question, view, link, playOn, picked: new Set(), marked: null };
      message = null;
      return question;
    } catch (error) {
      message = `This question could not be dealt: ${errorMessage(error)}`;
      shown = null;
      return null;
    } finally {
      busy = false;
      changed();
    }
  };

  /** Adds a quiz's question to those it has asked, and keeps which it is (a reload deals it again). */
  const remember = (question: Question | null): void => {
    if (!question || mode.type !== 'quiz') return;
    const dealt = { kind: question.kind, rule: question.rule, seed: question.seed };
    mode = { ...mode, dealt, asked: [...mode.asked, ...askedMarks(question)] };
    changed();
  };

  /** A new quiz; `note`, once its first question is dealt, says why (a saved quiz lost). */
  const startQuiz = async (note?: string): Promise<void> => {
    await load();
    // The lesson's rules, where questions on them exist; a quiz of nothing would be no help.
    const chosen = practice.topics.filter((topic) => rules?.includes(topic.rule) ?? true);
    const pool = chosen.length > 0 ? chosen : practice.topics;
    const topics = quizTopics(pool, freshSeed(), QUIZ_LENGTH);
    mode = { type: 'quiz', topics, pool, asked: [], at: 0, dealt: null, score: 0, answered: false, results: [] };
    if (topics[0]) {
      const question = await deal(topics[0], freshSeed(), { pool, asked: [] });
      remember(question);
      if (question && note) message = note;
    }
    heading();
    changed();
  };

  /** Takes up the quiz this tab had in progress before a reload (progress.ts). */
  const resume = async (saved: QuizProgress): Promise<void> => {
    await load();
    // A new version of the site may have dropped a topic: then the quiz starts afresh.
    const listed = (t: { kind: string; rule: string }): boolean => topicFor(practice, t.kind, t.rule) !== null;
    if (!saved.topics.every(listed) || !saved.pool.every(listed) || (saved.dealt !== null && !listed(saved.dealt))) {
      return startQuiz();
    }
    // An answered question is in the score already: the quiz goes on from the next one.
    const at = saved.answered ? saved.at + 1 : saved.at;
    const next = saved.topics[at];
    if (!next) mode = { type: 'done', score: saved.score, results: saved.results };
    else if (!saved.answered && saved.dealt) {
      // The very question that was on screen, dealt again from its own topic and seed.
      mode = { ...saved, type: 'quiz' };
      const topic = topicFor(practice, saved.dealt.kind, saved.dealt.rule) as Topic;
      if (await deal(topic, saved.dealt.seed)) message = GOES_ON;
    } else {
      mode = { ...saved, type: 'quiz', at, dealt: null, answered: false };
      const question = await deal(next, freshSeed(), saved);
      remember(question);
      if (question) message = GOES_ON;
    }
    heading();
    changed();
  };

  const openLink = async (hash: string): Promise<void> => {
    const link = parseTryFragment(hash);
    if (link === null) return;
    eyes = look(eyes, null, 'quiz');
    if (link instanceof Error) {
      message = link.message;
      return changed();
    }
    changed();
    const whole = await load();
    const topic = topicFor(practice, link.kind, link.rule);
    if (topic === null) {
      message = `This question link is damaged: ${whole.title} has no question “${link.kind}” on “${link.rule}”.`;
      return changed();
    }
    mode = { type: 'single', topic, answered: false };
    await deal(topic, link.seed);
    heading();
    changed();
  };

  const answered = (right: boolean, question: Question): void => {
    const result: Result = {
      rule: question.rule,
      right,
      link: tryFragment({ kind: question.kind, rule: question.rule, seed: question.seed }),
    };
    if (mode.type === 'quiz')
      mode = {
        ...mode,
        answered: true,
        score: mode.score + (right ? 1 : 0),
        results: [...mode.results, result],
      };
    else if (mode.type === 'single') mode = { ...mode, answered: true };
  };

  const next = async (): Promise<void> => {
    if (mode.type !== 'quiz') return;
    const at = mode.at + 1;
    if (at >= mode.topics.length) {
      mode = { type: 'done', score: mode.score, results: mode.results };
      shown = null;
    } else {
      const quiz = mode;
      mode = { ...mode, at, dealt: null, answered: false };
      remember(await deal(quiz.topics[at] as Topic, freshSeed(), quiz));
    }
    heading();
    changed();
  };

  const another = async (): Promise<void> => {
    if (mode.type !== 'single') return;
    const seed = freshSeed();
    const { topic } = mode;
    mode = { ...mode, answered: false };
    if (await deal(topic, seed)) links.replace(tryFragment({ ...topic, seed }));
    heading();
    changed();
  };

  const fromHash = (): void => {
    const hash = links.hash();
    if (isTryFragment(hash)) void openLink(hash);
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async start() {
      stopListening = links.listen(fromHash);
      // The quiz button takes up a quiz this tab had in progress (before a reload), as the lesson
      // does; the lesson's end asks for a new one, on its rules.
      if (!how.quiz || isTryFragment(links.hash())) return fromHash();
      const saved = rules ? null : kept.read(QUIZ_FORMAT);
      await (saved?.value ? resume(saved.value) : startQuiz(saved?.dropped ? LOST_QUIZ : undefined));
    },
    dispose() {
      disposed = true;
      stopListening();
    },
    startQuiz: () => void startQuiz(),
    toggle(choice) {
      if (!shown || shown.marked) return;
      const multiple = shown.question.multiple;
      const picked = new Set(multiple ? shown.picked : []);
      if (multiple && picked.has(choice)) picked.delete(choice);
      else picked.add(choice);
      shown = { ...shown, picked };
      changed();
    },
    check() {
      if (!shown || shown.marked || shown.picked.size === 0) return;
      const marked = mark(shown.question, shown.picked);
      shown = { ...shown, marked };
      answered(marked.right, shown.question);
      changed();
    },
    next: () => void next(),
    another: () => void another(),
  };
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
