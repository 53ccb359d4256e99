// The staff command line: `npm run staff -- <command>`; `npm run staff -- help` lists the commands.
import { readEnv } from '../../env.ts';
import { runStaffCli } from './cli-runner.ts';

process.exitCode = await runStaffCli(process.argv.slice(2), {
  env: readEnv(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
