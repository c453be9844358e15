import { booksSettingsRequestSchema, booksSettingsResponseSchema } from '../books'
import { defineEndpoint, permission } from '../endpoint'

/*
 * The books: the organisation's booking rules. Every signed-in user reads them (the forms stop
 * their date pickers at the latest date allowed); Admins change them.
 */

const tag = 'Books'

export const booksApi = {
  settings: defineEndpoint({
    method: 'get',
    path: '/books/settings',
    summary: 'How many days ahead documents may be dated, and the latest date that allows today',
    tag,
    access: { kind: 'signed-in' },
    response: booksSettingsResponseSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'put',
    path: '/books/settings',
    summary: 'Set how many days ahead documents may be dated (Admins)',
    tag,
    access: permission('settings', 'PUT'),
    body: booksSettingsRequestSchema,
    response: booksSettingsResponseSchema,
  }),
}
