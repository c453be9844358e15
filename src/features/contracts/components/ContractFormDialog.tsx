import {
  type ContractDetail,
  type CreateContractRequest,
  FEE_BASES,
  GST_TREATMENTS,
} from '@contract/contracts'
import { parseMoney } from '@contract/masters/fields'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormField, FormSelectField, FormTextField, useAppForm } from '@/components/form'
import { ProjectPicker } from '@/components/ProjectPicker'
import { ApiError } from '@/lib/api-error'
import { choicesQuery } from '@/lib/choices'
import { checkResolver } from '@/lib/form-resolvers'
import { currencySymbol } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import {
  afterContractWrite,
  contractsKeys,
  createContract,
  projectCurrencyQuery,
  updateContract,
} from '../api'
import {
  type ContractDraft,
  checkContractDraft,
  contractDraftOf,
  contractServerErrors,
  instalmentsTotalOf,
} from './contract-draft'
import { InstalmentRows } from './InstalmentRows'

type Props = {
  projectId: number | null
  /** A draft or rejected contract to change (PUT with its row_version); a new one when left out. */
  contract?: ContractDetail
  onClose: () => void
  onSaved: (id: number) => void
}

/**
 * "New contract" or "Edit contract": the deal, its counterparty (a vendor or a person), term and
 * money typed in the project's currency (major units), and its instalments with their running
 * total against the value. The server decides whether they add up and says so on the total.
 */
export function ContractFormDialog({ projectId, contract, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const agreements = useQuery(choicesQuery('agreement'))
  const vendors = useQuery(choicesQuery('vendor'))
  const unitsRef = useRef(contract?.minor_units ?? 2)
  const form = useAppForm<ContractDraft, CreateContractRequest>({
    defaultValues: contractDraftOf(contract, projectId),
    // Read at submit time: the project (and so its currency) may change while the form is open.
    resolver: checkResolver((draft: ContractDraft) => checkContractDraft(draft, unitsRef.current, t)),
  })
  const draft = useWatch({ control: form.control }) as ContractDraft
  const projectCurrency = useQuery({
    ...projectCurrencyQuery(draft.project_id ?? 0),
    enabled: !contract && draft.project_id !== null,
  })
  const currency = contract
    ? { code: contract.currency_code, minor_units: contract.minor_units }
    : (projectCurrency.data ?? { code: 'INR', minor_units: 2 })
  unitsRef.current = currency.minor_units
  const money = useMoney(currency)
  const sign = currencySymbol(currency.code, i18n.language)
  const total = t('contracts.form.total', {
    total: money(instalmentsTotalOf(draft, currency.minor_units)),
    value: money(parseMoney(draft.value ?? '', currency.minor_units) ?? 0),
  })

  const save = async (fields: CreateContractRequest) => {
    try {
      const saved = contract
        ? await updateContract(contract.contract_id, { ...fields, row_version: contract.row_version })
        : await createContract(fields)
      afterContractWrite(queryClient, saved)
      notify({
        variant: 'success',
        message: t(contract ? 'contracts.toast.updated' : 'contracts.toast.created', {
          no: saved.contract_no,
        }),
      })
      onSaved(saved.contract_id)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'stale' && contract)
        void queryClient.invalidateQueries({ queryKey: contractsKeys.one(contract.contract_id) })
      throw error
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      serverErrors={contractServerErrors}
      onClose={onClose}
      title={
        contract ? t('contracts.form.editTitle', { no: contract.contract_no }) : t('contracts.form.title')
      }
      submitLabel={contract ? t('contracts.form.saveChanges') : t('contracts.form.save')}
      wide
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          name="project_id"
          render={({ value, onChange, error }) =>
            contract ? (
              <p className="text-sm">
                <span className="block text-ink-muted">{t('contracts.fields.project')}</span>
                {contract.project_name}
              </p>
            ) : (
              <ProjectPicker
                label={t('contracts.fields.project')}
                value={value}
                error={error}
                onChange={onChange}
              />
            )
          }
        />
        <FormTextField name="title" label={t('contracts.fields.title')} maxLength={200} />
        <FormSelectField
          name="agreement_id"
          label={t('contracts.fields.agreement')}
          options={[
            { value: '', label: t('contracts.form.chooseAgreement') },
            ...(agreements.data ?? []).map((a) => ({ value: String(a.id), label: a.label })),
          ]}
        />
        <FormSelectField
          name="party"
          label={t('contracts.fields.counterpartyKind')}
          options={[
            { value: 'person', label: t('contracts.form.person') },
            { value: 'vendor', label: t('contracts.form.vendor') },
          ]}
        />
        {draft.party === 'vendor' ? (
          <FormSelectField
            name="vendor_id"
            label={t('contracts.fields.vendor')}
            options={[
              { value: '', label: t('contracts.form.chooseVendor') },
              ...(vendors.data ?? []).map((v) => ({ value: String(v.id), label: v.label })),
            ]}
          />
        ) : (
          <>
            <FormTextField
              name="counterparty_name"
              label={t('contracts.fields.personName')}
              maxLength={200}
            />
            <FormTextField
              name="counterparty_pan"
              label={t('contracts.fields.pan')}
              hint={t('contracts.form.panHint')}
              maxLength={10}
            />
          </>
        )}
        <FormTextField name="role" label={t('contracts.fields.role')} maxLength={120} />
        <FormTextField name="start_date" type="date" label={t('contracts.fields.startDate')} />
        <FormTextField name="end_date" type="date" label={t('contracts.fields.endDate')} />
        <FormSelectField
          name="fee_basis"
          label={t('contracts.fields.feeBasis')}
          options={FEE_BASES.map((value) => ({ value, label: t(`contracts.feeBasis.${value}`) }))}
        />
        <FormTextField
          name="rate"
          label={t('contracts.fields.rateIn', { currency: sign })}
          inputMode="decimal"
        />
        <FormTextField
          name="value"
          label={t('contracts.fields.valueIn', { currency: sign })}
          inputMode="decimal"
        />
        <FormSelectField
          name="gst_treatment"
          label={t('contracts.fields.gstTreatment')}
          options={GST_TREATMENTS.map((value) => ({ value, label: t(`contracts.gst.${value}`) }))}
        />
      </div>
      <InstalmentRows currency={sign} total={total} />
    </FormDialog>
  )
}
