#!/usr/bin/env node
// `npm test`: every check, side by side where the cores allow. Type checking, lint and the two
// builds Playwright serves run beside Vitest (web, server on PGlite and on PostgreSQL, in one call
// over every core); Playwright follows, its browser and servers taking the cores then. A failing
// step does not stop the others: one run reports every failure. Ends with each step's seconds;
// exits 1 when any step failed.
//   npm test                     every step
//   npm test -- --only vitest    some steps (comma-separated names below)
import { spawn } from 'node:child_process'

const STAGES = [
  [
    // One checker thread: beside Vitest, parallel checkers only repeat each other's work (on this
    // 2-core machine 19 s and 22 CPU-s instead of 24 s and 46).
    { name: 'types', command: 'npm run --silent typecheck -- --singleThreaded' },
    { name: 'lint', command: 'npm run --silent lint' },
    { name: 'vitest', command: 'npx vitest run' },
    // The product and the mocked SPA as Playwright's servers serve them (playwright.config.ts):
    // built here, beside the tests, instead of while Playwright waits for its servers.
    {
      name: 'build',
      command: 'npx vite build --logLevel warn && npx vite build --mode mock --logLevel warn',
    },
  ],
  [{ name: 'e2e', command: 'npx playwright test', needs: 'build' }],
]

const only = process.argv.includes('--only')
  ? new Set(process.argv[process.argv.indexOf('--only') + 1]?.split(','))
  : undefined
const width = Math.max(...STAGES.flat().map((step) => step.name.length))

// A failed step's failure lines and last lines are printed again at the end, where a log shown
// only by its tail still says what failed.
const TAIL_LINES = 15
const FAILURE_LINES = 40
const FAILURE = /\bFAIL\b|AssertionError|\w*Error:|Timed out|✘/
const tails = new Map()

/** Runs a step, its output line by line behind its name; answers its exit code and seconds. */
function run({ name, command, needs }) {
  const tail = { failures: [], last: [] }
  tails.set(name, tail)
  const started = Date.now()
  const label = `[${name}]`.padEnd(width + 2)
  // Playwright builds what it serves itself unless this run has just built it.
  const built = needs && results.some((result) => result.name === needs && result.code === 0)
  const child = spawn(command, {
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
      ...(built ? { E2E_BUILT: '1' } : {}),
    },
  })
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = ''
    from.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        to.write(`${label} ${line}\n`)
        keep(tail, line)
      }
    })
    from.on('end', () => {
      if (!rest) return
      to.write(`${label} ${rest}\n`)
      keep(tail, rest)
    })
  }
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: (Date.now() - started) / 1000 })),
  )
}

function keep(tail, line) {
  if (/^\s*$/.test(line)) return
  if (FAILURE.test(line) && tail.failures.length < FAILURE_LINES) tail.failures.push(line)
  tail.last.push(line)
  if (tail.last.length > TAIL_LINES) tail.last.shift()
}

const started = Date.now()
const results = []
for (const stage of STAGES) {
  const steps = stage.filter((step) => !only || only.has(step.name))
  results.push(...(await Promise.all(steps.map(run))))
}

for (const { name, code } of results) {
  if (code === 0) continue
  const { failures, last } = tails.get(name) ?? { failures: [], last: [] }
  process.stdout.write(`\n── ${name} failed: its failure lines, then its last lines ──\n`)
  for (const line of [...failures, '…', ...last]) process.stdout.write(`${line}\n`)
}

process.stdout.write('\n')
for (const { name, code, seconds } of results)
  process.stdout.write(
    `${name.padEnd(width)}  ${code === 0 ? 'passed' : 'FAILED'}  ${seconds.toFixed(0).padStart(4)} s\n`,
  )
process.stdout.write(
  `${'all'.padEnd(width)}  ${results.every((r) => r.code === 0) ? 'passed' : 'FAILED'}  ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s\n`,
)
process.exit(results.every((result) => result.code === 0) ? 0 : 1)
