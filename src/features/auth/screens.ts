import { defineScreens, type PathsOf } from '../../domain/screens.ts'

/** The sign-in pages: public forms that send once, without React Query, so the first load carries none (ADR 0032). */
export const authScreens = defineScreens({
  signIn: {
    path: '/sign-in',
    title: 'sign-in',
    access: 'public-form',
    screen: () => import('./components/sign-in-page.tsx').then((module) => ({ Component: module.SignInPage })),
    budgetKb: 6,
    sends: ['authenticate'],
  },
  forgotPassword: {
    path: '/forgot-password',
    title: 'forgot password',
    access: 'public-form',
    screen: () => import('./components/forgot-password-page.tsx').then((module) => ({ Component: module.ForgotPasswordPage })),
    budgetKb: 45,
    sends: ['requestPasswordReset'],
  },
  resetPassword: {
    path: '/reset-password',
    title: 'reset password',
    access: 'public-form',
    screen: () => import('./components/reset-password-page.tsx').then((module) => ({ Component: module.ResetPasswordPage })),
    budgetKb: 45,
    sends: ['confirmPasswordReset'],
  },
})

declare module '../../domain/paths.ts' {
  interface ScreenPaths extends PathsOf<typeof authScreens> {}
}
