import type { PasswordResetConfirm } from '@/contract/password-reset'
import { formFieldOf, wireFieldsOf, writeWire, type WireTable } from '@/contract/wire-table'
import { asIs, trimmed } from '@/contract/wire-values'
import type { ResetPasswordForm } from './form'

// Apart from form.ts, whose sign-in schema the sign-in route loads first (docs/decisions/0003-bundle-budget.md).

const from = wireFieldsOf<ResetPasswordForm>()

/** The body of POST /password-reset, field by field. */
const RESET_PASSWORD_WIRE = {
  username: from('username', (username) => username.trim().toLowerCase()),
  reset_token: from('resetToken', trimmed),
  new_password: from('newPassword', asIs),
} as const satisfies WireTable<ResetPasswordForm, PasswordResetConfirm>

export const toPasswordResetConfirm = (form: ResetPasswordForm): PasswordResetConfirm => writeWire(RESET_PASSWORD_WIRE, form)

/** Where each wire field of a 422 is shown on the form. */
export const resetPasswordFieldOf = (wirePath: string) => formFieldOf(RESET_PASSWORD_WIRE, wirePath) as keyof ResetPasswordForm | null
