import { startTestProvider } from '../server/test/oidc-provider'

/*
 * The OpenID provider of the full browser flows (playwright.config.ts starts it): the real
 * oidc-provider with its development login form, where any password signs in the person whose
 * login is typed. Greenlight's full server is configured with it as "Test SSO".
 */
const port = Number(process.env.PORT)
const greenlight = process.env.GREENLIGHT_URL ?? 'http://localhost:3100'

const provider = await startTestProvider({
  port,
  clientId: process.env.CLIENT_ID ?? 'greenlight-e2e',
  clientSecret: process.env.CLIENT_SECRET ?? 'e2e-client-secret',
  redirectUris: [`${greenlight}/callback`],
  people: {
    'lena-sso': { email: 'lena.park@sso.test', name: 'Lena Park' },
    'stranger-sso': { email: 'stranger@sso.test', name: 'A Stranger' },
  },
})
console.info(`test OpenID provider at ${provider.issuer}`)
