import { Button } from '@/components/Button'

/** Under a form's editable lines: "Add a line" and the running total, read out as it changes. */
export function LinesFooter({
  addLabel,
  onAdd,
  totalLabel,
  total,
  totalTestId,
}: {
  addLabel: string
  onAdd: () => void
  totalLabel: string
  total: string
  totalTestId: string
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
      <Button variant="secondary" size="sm" icon="plus" onClick={onAdd}>
        {addLabel}
      </Button>
      <p className="text-sm text-ink" aria-live="polite">
        {totalLabel}{' '}
        <strong className="tabular-nums" data-testid={totalTestId}>
          {total}
        </strong>
      </p>
    </div>
  )
}
