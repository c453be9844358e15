import type { ItemAction, ItemDetail } from '@contract/inventory'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { QueryState } from '@/components/QueryState'
import { formatDate } from '@/lib/format'
import { useDateTime, useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { itemQuery } from '../api'
import { ItemFormDialog } from './ItemFormDialog'
import { ItemStatusBadge } from './ItemStatusBadge'
import { ItemStepDialog } from './ItemStepDialog'

/** Steps that lose or charge something are set apart in red. */
const DANGER_STEPS: readonly ItemAction[] = ['lose', 'damage', 'dispose']
const PRIMARY_STEPS: readonly ItemAction[] = ['issue', 'return', 'pick_up']

/** One item: its facts, photos, movement history, and the steps it may take now. */
export function ItemDetailDialog({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const item = useQuery(itemQuery(itemId))
  const [editing, setEditing] = useState(false)
  const [step, setStep] = useState<ItemAction | null>(null)
  if (editing && item.data)
    return (
      <ItemFormDialog
        projectId={item.data.project_id}
        item={item.data}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    )
  if (step && item.data)
    return (
      <ItemStepDialog
        item={item.data}
        action={step}
        onClose={() => setStep(null)}
        onDone={() => setStep(null)}
      />
    )
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        item.data
          ? t('inventory.detail.title', { no: item.data.item_no, name: item.data.name })
          : t('inventory.detail.loadingTitle')
      }
      wide
    >
      <QueryState
        query={item}
        loading={t('inventory.detail.loading')}
        retryLabel={t('inventory.detail.retry')}
      >
        {(data) => <ItemBody item={data} onEdit={() => setEditing(true)} onStep={setStep} />}
      </QueryState>
    </Dialog>
  )
}

