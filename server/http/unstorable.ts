import { hasUnstorableCharacter, markUnstorable, UNSTORABLE_MESSAGE } from '../../contract/common'
import type { FieldError } from '../../contract/envelope'

/*
 * The pipeline's safety net under the contract's text schemas: many fields are plain strings
 * (search words, codes, notes), and a NUL or half a surrogate pair in any of them would reach
 * PostgreSQL, which refuses it with an error (a 500). Every string of a request's path, query and
 * JSON body, and every key of its objects, is checked before the schemas run, and each one found
 * is named by its path.
 */

const MAX_DEPTH = 64
const MAX_FINDINGS = 20

function scan(value: unknown, path: string[], found: FieldError[], depth: number) {
  if (found.length >= MAX_FINDINGS || depth > MAX_DEPTH) return
  if (typeof value === 'string') {
    if (hasUnstorableCharacter(value))
      found.push({ path: path.join('.'), message: UNSTORABLE_MESSAGE, code: 'characters' })
    return
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) scan(item, [...path, String(index)], found, depth + 1)
    return
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnstorableCharacter(key)) {
        found.push({
          path: [...path, markUnstorable(key)].join('.'),
          message: UNSTORABLE_MESSAGE,
          code: 'characters',
        })
        continue
      }
      scan(item, [...path, key], found, depth + 1)
    }
  }
}

/**
 * The fields of a request part holding text that cannot be stored; `where` names the part when
 * the value itself is the text (a body that is one string).
 */
export function unstorableFields(value: unknown, where: 'path' | 'query' | 'body'): FieldError[] {
  const found: FieldError[] = []
  scan(value, [], found, 0)
  return found.map((error) => (error.path === '' ? { ...error, path: where } : error))
}
