// How the catalogue's pages are cut into files (decision 062). Left to itself, Rolldown gives every set of pages
// that shares a module a chunk of its own: the category page asked for 19 scripts and 6 style sheets after the
// entry, most under 1 KiB. On Lighthouse's slow 4G each is a round trip on one of six connections, and the page's
// largest picture (its first product) waited behind them. Here what the category and product detail pages use is
// one `catalog` chunk, and what they share with the home and the cart (links, prices, the cart's state) one small
// `common` chunk; the pages themselves keep their own chunks, so the size budget still sees each.
import { fileURLToPath } from 'node:url';

/** What a chunking function can ask of the module graph (Rolldown's ChunkingContext, the fields read here). */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; exports: readonly string[] } | null;
}

const page = (path: string) => fileURLToPath(new URL(`./src/features/${path}.tsx`, import.meta.url));

/** The pages whose code forms the catalog chunk. */
const catalogPages = [page('catalog/pages/category-page'), page('catalog/pages/product-detail-page')];
/** The other pages a visit often opens on: what they share with the catalogue goes to the common chunk. */
const otherPages = [page('customize/pages/home-page'), page('cart/pages/cart-page')];

/** Names a module asks of one import, or 'all' (a default or namespace import, a bare one, `export *`). */
type Wanted = Set<string> | 'all';

interface Statement {
  spec: string;
  /** What the statement asks of its target. */
  asks: Wanted;
  /** A re-export's names as its module exports them, each with the target's name it passes on. */
  passes: Map<string, string> | 'all' | null;
}

// `import a, { b as c } from "x"`, `import * as n from "x"`, `import "x"`, `export { b as c } from "x"`,
// `export * from "x"` (the code Rolldown holds is the transformed one: no types, one statement a line or more).
const statementForm =
  /^[ \t]*(import|export)[ \t]+(?:([\w$]+)[ \t]*,?[ \t]*)?(\{[^}]*\}|\*(?:[ \t]+as[ \t]+[\w$]+)?)?[ \t]*(?:from[ \t]*)?["']([^"']+)["']/gm;

/** The module's import and re-export statements in order. */
function statements(code: string): Statement[] {
  const out: Statement[] = [];
  for (const [, kind, byDefault, clause, spec] of code.matchAll(statementForm)) {
    if (!spec) continue;
    const pairs = clause?.startsWith('{')
      ? clause
          .slice(1, -1)
          .split(',')
          .map((n) => n.trim().split(/\s+as\s+/))
          .filter(([name]) => name)
          .map(([name, alias]) => [name!, alias ?? name!] as const)
      : null;
    const asks: Wanted = pairs && !byDefault ? new Set(pairs.map(([name]) => name)) : 'all';
    const passes =
      kind === 'export' ? (pairs ? new Map(pairs.map(([name, alias]) => [alias, name])) : 'all') : null;
    out.push({ spec, asks, passes });
  }
  return out;
}

/** A module that only passes on other modules' exports (an area's index.ts, a package's): it runs no code. */
function isBarrel(code: string): boolean {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/export\s*(\*|\{[^}]*\})\s*from\s*["'][^"']+["'];?/g, '');
  return rest.trim() === '' && code.includes('export');
}

/**
 * Libraries, and the contracts (the pages use their types and path constants, which are inlined; their schemas
 * serve the forms): Rolldown places these by what is really used of them, which a module's imports do not tell.
 */
const leftToRolldown = /node_modules|packages[\\/]contracts[\\/]/;

/**
 * Every module the roots run, by their static imports. A barrel is followed only into the files that export what
 * is asked of it: following every line of `@shop/domain` or an area's index.ts would count the whole package as
 * the page's, where Rolldown's tree-shaking keeps only what is used.
 */
function usedClosure(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const askedOfBarrel = new Map<string, Set<string>>();
  const visit = (id: string, wanted: Wanted) => {
    if (leftToRolldown.test(id)) return;
    const info = graph.getModuleInfo(id);
    const code = info?.code ?? '';
    if (!info || !isBarrel(code)) {
      if (seen.has(id)) return;
      seen.add(id);
      if (info) follow(info, code, 'all');
      return;
    }
    // A barrel: only the names not yet asked of it lead further.
    const asked = askedOfBarrel.get(id) ?? new Set<string>();
    askedOfBarrel.set(id, asked);
    const fresh =
      wanted === 'all' ? new Set(info.exports) : new Set([...wanted].filter((n) => !asked.has(n)));
    for (const n of fresh) asked.add(n);
    if (fresh.size > 0) follow(info, code, fresh);
  };
  const follow = (
    info: NonNullable<ReturnType<ModuleGraph['getModuleInfo']>>,
    code: string,
    wanted: Wanted,
  ) => {
    const list = statements(code);
    const specs = [...new Set(list.map((s) => s.spec))];
    // importedIds lists the resolved imports in the order of their first statement; when the two disagree (a
    // form the pattern does not read), every import is followed, which only makes a chunk larger.
    if (specs.length !== info.importedIds.length) {
      for (const dep of info.importedIds) visit(dep, 'all');
      return;
    }
    for (const s of list) {
      const dep = info.importedIds[specs.indexOf(s.spec)]!;
      if (wanted === 'all' || s.passes === null) visit(dep, s.asks);
      else if (s.passes === 'all') {
        // `export * from`: the target provides the asked names it exports.
        const exported = new Set(graph.getModuleInfo(dep)?.exports ?? []);
        const part = new Set([...wanted].filter((n) => exported.has(n)));
        if (part.size > 0) visit(dep, part);
      } else {
        const passes = s.passes;
        const part = new Set([...wanted].flatMap((n) => (passes.has(n) ? [passes.get(n)!] : [])));
        if (part.size > 0) visit(dep, part);
      }
    }
  };
  for (const root of roots) visit(root, 'all');
  return seen;
}

/** Per build: each build has its own graph object. */
const closuresOf = new WeakMap<ModuleGraph, { catalog: Set<string>; others: Set<string> }>();

/**
 * The chunk a module of the catalogue's pages goes to (`catalog` or `common`), or null for the modules it leaves
 * to the other groups and to Rolldown. Groups of higher priority (React, the entry's modules, the shared ui) take
 * theirs first, so the entry keeps what it had.
 */
export function catalogChunk(id: string, graph: ModuleGraph): string | null {
  let closures = closuresOf.get(graph);
  if (!closures) {
    closures = { catalog: usedClosure(catalogPages, graph), others: usedClosure(otherPages, graph) };
    closuresOf.set(graph, closures);
  }
  if (!closures.catalog.has(id) || catalogPages.includes(id)) return null;
  return closures.others.has(id) ? 'common' : 'catalog';
}
