import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { ADS_CONFIG } from './adsConfig';

/** Height kept free for the ad before it arrives, so the page never shifts (CLS 0): a phone ad wraps onto more lines. */
export const AD_SLOT_MIN_HEIGHT = { xs: 142, sm: 126 } as const;

/** Carbon's markup comes unstyled: laid out like the house ads, so every ad looks the same and fits the reserved height. */
const carbonStyles = {
  '& #carbonads': {
    // Image on the left across two rows, text and "ads via Carbon" on the right: 126 px tall, like a house ad.
    display: 'grid',
    gridTemplateColumns: '130px 1fr',
    columnGap: 1.5,
    alignItems: 'start',
    maxWidth: 400,
    p: 1.5,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    fontSize: '0.8125rem',
    lineHeight: 1.4,
  },
  '& #carbonads .carbon-wrap': { display: 'contents' },
  '& #carbonads .carbon-img': { gridRow: 'span 2' },
  '& #carbonads img': { display: 'block', width: 130, height: 100 },
  '& #carbonads a': { color: 'text.primary', textDecoration: 'none' },
  '& #carbonads .carbon-poweredby': { gridColumn: 2, mt: 0.5, color: 'text.secondary', fontSize: '0.75rem' },
} as const;

// Split from the page: the slot's logic loads after hydration, inside space reserved by the server-rendered box.
const AdSlotContent = dynamic(() => import('./AdSlotContent').then((module) => module.AdSlotContent), { ssr: false });

/** The ad slot after a page's description: vertical margin of 3 spacing units and a fixed minimum height. */
export function AdSlot() {
  return (
    <Box
      data-ad-slot="body-top"
      sx={{ position: 'relative', display: 'block', my: 3, minHeight: AD_SLOT_MIN_HEIGHT, ...carbonStyles }}
    >
      <AdSlotContent config={ADS_CONFIG} />
    </Box>
  );
}
