import { defineScreens } from '../../domain/screens.ts'

/** The sign-in pages: public forms that send once, without React Query, so the first load carries none (ADR 0032). */
export const authScreens = defineScreens({
  signIn: {
    title: 'sign-in',
    access: 'public-form',
    screen: () => import('./components/sign-in-page.tsx').then((module) => ({ Component: module.SignInPage })),
    budgetKb: 6,
    sends: ['authenticate'],
  },
  forgotPassword: {
    title: 'forgot password',
    access: 'public-form',
    screen: () => import('./components/forgot-password-page.tsx').then((module) => ({ Component: module.ForgotPasswordPage })),
    budgetKb: 45,
    sends: ['requestPasswordReset'],
  },
  resetPassword: {
    title: 'reset password',
    access: 'public-form',
    screen: () => import('./components/reset-password-page.tsx').then((module) => ({ Component: module.ResetPasswordPage })),
    budgetKb: 45,
    sends: ['confirmPasswordReset'],
  },
})
