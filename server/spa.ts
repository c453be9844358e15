import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'

/**
 * The built SPA: hashed assets cached for a year, every other path answered with index.html. A
 * missing asset is a 404: answering it with the page (cached for a year under the asset's name)
 * would leave a browser that asked for an old chunk after a deploy with HTML for its script.
 */
export function mountSpa(app: Hono, staticDir: string) {
  const indexPath = join(staticDir, 'index.html')
  if (!existsSync(indexPath))
    throw new Error(`The SPA is not built: ${indexPath} is missing (run npm run build)`)
  const indexHtml = readFileSync(indexPath, 'utf8')
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', serveStatic({ root: staticDir }))
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.text('Not found', 404)
  })
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml)
  })
}
