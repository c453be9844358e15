import {
  HIRED_OWNERSHIPS,
  ITEM_CATEGORIES,
  ITEM_OWNERSHIPS,
  type ItemOwnership,
  type ReceivableChallan,
  type ReceiveRequest,
} from '@contract/inventory'
import { parseMoney } from '@contract/masters/fields'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Alert, EmptyState } from '@/components/Feedback'
import { SelectField } from '@/components/Field'
import { FormCheckboxField, FormDialog, FormSelectField, FormTextField, useAppForm } from '@/components/form'
import { ProjectPicker } from '@/components/ProjectPicker'
import { QueryState } from '@/components/QueryState'
import { checkResolver } from '@/lib/form-resolvers'
import { formatDate } from '@/lib/format'
import type { FieldErrors } from '@/lib/forms'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { inventoryKeys, receivableQuery, receiveFromChallan } from '../api'

type LineValues = {
  take: boolean
  po_line_id: number
  name: string
  category: string
  ownership: ItemOwnership
  store: string
  hire_rate: string
}
type Values = { lines: LineValues[] }

/** A line can be taken in once, and only when the server counts it in pieces (2.5 m of cloth is not). */
const receivable = (line: ReceivableChallan['lines'][number]) => line.item_id === null && line.pieces !== null

const linesOf = (challan: ReceivableChallan): LineValues[] =>
  challan.lines.map((line) => ({
    take: receivable(line),
    po_line_id: line.po_line_id,
    name: line.description.slice(0, 160),
    category: 'props',
    ownership: 'purchased',
    store: '',
    hire_rate: '',
  }))

/**
 * "Take in from a challan": the project's verified challans with goods not yet in inventory; the
 * chosen lines become items with the challan's vendor, PO, code and cost (owned ones into store,
 * hired ones booked). The server checks each line again and says why one cannot be taken in.
 */
export function ReceiveChallanDialog({
  projectId: initialProject,
  onClose,
  onReceived,
}: {
  projectId: number | null
  onClose: () => void
  onReceived: (itemIds: number[]) => void
}) {
  const { t, i18n } = useTranslation()
  const [projectId, setProjectId] = useState<number | null>(initialProject)
  const challans = useQuery({ ...receivableQuery(projectId ?? 0), enabled: projectId !== null })
  const [challanId, setChallanId] = useState<number | null>(null)
  const challan =
    challans.data?.find((candidate) => candidate.challan_id === challanId) ?? challans.data?.[0] ?? null

  return (
    <FormDialogFor
      key={challan?.challan_id ?? 'none'}
      challan={challan}
      onClose={onClose}
      onReceived={onReceived}
      before={
        <div className="mb-4 space-y-3">
          {initialProject === null ? (
            <ProjectPicker
              label={t('inventory.fields.project')}
              value={projectId}
              onChange={(id) => {
                setProjectId(id)
                setChallanId(null)
              }}
            />
          ) : null}
          {projectId === null ? null : (
            <QueryState
              query={challans}
              loading={t('inventory.receive.loading')}
              retryLabel={t('inventory.detail.retry')}
            >
              {(data) =>
                data.length === 0 ? (
                  <EmptyState title={t('inventory.receive.none')}>
                    {t('inventory.receive.noneBody')}
                  </EmptyState>
                ) : (
                  <SelectField
                    label={t('inventory.receive.challan')}
                    value={String(challan?.challan_id ?? '')}
                    onChange={(event) => setChallanId(Number(event.target.value))}
                    options={data.map((choice) => ({
                      value: String(choice.challan_id),
                      label: `${choice.challan_no} · ${choice.po_number} · ${choice.vendor_name} · ${formatDate(choice.received_on, i18n.language)}`,
                    }))}
                  />
                )
              }
            </QueryState>
          )}
        </div>
      }
    />
  )
}

