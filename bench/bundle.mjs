// Bundle benchmark (issue 2): gzip size of the JavaScript needed for the first paint of /login
// and of the signed-in shell's first route, and a check that no business module's code sits in
// those chunks. Prints figures; asserts nothing. Usage: npm run bench:bundle
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const OUT = 'dist/bench'
execFileSync(
  'npx',
  ['vite', 'build', '--outDir', OUT, '--manifest', '--sourcemap', 'hidden', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
)
const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8'))

/** A chunk and everything it imports statically: what the browser must fetch before it can run it. */
function closure(keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...seen]
}

const gzip = (file) => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

function sourcesOf(file) {
  try {
    return JSON.parse(readFileSync(join(OUT, `${file}.map`), 'utf8')).sources
  } catch {
    return []
  }
}

function measure(name, keys, goalKb, allowedFeatures) {
  const chunks = closure(keys)
  const js = chunks.map((key) => manifest[key].file)
  const css = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))]
  const jsBytes = js.reduce((sum, file) => sum + gzip(file), 0)
  const cssBytes = css.reduce((sum, file) => sum + gzip(file), 0)
  const features = new Set(
    js.flatMap(sourcesOf).flatMap((source) => source.match(/src\/features\/([^/]+)\//)?.[1] ?? []),
  )
  const foreign = [...features].filter((feature) => !allowedFeatures.includes(feature))
  console.log(`\n${name}`)
  console.log(
    `  JS   ${kb(jsBytes)} gzip in ${js.length} chunks (goal: under ${goalKb} KB)  ${jsBytes / 1024 < goalKb ? 'MET' : 'MISSED'}`,
  )
  console.log(`  CSS  ${kb(cssBytes)} gzip`)
  console.log(`  features in these chunks: ${[...features].sort().join(', ') || 'none'}`)
  console.log(
    `  module code outside its own chunk: ${foreign.length ? `YES: ${foreign.join(', ')}` : 'none'}`,
  )
  for (const file of js.sort((a, b) => gzip(b) - gzip(a)))
    console.log(`    ${kb(gzip(file)).padStart(9)}  ${file}`)
}

const entry = 'index.html'
const page = (path) => {
  if (!manifest[path]) throw new Error(`${path} is not a chunk of its own`)
  return path
}

measure('First paint of /login', [entry, page('src/features/auth/pages/LoginPage.tsx')], 130, ['auth'])
measure(
  'Signed-in shell, first route (/dashboard/analytics)',
  [
    entry,
    page('src/features/shell/pages/AppShell.tsx'),
    page('src/features/dashboard/pages/DashboardPage.tsx'),
    page('src/locales/app/en.json'),
  ],
  150,
  ['auth', 'shell', 'dashboard'],
)

const lazyPages = Object.entries(manifest).filter(
  ([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/'),
)
console.log(
  `\n${lazyPages.length} lazily loaded page chunks, e.g. ${lazyPages
    .slice(0, 4)
    .map(([key]) => key.split('/').pop())
    .join(', ')}`,
)
