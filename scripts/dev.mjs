#!/usr/bin/env node
// Development: the API server with reload (tsx watch) and Vite with hot reload, side by side.
import { spawn, spawnSync } from 'node:child_process';

spawnSync('npx', ['tsc', '-b', 'packages/shared'], { stdio: 'inherit' });
const procs = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug' },
  }),
  spawn('npx', ['vite', 'apps/web', '--port', '5173'], { stdio: 'inherit' }),
];
console.log('API on http://localhost:3000, web app with reload on http://localhost:5173');
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
