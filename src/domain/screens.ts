import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import type { OperationId } from '../contract/operations.ts'

/**
 * Each feature declares its screens once, in its `screens.ts` (docs/decisions/0097-each-screen-declared-once.md):
 * the route table, the navigation, the home page's shortcuts, the size budgets and the check of a real API
 * read these declarations, and the end-to-end suites key their entries by the same ids.
 */

/** What a screen's module gives its route. */
export interface ScreenModule {
  Component: ComponentType
  /** Starts the screen's queries as its route opens; not awaited, the screen shows its own loading and errors. */
  load?: (queryClient: QueryClient, args: LoaderFunctionArgs) => void
}

/** A screen as its feature declares it: its address too, which every link reads through `paths` (ADR 0169). */
export interface ScreenDeclaration {
  /** The route, from the root: `/webhooks/:id/edit` (`:name` a parameter, `*` any address no other screen takes). */
  path: string
  /** What the screen is, in a few words: the check of a real API names the screens a difference affects by it. */
  title: string
  /**
   * `signed-in` (the default): a visitor without a session is sent to sign-in before anything is downloaded.
   * `public`: anyone, with React Query. `public-form`: anyone, a form that sends once without React Query, so
   * the first load carries none (the sign-in pages, ADR 0032).
   */
  access?: 'signed-in' | 'public' | 'public-form'
  /** Imports the screen's module, never statically: each screen is a chunk loaded when its route opens (ADR 0011). */
  screen: () => Promise<ScreenModule>
  /** Opens once the portal knows whether it talks to the sandbox: it lists what only the sandbox has, which must not appear after the first paint. */
  knowsSandbox?: true
  /** In the main navigation, by `order` (ascending); `sandboxOnly` when only the sandbox has it. */
  nav?: { label: string; order: number; sandboxOnly?: boolean }
  /** A shortcut on the home page, by `order` (ascending). */
  home?: { title: string; description: string; order: number; sandboxOnly?: boolean }
  /**
   * What the chunk `screen` imports may add to the entry, in kB of gzip (`npm run size`): its figure plus
   * some room. Screens that share a chunk state the same figure.
   */
  budgetKb: number
  /** Operations of src/contract/operations.ts that change something, as this screen sends them (the failure suite and double activation cover each). */
  sends?: readonly OperationId[]
  /** Operations this screen reads with (the failure suite covers each). */
  reads?: readonly OperationId[]
}

/** A feature's screens by id; ids are unique across the portal and name the screen in the tests too. */
export type ScreenDeclarations = Readonly<Record<string, ScreenDeclaration>>

/** A feature's declarations, as written: the identity, for the types (`const`: each path keeps its literal type). */
export function defineScreens<const Declarations extends ScreenDeclarations>(declarations: Declarations): Declarations {
  return declarations
}

/** `{ id: string | number }` for `/webhooks/:id/edit`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [Name in Param | keyof PathParams<`/${Rest}`>]: string | number }
  : Path extends `${string}:${infer Param}`
    ? { [Name in Param]: string | number }
    : Record<never, never>

/** The address of a screen: its path with each parameter filled in (encoded). */
export function hrefOf<Path extends string>(path: Path, ...[params]: keyof PathParams<Path> extends never ? [] : [PathParams<Path>]): string {
  const values: Record<string, string | number> = params ?? {}
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${path} needs ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** Each screen's path by its id, with its literal type: what a feature adds to `ScreenPaths` (src/domain/paths.ts). */
export type PathsOf<Declarations extends ScreenDeclarations> = { readonly [Id in keyof Declarations]: Declarations[Id]['path'] }
