// Reads a V8 .cpuprofile (node --cpu-prof) and prints where the time went during the load window: self time by
// package or source file, by function, and the inclusive time of this project's own functions, per request.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The package (node_modules), project file (apps/…, packages/…) or V8 bucket a frame belongs to. */
function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const project = /\/(apps|packages|bench)\/(.*)$/.exec(url);
  if (project) return `${project[1]}/${project[2]}`;
  if (url.startsWith('node:')) return 'node:internal';
  return url;
}

const isOwn = (place: string) => place.startsWith('apps/') || place.startsWith('packages/');

function top(map: Map<string, number>, n: number): Array<[string, number]> {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
}

export function summariseProfile(profile: CpuProfile, windowMs: number, requests: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const from = profile.endTime - windowMs * 1000 - 300_000;
  const self = new Map<string, number>();
  const selfFn = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let t = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t < from) continue;
    const node = byId.get(profile.samples[i]!)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    if (place === '(idle)') continue;
    busy += delta;
    self.set(place, (self.get(place) ?? 0) + delta);
    const fn = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    selfFn.set(fn, (selfFn.get(fn) ?? 0) + delta);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id)!.callFrame;
      const p = placeOf(f.url, f.functionName);
      if (!isOwn(p)) continue;
      const key = `${f.functionName || '(anonymous)'} ${p}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
    }
  }
  const perRequest = (us: number) => `${(us / 1000 / requests).toFixed(3)} ms`;
  const share = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  console.log(`\nNode profile, load window: busy ${perRequest(busy)} per request`);
  console.log('self time by package or file:');
  for (const [k, v] of top(self, 25)) console.log(`  ${share(v)} ${perRequest(v).padStart(9)}  ${k}`);
  console.log('self time by function:');
  for (const [k, v] of top(selfFn, 30)) console.log(`  ${share(v)} ${perRequest(v).padStart(9)}  ${k}`);
  console.log("this project's functions, inclusive:");
  for (const [k, v] of top(inclusive, 40)) console.log(`  ${share(v)} ${perRequest(v).padStart(9)}  ${k}`);
}
