// Steps through a worked example. The frames were computed at build time by the example runner and
// written beside the page as JSON (/examples/<game>/<slug>.json): the island fetches them when it
// wakes (it hydrates as it comes near the view), so it needs no engine, only the game's table view,
// and the page's HTML carries no frames. The server renders the stepper's frame: its title, the
// table's box, empty and of reserved height (nothing moves when the table arrives), and the step
// buttons; the words of every step, the start's too, come with the frames (the page carries them
// once, in the transcript <Example> writes under the stepper, where they read without JavaScript).
// The step lives in the URL hash (#ex-<slug>-<n>) so a link opens it, and each step links to the
// sandbox to play on from there, and to the game's position view to set it up and get a ruling.
//
// Laid out for a phone: the table (drawn compact, table.css) on top and the step's count, move and
// words at the foot of the same box, right above the step buttons, which stick to the bottom of the
// window while the stepper is in view. Nothing in the stepper's frame moves from step to step: the
// box keeps the height of the example's tallest table and words together (measured by
// scripts/measure-heights.ts into the game's stage-heights.json, set by <Example>), the table hangs
// from its top and each step's words stand on its foot, so the buttons stay under the reader's
// finger and the words under the table. When a step is shown (from a link, or the buttons), the page
// scrolls, if it must, so that the whole box is in view between the page's header and the buttons.

import type { ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
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
   * As <Example> writes it: the heights the table's box and the words' box keep at every step (a
   * style), what the table's box says until the frames come (and for good without JavaScript), and
   * the words of the "play on" link and of the engine's record. Props, not code, to keep the
   * island's script small.
   */
  readonly stage: {
    readonly style: string;
    readonly wait: string;
    readonly playOn: string;
    readonly events: string;
    /** The game's position view (/<game>/position/) and the words of the link to it ("Set up from here"). */
    readonly position: string;
    readonly setUp: string;
  };
}

interface Props<V> extends StepperProps {
  // The stepper only shows: no play controls.
  readonly Table: ComponentType<Pick<TableProps<V, unknown>, 'view' | 'name'>>;
}

export function anchorFor(id: string): string {
  return `ex-${id.split('/').pop() ?? id}`;
}

/**
 * Scrolls the page, as little as it can, so that `stage` (the table and the step's words) shows
 * whole between the page's fixed header and the step buttons under it: when the buttons are stuck
 * to the window's foot over the stage, it rises into the space above them (the buttons then rest
 * under it, where they were on the screen); when its head is under the header, it comes down. A
 * stage taller than that space shows from its head.
 */
function showWhole(section: Element, stage: Element, dock: Element): void {
  // Starlight's scroll padding clears its fixed header (and a phone's contents bar), with 1.5rem of
  // air: a quarter of that is enough above a table already on screen.
  const covered = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) - 18;
  const box = stage.getBoundingClientRect();
  const below = box.bottom + (parseFloat(getComputedStyle(section).rowGap) || 0) + dock.clientHeight - innerHeight;
  const above = covered - box.top;
  const by = below > 0 ? Math.min(below, -above) : above > 0 ? -Math.min(above, -below) : 0;
  // (A pixel or two is rounding, not a covered table: the page stays still.)
  if (Math.abs(by) >= 2) scrollBy({ top: by, behavior: 'instant' });
}

/**
 * Where the measured height is too small for a step's table and words together (a narrower screen
 * than the measure's, larger text, an example changed since), the box grows to hold them, once, and
 * keeps that height: the words never cover the table.
 */
function holdBoth(stage: HTMLElement, words: HTMLElement): void {
  const table = stage.firstElementChild as HTMLElement;
  const said = words.firstElementChild as HTMLElement;
  const gap = parseFloat(getComputedStyle(words).paddingTop) || 0;
  const need = table.offsetTop + table.offsetHeight + gap + said.offsetHeight;
  if (need > stage.clientHeight + 0.5) stage.style.minHeight = `${Math.ceil(need)}px`;
}

