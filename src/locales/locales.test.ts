import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import {
  FEATURE_FLAGS,
  LANGUAGES,
  MODULE_CODES,
  PERMISSION_METHODS,
  PERMISSION_MODULES,
  ROLES,
} from '@contract/codes'
import { MASTER_KEYS, masterDefinition } from '@contract/masters/definitions'
import type { Field } from '@contract/masters/fields'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { FIELD_MESSAGE_CODES, RULE_CODES } from '@/features/masters/messages'
import { MASTER_PAGES } from '@/features/masters/registry'
import { NAVIGATION } from '@/features/shell'
import { ACL_DEMO_ROLES } from '@/lib/access'
import { changeLanguage, i18n } from '@/lib/i18n'
import { createAppRouter } from '@/router'
import appDe from './app/de.json'
import appEn from './app/en.json'
import appFr from './app/fr.json'
import appPt from './app/pt.json'
import budgetDe from './budget/de.json'
import budgetEn from './budget/en.json'
import budgetFr from './budget/fr.json'
import budgetPt from './budget/pt.json'
import budgetReportsDe from './budget-reports/de.json'
import budgetReportsEn from './budget-reports/en.json'
import budgetReportsFr from './budget-reports/fr.json'
import budgetReportsPt from './budget-reports/pt.json'
import contractsDe from './contracts/de.json'
import contractsEn from './contracts/en.json'
import contractsFr from './contracts/fr.json'
import contractsPt from './contracts/pt.json'
import creditNotesDe from './credit-notes/de.json'
import creditNotesEn from './credit-notes/en.json'
import creditNotesFr from './credit-notes/fr.json'
import creditNotesPt from './credit-notes/pt.json'
import dprDe from './dpr/de.json'
import dprEn from './dpr/en.json'
import dprFr from './dpr/fr.json'
import dprPt from './dpr/pt.json'
import inventoryDe from './inventory/de.json'
import inventoryEn from './inventory/en.json'
import inventoryFr from './inventory/fr.json'
import inventoryPt from './inventory/pt.json'
import mastersDe from './masters/de.json'
import mastersEn from './masters/en.json'
import mastersFr from './masters/fr.json'
import mastersPt from './masters/pt.json'
import pettyCashDe from './pettycash/de.json'
import pettyCashEn from './pettycash/en.json'
import pettyCashFr from './pettycash/fr.json'
import pettyCashPt from './pettycash/pt.json'
import projectsDe from './projects/de.json'
import projectsEn from './projects/en.json'
import projectsFr from './projects/fr.json'
import projectsPt from './projects/pt.json'
import publicDe from './public/de.json'
import publicEn from './public/en.json'
import publicFr from './public/fr.json'
import publicPt from './public/pt.json'
import reportsDe from './reports/de.json'
import reportsEn from './reports/en.json'
import reportsFr from './reports/fr.json'
import reportsPt from './reports/pt.json'
import spendDe from './spend/de.json'
import spendEn from './spend/en.json'
import spendFr from './spend/fr.json'
import spendPt from './spend/pt.json'
import teamDe from './team/de.json'
import teamEn from './team/en.json'
import teamFr from './team/fr.json'
import teamPt from './team/pt.json'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = '', flat: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') flat[path] = value
    else flatten(value, path, flat)
  }
  return flat
}

/** Each language's parts, in the order the app loads them: public, app, masters, projects, budget (two files), spend, petty cash, credit notes, contracts, daily production reports, inventory, reports, team. */
const parts = {
  en: [
    publicEn,
    appEn,
    mastersEn,
    projectsEn,
    budgetEn,
    budgetReportsEn,
    spendEn,
    pettyCashEn,
    creditNotesEn,
    contractsEn,
    dprEn,
    inventoryEn,
    reportsEn,
    teamEn,
  ],
  de: [
    publicDe,
    appDe,
    mastersDe,
    projectsDe,
    budgetDe,
    budgetReportsDe,
    spendDe,
    pettyCashDe,
    creditNotesDe,
    contractsDe,
    dprDe,
    inventoryDe,
    reportsDe,
    teamDe,
  ],
  fr: [
    publicFr,
    appFr,
    mastersFr,
    projectsFr,
    budgetFr,
    budgetReportsFr,
    spendFr,
    pettyCashFr,
    creditNotesFr,
    contractsFr,
    dprFr,
    inventoryFr,
    reportsFr,
    teamFr,
  ],
  pt: [
    publicPt,
    appPt,
    mastersPt,
    projectsPt,
    budgetPt,
    budgetReportsPt,
    spendPt,
    pettyCashPt,
    creditNotesPt,
    contractsPt,
    dprPt,
    inventoryPt,
    reportsPt,
    teamPt,
  ],
} as Record<string, Tree[]>

