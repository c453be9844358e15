import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config'

const provider = {
  id: 'studio-sso',
  name: 'Studio SSO',
  issuer: 'https://sso.studio.test',
  client_id: 'greenlight',
  client_secret: 's3cret',
}
const withProviders = (list: unknown) => loadConfig({ OIDC_PROVIDERS: JSON.stringify(list) })

describe('OIDC_PROVIDERS', () => {
  it('is empty by default', () => {
    expect(loadConfig({}).oidcProviders).toEqual([])
  })

  it('reads several providers', () => {
    const local = { ...provider, id: 'dev', name: 'Dev SSO', issuer: 'http://127.0.0.1:4000/realm' }
    expect(withProviders([provider, local]).oidcProviders).toEqual([
      {
        id: 'studio-sso',
        name: 'Studio SSO',
        issuer: 'https://sso.studio.test',
        clientId: 'greenlight',
        clientSecret: 's3cret',
      },
      {
        id: 'dev',
        name: 'Dev SSO',
        issuer: 'http://127.0.0.1:4000/realm',
        clientId: 'greenlight',
        clientSecret: 's3cret',
      },
    ])
  })

  it.each([
    ['not JSON', '[{'],
    ['a missing secret', JSON.stringify([{ ...provider, client_secret: undefined }])],
    ['plain http to another machine', JSON.stringify([{ ...provider, issuer: 'http://sso.studio.test' }])],
    ['an issuer with a query', JSON.stringify([{ ...provider, issuer: 'https://sso.studio.test/?a=1' }])],
    ['an id that is no slug', JSON.stringify([{ ...provider, id: 'Studio SSO' }])],
    ['two providers with one id', JSON.stringify([provider, { ...provider, issuer: 'https://other.test' }])],
    ['two providers with one issuer', JSON.stringify([provider, { ...provider, id: 'again' }])],
    ['an unknown field', JSON.stringify([{ ...provider, scope: 'openid' }])],
  ])('stops start-up on %s, naming the setting', (_case, value) => {
    expect(() => loadConfig({ OIDC_PROVIDERS: value })).toThrow(ConfigError)
    expect(() => loadConfig({ OIDC_PROVIDERS: value })).toThrow(/OIDC_PROVIDERS/)
  })

  it('never repeats a client secret in its complaint', () => {
    let message = ''
    try {
      withProviders([{ ...provider, issuer: 'ftp://x' }])
    } catch (error) {
      message = String(error)
    }
    expect(message).toMatch(/OIDC_PROVIDERS\[0\]\[issuer\]: must be an https/)
    expect(message).not.toContain('s3cret')
  })
})
