// One practice question: the position from the reader's seat (the game's own table), the move it is
// about, the question as a fieldset of checkboxes (choose all) or radio buttons (choose one), and,
// once answered, the engine's reasons with links to the rules. Real form controls, so a keyboard
// and a screen reader need nothing special; the verdict is announced from a live region. The
// choices ticked and the answer are the quiz controller's (controller.ts, Shown): this draws them.

import type { ComponentType } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Marked } from '../../../engine/core/practice/quiz.ts';
import type { Choice, Question } from '../../../engine/core/practice/question.ts';
import { seatLetter } from '../../../engine/core/seats.ts';
import { namesFor } from '../../../engine/core/telling.ts';
import { RuleLink } from '../RuleLink.tsx';
import type { Shown } from './controller.ts';
import { ruleTitle } from './link.ts';
import { missedWords } from './verdict.ts';
import type { RuleTitles, TableProps } from '../types.ts';

interface Props<V> {
  /** The question, its position, its links, the choices ticked and, once checked, the answer. */
  readonly shown: Shown;
  readonly Table: ComponentType<Pick<TableProps<V, unknown>, 'view' | 'name'>>;
  readonly titles: RuleTitles;
  readonly onToggle: (choice: string) => void;
  /** Checks the answer ticked. */
  readonly onCheck: () => void;
  /** A heading id prefix unique on the page. */
  readonly id: string;
}

export function QuestionView<V>({ shown, Table, titles, onToggle, onCheck, id }: Props<V>) {
  const { question, picked, marked, link, playOn } = shown;
  const view = shown.view as V;
  const root = useRef<HTMLDivElement>(null);
  // Everything a question rests on is in sight: the table's panels (scores, the last trick, the
  // leftover card), which fold away in the sandbox, lie open here.
  useEffect(() => {
    root.current?.querySelectorAll('details').forEach((panel) => {
      panel.open = true;
    });
  }, [view]);
  const seat = question.record.seat;
  const name = namesFor(seat);
  const inputType = question.multiple ? 'checkbox' : 'radio';
  // Every game's table takes the seat it is played from (and draws it at the bottom); a question
  // gives it the reader's seat and no moves.
  const SeatedTable = Table as ComponentType<Pick<TableProps<V, unknown>, 'view' | 'name' | 'play'>>;

  const check = (event: Event): void => {
    event.preventDefault();
    onCheck();
  };

  return (
    <div class="wh-question" ref={root}>
      <p class="wh-question-seat">
        You are <strong>{seatLetter(seat)}</strong>. Rule practised:{' '}
        <RuleLink rule={question.rule} title={ruleTitle(titles, question.rule)} />
      </p>
      {/* The reader's seat at the bottom, as in the sandbox (the table places the seat it is given to
          play at the bottom); there is nothing to play from here. */}
      <SeatedTable view={view} name={name} play={{ seat, legal: [], onAction: () => undefined }} />
      <form onSubmit={check}>
        <fieldset class="wh-choices" disabled={marked !== null}>
          <legend id={`${id}-legend`}>
            {question.move ? <span class="wh-question-move">{question.move} </span> : null}
            {question.prompt}
          </legend>
          {question.choices.map((choice, i) => (
            <label key={choice.id} class={`wh-choice${verdictClass(choice, picked, marked)}`}>
              <input
                type={inputType}
                name={`${id}-choice`}
                // Neutral: the place in the list the question shuffled, nothing of right or wrong.
                value={`c${i + 1}`}
                checked={picked.has(choice.id)}
                onChange={() => onToggle(choice.id)}
              />
              <span>{choice.label}</span>
              {marked ? <ChoiceMark choice={choice} picked={picked.has(choice.id)} /> : null}
            </label>
          ))}
        </fieldset>
        {marked === null ? (
          <button type="submit" class="wh-primary" aria-disabled={picked.size === 0}>
            Check my answer
          </button>
        ) : null}
      </form>
      <div class="wh-verdict" aria-live="polite">
        {marked ? <Verdict question={question} marked={marked} titles={titles} /> : null}
      </div>
      <p class="wh-question-links">
        <a href={link}>Link to this question</a>
        {playOn ? (
          <>
            {' · '}
            <a href={playOn}>Play on from here in the sandbox</a>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** After marking, each choice says in words what it was: never colour alone. */
function ChoiceMark({ choice, picked }: { choice: Choice; picked: boolean }) {
  const text = choice.right ? (picked ? '✓ right' : '✓ right, not chosen') : picked ? '✗ wrong' : null;
  return text === null ? null : <span class="wh-choice-mark">{text}</span>;
}

function verdictClass(choice: Choice, picked: ReadonlySet<string>, marked: Marked | null): string {
  if (!marked) return '';
  if (choice.right) return picked.has(choice.id) ? ' wh-choice-right' : ' wh-choice-missed';
  return picked.has(choice.id) ? ' wh-choice-wrong' : '';
}

function Verdict({ question, marked, titles }: { question: Question; marked: Marked; titles: RuleTitles }) {
  const reasons = [...marked.wrongPicks, ...marked.missed];
  return (
    <>
      <p class={marked.right ? 'wh-verdict-right' : 'wh-verdict-wrong'}>
        <strong>{marked.right ? 'Right.' : 'Not quite.'}</strong> {question.answer}{' '}
        <span class="wh-cites">
          Rule: <RuleLink rule={question.rule} title={ruleTitle(titles, question.rule)} />
        </span>
      </p>
      {reasons.length > 0 ? (
        <ul class="wh-reasons">
          {marked.wrongPicks.map((choice) => (
            <li key={choice.id}>
              <strong>{choice.label}:</strong> {choice.why} <Cite rule={choice.rule} titles={titles} />
            </li>
          ))}
          {marked.missed.map((choice) => (
            <li key={choice.id}>
              <strong>{choice.label}</strong> {missedWords(question, marked)} {choice.why}{' '}
              <Cite rule={choice.rule} titles={titles} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Cite({ rule, titles }: { rule: string | null; titles: RuleTitles }) {
  if (rule === null) return null;
  return (
    <span class="wh-cites">
      (<RuleLink rule={rule} title={ruleTitle(titles, rule)} />)
    </span>
  );
}
