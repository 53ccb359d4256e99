// Enforces the dependency direction of DESIGN §2:
//   domain ← contracts ← server, web; domain and contracts import neither React nor Node built-ins;
//   server and web never import each other; a web feature imports another feature only through its api/ or state/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield full;
  }
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importRe)].map((m) => m[1] ?? m[2]);
}

const rules = [
  {
    dir: 'packages/domain/src',
    forbid: (spec) => /^(react|node:|@shop\/|fastify|drizzle|pg$)/.test(spec) || spec.startsWith('../../'),
    why: 'domain depends on nothing but itself',
  },
  {
    dir: 'packages/contracts/src',
    forbid: (spec) =>
      /^(react|node:|@shop\/(?!domain)|fastify|drizzle|pg$)/.test(spec) || spec.startsWith('../../'),
    why: 'contracts depend only on domain and zod',
  },
  {
    dir: 'apps/server/src',
    forbid: (spec, file) => spec.startsWith('@shop/web') || resolveSpec(file, spec).includes('/apps/web/'),
    why: 'the server never imports the web app',
  },
  {
    dir: 'apps/web/src',
    forbid: (spec, file) =>
      spec.startsWith('@shop/server') ||
      resolveSpec(file, spec).includes('/apps/server/') ||
      crossFeature(file, spec),
    why: 'web imports no server code, and a feature reaches another only through its api/ or state/',
  },
];

function resolveSpec(file, spec) {
  return spec.startsWith('.') ? resolve(dirname(file), spec) : spec;
}

function featureOf(path) {
  const m = /\/apps\/web\/src\/features\/([^/]+)\/(.*)$/.exec(path);
  return m ? { name: m[1], rest: m[2] } : null;
}

function crossFeature(file, spec) {
  const from = featureOf(file);
  const to = featureOf(resolveSpec(file, spec));
  if (!from || !to || from.name === to.name) return false;
  return !/^(api|state)\//.test(to.rest);
}

const problems = [];
for (const rule of rules) {
  for (const file of sourceFiles(join(root, rule.dir))) {
    for (const spec of importsOf(file)) {
      if (rule.forbid(spec, file)) problems.push(`${relative(root, file)} imports '${spec}': ${rule.why}`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('dependency boundaries: ok');
