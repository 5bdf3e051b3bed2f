// A quiz in progress, kept for a reload (components/core/practice/progress.ts's QUIZ_FORMAT, in a
// place of the site's one storage module, ../storage.ts): it reads back as it was written, under the
// key quizzes have always had; anything damaged or inconsistent is dropped (and the quiz starts
// afresh); blocked storage is no quiz at all, never an error.
import { describe, expect, it } from 'vitest';
import { QUIZ_FORMAT, type QuizProgress } from '../../src/components/core/practice/progress.ts';
import { place, type KeyValueStore } from '../../src/components/core/storage.ts';
import { memory } from './memory-store.ts';

const quizOf = (game: string, get: () => KeyValueStore) => place(`quiz:${game}`, get);
const readQuiz = (game: string, get: () => KeyValueStore) => quizOf(game, get).read(QUIZ_FORMAT).value;
const saveQuiz = (game: string, progress: QuizProgress, get: () => KeyValueStore) =>
  quizOf(game, get).write(QUIZ_FORMAT, progress);
const clearQuiz = (game: string, get: () => KeyValueStore) => quizOf(game, get).clear();

const store = memory;

const progress: QuizProgress = {
  topics: [
    { kind: 'legal', rule: 'follow-suit' },
    { kind: 'outcome', rule: 'rake', options: { rake: 5 } },
  ],
  pool: [
    { kind: 'legal', rule: 'follow-suit' },
    { kind: 'outcome', rule: 'rake', options: { rake: 5 } },
  ],
  asked: ['t1a2b', 'p3c4d'],
  at: 0,
  dealt: { kind: 'legal', rule: 'follow-suit', seed: 12345 },
  score: 1,
  answered: true,
  results: [{ rule: 'follow-suit', right: true, link: '#try=legal.follow-suit.12345' }],
};

describe('a quiz kept for a reload', () => {
  it('reads back as it was saved, one per game', () => {
    const s = store();
    saveQuiz('day', progress, s.get);
    expect(JSON.parse(s.map.get('worked-hands:quiz:day') ?? '')).toEqual({ v: 2, ...progress });
    expect(readQuiz('day', s.get)).toEqual(progress);
    expect(readQuiz('dawn', s.get)).toBeNull();
    clearQuiz('day', s.get);
    expect(readQuiz('day', s.get)).toBeNull();
  });

  it('drops what it cannot read or what does not add up, and the quiz starts afresh', () => {
    const damaged: unknown[] = [
      'not json {',
      { ...progress, v: 1 },
      { ...progress, at: 2 },
      { ...progress, at: -1 },
      { ...progress, dealt: { kind: 'legal', rule: 'follow-suit', seed: 1.5 } },
      { ...progress, asked: [3] },
      { ...progress, pool: [{ rule: 'follow-suit' }] },
      { ...progress, topics: [{ kind: 'legal' }] },
      // An answered question is one result; one not yet answered, none.
      { ...progress, answered: false },
      { ...progress, score: 2 },
      { ...progress, results: [{ rule: 'follow-suit', right: 'yes', link: '#try=legal.follow-suit.1' }] },
    ];
    for (const raw of damaged) {
      const s = store();
      s.map.set('worked-hands:quiz:day', typeof raw === 'string' ? raw : JSON.stringify({ v: 2, ...(raw as object) }));
      const read = quizOf('day', s.get).read(QUIZ_FORMAT);
      expect(read.value, JSON.stringify(raw)).toBeNull();
      expect(read.dropped, 'the quiz says it was dropped').toBeInstanceOf(Error);
      expect(s.map.size, 'the damaged quiz is dropped').toBe(0);
    }
  });

  it('is no quiz at all where storage is blocked', () => {
    const blocked = (): KeyValueStore => {
      throw new Error('SecurityError');
    };
    expect(() => saveQuiz('day', progress, blocked)).not.toThrow();
    expect(readQuiz('day', blocked)).toBeNull();
    expect(() => clearQuiz('day', blocked)).not.toThrow();
  });
});
