import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import NextLink, { type LinkProps as NextLinkProps } from 'next/link';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import type { Language } from '@/i18n/languages';
import { localizePath } from './pathnames';

export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Pick<NextLinkProps, 'prefetch' | 'scroll'> & {
    href: string;
    /** The language of the target page; the reader's language by default (the language menu overrides it). */
    language?: Language;
  };

/**
 * The one place internal links are made: the href gets the language prefix and navigation stays client-side.
 * Unstyled, so menus and lists can render it (`component={RouterLink}`); prose uses `Link` below.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, language, ...props },
  ref,
) {
  const readerLanguage = useLanguage();
  return <NextLink ref={ref} href={localizePath(href, language ?? readerLanguage)} {...props} />;
});

export type LinkProps = Omit<MuiLinkProps, 'href'> & { href: string };

/** A styled link: internal hrefs go through RouterLink, external ones open in a new tab. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, ...props }, ref) {
  if (!href.startsWith('/')) {
    return <MuiLink ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...props} />;
  }
  return <MuiLink ref={ref} component={RouterLink} href={href} {...props} />;
});
