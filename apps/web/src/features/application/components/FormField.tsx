import { type ReactNode, useId } from 'react'

export type FormFieldControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }

/** A labelled form control with its rule (a hint) and its error, both tied to it by `aria-describedby`. */
export function FormField({
  label,
  error,
  hint,
  describedBy: shared,
  children,
}: {
  label: string
  error: string | undefined
  hint?: string | undefined
  /** The id of a hint shown once for several fields (the rule of both legal names). */
  describedBy?: string | undefined
  children: (props: FormFieldControlProps) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [shared ?? '', hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm text-slate-300">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const inputClass =
  'w-full min-w-0 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-slate-100 aria-[invalid=true]:border-rose-400'
