import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { useCodePreferences } from '@/preferences/CodePreferencesProvider';
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
} from '@/preferences/codePreferences';
import { COLOR_MODES } from '@/theme/colorMode';
import { useDocsTheme } from '@/theme/DocsThemeProvider';
import { CODE_STYLING_LABELS } from '@/preferences/codeStylingLabels';

function SettingGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  name: string;
}) {
  const labelId = useId();
  return (
    <Box sx={{ mb: 3 }}>
      <Typography id={labelId} component="h3" variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        aria-labelledby={labelId}
        onChange={(_event, next: T | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            data-ga-event-category="settings"
            data-ga-event-action={name}
            data-ga-event-label={option.value}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { state, dispatch } = useDocsTheme();
  const { codeVariant, codeStyling, setCodeVariant, setCodeStyling } = useCodePreferences();
  const titleId = useId();

  const reset = () => {
    dispatch({ type: 'CHANGE', payload: { paletteMode: 'system', direction: 'ltr' } });
    dispatch({ type: 'RESET_DENSITY' });
    setCodeVariant(DEFAULT_CODE_VARIANT);
    setCodeStyling(DEFAULT_CODE_STYLING);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{ role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 360 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('settings')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('closeSettings')} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <SettingGroup
          name="mode"
          label={t('settings.mode')}
          value={state.paletteMode}
          options={COLOR_MODES.map((mode) => ({ value: mode, label: t(`settings.${mode}`) }))}
          onChange={(paletteMode) => dispatch({ type: 'CHANGE', payload: { paletteMode } })}
        />
        <SettingGroup
          name="direction"
          label={t('settings.direction')}
          value={state.direction}
          options={[
            { value: 'ltr', label: t('settings.ltr') },
            { value: 'rtl', label: t('settings.rtl') },
          ]}
          onChange={(direction) => dispatch({ type: 'CHANGE', payload: { direction } })}
        />
        <SettingGroup
          name="code-language"
          label={t('settings.codeLanguage')}
          value={codeVariant}
          options={CODE_VARIANTS.map((variant) => ({ value: variant, label: variant }))}
          onChange={setCodeVariant}
        />
        <SettingGroup
          name="code-style"
          label={t('settings.codeStyle')}
          value={codeStyling}
          options={CODE_STYLINGS.map((styling) => ({ value: styling, label: t(CODE_STYLING_LABELS[styling]) }))}
          onChange={setCodeStyling}
        />
        <Typography component="h3" variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {t('settings.density')}
        </Typography>
        <FormControlLabel
          sx={{ display: 'flex', mb: 3 }}
          control={
            <Switch
              checked={state.dense}
              onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
            />
          }
          label={t('settings.dense')}
        />
        <Button
          variant="outlined"
          fullWidth
          onClick={reset}
          data-ga-event-category="settings"
          data-ga-event-action="reset"
        >
          {t('settings.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
