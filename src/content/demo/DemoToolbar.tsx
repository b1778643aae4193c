import CodeIcon from '@mui/icons-material/Code';
import ContentCopy from '@mui/icons-material/ContentCopy';
import GitHub from '@mui/icons-material/GitHub';
import LinkIcon from '@mui/icons-material/Link';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from '@/i18n/LanguageContext';
import { CODE_STYLINGS, CODE_VARIANTS, type CodeStyling, type CodeVariant } from '@/preferences/codePreferences';
import { CODE_STYLING_LABELS } from '@/preferences/codeStylingLabels';

export interface DemoToolbarProps {
  demoName: string;
  /** The hash linking to this demo as shown (`#system-Demo.tsx`). */
  demoHash: string;
  codeOpen: boolean;
  onToggleCode: () => void;
  codeVariant: CodeVariant;
  onCodeVariant: (variant: CodeVariant) => void;
  stylings: CodeStyling[];
  styling: CodeStyling;
  onStyling: (styling: CodeStyling) => void;
  copied: boolean;
  onCopy: () => void;
  onReset: () => void;
  sourceUrl: string;
  onStackBlitz: () => void;
  onCodeSandbox: () => void;
}

/** Controls under a demo: code visibility, language, styling, copy, reset, source and sandboxes. */
export function DemoToolbar(props: DemoToolbarProps) {
  const t = useTranslate();
  const ga = (action: string) => ({
    'data-ga-event-category': 'demo',
    'data-ga-event-action': action,
    'data-ga-event-label': props.demoName,
  });
  return (
    <Box
      role="toolbar"
      aria-label={t('demo.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      {props.stylings.length > 1 ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={props.styling}
          aria-label={t('demo.styling')}
          onChange={(_event, value: CodeStyling | null) => value && props.onStyling(value)}
        >
          {CODE_STYLINGS.filter((styling) => props.stylings.includes(styling)).map((styling) => (
            <ToggleButton
              key={styling}
              value={styling}
              sx={{ py: 0.25, textTransform: 'none' }}
              {...ga(`styling-${styling}`)}
            >
              {t(CODE_STYLING_LABELS[styling])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.codeVariant}
        aria-label={t('demo.language')}
        onChange={(_event, value: CodeVariant | null) => value && props.onCodeVariant(value)}
      >
        {CODE_VARIANTS.map((variant) => (
          <ToggleButton key={variant} value={variant} sx={{ py: 0.25 }} {...ga(`language-${variant}`)}>
            {variant}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        size="small"
        startIcon={<CodeIcon />}
        onClick={props.onToggleCode}
        aria-expanded={props.codeOpen}
        {...ga('toggle-code')}
      >
        {props.codeOpen ? t('demo.hideCode') : t('demo.showCode')}
      </Button>
      <IconButton
        size="small"
        onClick={props.onCopy}
        aria-label={props.copied ? t('demo.copiedSource') : t('demo.copySource')}
        title={t('demo.copySource')}
        {...ga('copy')}
      >
        <ContentCopy fontSize="small" color={props.copied ? 'success' : 'inherit'} />
      </IconButton>
      <IconButton
        size="small"
        onClick={props.onReset}
        aria-label={t('demo.reset')}
        title={t('demo.reset')}
        {...ga('reset')}
      >
        <Refresh fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        component="a"
        href={props.demoHash}
        aria-label={t('demo.link')}
        title={t('demo.link')}
        {...ga('link')}
      >
        <LinkIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        component="a"
        href={props.sourceUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('demo.viewSource')}
        title={t('demo.viewSource')}
        {...ga('source')}
      >
        <GitHub fontSize="small" />
      </IconButton>
      <Button size="small" onClick={props.onStackBlitz} {...ga('stackblitz')} aria-label={t('demo.stackblitz')}>
        StackBlitz
      </Button>
      <Button size="small" onClick={props.onCodeSandbox} {...ga('codesandbox')} aria-label={t('demo.codesandbox')}>
        CodeSandbox
      </Button>
      {props.copied ? (
        <Box component="span" role="status" sx={{ fontSize: '0.75rem', color: 'success.main' }}>
          {t('demo.copiedSource')}
        </Box>
      ) : null}
    </Box>
  );
}
