// A part of an island fetched the first time it is drawn, for a part no reader sees before they
// have played or stepped a while (Day's showdown, at the end of a hand): the page does not load it
// up front. Until it arrives, a short line holds its place.

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, waiting: string): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return function LazyPart(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Part) return undefined;
      let live = true;
      loading ??= load().then((component) => (loaded = component));
      void loading.then((component) => {
        if (live) setPart(() => component);
      });
      return () => {
        live = false;
      };
    }, []);
    return Part ? <Part {...props} /> : <p class="wh-help">{waiting}</p>;
  };
}
