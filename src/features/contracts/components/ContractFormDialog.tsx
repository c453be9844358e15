import { RIGHTS_MEDIA } from '@contract/contract-values'
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
import {
  FormCheckboxField,
  FormCheckboxGroup,
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
import { ContractFormSection } from './ContractFormSection'
import {
  type ContractDraft,
  checkContractDraft,
  contractDraftOf,
  contractServerErrors,
  instalmentsTotalOf,
} from './contract-draft'
import { InstalmentRows } from './InstalmentRows'
import { MasterCombobox } from './MasterCombobox'
import { MasterSelect } from './MasterSelect'
import { ReminderPicker } from './ReminderPicker'

/*
 * Which draft fields each part of the form shows: an error on one opens its part. A new contract
 * opens the parts with required fields; an edit opens the deal and its instalments, the rest on demand.
 */
const DEAL_FIELDS = [
  'project_id',
  'title',
  'agreement_id',
  'contract_status_id',
  'contract_project_id',
  'company_id',
  'contractcategory_id',
  'contractsubcategory_id',
  'platform_id',
  'language_id',
  'showtype_id',
] as const
const COUNTERPARTY_FIELDS = [
  'party',
  'vendor_id',
  'counterparty_name',
  'counterparty_pan',
  'counterparty_gstin',
  'role',
] as const
const TERM_FIELDS = [
  'start_date',
  'end_date',
  'lock_in_until',
  'notice_days',
  'deliverables',
  'exclusive',
] as const
const MONEY_SECTION_FIELDS = [
  'value',
  'fee_basis',
  'rate',
  'guaranteed_units',
  'overtime_rate',
  'kit_rental',
  'per_diem',
  'gst_treatment',
  'tds_id',
  'travel_and_stay',
] as const
const RIGHTS_FIELDS = [
  'rights_media',
  'rights_territory',
  'rights_languages',
  'rights_from',
  'rights_to',
  'rights_exclusive',
  'screen_credit',
] as const
const INSTALMENT_FIELDS = ['instalments', 'instalments_total'] as const

type Props = {
  projectId: number | null
  /** A draft or rejected contract to change (PUT with its row_version); a new one when left out. */
  contract?: ContractDetail
  onClose: () => void
  onSaved: (id: number) => void
}

/**
 * "New contract" or "Edit contract", in parts that open and close: the deal and how it is filed,
 * its counterparty (a vendor or a person), term, money typed in the project's currency (major
 * units), rights, its instalments with their running total against the value, and who gets its
 * reminders. The server decides whether the instalments add up and says so on the total.
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
  // The list's media, then any the contract already holds that the list does not name.
  const mediaOptions = [
    ...RIGHTS_MEDIA.map((value) => ({ value: value as string, label: t(`contracts.rightsMedia.${value}`) })),
    ...(contract?.rights_media ?? [])
      .filter((value) => !(RIGHTS_MEDIA as readonly string[]).includes(value))
      .map((value) => ({ value, label: value })),
  ]
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
      <div className="space-y-3">
        <ContractFormSection title={t('contracts.form.sections.deal')} fields={DEAL_FIELDS} defaultOpen>
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
            <MasterSelect
              name="contract_status_id"
              label={t('contracts.fields.statusStep')}
              target="contractstatus"
            />
            <MasterCombobox
              name="contract_project_id"
              label={t('contracts.fields.contractProject')}
              target="contractproject"
            />
            <MasterSelect name="company_id" label={t('contracts.fields.company')} target="company" />
            <MasterSelect
              name="contractcategory_id"
              label={t('contracts.fields.category')}
              target="contractcategory"
              // A sub-category belongs to one category: another category's is no longer a choice.
              onChange={() => form.setValue('contractsubcategory_id', '')}
            />
            <MasterSelect
              name="contractsubcategory_id"
              label={t('contracts.fields.subcategory')}
              target="contractsubcategory"
              within={draft.contractcategory_id ? `contractcategory_id=${draft.contractcategory_id}` : ''}
              waitFor={draft.contractcategory_id ? undefined : t('contracts.form.chooseCategoryFirst')}
            />
            <MasterSelect name="platform_id" label={t('contracts.fields.platform')} target="platform" />
            <MasterSelect name="language_id" label={t('contracts.fields.language')} target="language" />
            <MasterSelect name="showtype_id" label={t('contracts.fields.showType')} target="showtype" />
          </div>
        </ContractFormSection>

        <ContractFormSection
          title={t('contracts.form.sections.counterparty')}
          fields={COUNTERPARTY_FIELDS}
          defaultOpen={!contract}
        >
          <div className="grid gap-3 sm:grid-cols-2">
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
                <FormTextField
                  name="counterparty_gstin"
                  label={t('contracts.fields.gstin')}
                  hint={t('contracts.form.gstinHint')}
                  maxLength={15}
                />
              </>
            )}
            <FormTextField name="role" label={t('contracts.fields.role')} maxLength={120} />
          </div>
        </ContractFormSection>

        <ContractFormSection
          title={t('contracts.form.sections.term')}
          fields={TERM_FIELDS}
          defaultOpen={!contract}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <FormTextField name="start_date" type="date" label={t('contracts.fields.startDate')} />
            <FormTextField name="end_date" type="date" label={t('contracts.fields.endDate')} />
            <FormTextField name="lock_in_until" type="date" label={t('contracts.fields.lockInUntil')} />
            <FormTextField name="notice_days" label={t('contracts.fields.noticeDays')} inputMode="numeric" />
            <div className="sm:col-span-2">
              <FormTextAreaField
                name="deliverables"
                label={t('contracts.fields.deliverables')}
                maxLength={2000}
              />
            </div>
            <FormCheckboxField name="exclusive" label={t('contracts.fields.exclusive')} />
          </div>
        </ContractFormSection>

        <ContractFormSection
          title={t('contracts.form.sections.money')}
          fields={MONEY_SECTION_FIELDS}
          defaultOpen={!contract}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <FormTextField
              name="value"
              label={t('contracts.fields.valueIn', { currency: sign })}
              inputMode="decimal"
            />
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
              name="guaranteed_units"
              label={t('contracts.fields.guaranteedUnits')}
              inputMode="numeric"
            />
            <FormTextField
              name="overtime_rate"
              label={t('contracts.fields.overtimeRateIn', { currency: sign })}
              inputMode="decimal"
            />
            <FormTextField
              name="kit_rental"
              label={t('contracts.fields.kitRentalIn', { currency: sign })}
              inputMode="decimal"
            />
            <FormTextField
              name="per_diem"
              label={t('contracts.fields.perDiemIn', { currency: sign })}
              inputMode="decimal"
            />
            <FormSelectField
              name="gst_treatment"
              label={t('contracts.fields.gstTreatment')}
              options={GST_TREATMENTS.map((value) => ({ value, label: t(`contracts.gst.${value}`) }))}
            />
            <MasterSelect name="tds_id" label={t('contracts.fields.tds')} target="tds" />
            <div className="sm:col-span-2">
              <FormTextAreaField
                name="travel_and_stay"
                label={t('contracts.fields.travelAndStay')}
                maxLength={500}
              />
            </div>
          </div>
        </ContractFormSection>

        <ContractFormSection title={t('contracts.form.sections.rights')} fields={RIGHTS_FIELDS}>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <FormCheckboxGroup<string>
                name="rights_media"
                legend={t('contracts.fields.rightsMedia')}
                options={mediaOptions}
              />
            </div>
            <FormTextField
              name="rights_territory"
              label={t('contracts.fields.rightsTerritory')}
              maxLength={200}
            />
            <FormTextField
              name="rights_languages"
              label={t('contracts.fields.rightsLanguages')}
              maxLength={200}
            />
            <FormTextField name="rights_from" type="date" label={t('contracts.fields.rightsFrom')} />
            <FormTextField name="rights_to" type="date" label={t('contracts.fields.rightsTo')} />
            <FormCheckboxField name="rights_exclusive" label={t('contracts.fields.rightsExclusive')} />
            <div className="sm:col-span-2">
              <FormTextField
                name="screen_credit"
                label={t('contracts.fields.screenCredit')}
                maxLength={300}
              />
            </div>
          </div>
        </ContractFormSection>

        <ContractFormSection
          title={t('contracts.form.sections.instalments')}
          fields={INSTALMENT_FIELDS}
          defaultOpen
        >
          <InstalmentRows currency={sign} total={total} />
        </ContractFormSection>

        <ContractFormSection title={t('contracts.form.sections.reminders')} fields={['reminder_user_ids']}>
          <ReminderPicker />
        </ContractFormSection>
      </div>
    </FormDialog>
  )
}
