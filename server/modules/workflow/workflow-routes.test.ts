import { describe, expect, it } from 'vitest'
import { documentWorkflows } from '../../../contract/api/index'
import { WORKFLOW_STEPS } from '../../../contract/api/workflow'
import { DOCUMENT_TYPES } from '../../../contract/spend/document-types'
import { allRoutes } from '../index'
import { documentKind } from './registry'

/*
 * One approval surface: every approvable type declares the four workflow endpoints once
 * (contract/api/workflow.ts), has its adapter registered, and the server mounts the four.
 */

describe('every approvable document type', () => {
  const mounted = new Set(allRoutes.map((route) => route.endpoint))

  it.each(DOCUMENT_TYPES)('%s has its adapter and its four workflow routes mounted', (type) => {
    expect(documentKind(type).type).toBe(type)
    const endpoints = documentWorkflows()[type]
    for (const step of WORKFLOW_STEPS) {
      const endpoint = endpoints[step]
      expect(endpoint.method).toBe('post')
      expect(endpoint.path).toMatch(new RegExp(`/:id/${step}$`))
      expect(mounted.has(endpoint), `${type} ${step} is mounted`).toBe(true)
    }
  })

  it('has a path of its own', () => {
    const paths = DOCUMENT_TYPES.map((type) => documentWorkflows()[type].submit.path)
    expect(new Set(paths).size).toBe(DOCUMENT_TYPES.length)
  })
})
