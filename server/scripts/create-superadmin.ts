import { createInterface } from 'node:readline/promises'
import { eq, sql } from 'drizzle-orm'
import { emailSchema, newPasswordSchema } from '../../contract/auth'
import { MODULE_CODES } from '../../contract/codes'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { acquireDataDirLock } from '../db/data-dir-lock'
import { organizations, roles, users } from '../db/schema'
import { createDefaultRoles } from '../modules/user-roles/service'
import { nodeSecrets } from '../platform/node-secrets'

/**
 * npm run create-superadmin -- --email you@company.com --name "Your Name"
 * Creates the first Super Admin (and the platform organisation) on a production database.
 * The password comes from GREENLIGHT_SUPERADMIN_PASSWORD or is asked for.
 */
function argument(name: string) {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : undefined
}

async function askPassword(): Promise<string> {
  const fromEnv = process.env.GREENLIGHT_SUPERADMIN_PASSWORD
  if (fromEnv) return fromEnv
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  const password = await prompt.question('Password (at least 12 characters): ')
  prompt.close()
  return password
}

async function main() {
  const email = emailSchema.parse(argument('email'))
  const name = argument('name')?.trim() || 'Platform Admin'
  const password = newPasswordSchema.parse(await askPassword())
  const config = loadConfig()
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    const [existing] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(roles.roleType, 'Super Admin'))
    if ((existing?.count ?? 0) > 0)
      throw new Error('A Super Admin already exists; sign in as them to add more.')
    const passwordHash = await nodeSecrets().hashPassword(password)
    await database.db.transaction(async (tx) => {
      const now = new Date()
      let [platform] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.isPlatform, true))
      if (!platform) {
        ;[platform] = await tx
          .insert(organizations)
          .values({
            name: 'Greenlight Platform',
            isPlatform: true,
            enabledModules: [...MODULE_CODES],
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: organizations.id })
        if (!platform) throw new Error('could not create the platform organisation')
        await createDefaultRoles(tx, platform.id, now)
      }
      const [role] = await tx
        .insert(roles)
        .values({ organizationId: platform.id, name: 'Super Admin', roleType: 'Super Admin', isSystem: true })
        .onConflictDoNothing()
        .returning({ id: roles.id })
      const roleId =
        role?.id ??
        (await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleType, 'Super Admin')))[0]?.id
      if (!roleId) throw new Error('could not create the Super Admin role')
      await tx
        .insert(users)
        .values({ organizationId: platform.id, email: email.toLowerCase(), name, passwordHash, roleId })
    })
    process.stdout.write(`Super Admin ${email} created. Sign in at ${config.publicUrl}/login\n`)
  } finally {
    await database.close()
    release()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `create-superadmin failed: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
})
