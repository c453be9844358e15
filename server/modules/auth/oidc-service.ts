import type { LoginData, OidcLoginRequest, OidcStartRequest } from '../../../contract/auth'
import {
  authorizationRequest,
  exchangeCode,
  OidcError,
  type VerifiedIdentity,
} from '../../auth/oidc/protocol'
import {
  linkIdentity,
  openLinkPurpose,
  saveFlow,
  spendInvitation,
  takeFlow,
  userOfIdentity,
} from '../../auth/oidc/store'
import type { Config } from '../../config'
import { badRequest, conflict, HttpError } from '../../http/errors'
import type { AuditWriter, Deps } from '../../http/route'
import { openSession } from './session-answer'

/*
 * Third-party (OpenID Connect) sign-in. The server starts each sign-in (state, nonce and PKCE
 * verifier kept in the database, single use) and finishes it with the provider's code. A user is
 * found by the provider's issuer and subject only. An identity is linked to an account only by
 * an invitation link an Admin sent: the invitee starts the sign-in from that link instead of
 * choosing a password, and the link is spent when the sign-in completes.
 */

const NOT_LINKED = 'No Greenlight account is linked to this sign-in; ask your Admin for an invitation'
const INVITATION_CLOSED =
  'This invitation link has expired or was already used. Ask your Admin for a new one.'

const fetcher = (deps: Deps) => deps.oidcFetch ?? ((input, init) => globalThis.fetch(input, init))

/** The provider returns to the SPA's /callback, on this server's address or an allowed origin. */
function redirectAllowed(config: Config, redirectUri: string) {
  const origins = [new URL(config.publicUrl).origin, ...config.corsOrigins]
  return origins.some((origin) => redirectUri === `${origin}/callback`)
}

function providerNamed(deps: Deps, id: string) {
  const provider = deps.config.oidcProviders.find((candidate) => candidate.id === id)
  if (!provider)
    throw badRequest(
      'This sign-in provider is not configured on this server',
      [{ path: 'provider', message: 'Unknown sign-in provider' }],
      'oidcUnknownProvider',
    )
  return provider
}

/** What the API answers for a failure of the provider's side. */
function failureAnswer(error: OidcError) {
  switch (error.failure) {
    case 'code':
      return badRequest(
        'The sign-in code was refused: it expired or was used already. Please start again.',
        [],
        'oidcCode',
      )
    case 'token':
      return new HttpError(401, 'The answer of the sign-in provider could not be verified', [], 'oidcToken')
    default:
      return new HttpError(
        502,
        'The sign-in provider could not be reached or did not answer as expected',
        [],
        'oidcUnavailable',
      )
  }
}

export async function startProviderSignIn(deps: Deps, input: OidcStartRequest) {
  const provider = providerNamed(deps, input.provider)
  if (!redirectAllowed(deps.config, input.redirect_uri))
    throw badRequest(
      'The provider may only return to this site’s /callback page',
      [{ path: 'redirect_uri', message: 'This return address is not allowed' }],
      'oidcRedirect',
    )
  const now = deps.clock()
  const invitationHash = input.invitation ? deps.secrets.hashToken(input.invitation) : null
  if (invitationHash) {
    const purpose = await openLinkPurpose(deps.db, invitationHash, now)
    if (purpose === 'reset')
      throw badRequest(
        'A password reset link cannot link a sign-in: choose a password here, or ask your Admin for an invitation.',
        [],
        'oidcResetLink',
      )
    if (purpose !== 'invite') throw badRequest(INVITATION_CLOSED, [], 'oidcInvitation')
  }
  let request: Awaited<ReturnType<typeof authorizationRequest>>
  try {
    request = await authorizationRequest(provider, input.redirect_uri, fetcher(deps))
  } catch (error) {
    if (!(error instanceof OidcError)) throw error
    deps.logger.warn('oidc.unavailable', { provider: provider.id, detail: error.detail })
    throw failureAnswer(error)
  }
  await saveFlow(
    deps.db,
    {
      stateHash: deps.secrets.hashToken(request.state),
      providerId: provider.id,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
      redirectUri: input.redirect_uri,
      invitationHash,
    },
    now,
  )
  return { authorization_url: request.url, state: request.state }
}

/** Finishes a sign-in with the provider's answer; answers like the password sign-in. */
export async function finishProviderSignIn(
  deps: Deps,
  input: OidcLoginRequest,
  client: { ip: string; userAgent: string },
  audit: AuditWriter,
): Promise<LoginData> {
  const now = deps.clock()
  const flow = await takeFlow(deps.db, deps.secrets.hashToken(input.state), now)
  if (!flow) {
    deps.logger.info('oidc.unknown_state', { ip: client.ip })
    throw badRequest(
      'This sign-in answer does not belong to a sign-in under way, or it took too long. Please start again.',
      [],
      'oidcState',
    )
  }
  const provider = providerNamed(deps, flow.providerId)
  const refuse = async (
    reason: string,
    identity: Partial<VerifiedIdentity>,
    userId: number | null = null,
  ) => {
    deps.logger.warn('login.oidc.refused', { provider: provider.id, reason, ip: client.ip })
    await audit(deps.db, {
      action: 'login.oidc.refused',
      entity: 'user',
      entityId: userId,
      organizationId: null,
      after: {
        provider: provider.id,
        reason,
        subject: identity.subject,
        email: identity.email,
        ip: client.ip,
      },
    })
  }

  let identity: VerifiedIdentity
  try {
    identity = await exchangeCode(provider, input, flow, fetcher(deps))
  } catch (error) {
    if (!(error instanceof OidcError)) throw error
    deps.logger.warn('oidc.failed', { provider: provider.id, failure: error.failure, detail: error.detail })
    await refuse(error.failure, {})
    throw failureAnswer(error)
  }

  let linkedUserId: number | null = null
  if (flow.invitationHash) {
    const linked = await deps.db
      .transaction(async (tx) => {
        const userId = await spendInvitation(tx, flow.invitationHash as string, now)
        if (!userId) return { refusal: 'invitation' as const, userId: null }
        const outcome = await linkIdentity(tx, { userId, ...identity }, now)
        if (outcome === 'elsewhere') throw new LinkedElsewhere(userId)
        return { refusal: null, userId }
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof LinkedElsewhere)) throw error
        await refuse('linked-elsewhere', identity, error.userId)
        throw conflict(
          'This sign-in is linked to another Greenlight account already',
          [],
          'oidcLinkedElsewhere',
        )
      })
    if (linked.refusal) {
      await refuse('invitation', identity)
      throw badRequest(INVITATION_CLOSED, [], 'oidcInvitation')
    }
    linkedUserId = linked.userId
  }

  const user = await userOfIdentity(deps.db, identity.issuer, identity.subject, now)
  if (!user) {
    await refuse('not-linked', identity)
    throw new HttpError(401, NOT_LINKED, [], 'oidcNotLinked')
  }
  if (linkedUserId !== null) {
    await audit(deps.db, {
      action: 'user.identity.link',
      entity: 'user',
      entityId: user.id,
      organizationId: user.organizationId,
      after: {
        provider: provider.id,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
      },
    })
  }
  const answer = await openSession(deps, user, client)
  await audit(deps.db, {
    action: 'session.login',
    entity: 'user',
    entityId: user.id,
    organizationId: user.organizationId,
    after: { method: 'oidc', provider: provider.id },
  })
  deps.logger.info('login.succeeded', { userId: user.id, provider: provider.id })
  return answer
}

class LinkedElsewhere extends Error {
  constructor(readonly userId: number) {
    super('identity linked to another user')
  }
}
