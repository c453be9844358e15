import { purchaseOrdersApi } from '@contract/api/purchase'
import {
  type CreateItemRequest,
  createItemRequestSchema,
  HIRED_OWNERSHIPS,
  ITEM_CATEGORIES,
  ITEM_CONDITIONS,
  ITEM_OWNERSHIPS,
  type ItemDetail,
  type ItemOwnership,
  type UpdateItemRequest,
  updateItemRequestSchema,
} from '@contract/inventory'
import { formatMoney, parseMoney } from '@contract/masters/fields'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  FormDialog,
  FormField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useAppForm,
} from '@/components/form'
import { ProjectPicker } from '@/components/ProjectPicker'
import { callApi } from '@/lib/api'
import { ApiError } from '@/lib/api-error'
import { choicesQuery } from '@/lib/choices'
import { checkResolver } from '@/lib/form-resolvers'
import { type FieldErrors, validateForm } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createItem, inventoryKeys, updateItem } from '../api'

type Props = {
  projectId: number | null
  /** An item to change (PUT with its row_version); a new one when left out. */
  item?: ItemDetail
  onClose: () => void
  onSaved: (id: number) => void
}

/** The form's values as typed: the request's names, amounts and ids as text. */
type Values = {
  project_id: number | null
  ownership: ItemOwnership
  name: string
  category: string
  serial: string
  quantity: string
  unit: string
  cost: string
  vendor_id: string
  po_id: string
  challan_no: string
  budget_code: string
  hire_rate: string
  deposit: string
  insured_value: string
  store: string
  department_id: string
  scene: string
  character: string
  episode: string
  condition: string
  notes: string
}

const MONEY_FIELDS = ['cost', 'hire_rate', 'deposit', 'insured_value'] as const
const TEXT_FIELDS = [
  'serial',
  'unit',
  'challan_no',
  'store',
  'scene',
  'character',
  'episode',
  'notes',
] as const

const isHired = (ownership: ItemOwnership) => HIRED_OWNERSHIPS.includes(ownership)

function valuesOf(item: ItemDetail | undefined, projectId: number | null): Values {
  const money = (units: number | null | undefined) =>
    units === null || units === undefined ? '' : formatMoney(units, item?.minor_units ?? 2)
  return {
    project_id: item?.project_id ?? projectId,
    ownership: item?.ownership ?? 'purchased',
    name: item?.name ?? '',
    category: item?.category ?? 'props',
    serial: item?.serial ?? '',
    quantity: item ? String(item.quantity) : '1',
    unit: item?.unit ?? '',
    cost: money(item?.cost),
    vendor_id: item?.vendor_id ? String(item.vendor_id) : '',
    po_id: item?.po_id ? String(item.po_id) : '',
    challan_no: item?.challan_no ?? '',
    budget_code: item?.budget_code ?? '',
    hire_rate: money(item?.hire_rate),
    deposit: money(item?.deposit),
    insured_value: money(item?.insured_value),
    store: item?.store ?? '',
    department_id: item?.department_id ? String(item.department_id) : '',
    scene: item?.scene ?? '',
    character: item?.character ?? '',
    episode: item?.episode ?? '',
    condition: item?.condition ?? 'good',
    notes: item?.notes ?? '',
  }
}

/**
 * "New item" or "Edit item": ownership first (an owned item is received into store, a hired one
 * booked), then what the item is, where it came from, the budget code its charges go to, and
 * where it is used. The server checks it again and its field messages show under the fields.
 */
