import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { debounce } from '@mui/material/utils';
import { useEffect, useState } from 'react';
import type { TocEntry } from '@/content/types';
import { useTranslate } from '@/i18n/LanguageContext';
import { DEBOUNCE_MS } from '@/theme/constants';
import { findActiveHeading } from './activeHeading';
import { TOC_WIDTH } from './layoutSizes';

/** Scroll-spy: recomputes the active heading at most once per debounce window. */
function useActiveHeading(entries: TocEntry[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const measure = () => {
      const headings = entries.flatMap((entry) => {
        const element = document.getElementById(entry.id);
        return element ? [{ id: entry.id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(findActiveHeading(headings));
    };
    const onScroll = debounce(measure, DEBOUNCE_MS);
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.clear();
      window.removeEventListener('scroll', onScroll);
    };
  }, [entries]);
  return active;
}

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const t = useTranslate();
  const active = useActiveHeading(entries);
  if (entries.length === 0) {
    return null;
  }
  return (
    <Box
      component="nav"
      aria-label={t('tocLabel')}
      sx={{
        display: { xs: 'none', xl: 'block' },
        width: TOC_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 80,
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - 96px)',
        overflowY: 'auto',
        pl: 2,
      }}
    >
      <Typography component="h2" variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t('toc')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.id} sx={{ pl: entry.level === 3 ? 1.5 : 0 }}>
            <Box
              component="a"
              href={`#${entry.id}`}
              aria-current={active === entry.id ? 'location' : undefined}
              sx={{
                display: 'block',
                py: 0.5,
                pl: 1,
                fontSize: '0.8125rem',
                color: active === entry.id ? 'primary.main' : 'text.secondary',
                textDecoration: 'none',
                borderInlineStart: 2,
                borderColor: active === entry.id ? 'primary.main' : 'transparent',
                '&:hover': { color: 'text.primary' },
              }}
            >
              {entry.text}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
