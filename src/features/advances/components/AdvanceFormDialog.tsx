import { purchaseOrdersApi } from '@contract/api/purchase'
import { formatMoney, parseMoney } from '@contract/masters/fields'
import { ADVANCE_KINDS } from '@contract/spend/advance-values'
import type { AdvanceDetail, AdvanceKind, CreateAdvanceRequest } from '@contract/spend/advances'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { SelectField, TextAreaField, TextField } from '@/components/Field'
import { ProjectPicker } from '@/components/ProjectPicker'
import { callApi } from '@/lib/api'
import { ApiError } from '@/lib/api-error'
import { choicesQuery } from '@/lib/choices'
import { formatAmount } from '@/lib/format'
import { fieldErrorsFrom } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { advancePreviewQuery, advancesKeys, createAdvance, updateAdvance } from '../api'

type Props = {
  projectId: number | null
  /** A draft or rejected advance to change; a new one when left out. */
  advance?: AdvanceDetail
  onClose: () => void
  onSaved: (id: number) => void
}

const withoutPo = (kind: AdvanceKind) => kind === 'security' || kind === 'location'

/**
 * "New advance" or "Edit advance": the kind, vendor and PO (or code and reason), the amount and
 * the proforma, with the server's own TDS, net paid, open PO and % of PO shown while typing.
 */
