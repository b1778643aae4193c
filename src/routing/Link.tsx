import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import NextLink from 'next/link';
import { forwardRef } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { localizePath } from './pathnames';

export type LinkProps = Omit<MuiLinkProps, 'href'> & { href: string };

/** The one link of the site: internal hrefs get the reader's language prefix and client-side navigation. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, ...props }, ref) {
  const language = useLanguage();
  if (!href.startsWith('/')) {
    return <MuiLink ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...props} />;
  }
  return <MuiLink ref={ref} component={NextLink} href={localizePath(href, language)} {...props} />;
});
