import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Stored text is never rendered as markup on any page: React escapes every text it renders, so
 * the one way in would be a raw-HTML sink. None may exist in the SPA or the server (mails are plain
 * text); the server's two HTML answers are the SPA's own index and the API reference, built from
 * no stored text.
 */

const SINKS = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/
const HTML_ANSWERS = new Set(['server/spa.ts', 'server/app.ts'])

function sources(dir: string): string[] {
  return readdirSync(join(process.cwd(), dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
}

describe('no raw-HTML sink', () => {
  it('in the SPA, the server or the mocks', () => {
    const found = [...sources('src'), ...sources('server'), ...sources('mocks')].filter((file) =>
      SINKS.test(readFileSync(join(process.cwd(), file), 'utf8')),
    )
    expect(found).toEqual([])
  })

  it('and HTML answers only from the SPA index and the API reference', () => {
    const found = sources('server').filter(
      (file) =>
        /\bc\.html\(/.test(readFileSync(join(process.cwd(), file), 'utf8')) && !HTML_ANSWERS.has(file),
    )
    expect(found).toEqual([])
  })
})
