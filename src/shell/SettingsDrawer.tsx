import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Remove from '@mui/icons-material/Remove';
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
  serializeClearedCookie,
} from '@/preferences/codePreferences';
import { COOKIE_NAMES } from '@/preferences/storageKeys';
import { COLOR_MODES } from '@/theme/colorMode';
import { DENSE_SPACING, MAX_SPACING, MIN_SPACING } from '@/theme/constants';
import { useDocsTheme } from '@/theme/DocsThemeProvider';
import { MaterialThemeScope } from '@/theme/MaterialThemeScope';
import type { ThemeAction, ThemeState } from '@/theme/themeReducer';
import { CODE_STYLING_LABELS } from '@/preferences/codeStylingLabels';

/** The heading of one group of settings. */
function SettingHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h3" variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

/** A full-width button that puts settings back, reported to analytics as `action`. */
function ResetButton({ action, onClick, children }: { action: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="outlined"
      fullWidth
      onClick={onClick}
      data-ga-event-category="settings"
      data-ga-event-action={action}
    >
      {children}
    </Button>
  );
}

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
      <SettingHeading id={labelId}>{label}</SettingHeading>
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

/** Spacing steps beside the density switch: one pixel per press, within MIN_SPACING..MAX_SPACING. */
function SpacingSteps({ state, dispatch }: { state: ThemeState; dispatch: (action: ThemeAction) => void }) {
  const t = useTranslate();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} sx={{ flexGrow: 1 }}>
          {t('settings.spacing')}
        </Typography>
        <IconButton
          aria-label={t('settings.decreaseSpacing')}
          disabled={state.spacing <= MIN_SPACING}
          onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
          data-ga-event-category="settings"
          data-ga-event-action="spacing"
          data-ga-event-label="decrease"
        >
          <Remove />
        </IconButton>
        <Box component="output" aria-live="polite" sx={{ minWidth: '3.5em', textAlign: 'center' }}>
          {state.spacing} px
        </Box>
        <IconButton
          aria-label={t('settings.increaseSpacing')}
          disabled={state.spacing >= MAX_SPACING}
          onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
          data-ga-event-category="settings"
          data-ga-event-action="spacing"
          data-ga-event-label="increase"
        >
          <Add />
        </IconButton>
      </Box>
      {state.dense && state.spacing > DENSE_SPACING && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('settings.denseSpacing')} {DENSE_SPACING} px
        </Typography>
      )}
    </Box>
  );
}

/** Shown only while colours from the `paletteColors` cookie apply: what they are, and a way back to the defaults. */
function CustomColors({ colors, onReset }: { colors: NonNullable<ThemeState['paletteColors']>; onReset: () => void }) {
  const t = useTranslate();
  const swatches = [
    { label: t('settings.primaryColor'), color: colors.primary },
    { label: t('settings.secondaryColor'), color: colors.secondary },
  ].filter((swatch): swatch is { label: string; color: string } => Boolean(swatch.color));
  return (
    <Box sx={{ mb: 3 }}>
      <SettingHeading>{t('settings.customColors')}</SettingHeading>
      {swatches.map((swatch) => (
        <Box key={swatch.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box
            aria-hidden
            sx={{ width: 20, height: 20, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: swatch.color }}
          />
          <Typography>
            {swatch.label}: <code>{swatch.color}</code>
          </Typography>
        </Box>
      ))}
      <ResetButton action="reset-colors" onClick={onReset}>
        {t('settings.resetColors')}
      </ResetButton>
    </Box>
  );
}

/** The settings drawer, in Material UI's theme (it loads on first use). */
export function SettingsDrawer(props: { open: boolean; onClose: () => void }) {
  return (
    <MaterialThemeScope>
      <SettingsDrawerContent {...props} />
    </MaterialThemeScope>
  );
}

function SettingsDrawerContent({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { state, dispatch } = useDocsTheme();
  const { codeVariant, codeStyling, setCodeVariant, setCodeStyling } = useCodePreferences();
  const titleId = useId();

  const resetColors = () => {
    document.cookie = serializeClearedCookie(COOKIE_NAMES.paletteColors);
    dispatch({ type: 'RESET_COLORS' });
  };
  const reset = () => {
    dispatch({ type: 'CHANGE', payload: { paletteMode: 'system', direction: 'ltr' } });
    dispatch({ type: 'RESET_DENSITY' });
    if (state.paletteColors) {
      resetColors();
    }
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
        <SettingHeading>{t('settings.density')}</SettingHeading>
        <FormControlLabel
          sx={{ display: 'flex', mb: 1 }}
          control={
            <Switch
              checked={state.dense}
              onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
            />
          }
          label={t('settings.dense')}
        />
        <SpacingSteps state={state} dispatch={dispatch} />
        {state.paletteColors && <CustomColors colors={state.paletteColors} onReset={resetColors} />}
        <ResetButton action="reset" onClick={reset}>
          {t('settings.reset')}
        </ResetButton>
      </Box>
    </Drawer>
  );
}
