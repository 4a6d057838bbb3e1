// Part of `npm test`: runs the npm scripts named as arguments at the same time (`node scripts/run-parallel.mjs
// typecheck lint build`). Each is mostly one busy thread, so on CI's two cores three at once take about half as
// long as one after the other. A script's output is printed whole when it ends (never interleaved), and the exit
// code is 1 if any failed, once all have ended, so one run shows every failure.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>…');
  process.exit(2);
}

const npm = process.env.npm_execpath;
const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

function run(name) {
  return new Promise((resolve) => {
    const from = performance.now();
    // Through the npm that runs this script when there is one (its path is a JavaScript file), else the one on PATH.
    const [command, args] = npm ? [process.execPath, [npm, 'run', name]] : ['npm', ['run', name]];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    let ended = false;
    const finish = (code) => {
      if (ended) return;
      ended = true;
      const ok = code === 0;
      process.stdout.write(
        `\n── npm run ${name}: ${ok ? 'passed' : `FAILED (${code})`} in ${seconds(from)} ──\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve(ok);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? signal));
  });
}

const results = await Promise.all(names.map(run));
const failed = names.filter((_, index) => !results[index]);
console.info(
  `\n${failed.length ? `FAILED: ${failed.join(', ')}` : `passed: ${names.join(', ')}`} (${seconds(started)} in all)`,
);
process.exit(failed.length ? 1 : 0);
