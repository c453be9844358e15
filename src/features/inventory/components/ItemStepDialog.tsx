import {
  DISPOSALS,
  ITEM_CONDITIONS,
  type ItemAction,
  type ItemDetail,
  type MoveItemRequest,
} from '@contract/inventory'
import { parseMoney } from '@contract/masters/fields'
import { useQuery, useQueryClient } from '@tanstack/react-query'
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
import { ApiError } from '@/lib/api-error'
import { choicesQuery } from '@/lib/choices'
import { checkResolver } from '@/lib/form-resolvers'
import { today } from '@/lib/format'
import type { FieldErrors } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { inventoryKeys, moveItem, projectTeamQuery } from '../api'

/** What each step asks for besides its date and note (the contract's moveItemRequestSchema). */
const NEEDS: Record<
  ItemAction,
  {
    custodian?: boolean
    department?: boolean
    dueBack?: 'required' | 'optional'
    condition?: boolean
    amount?: boolean
    disposal?: boolean
  }
> = {
  issue: { custodian: true, department: true, dueBack: 'optional' },
  return: { condition: true },
  repair: {},
  repaired: { amount: true },
  lose: { amount: true },
  damage: { condition: true, amount: true },
  dispose: { disposal: true },
  pick_up: { custodian: true, dueBack: 'required' },
  extend: { dueBack: 'required' },
  inspect: { condition: true, amount: true },
  close: {},
}

type Values = {
  on: string
  custodian_user_id: string
  department_id: string
  due_back: string
  condition: string
  amount: string
  disposal: string
  to_project_id: number | null
  note: string
}

/**
 * One step of an item (issue, return, lose…): a small form asking exactly what the step needs,
 * sent with the item's row version. The server's field messages show under the fields.
 */
