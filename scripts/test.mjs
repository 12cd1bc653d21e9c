// `npm test`: every check, in stages. The commands of a stage run at once where the machine's two cores allow
// it (docs/testing.md "npm test"): the end-to-end suite runs one file at a time and mostly waits on Chromium
// and its server, so the PostgreSQL suite runs beside it. A stage that fails stops the run, as `&&` did.
// The first command of a stage streams its output; the others print theirs, whole, when they finish, so that
// two suites' lines never interleave.
import { spawn } from 'node:child_process';

const STAGES = [
  ['lint', 'format:check', 'typecheck'],
  ['test:unit'],
  ['build'],
  ['test:budgets'],
  ['test:e2e', 'test:pg'],
];

function run(script, { live }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      if (!live) {
        process.stdout.write(`\n── npm run ${script}: its output ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      process.stdout.write(`── npm run ${script}: ${verdict} in ${seconds} s ──\n`);
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

const results = [];
for (const stage of STAGES) {
  const outcomes = await Promise.all(stage.map((script, index) => run(script, { live: index === 0 })));
  results.push(...outcomes);
  if (outcomes.some((outcome) => outcome.code !== 0)) break;
}
process.stdout.write(
  `\nnpm test: ${results.map(({ script, code, seconds }) => `${script} ${code === 0 ? 'ok' : 'FAILED'} ${seconds} s`).join(', ')}\n`,
);
process.exitCode = results.every((outcome) => outcome.code === 0) && results.length === STAGES.flat().length ? 0 : 1;
