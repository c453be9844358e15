import { describe, expect } from 'vitest'
import { attachmentsApi } from '../../../contract/api/attachments'
import { contractsApi } from '../../../contract/api/contracts'
import { attachmentsResponseSchema } from '../../../contract/attachments'
import { giveGrant } from '../../test/grants'
import { DEMO, type Harness, okBody, test } from '../../test/harness'
import { contractScene } from '../contracts/contract-fixtures'
import { PDF, PNG } from './fixtures'

/*
 * Versions of a record's documents (here a contract's): the same name again is the next version
 * and the earlier one stays; and who may reach a contract's documents.
 */

type Call = Harness['call']

const upload = (
  call: Call,
  token: string,
  ownerId: number,
  name: string,
  bytes = PDF,
  type = 'application/pdf',
) =>
  call('POST', `/v2/attachments/contract/${ownerId}?file_name=${encodeURIComponent(name)}`, {
    token,
    rawBody: bytes,
    headers: { 'content-type': type },
  })

async function draftedContract(h: Harness) {
  const scene = await contractScene(
    h.db,
    (method, path, token, body) => h.call(method, path, { token, body }),
    h.login,
  )
  const created = await scene.create(scene.draft({ title: 'Documents — lead artiste' }))
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return { scene, contractId: okBody(contractsApi.create, created).data.contract_id }
}

describe('attachment versions', () => {
  test('the same name again (case aside) is version 2; another name starts at 1; a removed version keeps its number', async ({
    h,
  }) => {
    const { scene, contractId } = await draftedContract(h)
    const token = scene.tokens.manager
    const first = await upload(h.call, token, contractId, 'Agreement.pdf')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const firstFile = okBody(attachmentsApi.upload, first).data
    expect(firstFile).toMatchObject({ owner: 'contract', file_name: 'Agreement.pdf', version: 1 })
    const second = await upload(h.call, token, contractId, 'agreement.PDF')
    const secondFile = okBody(attachmentsApi.upload, second).data
    expect(secondFile).toMatchObject({ file_name: 'agreement.PDF', version: 2 })
    const schedule = await upload(h.call, token, contractId, 'Schedule A.png', PNG, 'image/png')
    expect(okBody(attachmentsApi.upload, schedule).data.version).toBe(1)

    const list = await h.call('GET', `/v2/attachments/contract/${contractId}`, { token })
    expect(attachmentsResponseSchema.safeParse(list.body).success).toBe(true)
    expect(okBody(attachmentsApi.list, list).data.map((file) => [file.file_name, file.version])).toEqual([
      ['Agreement.pdf', 1],
      ['agreement.PDF', 2],
      ['Schedule A.png', 1],
    ])
    // The earlier version is still there to download.
    expect((await h.call('GET', `/v2/attachment/${firstFile.attachment_id}/file`, { token })).status).toBe(
      200,
    )

    // Removing the latest does not free its number: the next upload is version 3.
    expect((await h.call('DELETE', `/v2/attachment/${secondFile.attachment_id}`, { token })).status).toBe(200)
    const third = await upload(h.call, token, contractId, 'Agreement.pdf')
    expect(okBody(attachmentsApi.upload, third).data.version).toBe(3)
    // Versions are per record: another contract's "Agreement.pdf" is its own version 1.
    const other = await scene.create(scene.draft({ title: 'Documents — second lead' }))
    const elsewhere = await upload(
      h.call,
      token,
      okBody(contractsApi.create, other).data.contract_id,
      'Agreement.pdf',
    )
    expect(okBody(attachmentsApi.upload, elsewhere).data.version).toBe(1)
  })

  test("a contract's documents follow the contract permission and its project; other organisations find nothing", async ({
    h,
  }) => {
    const { scene, contractId } = await draftedContract(h)
    expect((await upload(h.call, scene.tokens.admin, contractId, 'Agreement.pdf')).status).toBe(200)
    // The User, once an Admin lets crew read contracts (GET) but not change them (PUT): sees the
    // documents, adds none.
    await giveGrant(h, 'User', 'contract', 'GET')
    const user = scene.tokens.user
    expect((await h.call('GET', `/v2/attachments/contract/${contractId}`, { token: user })).status).toBe(200)
    expect((await upload(h.call, user, contractId, 'Agreement.pdf')).status).toBe(403)
    // The Moderator holds no contract permission at all.
    const moderator = await h.login(DEMO.moderator)
    expect((await h.call('GET', `/v2/attachments/contract/${contractId}`, { token: moderator })).status).toBe(
      403,
    )
    expect((await upload(h.call, moderator, contractId, 'Agreement.pdf')).status).toBe(403)
    const northwind = await h.login(DEMO.northwindAdmin)
    expect((await h.call('GET', `/v2/attachments/contract/${contractId}`, { token: northwind })).status).toBe(
      404,
    )
    expect((await upload(h.call, northwind, contractId, 'Agreement.pdf')).status).toBe(404)
    expect(
      (await h.call('GET', '/v2/attachments/contract/999999', { token: scene.tokens.manager })).status,
    ).toBe(404)
  })
})
