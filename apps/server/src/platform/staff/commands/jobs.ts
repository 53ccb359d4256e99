import { soleArgument } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';
import type { StaffJobOut } from '../staff-jobs.ts';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 19).replace('T', ' ')}Z` : '-');

const HEADER = ['job', 'schedule', 'next run', 'last start', 'last finish', 'runs', 'failures'];

function cells(job: StaffJobOut): string[] {
  const next = job.runningBy ? 'running' : when(job.nextRunAt);
  const times = [next, when(job.lastStartedAt), when(job.lastFinishedAt)];
  return [job.name, job.schedule, ...times, String(job.runs), String(job.failures)];
}

/** A job's table row, then what needs a line of its own: who runs it now, its last error. */
function jobLines(job: StaffJobOut, widths: number[]): string[] {
  const lines = [
    cells(job)
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  ];
  if (job.runningBy) lines.push(`  running on ${job.runningBy}`);
  if (job.lastError) lines.push(`  last error at ${when(job.lastFailedAt)}: ${job.lastError}`);
  return lines;
}

/** Prints the jobs as an aligned table. */
export function printJobs(jobs: StaffJobOut[], out: (line: string) => void): void {
  const rows = [HEADER, ...jobs.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  out(
    HEADER.map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
  for (const job of jobs) for (const line of jobLines(job, widths)) out(line);
}

/** `jobs`: every background job with its schedule, last run and errors. */
export const jobsCommand: StaffCommand = {
  name: 'jobs',
  args: '',
  summary: 'list the background jobs: schedule, last and next run, failures, last error',
  async run(args, io) {
    if (args.length > 0) return WRONG_USAGE;
    const { jobs } = await io.client.get<{ jobs: StaffJobOut[] }>('jobs');
    if (jobs.length === 0) io.err('No jobs: the server has registered none (ORDER_SWEEP_SECONDS=0?).');
    else printJobs(jobs, io.out);
    return 0;
  },
};

/** `job-run <name>`: runs one job now (unless an instance is running it) and prints the result. */
export const jobRunCommand: StaffCommand = {
  name: 'job-run',
  args: '<name>',
  summary: 'run a background job now, e.g. job-run order.cancel-unpaid',
  async run(args, io) {
    const name = soleArgument(args);
    if (!name) return WRONG_USAGE;
    const { job } = await io.client.post<{ job: StaffJobOut }>(`jobs/${encodeURIComponent(name)}/run`);
    printJobs([job], io.out);
    return job.lastError && job.lastFailedAt === job.lastFinishedAt ? 1 : 0;
  },
};