export function ItemFormDialog({ projectId, item, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const minorUnits = item?.minor_units ?? 2
  const form = useAppForm<Values, CreateItemRequest | UpdateItemRequest>({
    defaultValues: valuesOf(item, projectId),
    resolver: checkResolver((typed: Values) => {
      const errors: FieldErrors = {}
      const amounts: Record<string, number | null> = {}
      const hired = isHired(typed.ownership)
      for (const field of MONEY_FIELDS) {
        // A hire rate or deposit typed before choosing an owned item is not sent, nor checked.
        const text = hired || (field !== 'hire_rate' && field !== 'deposit') ? typed[field].trim() : ''
        const units = text ? parseMoney(text, minorUnits) : null
        if (text && (units === null || units < 0)) errors[field] = t('inventory.form.amountInvalid')
        amounts[field] = units
      }
      if (!item && !typed.project_id) errors.project_id = t('inventory.form.required')
      const quantity = typed.quantity.trim()
      if (!/^\d{1,7}$/.test(quantity) || Number(quantity) < 1)
        errors.quantity = t('inventory.form.quantityInvalid')
      const body = {
        name: typed.name,
        category: typed.category,
        quantity: Number(quantity),
        ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, typed[field].trim() || null])),
        ...amounts,
        vendor_id: typed.vendor_id ? Number(typed.vendor_id) : null,
        po_id: typed.po_id ? Number(typed.po_id) : null,
        budget_code: typed.budget_code.trim() || null,
        department_id: typed.department_id ? Number(typed.department_id) : null,
        condition: typed.condition,
      }
      const checked = item
        ? validateForm(updateItemRequestSchema, { ...body, row_version: item.row_version }, t)
        : validateForm(
            createItemRequestSchema,
            { ...body, project_id: typed.project_id, ownership: typed.ownership },
            t,
          )
      if (!checked.ok) Object.assign(errors, { ...checked.errors, ...errors })
      if (Object.keys(errors).length || !checked.ok) return { ok: false, errors }
      return { ok: true, data: checked.data }
    }),
  })
  const values = useWatch({ control: form.control }) as Values
  const hired = isHired(values.ownership ?? 'purchased')
  const vendors = useQuery(choicesQuery('vendor'))
  const departments = useQuery(choicesQuery('department'))
  const project = values.project_id
  const pos = useQuery({
    queryKey: ['inventory', 'pos', project, values.vendor_id],
    enabled: Boolean(project && values.vendor_id),
    queryFn: async () =>
      (
        await callApi(purchaseOrdersApi.list, {
          params: { project_id: project as number },
          query: { status: 'approved', vendor_id: values.vendor_id, limit: 100 } as never,
        })
      ).data,
  })
  const ownershipId = useId()

  const save = async (request: CreateItemRequest | UpdateItemRequest) => {
    try {
      const saved = item
        ? await updateItem(item.item_id, request as UpdateItemRequest)
        : await createItem(request as CreateItemRequest)
      queryClient.setQueryData(inventoryKeys.one(saved.item_id), saved)
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() })
      notify({
        variant: 'success',
        message: t(
          item ? 'inventory.toast.updated' : hired ? 'inventory.toast.booked' : 'inventory.toast.received',
          {
            no: saved.item_no,
            name: saved.name,
          },
        ),
      })
      onSaved(saved.item_id)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'stale' && item)
        void queryClient.invalidateQueries({ queryKey: inventoryKeys.one(item.item_id) })
      throw error
    }
  }

  const amountHint = (field: string) =>
    hired && field === 'cost' ? t('inventory.form.valueHint') : undefined

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      onClose={onClose}
      title={item ? t('inventory.form.editTitle', { no: item.item_no }) : t('inventory.form.newTitle')}
      submitLabel={
        item
          ? t('inventory.form.saveChanges')
          : hired
            ? t('inventory.form.book')
            : t('inventory.form.receive')
      }
      wide
    >
      {item ? (
        <p className="text-sm text-ink-muted">
          {t('inventory.form.editNote', { ownership: t(`inventory.ownership.${item.ownership}`) })}
        </p>
      ) : (
        <FormField
          name="ownership"
          render={({ value, onChange }) => (
            <fieldset aria-describedby={`${ownershipId}-hint`} className="space-y-2">
              <legend className="text-sm font-medium text-ink">{t('inventory.fields.ownership')}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {ITEM_OWNERSHIPS.map((choice) => (
                  <label key={choice} className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="radio"
                      name="ownership"
                      value={choice}
                      checked={value === choice}
                      onChange={() => onChange(choice)}
                      className="size-4 accent-primary-600"
                    />
                    {t(`inventory.ownership.${choice}`)}
                  </label>
                ))}
              </div>
              <p id={`${ownershipId}-hint`} className="text-xs text-ink-muted">
                {hired ? t('inventory.form.hiredHint') : t('inventory.form.ownedHint')}
              </p>
            </fieldset>
          )}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {item ? null : (
          <FormField
            name="project_id"
            render={({ value, onChange, error }) => (
              <ProjectPicker
                label={t('inventory.fields.project')}
                value={value}
                error={error}
                onChange={(id) => {
                  onChange(id)
                  form.setValue('po_id', '')
                }}
              />
            )}
          />
        )}
        <FormTextField name="name" label={t('inventory.fields.name')} maxLength={160} />
        <FormSelectField
          name="category"
          label={t('inventory.fields.category')}
          options={ITEM_CATEGORIES.map((category) => ({
            value: category,
            label: t(`inventory.category.${category}`),
          }))}
        />
        <FormTextField name="serial" label={t('inventory.fields.serial')} maxLength={80} />
        <div className="grid grid-cols-2 gap-3">
          <FormTextField name="quantity" label={t('inventory.fields.quantity')} inputMode="numeric" />
          <FormTextField name="unit" label={t('inventory.fields.unit')} maxLength={20} />
        </div>
        <FormSelectField
          name="condition"
          label={t('inventory.fields.condition')}
          options={ITEM_CONDITIONS.map((condition) => ({
            value: condition,
            label: t(`inventory.condition.${condition}`),
          }))}
        />
        <FormTextField
          name="cost"
          label={hired ? t('inventory.fields.value') : t('inventory.fields.cost')}
          hint={amountHint('cost')}
          inputMode="decimal"
        />
        {hired ? (
          <>
            <FormTextField name="hire_rate" label={t('inventory.fields.hireRate')} inputMode="decimal" />
            <FormTextField name="deposit" label={t('inventory.fields.deposit')} inputMode="decimal" />
          </>
        ) : null}
        <FormTextField name="insured_value" label={t('inventory.fields.insuredValue')} inputMode="decimal" />
        <FormTextField
          name="budget_code"
          label={t('inventory.fields.budgetCode')}
          hint={t('inventory.form.budgetCodeHint')}
          className="font-mono"
          maxLength={40}
        />
        <FormSelectField
          name="vendor_id"
          label={t('inventory.fields.vendor')}
          onChange={() => form.setValue('po_id', '')}
          options={[
            { value: '', label: t('inventory.form.noVendor') },
            ...(vendors.data ?? []).map((choice) => ({ value: String(choice.id), label: choice.label })),
          ]}
        />
        <FormSelectField
          name="po_id"
          label={t('inventory.fields.po')}
          disabled={!project || !values.vendor_id}
          hint={!project || !values.vendor_id ? t('inventory.form.poHint') : undefined}
          options={[
            { value: '', label: t('inventory.form.noPo') },
            ...(pos.data ?? []).map((order) => ({
              value: String(order.po_id),
              label: `${order.number} · ${order.title}`,
            })),
          ]}
        />
        <FormTextField name="challan_no" label={t('inventory.fields.challanNo')} maxLength={60} />
        <FormSelectField
          name="department_id"
          label={t('inventory.fields.department')}
          options={[
            { value: '', label: t('inventory.form.noDepartment') },
            ...(departments.data ?? []).map((choice) => ({ value: String(choice.id), label: choice.label })),
          ]}
        />
        <FormTextField name="store" label={t('inventory.fields.store')} maxLength={120} />
        <FormTextField name="scene" label={t('inventory.fields.scene')} maxLength={60} />
        <FormTextField name="character" label={t('inventory.fields.character')} maxLength={120} />
        <FormTextField name="episode" label={t('inventory.fields.episode')} maxLength={40} />
      </div>
      <FormTextAreaField name="notes" label={t('inventory.fields.notes')} maxLength={2000} />
    </FormDialog>
  )
}
