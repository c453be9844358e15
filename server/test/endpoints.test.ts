import { describe, expect, test } from 'vitest'
import { allEndpoints } from '../../contract/api'
import type { AnyEndpoint } from '../../contract/endpoint'
import { allRoutes } from '../modules'

const named = (endpoint: AnyEndpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`

describe('the server implements the contract', () => {
  const endpoints = allEndpoints()

  test('the contract names each method and path once', () => {
    const names = endpoints.map(named)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  test('every contract endpoint is implemented by exactly one route', () => {
    const counts = endpoints.map((endpoint) => [
      named(endpoint),
      allRoutes.filter((route) => route.endpoint === endpoint).length,
    ])
    expect(counts.filter(([, count]) => count !== 1)).toEqual([])
  })

  test('no route answers an endpoint outside the contract', () => {
    const outside = allRoutes.filter((route) => !endpoints.includes(route.endpoint))
    expect(outside.map((route) => named(route.endpoint))).toEqual([])
  })
})
