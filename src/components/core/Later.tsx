// A part of an island whose code is fetched the first time it is drawn (engine/core/on-demand.ts):
// the sandbox's event log, share box and new-hand form, the review, Day's showdown. Until the code
// has come, a short line holds its place; once it has, it is drawn at once every later time. A
// fetch that fails (offline, the code not yet in the cache) shows a sentence saying so and a
// button to try again, never a blank.

import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { OnDemand } from '../../engine/core/on-demand.ts';

/** What a part that could not be fetched says, before its "Try again" button. */
export function notLoaded(what: string): string {
  return `${what} could not be loaded: check your connection, then try again.`;
}

interface Props<T> {
  readonly part: OnDemand<T>;
  /** The part's name at the start of a sentence ("The event log"), for a fetch that fails. */
  readonly what: string;
  /** The line shown while the part's code is on its way. */
  readonly waiting: string;
  readonly children: (part: T) => ComponentChildren;
}

export function Later<T>({ part, what, waiting, children }: Props<T>) {
  const [loaded, setLoaded] = useState<{ value: T } | null>(() =>
    part.loaded === undefined ? null : { value: part.loaded },
  );
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    part().then(
      (value) => live && setLoaded({ value }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [tries]);
  if (loaded) return <>{children(loaded.value)}</>;
  if (failed)
    return (
      <p class="wh-notice" role="alert">
        {notLoaded(what)}{' '}
        <button
          type="button"
          onClick={() => {
            setFailed(false);
            setTries((n) => n + 1);
          }}
        >
          Try again
        </button>
      </p>
    );
  return <p class="wh-help">{waiting}</p>;
}