const locales: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(parts).map(([language, languageParts]) => [
    language,
    Object.assign({}, ...languageParts.map((part) => flatten(part))),
  ]),
)
const english = locales.en as Record<string, string>
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const exists = (key: string) => key in english || `${key}_one` in english

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('translations', () => {
  it('ship a file for every language', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort())
  })

  it.each(Object.keys(parts))('%s: no two parts define the same key', (language) => {
    const keys = (parts[language] as Tree[]).flatMap((part) => Object.keys(flatten(part)))
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })

  it('keeps what the sign-in side shows in the public part', () => {
    const publicKeys = flatten(parts.en?.[0] as Tree)
    for (const key of ['auth.login.title', 'auth.login.alreadyMessage', 'errors.forbidden', 'pages.signIn']) {
      expect(publicKeys, key).toHaveProperty([key])
    }
  })

  it('asks for masters strings only on settings pages, which load that part first', () => {
    const outside = sourceFiles('src').filter(
      (file) =>
        !file.includes('features/masters') && /\bt\(\s*['`]masters\./.test(readFileSync(file, 'utf8')),
    )
    expect(outside).toEqual([])
  })

  it.each(['de', 'fr', 'pt'])(
    '%s has exactly the English keys, none empty, same placeholders',
    (language) => {
      const translated = locales[language] as Record<string, string>
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), `${language}:${key}`).not.toBe('')
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(english[key] ?? ''))
      }
    },
  )

  it('has every key the code asks for with a literal t("…")', () => {
    const used = sourceFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1] as string),
    )
    expect(used.length).toBeGreaterThan(50)
    expect(used.filter((key) => !exists(key))).toEqual([])
  })

  it('has a translation group for every key the code builds from a template string', () => {
    const prefixes = sourceFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*`([\w.]+)\.\$\{/g)].map((match) => match[1] as string),
    )
    expect(prefixes.length).toBeGreaterThan(5)
    expect(
      prefixes.filter((prefix) => !Object.keys(english).some((key) => key.startsWith(`${prefix}.`))),
    ).toEqual([])
  })

  it('has every key built at run time: page titles, navigation, roles, demo ACL roles', () => {
    const router = createAppRouter(new QueryClient(), createMemoryHistory())
    const keys = [
      ...Object.values(router.routesById).flatMap((route) => route.options.staticData?.titleKey ?? []),
      ...NAVIGATION.map((group) => group.labelKey),
      ...ROLES.map((role) => `roles.${role}`),
      ...ACL_DEMO_ROLES.map((role) => `aclDemo.roles.${role}`),
      ...MODULE_CODES.map((code) => `modules.${code}`),
      ...FEATURE_FLAGS.map((flag) => `features.${flag}`),
      ...PERMISSION_MODULES.map((module) => `permissionModules.${module}`),
      ...PERMISSION_METHODS.map((method) => `roleEditor.methods.${method}`),
      ...['active', 'requested', 'archived'].flatMap((tab) => [`users.status.${tab}`, `users.empty.${tab}`]),
      ...['active', 'archived'].map((tab) => `organizations.empty.${tab}`),
    ]
    expect(keys.filter((key) => !exists(key))).toEqual([])
  })

  it('has every string the masters engine builds from a definition or an API code', () => {
    const keys = MASTER_KEYS.flatMap((key) => {
      const definition = masterDefinition(key)
      const fields = Object.entries(definition.fields) as [string, Field][]
      return [
        ...['title', 'description', 'add', 'empty'].map((part) => `masters.${key}.${part}`),
        ...fields.map(([field]) => `masters.${key}.fields.${field}`),
        ...definition.unique.map((_rule, index) => `masters.${key}.unique.${index}`),
        ...fields.flatMap(([field, descriptor]) =>
          descriptor.kind === 'choice' && field !== 'entity'
            ? descriptor.values.map((value) => `masters.values.${field}.${value}`)
            : [],
        ),
        ...fields.flatMap(([, descriptor]) =>
          'pattern' in descriptor && descriptor.pattern
            ? [`masters.patterns.${descriptor.pattern.code}`]
            : [],
        ),
        MASTER_PAGES[key].titleKey,
        ...(MASTER_PAGES[key].rowLinks ?? []).map((link) => link.labelKey),
      ]
    })
    keys.push(
      'masters.patterns.code',
      ...[...FIELD_MESSAGE_CODES].map((code) => `masters.errors.${code}`),
      ...[...RULE_CODES].map((code) => `masters.rules.${code}`),
      ...['create', 'update', 'unchanged', 'error'].map((action) => `masters.import.actions.${action}`),
    )
    expect(keys.filter((key) => !exists(key))).toEqual([])
  })

  it('switches language at run time, loading the bundle on demand', async () => {
    await changeLanguage('de')
    expect(i18n.t('errors.serverError')).toBe('Etwas ist schiefgelaufen!')
    expect(document.documentElement.lang).toBe('de')
    await changeLanguage('en')
    expect(i18n.t('errors.serverError')).toBe('Something went wrong!')
  })
})
