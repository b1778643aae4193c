import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import type { Language } from '@/i18n/languages';
import { followClientSideLink, plainClickedLink } from './isClientSideLink';
import { localizePath } from './pathnames';

type PlainRouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** The language of the target page; the reader's language by default. */
  language?: Language;
};

/**
 * An internal link for markup on every page's first load (the app bar, previous/next): a plain anchor with the
 * language prefix that the router follows on a plain click, like the content's links. It does not prefetch, and so
 * keeps next/link out of the first load; menus and prose use RouterLink.
 */
export function PlainRouterLink({ href, language, onClick, ...props }: PlainRouterLinkProps) {
  const readerLanguage = useLanguage();
  const router = useRouter();
  return (
    <a
      href={localizePath(href, language ?? readerLanguage)}
      onClick={(event) => {
        onClick?.(event);
        const anchor = plainClickedLink(event.nativeEvent);
        if (anchor) {
          followClientSideLink(anchor, event, router);
        }
      }}
      {...props}
    />
  );
}
