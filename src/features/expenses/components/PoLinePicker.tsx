import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
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

const poQuery = (poId: number) => ({ queryKey: ['expenses', 'po', poId], queryFn: () => fetchPo(poId) })

/**
 * Optional: the approved PO and the line the invoice is booked against (the line sets the code). A
 * PO of one line has that line chosen with it; of several, the form asks for one (never a PO
 * without its line).
 */
export function PoLinePicker({ projectId, poId, lineId, onChange, error }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const chosenPo = useRef(poId)
  const orders = useQuery({
    queryKey: ['expenses', 'approvedPos', projectId],
    queryFn: () => fetchApprovedPos(projectId),
  })
  const order = useQuery({ ...poQuery(poId ?? 0), enabled: poId !== null })
  const choosePo = async (id: number | null) => {
    chosenPo.current = id
    onChange({ poId: id, lineId: null, budgetCode: null })
    if (id === null) return
    const po = await queryClient.fetchQuery(poQuery(id)).catch(() => null)
    const [only, ...others] = po?.lines ?? []
    // Still the chosen PO, and it has exactly one line: that is the line.
    if (chosenPo.current === id && only && others.length === 0)
      onChange({ poId: id, lineId: only.po_line_id, budgetCode: only.budget_code })
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('expenses.fields.po')}
        hint={orders.isError ? t('expenses.form.poFailed') : undefined}
        value={poId ? String(poId) : ''}
        onChange={(event) => void choosePo(event.target.value ? Number(event.target.value) : null)}
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