export function AdvanceFormDialog({ projectId, advance, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const [kind, setKind] = useState<AdvanceKind>(advance?.kind ?? 'po')
  const [project, setProject] = useState<number | null>(advance?.project_id ?? projectId)
  const [vendor, setVendor] = useState(advance ? String(advance.vendor_id) : '')
  const [po, setPo] = useState(advance?.po_id ? String(advance.po_id) : '')
  const [code, setCode] = useState(advance?.budget_code ?? '')
  const [reason, setReason] = useState(advance?.reason ?? '')
  const [amount, setAmount] = useState(advance ? formatMoney(advance.amount, advance.minor_units) : '')
  const [proformaNo, setProformaNo] = useState(advance?.proforma_no ?? '')
  const [proformaDate, setProformaDate] = useState(advance?.proforma_date ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const vendors = useQuery(choicesQuery('vendor'))
  const pos = useQuery({
    queryKey: ['advances', 'pos', project, vendor],
    enabled: Boolean(project && vendor) && kind !== 'security' && kind !== 'location',
    queryFn: async () =>
      (
        await callApi(purchaseOrdersApi.list, {
          params: { project_id: project as number },
          query: { status: 'approved', vendor_id: vendor, limit: 100 } as never,
        })
      ).data,
  })
  const units = parseMoney(amount, advance?.minor_units ?? 2)
  const usesPo = !withoutPo(kind) && Boolean(po)
  const previewBody =
    project && vendor && units && units > 0
      ? {
          project_id: project,
          vendor_id: Number(vendor),
          po_id: usesPo ? Number(po) : null,
          amount: units,
          ...(advance ? { advance_id: advance.advance_id } : {}),
        }
      : null
  const preview = useQuery(advancePreviewQuery(useDeferredValue(previewBody)))
  const money = (value: number | null | undefined) =>
    value === null || value === undefined || !preview.data
      ? '—'
      : formatAmount(
          value,
          { code: preview.data.currency_code, minor_units: preview.data.minor_units },
          i18n.language,
        )

  const save = async () => {
    const missing: Record<string, string> = {}
    if (!project) missing.project_id = t('advances.form.required')
    if (!vendor) missing.vendor_id = t('advances.form.required')
    if (!units || units <= 0) missing.amount = t('advances.form.amountInvalid')
    if (kind === 'po' && !po) missing.po_id = t('advances.form.required')
    if (!usesPo && !code.trim()) missing.budget_code = t('advances.form.required')
    if (!usesPo && !reason.trim()) missing.reason = t('advances.form.required')
    setErrors(missing)
    if (Object.keys(missing).length) return
    const body: CreateAdvanceRequest = {
      kind,
      project_id: project as number,
      vendor_id: Number(vendor),
      po_id: usesPo ? Number(po) : null,
      budget_code: usesPo ? null : code.trim(),
      reason: reason.trim() || null,
      amount: units as number,
      proforma_no: proformaNo.trim() || null,
      proforma_date: proformaDate || null,
    }
    setSaving(true)
    setFailure(null)
    try {
      const saved = advance
        ? await updateAdvance(advance.advance_id, { ...body, row_version: advance.row_version })
        : await createAdvance(body)
      queryClient.setQueryData(advancesKeys.one(saved.advance_id), saved)
      void queryClient.invalidateQueries({ queryKey: advancesKeys.lists() })
      notify({ variant: 'success', message: t('advances.toast.saved', { no: saved.advance_no }) })
      onSaved(saved.advance_id)
    } catch (error) {
      setErrors(fieldErrorsFrom(error))
      setFailure(error instanceof ApiError ? error.message : String(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={advance ? t('advances.form.editTitle') : t('advances.form.newTitle')}
      wide
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('advances.fields.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as AdvanceKind)}
            options={ADVANCE_KINDS.map((choice) => ({
              value: choice,
              label: t(`advances.kind.${choice}`),
            }))}
          />
          <ProjectPicker
            label={t('advances.fields.project')}
            value={project}
            onChange={setProject}
            error={errors.project_id}
          />
          <SelectField
            label={t('advances.fields.vendor')}
            value={vendor}
            error={errors.vendor_id}
            onChange={(event) => {
              setVendor(event.target.value)
              setPo('')
            }}
            options={[
              { value: '', label: t('advances.form.chooseVendor') },
              ...(vendors.data ?? []).map((choice) => ({ value: String(choice.id), label: choice.label })),
            ]}
          />
          {withoutPo(kind) ? null : (
            <SelectField
              label={t('advances.fields.po')}
              value={po}
              error={errors.po_id}
              onChange={(event) => setPo(event.target.value)}
              options={[
                { value: '', label: kind === 'po' ? t('advances.form.choosePo') : t('advances.form.noPo') },
                ...(pos.data ?? []).map((order) => ({
                  value: String(order.po_id),
                  label: `${order.number} · ${order.title}`,
                })),
              ]}
            />
          )}
          {usesPo ? null : (
            <TextField
              label={t('advances.fields.budgetCode')}
              value={code}
              error={errors.budget_code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
          <TextField
            label={t('advances.fields.amount')}
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            label={t('advances.fields.proformaNo')}
            value={proformaNo}
            onChange={(event) => setProformaNo(event.target.value)}
          />
          <TextField
            type="date"
            label={t('advances.fields.proformaDate')}
            value={proformaDate}
            onChange={(event) => setProformaDate(event.target.value)}
          />
        </div>
        {usesPo ? null : (
          <TextAreaField
            label={t('advances.fields.reason')}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        <section
          aria-label={t('advances.form.preview')}
          aria-live="polite"
          className="rounded border border-line p-3 text-sm"
        >
          <h3 className="mb-2 font-medium">{t('advances.form.preview')}</h3>
          {preview.isError ? (
            <p className="text-danger">{preview.error.message}</p>
          ) : (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
              <dt>{t('advances.fields.tds')}</dt>
              <dd>
                {money(preview.data?.tds_amount)}
                {preview.data?.tds_rate ? ` (${preview.data.tds_rate} %)` : ''}
              </dd>
              <dt>{t('advances.fields.netPaid')}</dt>
              <dd>{money(preview.data?.net_paid)}</dd>
              {usesPo ? (
                <>
                  <dt>{t('advances.fields.poOpen')}</dt>
                  <dd>{money(preview.data?.po_open)}</dd>
                  <dt>{t('advances.fields.pctOfPo')}</dt>
                  <dd>{preview.data?.pct_of_po ? `${preview.data.pct_of_po} %` : '—'}</dd>
                </>
              ) : null}
            </dl>
          )}
          {preview.data && !preview.data.vendor_has_pan && preview.data.tds_id ? (
            <p className="mt-2 text-ink-muted">{t('advances.form.noPan')}</p>
          ) : null}
        </section>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('advances.form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('advances.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