export function ItemStepDialog({
  item,
  action,
  onClose,
  onDone,
}: {
  item: ItemDetail
  action: ItemAction
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const needs = NEEDS[action]
  const form = useAppForm<Values, MoveItemRequest>({
    defaultValues: {
      on: today(),
      custodian_user_id: item.custodian_user_id ? String(item.custodian_user_id) : '',
      department_id: item.department_id ? String(item.department_id) : '',
      due_back: '',
      condition: action === 'return' || action === 'inspect' ? item.condition : '',
      amount: '',
      disposal: '',
      to_project_id: null,
      note: '',
    },
    resolver: checkResolver((typed: Values) => {
      const errors: FieldErrors = {}
      const required = t('inventory.form.required')
      if (!typed.on) errors.on = required
      const body: MoveItemRequest = { action, on: typed.on, row_version: item.row_version }
      if (needs.custodian) {
        if (!typed.custodian_user_id) errors.custodian_user_id = required
        else body.custodian_user_id = Number(typed.custodian_user_id)
      }
      if (needs.department) body.department_id = typed.department_id ? Number(typed.department_id) : null
      if (needs.dueBack) {
        if (typed.due_back) body.due_back = typed.due_back
        else if (needs.dueBack === 'required') errors.due_back = required
        if (typed.due_back && typed.on && typed.due_back < typed.on)
          errors.due_back = t('inventory.steps.dueBackBeforeDate')
      }
      if (needs.condition) {
        if (!typed.condition) errors.condition = required
        else body.condition = typed.condition as MoveItemRequest['condition']
      }
      if (needs.disposal) {
        if (!typed.disposal) errors.disposal = required
        else body.disposal = typed.disposal as MoveItemRequest['disposal']
        if (typed.disposal === 'moved') {
          if (!typed.to_project_id) errors.to_project_id = required
          else body.to_project_id = typed.to_project_id
        }
      }
      const takesAmount = needs.amount || (needs.disposal && typed.disposal === 'sold')
      if (takesAmount && typed.amount.trim()) {
        const units = parseMoney(typed.amount.trim(), item.minor_units)
        if (units === null || units < 0) errors.amount = t('inventory.form.amountInvalid')
        else body.amount = units
      }
      if (typed.note.trim()) body.note = typed.note.trim()
      return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: body }
    }),
  })
  const disposal = useWatch({ control: form.control, name: 'disposal' })
  const team = useQuery({ ...projectTeamQuery(item.project_id), enabled: Boolean(needs.custodian) })
  const departments = useQuery({ ...choicesQuery('department'), enabled: Boolean(needs.department) })
  const amountLabel = action === 'dispose' ? t('inventory.steps.proceeds') : t('inventory.steps.charge')
  const showsAmount = needs.amount || (needs.disposal && disposal === 'sold')

  const send = async (body: MoveItemRequest) => {
    try {
      const saved = await moveItem(item.item_id, body)
      queryClient.setQueryData(inventoryKeys.one(saved.item_id), saved)
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['inventory', 'custody'] })
      // A charge or a sale is an actual on the item's budget code.
      if (body.amount) void queryClient.invalidateQueries({ queryKey: ['budget'] })
      notify({
        variant: 'success',
        message: t(`inventory.toast.${action}`, { no: saved.item_no, name: saved.name }),
      })
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'stale')
        void queryClient.invalidateQueries({ queryKey: inventoryKeys.one(item.item_id) })
      throw error
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={send}
      onClose={onClose}
      title={t(`inventory.steps.title.${action}`, { no: item.item_no, name: item.name })}
      description={t(`inventory.steps.hint.${action}`)}
      submitLabel={t(`inventory.actions.${action}`)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField name="on" type="date" label={t('inventory.steps.on')} />
        {needs.custodian ? (
          <FormSelectField
            name="custodian_user_id"
            label={t('inventory.fields.custodian')}
            hint={team.isError ? t('inventory.steps.teamFailed') : undefined}
            options={[
              {
                value: '',
                label: team.isPending
                  ? t('inventory.steps.loadingTeam')
                  : t('inventory.steps.chooseCustodian'),
              },
              ...(team.data ?? []).map((member) => ({
                value: String(member.user_id),
                label: member.project_role ? `${member.name} · ${member.project_role}` : member.name,
              })),
            ]}
          />
        ) : null}
        {needs.department ? (
          <FormSelectField
            name="department_id"
            label={t('inventory.fields.department')}
            options={[
              { value: '', label: t('inventory.form.noDepartment') },
              ...(departments.data ?? []).map((choice) => ({
                value: String(choice.id),
                label: choice.label,
              })),
            ]}
          />
        ) : null}
        {needs.dueBack ? (
          <FormTextField
            name="due_back"
            type="date"
            label={
              needs.dueBack === 'optional'
                ? t('inventory.steps.dueBackOptional')
                : t('inventory.fields.dueBack')
            }
          />
        ) : null}
        {needs.condition ? (
          <FormSelectField
            name="condition"
            label={t('inventory.fields.condition')}
            options={[
              { value: '', label: t('inventory.steps.chooseCondition') },
              ...ITEM_CONDITIONS.map((condition) => ({
                value: condition,
                label: t(`inventory.condition.${condition}`),
              })),
            ]}
          />
        ) : null}
        {needs.disposal ? (
          <FormSelectField
            name="disposal"
            label={t('inventory.fields.disposal')}
            options={[
              { value: '', label: t('inventory.steps.chooseDisposal') },
              ...DISPOSALS.map((choice) => ({ value: choice, label: t(`inventory.disposal.${choice}`) })),
            ]}
          />
        ) : null}
        {needs.disposal && disposal === 'moved' ? (
          <FormField
            name="to_project_id"
            render={({ value, onChange, error }) => (
              <ProjectPicker
                label={t('inventory.steps.toProject')}
                value={value}
                onChange={onChange}
                error={error}
              />
            )}
          />
        ) : null}
        {showsAmount ? (
          <FormTextField
            name="amount"
            label={amountLabel}
            hint={t('inventory.steps.amountHint', { currency: item.currency_code })}
            inputMode="decimal"
          />
        ) : null}
      </div>
      <FormTextAreaField name="note" label={t('inventory.steps.note')} maxLength={300} rows={2} />
    </FormDialog>
  )
}
