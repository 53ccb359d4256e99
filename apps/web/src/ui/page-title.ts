import { useEffect, useSyncExternalStore } from 'react';

/**
 * The title of the page on show, for the browser tab (app/shell sets document.title from it and the store's
 * name). A page names itself through its PageHeader, or with usePageTitle where it draws its own header; the
 * page shown last wins, and leaving it takes its title away, so a page without one leaves the store's name alone.
 */

interface Entry {
  title: string;
}

let entries: Entry[] = [];
const listeners = new Set<() => void>();

function publish(next: Entry[]) {
  entries = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = (): string => entries[entries.length - 1]?.title ?? '';

/** Names the page on show while the calling component is mounted (already translated). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const entry = { title };
    publish([...entries, entry]);
    return () => publish(entries.filter((e) => e !== entry));
  }, [title]);
}

/** The title of the page on show, '' when it names none; re-renders when it changes. */
export function useCurrentPageTitle(): string {
  return useSyncExternalStore(subscribe, current, current);
}
