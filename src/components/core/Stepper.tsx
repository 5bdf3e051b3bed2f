// Steps through a worked example. The frames were computed at build time by the example runner,
// so this island needs no engine: only the game's table view. The first frame is rendered on the
// server (readable without JavaScript); the step lives in the URL hash (#ex-<slug>-<n>) so a link
// opens it, and each step links to the sandbox to play on from there.

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { seatLetter } from '../../engine/core/seats.ts';
import type { Frame } from '../../examples/frame.ts';
import { RuleLink } from './RuleLink.tsx';
import type { TableProps } from './types.ts';

export interface StepperProps {
  /** "<game>/<slug>" */
  readonly id: string;
  readonly title: string;
  readonly frames: readonly Frame[];
}

interface Props<V> extends StepperProps {
  // The stepper only shows: no play controls.
  readonly Table: ComponentType<Pick<TableProps<V, unknown>, 'view' | 'name'>>;
}

export function anchorFor(id: string): string {
  return `ex-${id.split('/').pop() ?? id}`;
}

export function Stepper<V>({ id, title, frames, Table }: Props<V>) {
  const anchor = anchorFor(id);
  const last = frames.length - 1;
  const [index, setIndex] = useState(0);

  useEffect(() => {
    // #ex-<slug>-<n> is the step's permalink; #ex-<slug>-<n>-words its heading in the transcript
    // under the stepper, where search results land: the stepper opens at that step and comes into view.
    const fromHash = (): void => {
      const match = new RegExp(`^#${anchor}-(\\d+)(-words)?$`).exec(window.location.hash);
      if (!match) return;
      setIndex(Math.min(last, Number(match[1])));
      if (match[2]) document.getElementById(`${anchor}-${match[1]}`)?.scrollIntoView();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [anchor, last]);

  const go = (next: number): void => {
    const target = Math.max(0, Math.min(last, next));
    if (target === index) return;
    setIndex(target);
    history.replaceState(history.state, '', `#${anchor}-${target}`);
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    const target = event.target as HTMLElement | null;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(next);
  };

  const frame = frames[index] ?? frames[0];
  if (!frame) return null;
  const stepLabel = index === 0 ? 'Start' : `Step ${index} of ${last}`;
  const titleId = `${anchor}-title`;

  return (
    // The arrow keys step from any of the step buttons: their key events bubble to the section.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section class="wh-stepper not-content" id={anchor} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {frames.map((f) => (
        <span key={f.index} id={`${anchor}-${f.index}`} class="wh-step-anchor" />
      ))}
      <header class="wh-stepper-head">
        <p class="wh-stepper-title" id={titleId}>
          <span class="wh-kicker">Worked example</span> {title}
        </p>
        <p class="wh-step-count" aria-hidden="true">
          {stepLabel}
        </p>
      </header>
      <nav class="wh-step-buttons" aria-label={`Steps of ${title}`}>
        <button type="button" onClick={() => go(0)} aria-disabled={index === 0}>
          First
        </button>
        <button type="button" onClick={() => go(index - 1)} aria-disabled={index === 0}>
          Previous
        </button>
        <button type="button" onClick={() => go(index + 1)} aria-disabled={index === last}>
          Next
        </button>
        <button type="button" onClick={() => go(last)} aria-disabled={index === last}>
          Last
        </button>
      </nav>
      <p class="wh-hint">Or use the arrow keys, Home and End while a step button has focus.</p>
      <div class="wh-narration" aria-live="polite">
        <p class="sr-only">{stepLabel}.</p>
        {frame.seat !== null && frame.action !== null ? (
          <p class="wh-move">
            <strong>{frame.seat}</strong>: <code>{frame.action}</code>
          </p>
        ) : null}
        <p>{frame.say}</p>
        {frame.rule !== null && frame.ruleTitle !== null ? (
          <p class="wh-cites">
            Rule: <RuleLink rule={frame.rule} title={frame.ruleTitle} />
          </p>
        ) : null}
      </div>
      <Table view={frame.view as V} name={seatLetter} />
      {frame.events.length > 0 ? (
        <details class="wh-engine-events">
          <summary>What the engine recorded</summary>
          <ul>
            {frame.events.map((event, i) => (
              <li key={i}>{event.text}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <p class="wh-play-on">
        <a href={frame.playOn}>Play on from here in the sandbox</a>
      </p>
    </section>
  );
}
