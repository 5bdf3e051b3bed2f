// Steps through a worked example. The frames were computed at build time by the example runner and
// written beside the page as JSON (/examples/<game>/<slug>.json): the island fetches them when it
// wakes (it hydrates as it comes near the view), so it needs no engine, only the game's table view,
// and the page's HTML carries no frames. The server renders the stepper's frame: its title, the
// table's box, empty and of reserved height (nothing moves when the table arrives), and the step
// buttons; the words of every step, the start's too, come with the frames (the page carries them
// once, in the transcript <Example> writes under the stepper, where they read without JavaScript).
// The step lives in the URL hash (#ex-<slug>-<n>) so a link opens it, and each step links to the
// sandbox to play on from there.
//
// Laid out for a phone: the table (drawn compact, table.css) on top, then the dock: the step's
// narration right above the step buttons. The dock sticks to the bottom of the window while the
// stepper is in view, and after each step the page scrolls by however much the dock would have
// moved, so the buttons stay under the reader's finger and the narration sits beside them.

import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { seatLetter } from '../../engine/core/seats.ts';
import type { Frame } from '../../examples/frame.ts';
import { RuleLink } from './RuleLink.tsx';
import type { TableProps } from './types.ts';

export interface StepperProps {
  /** "<game>/<slug>" */
  readonly id: string;
  readonly title: string;
  /** The number of steps after the start. */
  readonly last: number;
  /** Where the frames are (the JSON file built for the example). */
  readonly src: string;
  /**
   * The table's box before the frames come, as <Example> writes it: its reserved height (a style)
   * and what it says meanwhile (and for good without JavaScript); with the words of the "play on"
   * link and of the engine's record. Props, not code, to keep the island's script small.
   */
  readonly stage: { readonly style: string; readonly wait: string; readonly playOn: string; readonly events: string };
}

interface Props<V> extends StepperProps {
  // The stepper only shows: no play controls.
  readonly Table: ComponentType<Pick<TableProps<V, unknown>, 'view' | 'name'>>;
}

export function anchorFor(id: string): string {
  return `ex-${id.split('/').pop() ?? id}`;
}

export function Stepper<V>({ id, title, last, src, stage, Table }: Props<V>) {
  const anchor = anchorFor(id);
  const [index, setIndex] = useState(0);
  const [frames, setFrames] = useState<readonly Frame[] | null>(null);
  const stageBox = useRef<HTMLDivElement>(null);
  const narration = useRef<HTMLDivElement>(null);
  // Where in the page the dock would be (the bottom of the table and the narration's height: the
  // dock itself may be stuck to the window's bottom) when the reader last stepped, and when.
  const pin = useRef([0, 0]);
  const dockAt = (): number =>
    (stageBox.current as Element).getBoundingClientRect().bottom +
    (narration.current as HTMLElement).offsetHeight +
    scrollY;

  useEffect(() => {
    // After a step, as the table and the narration take their new sizes (the table may grow again
    // when a part of it loads late), the page scrolls by what the dock moved, before it is painted:
    // the step buttons stay under the reader's finger. For two seconds, not to fight a reader who
    // scrolls on. The dock's place is kept in the page, not the window: what moved it is the layout,
    // and the window follows by that much only, so a reader (or a link) who scrolled away is not
    // pulled back. (An island is never taken off the page: nothing to undo.)
    const observer = new ResizeObserver(() => {
      const [was, at] = pin.current as [number, number];
      if (Date.now() - at >= 2000) return;
      const now = dockAt();
      pin.current = [now, at];
      scrollBy(0, now - was);
    });
    observer.observe(stageBox.current as Element);
    observer.observe(narration.current as Element);
  }, []);

  useEffect(() => {
    // Should the fetch fail, the box keeps saying where the steps are written out.
    void fetch(src)
      .then((response) => response.json() as Promise<Frame[]>)
      .then(setFrames, () => undefined);
  }, [src]);

  useEffect(() => {
    // #ex-<slug>-<n> is the step's permalink (it names no element: the page's script brought the
    // stepper into view, which woke it); #ex-<slug>-<n>-words its heading in the transcript under
    // the stepper, where search results land: the stepper opens at that step and comes into view.
    const fromHash = (): void => {
      const match = new RegExp(`^#${anchor}-(\\d+)(-words)?$`).exec(window.location.hash);
      if (!match) return;
      setIndex(Math.min(last, Number(match[1])));
      if (match[2]) document.getElementById(anchor)?.scrollIntoView();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
  }, [anchor, last]);

  const go = (target: number): void => {
    const step = Math.max(0, Math.min(last, target));
    if (step === index) return;
    pin.current = [dockAt(), Date.now()];
    setIndex(step);
    history.replaceState(null, '', `#${anchor}-${step}`);
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    // (The stepper holds buttons and links only: no field whose keys these would take.)
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    const step = moves[event.key];
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(step);
  };

  const frame: Frame | undefined = frames?.[index];
  const stepLabel = index === 0 ? 'Start' : `Step ${index} of ${last}`;
  const titleId = `${anchor}-title`;

  return (
    // The arrow keys step from any of the step buttons: their key events bubble to the section.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      class="wh-stepper not-content"
      id={anchor}
      aria-labelledby={titleId}
      aria-busy={!frames}
      onKeyDown={onKeyDown}
    >
      <header class="wh-stepper-head">
        <p class="wh-stepper-title" id={titleId}>
          {title}
        </p>
        <p class="wh-step-count" aria-hidden="true">
          {stepLabel}
        </p>
      </header>
      <div class="wh-stepper-stage" style={stage.style} ref={stageBox}>
        {frame ? <Table view={frame.view as V} name={seatLetter} /> : <p class="wh-stage-wait">{stage.wait}</p>}
      </div>
      <div class="wh-stepper-dock">
        <div class="wh-narration" aria-live="polite" ref={narration}>
          <p class="sr-only">{stepLabel}</p>
          {frame && (
            <>
              {frame.action ? (
                <p class="wh-move">
                  <strong>{frame.seat}</strong>: <code>{frame.action}</code>
                </p>
              ) : null}
              <p>{frame.say}</p>
              {frame.rule && frame.ruleTitle ? (
                <p class="wh-cites">
                  Rule: <RuleLink rule={frame.rule} title={frame.ruleTitle} />
                </p>
              ) : null}
            </>
          )}
        </div>
        <nav class="wh-step-buttons" aria-labelledby={titleId}>
          <button type="button" onClick={() => go(0)} aria-disabled={index === 0}>
            First
          </button>
          <button type="button" onClick={() => go(index - 1)} aria-disabled={index === 0}>
            Previous
          </button>
          <button type="button" class="wh-next" onClick={() => go(index + 1)} aria-disabled={index === last}>
            Next
          </button>
          <button type="button" onClick={() => go(last)} aria-disabled={index === last}>
            Last
          </button>
        </nav>
      </div>
      {frame && frame.events.length > 0 ? (
        <details class="wh-engine-events">
          <summary>{stage.events}</summary>
          <ul>
            {frame.events.map((event) => (
              <li>{event.text}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <p class="wh-play-on">{frame && <a href={frame.playOn}>{stage.playOn}</a>}</p>
    </section>
  );
}
