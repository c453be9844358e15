import type { ErrorCode } from '../../../contract/errors'
import { badRequest } from '../../http/errors'

/** An expense's field the server refuses: the answer's message is the field's own. */
export const invalid = (path: string, message: string, code?: ErrorCode) =>
  badRequest(message, [{ path, message, ...(code ? { code } : {}) }], code)
