import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/Field'
import { fetchApprovedPos, fetchPo } from '../api'

type Props = {
  projectId: number
  poId: number | null
  lineId: number | null
  onChange: (choice: { poId: number | null; lineId: number | null; budgetCode: string | null }) => void
  error?: string
}

/** Optional: the approved PO and the line the invoice is booked against (the line sets the code). */
export function PoLinePicker({ projectId, poId, lineId, onChange, error }: Props) {
  const { t } = useTranslation()
  const orders = useQuery({
    queryKey: ['expenses', 'approvedPos', projectId],
    queryFn: () => fetchApprovedPos(projectId),
  })
  const order = useQuery({
    queryKey: ['expenses', 'po', poId],
    queryFn: () => fetchPo(poId as number),
    enabled: poId !== null,
  })
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('expenses.fields.po')}
        hint={orders.isError ? t('expenses.form.poFailed') : undefined}
        value={poId ? String(poId) : ''}
        onChange={(event) =>
          onChange({
            poId: event.target.value ? Number(event.target.value) : null,
            lineId: null,
            budgetCode: null,
          })
        }
        options={[
          { value: '', label: t('expenses.form.noPo') },
          ...(orders.data?.data ?? []).map((po) => ({
            value: String(po.po_id),
            label: `${po.number} — ${po.title}`,
          })),
        ]}
      />
      {poId ? (
        <SelectField
          label={t('expenses.fields.poLine')}
          error={error}
          value={lineId ? String(lineId) : ''}
          onChange={(event) => {
            const line = order.data?.lines.find((l) => l.po_line_id === Number(event.target.value))
            onChange({ poId, lineId: line?.po_line_id ?? null, budgetCode: line?.budget_code ?? null })
          }}
          options={[
            { value: '', label: t('expenses.form.chooseLine') },
            ...(order.data?.lines ?? []).map((line) => ({
              value: String(line.po_line_id),
              label: `${line.budget_code} — ${line.description}`,
            })),
          ]}
        />
      ) : null}
    </div>
  )
}
