// A part's controller (controller.ts) tied to a Preact island: made once per mount (again when
// `deps` change), started once the island has hydrated and disposed when it goes; each of its
// snapshots renders the island again. The views read the snapshot and call the actions this returns.

import { useEffect, useMemo, useReducer } from 'preact/hooks';
import type { Controller, Snapshot } from './controller.ts';

/** A controller as its views see it: its latest snapshot, and its actions. */
type Handle<C extends Controller<Snapshot>> = C & ReturnType<C['getSnapshot']>;

export function useController<C extends Controller<Snapshot>>(make: () => C, deps: readonly unknown[] = []): Handle<C> {
  const controller = useMemo(make, deps);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const stop = controller.subscribe(() => changed(undefined));
    void controller.start();
    return () => {
      stop();
      controller.dispose();
    };
  }, [controller]);
  return { ...controller, ...(controller.getSnapshot() as ReturnType<C['getSnapshot']>) };
}
