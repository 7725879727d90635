// `npm run dev`: the API on API_PORT (default 4000), relay-compiler in watch mode, and Vite with HMR
// proxying /graphql and /images to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SITE_URL: `http://localhost:${process.env.PORT ?? 5173}` },
  }),
  spawn('npx', ['relay-compiler', '--watch'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => code && stop());
