import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export const aliases = {
  '@': here('./src'),
  '@contract': here('./contract'),
}

/**
 * In mock mode the SPA runs on MSW. Its service worker script is served straight from the
 * installed msw package (never a committed copy), so it always matches the library version.
 */
function mswWorker(enabled: boolean): Plugin {
  const workerPath = here('./node_modules/msw/lib/mockServiceWorker.js')
  return {
    name: 'greenlight:msw-worker',
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(readFileSync(workerPath))
      })
    },
    generateBundle() {
      if (!enabled) return
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerPath) })
    },
  }
}

/**
 * In mock mode the server's app runs in the page on PGlite, starting from the demo snapshot
 * (server/db/snapshot.ts, built in a child process and cached): served by the dev server, emitted
 * by the build, its address given to the page as VITE_MOCK_DB.
 */
function mockDatabase(enabled: boolean): Plugin {
  let file = ''
  const url = () => `/${basename(file)}`
  return {
    name: 'greenlight:mock-database',
    config() {
      if (!enabled) return
      file = execFileSync(process.execPath, ['--import', 'tsx', 'server/db/snapshot.ts'], {
        cwd: here('.'),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }).trim()
      return { define: { 'import.meta.env.VITE_MOCK_DB': JSON.stringify(url()) } }
    },
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use(url(), (_req, res) => {
        res.setHeader('Content-Type', 'application/gzip')
        res.end(readFileSync(file))
      })
    },
    generateBundle() {
      if (!enabled) return
      this.emitFile({ type: 'asset', fileName: basename(file), source: readFileSync(file) })
    },
  }
}

/**
 * Modules the export libraries import, swapped in the browser build for ones that suit the SPA:
 * - the spreadsheet libraries' fflate, without its blob: Workers, which the Content-Security-Policy
 *   refuses (src/lib/fflate-without-workers.ts);
 * - fontkit's Brotli decoder (with its 120 KB dictionary), needed for WOFF2 fonts only: the PDF
 *   writer embeds WOFF files (src/lib/pdf-fonts.ts).
 */
function exportLibrarySubstitutes(): Plugin {
  const substitutes = [
    {
      source: 'fflate',
      importer: /[\\/]node_modules[\\/](read|write)-excel-file[\\/]/,
      use: here('./src/lib/fflate-without-workers.ts'),
    },
    {
      source: 'brotli/decompress.js',
      importer: /[\\/]node_modules[\\/]fontkit[\\/]/,
      use: here('./src/lib/no-woff2.ts'),
    },
  ]
  return {
    name: 'greenlight:export-library-substitutes',
    enforce: 'pre',
    resolveId(source, importer) {
      const substitute = substitutes.find(
        (entry) => entry.source === source && entry.importer.test(importer ?? ''),
      )
      return substitute?.use ?? null
    },
  }
}

export default defineConfig(({ mode }) => {
  const mocks = mode === 'mock'
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        quoteStyle: 'single',
        semicolons: false,
      }),
      react(),
      tailwindcss(),
      mswWorker(mocks),
      mockDatabase(mocks),
      exportLibrarySubstitutes(),
    ],
    resolve: { alias: aliases },
    define: { 'import.meta.env.VITE_MOCKS': JSON.stringify(mocks ? 'true' : 'false') },
    // PGlite finds its WASM and data files next to its own module; pre-bundling would move it.
    optimizeDeps: mocks ? { exclude: ['@electric-sql/pglite'] } : undefined,
    build: { target: 'es2022', outDir: mocks ? 'dist/mock' : 'dist/app', emptyOutDir: true },
    // The mock API's worker (mocks/api-worker.ts) is a module: it loads PGlite's files by URL.
    worker: { format: 'es' as const, plugins: () => [exportLibrarySubstitutes()] },
    server: { port: 5173, proxy: mocks ? undefined : { '/v2': 'http://localhost:3000' } },
    preview: { port: 4173 },
  }
})
