import type { ContractDetail } from '@contract/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { ContractStatusBadge } from './ContractStatusBadge'

type Props = { contract: ContractDetail; onOpen: (id: number) => void }

/**
 * Every version of the contract's number (the original, its amendments and renewals), each with
 * its status, term and value; the others open in its place. Shown once there is more than one.
 */
export function ContractVersions({ contract, onOpen }: Props) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: contract.currency_code, minor_units: contract.minor_units })
  if (contract.versions.length < 2) return null
  const day = (value: string) => formatDate(value, i18n.language)
  return (
    <section aria-labelledby="contract-versions">
      <h3 id="contract-versions" className="mb-2 font-semibold text-ink">
        {t('contracts.versions.title')}
      </h3>
      <ol className="divide-y divide-line rounded border border-line">
        {contract.versions.map((version) => {
          const current = version.contract_id === contract.contract_id
          const name = t('contracts.versions.version', { version: version.version })
          return (
            <li key={version.contract_id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
              <span className="min-w-32 font-medium">
                {current ? (
                  <span aria-current="true">
                    {name} · {t('contracts.versions.current')}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="text-link hover:underline"
                    aria-label={t('contracts.versions.open', { version: version.version })}
                    onClick={() => onOpen(version.contract_id)}
                  >
                    {name}
                  </button>
                )}
              </span>
              <span className="text-ink-muted">{t(`contracts.versions.kind.${version.version_kind}`)}</span>
              <ContractStatusBadge status={version.status} />
              <span className="whitespace-nowrap text-ink-muted">
                {t('contracts.versions.term', { from: day(version.start_date), to: day(version.end_date) })}
              </span>
              <span className="ml-auto tabular-nums">{money(version.value)}</span>
              {version.change_reason ? (
                <span className="basis-full text-xs text-ink-muted">{version.change_reason}</span>
              ) : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