function ItemBody({
  item,
  onEdit,
  onStep,
}: {
  item: ItemDetail
  onEdit: () => void
  onStep: (action: ItemAction) => void
}) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: item.currency_code, minor_units: item.minor_units })
  const at = useDateTime()
  const canUpload = useCan('inventory', 'PUT')
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '—')
  const optionalMoney = (value: number | null) => (value === null ? '—' : money(value))
  const facts: [string, string][] = [
    [t('inventory.fields.status'), ''],
    [t('inventory.fields.project'), item.project_name],
    [t('inventory.fields.ownership'), t(`inventory.ownership.${item.ownership}`)],
    [t('inventory.fields.category'), t(`inventory.category.${item.category}`)],
    [
      t('inventory.fields.quantity'),
      `${item.quantity.toLocaleString(i18n.language)}${item.unit ? ` ${item.unit}` : ''}`,
    ],
    [t('inventory.fields.serial'), item.serial ?? '—'],
    [t('inventory.fields.condition'), t(`inventory.condition.${item.condition}`)],
    [t('inventory.fields.custodian'), item.custodian_name ?? '—'],
    [t('inventory.fields.department'), item.department_name ?? '—'],
    [t('inventory.fields.dueBack'), day(item.due_back)],
    [t('inventory.fields.budgetCode'), item.budget_code ?? '—'],
    [t('inventory.fields.cost'), optionalMoney(item.cost)],
    ...(item.hire_rate !== null || item.deposit !== null
      ? ([
          [t('inventory.fields.hireRate'), optionalMoney(item.hire_rate)],
          [t('inventory.fields.deposit'), optionalMoney(item.deposit)],
        ] as [string, string][])
      : []),
    [t('inventory.fields.insuredValue'), optionalMoney(item.insured_value)],
    [t('inventory.fields.charged'), money(item.charged)],
    [t('inventory.fields.vendor'), item.vendor_name ?? '—'],
    [t('inventory.fields.po'), item.po_no ?? '—'],
    [t('inventory.fields.challanNo'), item.challan_no ?? '—'],
    [t('inventory.fields.store'), item.store ?? '—'],
    [t('inventory.fields.scene'), item.scene ?? '—'],
    [t('inventory.fields.character'), item.character ?? '—'],
    [t('inventory.fields.episode'), item.episode ?? '—'],
    ...(item.disposal
      ? ([[t('inventory.fields.disposal'), t(`inventory.disposal.${item.disposal}`)]] as [string, string][])
      : []),
  ]
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {facts.map(([label, value], index) => (
          <div key={label} className="flex justify-between gap-3 border-b border-line py-1">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right">{index === 0 ? <ItemStatusBadge status={item.status} /> : value}</dd>
          </div>
        ))}
      </dl>
      {item.overdue ? (
        <Alert tone="warning">{t('inventory.detail.overdue', { date: day(item.due_back) })}</Alert>
      ) : null}
      {item.notes ? <p className="whitespace-pre-line text-ink">{item.notes}</p> : null}
      <div className="flex flex-wrap gap-2">
        {item.can_edit ? (
          <Button variant="secondary" onClick={onEdit}>
            {t('inventory.detail.edit')}
          </Button>
        ) : null}
        {item.allowed_actions.map((action) => (
          <Button
            key={action}
            variant={
              DANGER_STEPS.includes(action)
                ? 'danger'
                : PRIMARY_STEPS.includes(action)
                  ? 'primary'
                  : 'secondary'
            }
            onClick={() => onStep(action)}
          >
            {t(`inventory.actions.${action}`)}
          </Button>
        ))}
      </div>
      <section aria-labelledby="item-movements" className="space-y-2">
        <h3 id="item-movements" className="font-semibold text-ink">
          {t('inventory.detail.movements')}
        </h3>
        {item.movements.length ? (
          <PlainTable
            caption={t('inventory.detail.movements')}
            columns={[
              { key: 'on', header: t('inventory.movement.on') },
              { key: 'action', header: t('inventory.movement.step') },
              { key: 'status', header: t('inventory.movement.fromTo') },
              { key: 'custodian', header: t('inventory.fields.custodian') },
              { key: 'condition', header: t('inventory.fields.condition') },
              { key: 'amount', header: t('inventory.movement.amount'), align: 'end' },
              { key: 'note', header: t('inventory.movement.note') },
              { key: 'who', header: t('inventory.movement.who') },
            ]}
          >
            {item.movements.map((movement) => (
              <tr key={movement.movement_id} className={plainRow}>
                <td className={`${plainCell()} whitespace-nowrap`}>{day(movement.on)}</td>
                <td className={plainCell()}>{t(`inventory.actions.${movement.action}`)}</td>
                <td className={`${plainCell()} whitespace-nowrap`}>
                  {movement.from_status ? t(`inventory.status.${movement.from_status}`) : '—'} →{' '}
                  {t(`inventory.status.${movement.to_status}`)}
                </td>
                <td className={`${plainCell()} whitespace-nowrap`}>{movement.custodian_name ?? '—'}</td>
                <td className={plainCell()}>
                  {movement.condition ? t(`inventory.condition.${movement.condition}`) : '—'}
                </td>
                <td className={`${plainCell('end')} whitespace-nowrap`}>
                  {movement.amount ? money(movement.amount) : '—'}
                </td>
                <td className={`${plainCell()} min-w-40`}>{movement.note ?? '—'}</td>
                <td className={`${plainCell()} whitespace-nowrap`}>
                  <span className="block">{movement.user_name ?? '—'}</span>
                  <span className="block text-xs text-ink-muted">{at(movement.at)}</span>
                </td>
              </tr>
            ))}
          </PlainTable>
        ) : (
          <p className="text-ink-muted">{t('inventory.detail.noMovements')}</p>
        )}
      </section>
      {/* The panel says its own heading; the region names whose files they are. */}
      <section aria-label={t('inventory.detail.photos')}>
        <AttachmentsPanel owner="item" ownerId={item.item_id} canUpload={canUpload} />
      </section>
    </div>
  )
}
