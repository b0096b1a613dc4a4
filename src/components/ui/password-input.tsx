import { forwardRef, useState, type InputHTMLAttributes } from 'react'
import { inputClassName } from '@/components/form/field'

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** What the box hides, for the switch's name: "Show password", "Show secret". */
  noun?: string
}

/** A masked box (a password, a signing secret) with a show/hide switch; pasting and password managers work as in any input. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput({ className = '', noun = 'password', ...props }, ref) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="flex gap-2">
      <input ref={ref} type={visible ? 'text' : 'password'} className={`${inputClassName} ${className}`} {...props} />
      <button
        type="button"
        className="min-h-11 shrink-0 rounded-md border border-slate-500 bg-white px-3 font-semibold text-brand-800 hover:bg-slate-100"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'} <span className="sr-only">{noun}</span>
      </button>
    </div>
  )
})