function Stepper<V>({ id, title, last, src, stage, Table }: Props<V>) {
  const anchor = anchorFor(id);
  const [index, setIndex] = useState(0);
  const [frames, setFrames] = useState<readonly Frame[] | null>(null);
  const section = useRef<HTMLElement>(null);
  const stageBox = useRef<HTMLDivElement>(null);
  const words = useRef<HTMLDivElement>(null);
  const dock = useRef<HTMLDivElement>(null);
  // How many times a step was asked for (a link, a button, a key), and how many of those were
  // brought into view once drawn: a link to the step already shown asks too.
  const [asked, setAsked] = useState(0);
  const shown = useRef(0);

  useLayoutEffect(() => {
    if (!frames) return;
    holdBoth(stageBox.current as HTMLElement, words.current as HTMLElement);
    if (shown.current === asked) return;
    shown.current = asked;
    showWhole(section.current as Element, stageBox.current as Element, dock.current as Element);
  });

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
      if (match[2]) document.getElementById(anchor)?.scrollIntoView();
      setAsked((n) => n + 1);
      setIndex(Math.min(last, Number(match[1])));
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
  }, [anchor, last]);

  const go = (target: number): void => {
    const step = Math.max(0, Math.min(last, target));
    if (step === index) return;
    setAsked((n) => n + 1);
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
  const events = frame?.events ?? [];
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
      style={stage.style}
      ref={section}
    >
      <p class="wh-stepper-title" id={titleId}>
        {title}
      </p>
      <div class="wh-stepper-stage" ref={stageBox}>
        {frame ? <Table view={frame.view as V} name={seatLetter} /> : <p class="wh-stage-wait">{stage.wait}</p>}
        {/* The words' place spans the whole box and never moves; each step's words are a box of
            their own (keyed by the step), standing on its foot: new words, not moved ones. */}
        <div class="wh-words" aria-live="polite" ref={words}>
          <div class="wh-narration" key={index}>
            <p class="wh-move">
              <span class="wh-step-count">{index === 0 ? 'Start' : `Step ${index} of ${last}`}</span>
              {frame?.action ? (
                <>
                  {' · '}
                  <strong>{frame.seat}</strong>: <code>{frame.action}</code>
                </>
              ) : null}
            </p>
            {frame && (
              <p>
                {frame.say}
                {frame.rule && frame.ruleTitle ? (
                  <>
                    {' '}
                    <span class="wh-cites">
                      Rule: <RuleLink rule={frame.rule} title={frame.ruleTitle} />
                    </span>
                  </>
                ) : null}
              </p>
            )}
          </div>
        </div>
      </div>
      <div class="wh-stepper-dock" ref={dock}>
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
      {/* Both links are drawn here, once the frames are here: none is in the page's HTML. The
          position view replays the step's record (its #play=) and sets up where it ends. */}
      <p class="wh-play-on">
        {frame && (
          <>
            <a href={frame.playOn}>{stage.playOn}</a>
            {' · '}
            {frame.noPosition === undefined ? (
              <a href={stage.position + frame.playOn}>{stage.setUp}</a>
            ) : (
              <span class="wh-no-setup">{frame.noPosition}</span>
            )}
          </>
        )}
      </p>
      {/* Once the frames are here, kept in its place at a step the engine recorded nothing for,
          unseen: nothing around it moves from step to step. (Not in the page's HTML: a game page
          holds a dozen steppers, and it is kept within its elements.) */}
      {frames ? (
        <details class={`wh-engine-events${events.length > 0 ? '' : ' wh-unseen'}`}>
          <summary>{stage.events}</summary>
          {events.length > 0 ? (
            <ul>
              {events.map((event) => (
                <li>{event.text}</li>
              ))}
            </ul>
          ) : null}
        </details>
      ) : null}
    </section>
  );
}

/**
 * A game's worked-example stepper island (src/components/<game>/<Game>Stepper.tsx, which its
 * Stepper.astro hydrates): the stepper on the game's table. The frames come from the build, so it
 * ships the table and no engine.
 */
export function stepperIsland<V>(Table: Props<V>['Table']): ComponentType<StepperProps> {
  return function GameStepper(props: StepperProps) {
    return <Stepper<V> {...props} Table={Table} />;
  };
}
