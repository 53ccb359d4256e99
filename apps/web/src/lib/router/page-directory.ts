/**
 * Which pages this build has, and loading one ahead of a visit. The route table (app/routes.ts) imports every
 * page, so a feature that links only to built pages (the member centre) or preloads one (the home page) asks
 * here instead of importing the table back: the app layer hands the table in at start (app/start.ts). Until
 * then no page counts as built and preloading does nothing.
 */
export interface PageDirectory {
  has(path: string): boolean;
  preload(path: string): void;
}

const none: PageDirectory = { has: () => false, preload: () => undefined };
let directory: PageDirectory = none;

/** Called by the app layer with the route table; `null` forgets it (tests). */
export function setPageDirectory(next: PageDirectory | null): void {
  directory = next ?? none;
}

/** Whether this build has a page at `path`. */
export function hasPage(path: string): boolean {
  return directory.has(path);
}

/** Starts loading the page's chunk ahead of a visit; a failure is left to the visit to report. */
export function preloadPage(path: string): void {
  directory.preload(path);
}
