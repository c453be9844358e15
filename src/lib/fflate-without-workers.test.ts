import { strFromU8, strToU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { unzip, zip } from './fflate-without-workers'

// Over fflate's 160 KB limit, past which its own zip would start a Worker.
const large = strToU8('<row>1</row>'.repeat(20_000))

describe('fflate without workers', () => {
  it('zips and unzips files past fflate’s worker threshold through the same callbacks', async () => {
    const archive = await new Promise<Uint8Array>((resolve, reject) =>
      zip({ 'xl/sheet1.xml': large }, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data))),
    )
    expect(strFromU8(unzipSync(archive)['xl/sheet1.xml'] as Uint8Array)).toHaveLength(large.length)
    const files = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
      unzip(archive, { filter: (file) => file.name.endsWith('.xml') }, (error, data) =>
        error ? reject(error) : resolve(data),
      ),
    )
    expect(Object.keys(files)).toEqual(['xl/sheet1.xml'])
  })

  it('hands a broken archive’s error to the callback', async () => {
    const error = await new Promise((resolve) => unzip(new Uint8Array([0x50, 0x4b, 3, 4, 1]), resolve))
    expect(error).toBeInstanceOf(Error)
  })
})
