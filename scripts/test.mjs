// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['format and lint', 'npx', ['biome', 'check', '.', '--error-on-warnings']],
  ['dependency boundaries', 'npm', ['run', '--silent', 'boundaries']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['web build', 'npm', ['run', '--silent', 'build']],
  ['size budget', 'node', ['bench/size-budget.mjs']],
  ['browser journeys', 'npm', ['run', '--silent', 'test:e2e']],
];

let passed = 0;
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`steps: ${passed} passed, 0 failed`);
