import {
  domainConfigResponseSchema,
  profileResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '../auth'
import { defineEndpoint } from '../endpoint'

const tag = 'Profile'

export const profileApi = {
  profile: defineEndpoint({
    method: 'get',
    path: '/getprofileinfo',
    summary: 'The signed-in user: role, user type, module and page access, permission records, feature flags',
    tag,
    access: { kind: 'signed-in' },
    response: profileResponseSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'post',
    path: '/updateprofileinfo',
    summary: "Change one's name or language; Admins also switch their organisation's feature flags",
    tag,
    access: { kind: 'signed-in' },
    body: updateProfileRequestSchema,
    response: updateProfileResponseSchema,
  }),
  domainConfig: defineEndpoint({
    method: 'get',
    path: '/getdomainconfig',
    summary: 'Product name, theme colour and sign-in options for the sign-in page (public)',
    tag,
    access: { kind: 'public' },
    response: domainConfigResponseSchema,
  }),
}