function FormDialogFor({
  challan,
  onClose,
  onReceived,
  before,
}: {
  challan: ReceivableChallan | null
  onClose: () => void
  onReceived: (itemIds: number[]) => void
  before: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const money = useMoney({ code: challan?.currency_code ?? 'INR', minor_units: challan?.minor_units ?? 2 })
  const form = useAppForm<Values, ReceiveRequest>({
    defaultValues: { lines: challan ? linesOf(challan) : [] },
    resolver: checkResolver((typed: Values) => {
      const errors: FieldErrors = {}
      const lines: ReceiveRequest['lines'] = []
      typed.lines.forEach((line, index) => {
        if (!line.take) return
        if (!line.name.trim()) errors[`lines.${index}.name`] = t('inventory.form.required')
        const hired = HIRED_OWNERSHIPS.includes(line.ownership)
        const rate =
          hired && line.hire_rate.trim() ? parseMoney(line.hire_rate, challan?.minor_units ?? 2) : null
        if (hired && line.hire_rate.trim() && (rate === null || rate < 0))
          errors[`lines.${index}.hire_rate`] = t('inventory.form.amountInvalid')
        lines.push({
          po_line_id: line.po_line_id,
          name: line.name.trim(),
          category: line.category as ReceiveRequest['lines'][number]['category'],
          ownership: line.ownership,
          store: line.store.trim() || null,
          hire_rate: rate,
        })
      })
      if (lines.length === 0) errors['root.server'] = t('inventory.receive.chooseOne')
      if (Object.keys(errors).length) return { ok: false, errors }
      return { ok: true, data: { lines } }
    }),
  })
  const values = useWatch({ control: form.control, name: 'lines' }) as LineValues[] | undefined

  const save = async (request: ReceiveRequest) => {
    if (!challan) return
    const items = await receiveFromChallan(challan.challan_id, request)
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.all })
    notify({
      variant: 'success',
      message: t('inventory.receive.done', {
        count: items.length,
        numbers: items.map((item) => item.item_no).join(', '),
      }),
    })
    onReceived(items.map((item) => item.item_id))
  }

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      onClose={onClose}
      title={t('inventory.receive.title')}
      description={t('inventory.receive.description')}
      submitLabel={t('inventory.receive.submit')}
      submitDisabled={!values?.some((line) => line.take)}
      wide
      before={before}
    >
      {challan ? (
        <div className="space-y-3">
          {challan.lines.map((line, index) => {
            const open = receivable(line)
            const hired = HIRED_OWNERSHIPS.includes(values?.[index]?.ownership ?? 'purchased')
            const quantity = `${Number(line.quantity).toLocaleString(i18n.language)}${line.unit ? ` ${line.unit}` : ''}`
            return (
              <fieldset key={line.po_line_id} className="space-y-3 rounded-card border border-line p-3">
                <legend className="px-1 text-sm font-medium text-ink">
                  {line.description} · {quantity} · {money(line.rate)}{' '}
                  <span className="font-mono text-xs text-ink-muted">{line.budget_code}</span>
                </legend>
                {line.item_id !== null ? (
                  <p className="text-sm text-ink-muted">
                    {t('inventory.receive.already', { no: line.item_no })}
                  </p>
                ) : !open ? (
                  <Alert tone="info">{t('inventory.receive.notWhole')}</Alert>
                ) : (
                  <>
                    <FormCheckboxField
                      name={`lines.${index}.take`}
                      label={t('inventory.receive.take', { description: line.description })}
                    />
                    {values?.[index]?.take ? (
                      <div className="grid gap-3 sm:grid-cols-2">
                        <FormTextField
                          name={`lines.${index}.name`}
                          label={t('inventory.fields.name')}
                          maxLength={160}
                        />
                        <FormSelectField
                          name={`lines.${index}.category`}
                          label={t('inventory.fields.category')}
                          options={ITEM_CATEGORIES.map((category) => ({
                            value: category,
                            label: t(`inventory.category.${category}`),
                          }))}
                        />
                        <FormSelectField
                          name={`lines.${index}.ownership`}
                          label={t('inventory.fields.ownership')}
                          options={ITEM_OWNERSHIPS.map((ownership) => ({
                            value: ownership,
                            label: t(`inventory.ownership.${ownership}`),
                          }))}
                        />
                        <FormTextField
                          name={`lines.${index}.store`}
                          label={t('inventory.fields.store')}
                          maxLength={120}
                        />
                        {hired ? (
                          <FormTextField
                            name={`lines.${index}.hire_rate`}
                            label={t('inventory.fields.hireRate')}
                            hint={t('inventory.receive.hireRateHint')}
                            inputMode="decimal"
                          />
                        ) : null}
                      </div>
                    ) : null}
                  </>
                )}
              </fieldset>
            )
          })}
        </div>
      ) : null}
    </FormDialog>
  )
}
