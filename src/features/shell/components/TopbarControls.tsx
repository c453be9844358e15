import { LANGUAGES } from '@contract/codes'
import { Field, Label, Menu, MenuButton, MenuItem, MenuItems, Switch } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { LANGUAGE_NAMES, useLanguageSwitch } from '@/components/LanguageSelect'
import { updateProfile, useSignOut } from '@/features/auth'
import { useSession } from '@/lib/session'
import { useUi } from '@/stores/ui'

const menuItemsClass =
  'z-30 mt-2 w-56 origin-top-right rounded-control border border-line bg-surface-raised p-1 shadow-pop focus:outline-none'
const menuItemClass =
  'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-ink data-[focus]:bg-surface-muted'

export function LanguageMenu() {
  const { t } = useTranslation()
  const language = useUi((state) => state.language)
  const switchLanguage = useLanguageSwitch()
  return (
    <Menu>
      <MenuButton className="inline-flex h-10 items-center gap-1.5 rounded-control px-2.5 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink">
        <Icon name="globe" />
        <span className="sr-only">{t('shell.languageMenu')}</span>
        <span>{LANGUAGE_NAMES[language]}</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItemsClass}>
        {LANGUAGES.map((code) => (
          <MenuItem key={code}>
            <button
              type="button"
              lang={code}
              className={menuItemClass}
              onClick={() => {
                void switchLanguage(code)
                // The choice follows the user to other devices (and into the mails Greenlight sends).
                updateProfile({ language: code }).catch(() => {})
              }}
            >
              <span className="flex-1">{LANGUAGE_NAMES[code]}</span>
              {code === language ? <Icon name="check" className="size-4 text-primary-600" /> : null}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}

export function ThemeSwitch() {
  const { t } = useTranslation()
  const theme = useUi((state) => state.theme)
  const setTheme = useUi((state) => state.setTheme)
  const dark = theme === 'dark'
  return (
    <Field className="flex items-center gap-2">
      <Label className="sr-only">{t('shell.darkMode')}</Label>
      <Icon name={dark ? 'moon' : 'sun'} className="size-5 text-ink-muted" />
      <Switch
        checked={dark}
        onChange={(checked: boolean) => setTheme(checked ? 'dark' : 'light')}
        className="group relative inline-flex h-6 w-11 items-center rounded-full bg-line transition-colors data-[checked]:bg-primary-600"
      >
        <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-6" />
      </Switch>
    </Field>
  )
}

export function UserMenu() {
  const { t } = useTranslation()
  const userName = useSession((state) => state.userName)
  const role = useSession((state) => state.role)
  const lock = useSession((state) => state.lock)
  const signOut = useSignOut()
  const initials = (userName ?? '?')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return (
    <Menu>
      <MenuButton className="inline-flex items-center gap-2 rounded-control p-1.5 pr-2 hover:bg-surface-muted">
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-primary-600 text-xs font-semibold text-white"
        >
          {initials}
        </span>
        <span className="sr-only">{t('shell.userMenu')}</span>
        <span className="sr-only text-left md:not-sr-only md:block">
          <span className="block text-sm font-medium leading-tight text-ink">{userName}</span>
          <span className="block text-xs leading-tight text-ink-muted">{role ? t(`roles.${role}`) : ''}</span>
        </span>
        <Icon name="chevronDown" className="size-4 text-ink-muted" />
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItemsClass}>
        <MenuItem>
          <Link to="/pages/profile" className={menuItemClass}>
            <Icon name="user" className="size-4" /> {t('shell.profile')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/pages/lock-screen" onClick={() => lock()} className={menuItemClass}>
            <Icon name="lock" className="size-4" /> {t('shell.lock')}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={() => signOut.mutate()}>
            <Icon name="logout" className="size-4" /> {t('shell.signOut')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}

/** The top bar's interactive controls, one chunk with Headless UI that loads right after first paint. */
export default function TopbarControls() {
  return (
    <>
      <LanguageMenu />
      <ThemeSwitch />
      <UserMenu />
    </>
  )
}
