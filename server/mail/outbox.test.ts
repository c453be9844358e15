import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { outbox } from '../db/schema'
import { test } from '../test/harness'
import { queueMail } from './outbox'
import { sendPendingMail } from './sender'

describe('mail outbox', () => {
  test('delivers queued mail and then forgets its body', async ({ h }) => {
    const mailDir = mkdtempSync(join(tmpdir(), 'gl-mail-'))
    await queueMail(h.db, {
      kind: 'invitation',
      to: 'ann@acme.test',
      subject: 'Welcome',
      body: 'link: https://x/?token=abc',
    })
    expect(await sendPendingMail(h.db, h.deps.logger, mailDir, h.clock.now)).toBe(1)
    const [file] = readdirSync(mailDir)
    expect(readFileSync(join(mailDir, file as string), 'utf8')).toContain('token=abc')
    const [row] = await h.db.select().from(outbox).where(eq(outbox.toEmail, 'ann@acme.test'))
    expect(row).toMatchObject({ body: null, sentAt: h.clock.now })
    expect(JSON.stringify(h.logs)).not.toContain('token=abc')
    expect(await sendPendingMail(h.db, h.deps.logger, mailDir, h.clock.now)).toBe(0)
  })
})
