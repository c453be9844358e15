import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The server modules import one way: no two modules import each other, nor does a longer cycle
 * form, and the shared machinery (the workflow, the spend ledger) imports no module that uses it.
 * Registries are assembled in server/modules/registries.ts instead. Tests and their fixtures may
 * reach anywhere.
 */

const ROOT = join(process.cwd(), 'server/modules')
const modules = readdirSync(ROOT).filter((name) => statSync(join(ROOT, name)).isDirectory())

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|fixtures|permission-cases/.test(file))
    .map((file) => join(dir, file))
}

/** module → the modules its sources import, each with the files that do. */
function importsOf(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>()
  for (const name of modules) {
    const edges = new Map<string, string[]>()
    for (const file of sourcesOf(join(ROOT, name))) {
      for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(ROOT, join(file, '..', path as string)).split(sep)[0] as string
        if (target !== name && modules.includes(target))
          edges.set(target, [...new Set([...(edges.get(target) ?? []), relative(ROOT, file)])])
      }
    }
    graph.set(name, edges)
  }
  return graph
}

describe('server modules', () => {
  const graph = importsOf()
  const importers = (target: string) => modules.filter((name) => graph.get(name)?.has(target))

  it('never import each other', () => {
    const pairs = modules.flatMap((a) =>
      [...(graph.get(a)?.keys() ?? [])]
        .filter((b) => a < b && graph.get(b)?.has(a))
        .map((b) => `${a} ↔ ${b}: ${graph.get(a)?.get(b)?.join(', ')} / ${graph.get(b)?.get(a)?.join(', ')}`),
    )
    expect(pairs).toEqual([])
  })

  it('form no cycle, however long', () => {
    // A depth-first walk: a module met again while its own imports are being walked closes a cycle.
    const cycles: string[] = []
    const done = new Set<string>()
    const walk = (name: string, path: string[]) => {
      if (path.includes(name)) {
        cycles.push([...path.slice(path.indexOf(name)), name].join(' → '))
        return
      }
      if (done.has(name)) return
      for (const next of graph.get(name)?.keys() ?? []) walk(next, [...path, name])
      done.add(name)
    }
    for (const name of modules) walk(name, [])
    expect(cycles).toEqual([])
  })

  it.each(['workflow', 'spend'])('the shared %s imports no module that uses it', (shared) => {
    const users = importers(shared)
    expect(users.length).toBeGreaterThan(3)
    const back = [...(graph.get(shared)?.keys() ?? [])].filter((name) => users.includes(name))
    expect(back).toEqual([])
  })
})
