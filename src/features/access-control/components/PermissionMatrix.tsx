import {
  isPermissionKept,
  PERMISSION_METHODS,
  PERMISSION_MODULES,
  type PermissionMethod,
  type PermissionModule,
} from '@contract/codes'
import { useTranslation } from 'react-i18next'

export type Grants = Set<string>
export const grantKey = (module: string, method: string) => `${module} ${method}`

/**
 * Modules × GET/POST/PUT/DELETE, a checkbox each where the grant means something (raising purchase
 * orders is one grant: Add), named for screen readers by role, action and module.
 */
export function PermissionMatrix({
  roleName,
  grants,
  onToggle,
  readOnly,
}: {
  roleName: string
  grants: Grants
  onToggle: (module: PermissionModule, method: PermissionMethod) => void
  readOnly: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('roleEditor.matrixCaption', { role: roleName })}</caption>
        <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-2 text-left font-semibold">
              {t('roleEditor.module')}
            </th>
            {PERMISSION_METHODS.map((method) => (
              <th key={method} scope="col" className="px-3 py-2 text-center font-semibold">
                {t(`roleEditor.methods.${method}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PERMISSION_MODULES.map((module) => (
            <tr key={module} className="border-t border-line">
              <th scope="row" className="px-4 py-2 text-left font-medium text-ink">
                {t(`permissionModules.${module}`)}
                {module === 'purchase' ? (
                  <span className="block text-xs font-normal text-ink-muted">
                    {t('roleEditor.purchaseHint')}
                  </span>
                ) : null}
              </th>
              {PERMISSION_METHODS.map((method) => (
                <td key={method} className="px-3 py-2 text-center">
                  {isPermissionKept(module, method) ? (
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-600"
                      disabled={readOnly}
                      checked={grants.has(grantKey(module, method))}
                      onChange={() => onToggle(module, method)}
                      aria-label={t('roleEditor.grantLabel', {
                        role: roleName,
                        action: t(`roleEditor.methods.${method}`),
                        module: t(`permissionModules.${module}`),
                      })}
                    />
                  ) : (
                    <span className="text-ink-muted" aria-hidden="true">
                      —
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
