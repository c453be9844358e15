import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      seedDemo: true,
      tokenIdleMs: 3_600_000,
      tokenAbsoluteMs: 43_200_000,
    })
    expect(config.databaseUrl).toBeUndefined()
  })

  it('stops start-up with a message naming each bad setting', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TOKEN_IDLE_MINUTES: '0', SEED_DEMO: 'yes' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as Error).message
      for (const name of ['PORT', 'DATABASE_URL', 'TOKEN_IDLE_MINUTES', 'SEED_DEMO'])
        expect(message).toContain(name)
    }
  })

  it('checks CORS origins', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.test,not an origin' })).toThrow(/CORS_ORIGINS/)
    expect(loadConfig({ CORS_ORIGINS: 'https://a.test, http://b.test:8080' }).corsOrigins).toEqual([
      'https://a.test',
      'http://b.test:8080',
    ])
  })

  it('treats an empty setting as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 })
  })

  it('never seeds when SEED_DEMO=0', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false)
  })
})
