import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the shell the first screen does not draw (a menu, the drawer, a dialog): its code is
 * fetched at first use, so the first load stays small. With `idle`, it is fetched as soon as
 * the page is idle instead, for parts most readers open (a menu), which then open at once.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, fetchWhen: 'idle' | 'firstUsed') {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (the network dropped) is tried again at the next opening.
        loading = null;
        throw error;
      },
    ));

  function OnDemand({ mounted, ...props }: P & { mounted: boolean }) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component || (!mounted && fetchWhen === 'firstUsed')) return undefined;
      let live = true;
      const take = () =>
        fetchOnce().then(
          (component) => live && setComponent(() => component),
          () => undefined,
        );
      const cancelIdle = mounted ? (void take(), () => undefined) : whenIdle(take);
      return () => {
        live = false;
        cancelIdle();
      };
    }, [Component, mounted]);
    return mounted && Component ? <Component {...(props as P)} /> : null;
  }
  return OnDemand;
}

/** Runs `work` when the browser has nothing better to do (Safari has no `requestIdleCallback`: a timeout there). */
function whenIdle(work: () => unknown): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(() => void work());
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => void work(), 1000);
  return () => clearTimeout(handle);
}

/**
 * Whether a menu or dialog has ever been opened: it mounts at its first opening and stays, so it
 * closes with its animation and reopens without a wait.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
