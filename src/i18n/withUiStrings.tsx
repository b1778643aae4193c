import type { NextPage } from 'next';
import type { UiStrings } from './uiStrings';

/** A route's page component as _app reads it: its layout, and the shell's strings in the languages it serves. */
export type RoutePage<Props> = NextPage<Props> & {
  layout?: 'bare' | 'isolated';
  uiStrings?: readonly UiStrings[];
};

/**
 * The page component of a route, carrying the shell's strings of the languages it serves (one, or both for the
 * 404 page): the strings are part of the route's chunk, so a page downloads its own language only.
 */
export function withUiStrings<Props extends object>(
  Page: RoutePage<Props>,
  ...uiStrings: UiStrings[]
): RoutePage<Props> {
  function RoutedPage(props: Props) {
    return <Page {...props} />;
  }
  RoutedPage.displayName = Page.displayName ?? Page.name;
  return Object.assign(RoutedPage, { layout: Page.layout, getInitialProps: Page.getInitialProps, uiStrings });
}
