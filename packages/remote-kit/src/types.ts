import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** A route as the shell resolved it: the remote application renders it. */
export interface RemoteRoute {
  /** Route name from the shell's catalogue, e.g. 'information.rules' or 'office.security'. */
  name: string;
  /** Path parameters, already validated by the catalogue's constraints. */
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** Full path including the language prefix, e.g. '/en/information/rules/sport'. */
  path: string;
}

export interface RemoteUser {
  id: number;
  /** The account is restricted: the player may appeal it (block-appeal-history). Absent: it is not. */
  isRestricted?: boolean;
}

/** Fetch as the browser has it; on the server the platform answers in-process. */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

export interface RemoteContext {
  lng: string;
  route: RemoteRoute;
  user: RemoteUser | null;
  isMobile: boolean;
}

export interface LoadArgs {
  ctx: RemoteContext;
  fetch: Fetcher;
  /**
   * The server state of the render: what `load` reads into it on the server reaches the browser's cache with the
   * markup, so the remote's queries start with the answers the server rendered.
   */
  queries: QueryClient;
}

export interface HeadArgs<TData> {
  ctx: RemoteContext;
  data: TData;
  t: Translate;
}

export interface PageHead {
  title: string;
  description?: string;
  /** The first screen's largest image: fetched as soon as the head arrives, not when the parser reaches it. */
  imagePreload?: string;
}

export type Translate = (key: string, vars?: Readonly<Record<string, string | number>>) => string;

export interface RemoteAppProps<TData> {
  ctx: RemoteContext;
  data: TData;
  t: Translate;
}

/**
 * A remote application: one React component, the data it needs for a route, and the page head.
 * `load` runs on the server for the first view and in the browser when the remote routes its own sub-paths.
 * A remote answers `{ status: 404 }` from `load` when a route's parameters name nothing it knows.
 */
export interface RemoteDefinition<TData> {
  appName: RemoteAppName;
  /** Dictionary ids the remote's texts come from (served by the platform per id). */
  dictionaries: readonly string[];
  load(args: LoadArgs): Promise<LoadResult<TData>>;
  /** Loads the code of the split views (`splitView`) a page with this data draws, before it is drawn. */
  prepare?(data: TData, ctx: RemoteContext): Promise<unknown>;
  head(args: HeadArgs<TData>): PageHead;
  App: ComponentType<RemoteAppProps<TData>>;
}

export type LoadResult<TData> = { status: 200; data: TData } | { status: 404 | 500 };

export const REMOTE_APP_NAMES = [
  'betting',
  'office',
  'casino',
  'promotions',
  'results',
  'payment-consultant',
  'info',
  'bottom-nav',
  'footer',
] as const;

export type RemoteAppName = (typeof REMOTE_APP_NAMES)[number];
