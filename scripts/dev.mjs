// `npm run dev`: the API server restarting on change (node --watch) and Vite's dev server with hot reload,
// which proxies /wxapi, /media and /staff to the API server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--host', '--port', process.env.WEB_PORT ?? '5173'], {
    cwd: 'apps/web',
    stdio: 'inherit',
  }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => code && stopAll());
