import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import { DEMO_TODAY } from '@content/demoData';

// ---------------------------------------------------------------------------------------------
// Settings and the pure functions that turn them into props and into code (one source for both).
// ---------------------------------------------------------------------------------------------

type PickerKind = 'DatePicker' | 'TimePicker' | 'DateTimePicker';
type PickerVariant = 'responsive' | 'desktop' | 'mobile' | 'static';
type PickerView = 'year' | 'month' | 'day' | 'hours' | 'minutes' | 'seconds';
type LayoutStyle = 'none' | 'tinted' | 'roundedDays' | 'accentToolbar';

interface PlaygroundSettings {
  kind: PickerKind;
  variant: PickerVariant;
  views: PickerView[];
  landscape: boolean;
  ampm: boolean;
  disabled: boolean;
  readOnly: boolean;
  displayWeekNumber: boolean;
  actions: PickersActionBarAction[];
  layoutStyle: LayoutStyle;
}

const DEFAULT_SETTINGS: PlaygroundSettings = {
  kind: 'DatePicker',
  variant: 'static',
  views: ['year', 'month', 'day'],
  landscape: false,
  ampm: true,
  disabled: false,
  readOnly: false,
  displayWeekNumber: false,
  actions: ['cancel', 'accept'],
  layoutStyle: 'none',
};

const VIEWS_BY_KIND: Record<PickerKind, PickerView[]> = {
  DatePicker: ['year', 'month', 'day'],
  TimePicker: ['hours', 'minutes', 'seconds'],
  DateTimePicker: ['year', 'month', 'day', 'hours', 'minutes', 'seconds'],
};

/** Default views the picker would use by itself, so that they are left out of the code. */
const DEFAULT_VIEWS: Record<PickerKind, PickerView[]> = {
  DatePicker: ['year', 'day'],
  TimePicker: ['hours', 'minutes'],
  DateTimePicker: ['year', 'day', 'hours', 'minutes'],
};

const ACTIONS: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];

const LAYOUT_SX: Record<LayoutStyle, Record<string, unknown> | null> = {
  none: null,
  tinted: { bgcolor: 'action.hover' },
  roundedDays: { '& .MuiPickersDay-root': { borderRadius: 2 } },
  accentToolbar: { '& .MuiPickersLayout-toolbar': { bgcolor: 'primary.main', color: 'primary.contrastText' } },
};

const hasDateView = (views: PickerView[]) => views.some((view) => ['year', 'month', 'day'].includes(view));
const hasTimeView = (views: PickerView[]) => views.some((view) => ['hours', 'minutes', 'seconds'].includes(view));

/** Name of the component to render: `StaticDatePicker`, `MobileTimePicker`, `DateTimePicker`… */
function getComponentName({ kind, variant }: PlaygroundSettings): string {
  const prefix = { responsive: '', desktop: 'Desktop', mobile: 'Mobile', static: 'Static' }[variant];
  return `${prefix}${kind}`;
}

/** Keeps the chosen views in the library's order, and at least one of them. */
function toggleView(kind: PickerKind, views: PickerView[], view: PickerView): PickerView[] {
  const next = views.includes(view) ? views.filter((item) => item !== view) : [...views, view];
  const ordered = VIEWS_BY_KIND[kind].filter((item) => next.includes(item));
  return ordered.length > 0 ? ordered : views;
}

/** The actions in the order of ACTIONS, whatever the order they were ticked in. */
function toggleAction(actions: PickersActionBarAction[], action: PickersActionBarAction): PickersActionBarAction[] {
  const next = actions.includes(action) ? actions.filter((item) => item !== action) : [...actions, action];
  return ACTIONS.filter((item) => next.includes(item));
}

interface PropEntry {
  name: string;
  value: unknown;
  /** How the value is written in JSX; `undefined` for a boolean prop set to true. */
  code?: string;
}

/** Serializes plain data (strings, booleans, numbers, arrays, objects) as a JavaScript literal. */
function toCode(value: unknown): string {
  if (typeof value === 'string') {
    return `'${value}'`;
  }
  if (Array.isArray(value)) {
    return `[${value.map(toCode).join(', ')}]`;
  }
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).map(([key, field]) => {
      const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
      return `${name}: ${toCode(field)}`;
    });
    return `{ ${fields.join(', ')} }`;
  }
  return String(value);
}

/** The props that differ from the defaults, each with its runtime value and its code. */
function describePickerProps(settings: PlaygroundSettings): PropEntry[] {
  const { kind, variant, views } = settings;
  const entries: PropEntry[] = [{ name: 'defaultValue', value: DEMO_TODAY, code: "dayjs('2024-10-17T09:30')" }];
  if (variant !== 'static') {
    entries.push({ name: 'label', value: 'Pick a value', code: "'Pick a value'" });
  }
  if (views.join() !== DEFAULT_VIEWS[kind].join()) {
    entries.push({ name: 'views', value: views, code: toCode(views) });
  }
  if (settings.landscape && variant !== 'desktop') {
    entries.push({ name: 'orientation', value: 'landscape', code: "'landscape'" });
  }
  if (hasTimeView(views) && !settings.ampm) {
    entries.push({ name: 'ampm', value: false, code: 'false' });
  }
  if (hasDateView(views) && views.includes('day') && settings.displayWeekNumber) {
    entries.push({ name: 'displayWeekNumber', value: true });
  }
  if (settings.disabled) {
    entries.push({ name: 'disabled', value: true });
  }
  if (settings.readOnly) {
    entries.push({ name: 'readOnly', value: true });
  }
  const slotProps: Record<string, unknown> = { actionBar: { actions: settings.actions } };
  const layoutSx = LAYOUT_SX[settings.layoutStyle];
  if (layoutSx) {
    slotProps.layout = { sx: layoutSx };
  }
  entries.push({ name: 'slotProps', value: slotProps, code: toCode(slotProps) });
  return entries;
}

/** One JSX attribute: `disabled`, `label="…"` or `views={[…]}`. */
function toAttribute({ name, value, code }: PropEntry): string {
  if (code === undefined) {
    return name;
  }
  return typeof value === 'string' ? `${name}="${value}"` : `${name}={${code}}`;
}

/** The JSX a reader would write for these settings. */
function buildPickerJsx(settings: PlaygroundSettings): string {
  const component = getComponentName(settings);
  return [
    '<LocalizationProvider dateAdapter={AdapterDayjs}>',
    `  <${component}`,
    ...describePickerProps(settings).map((entry) => `    ${toAttribute(entry)}`),
    '  />',
    '</LocalizationProvider>',
  ].join('\n');
}

function toRuntimeProps(settings: PlaygroundSettings): Record<string, unknown> {
  return Object.fromEntries(describePickerProps(settings).map(({ name, value }) => [name, value]));
}

// ---------------------------------------------------------------------------------------------
// Rendering.
// ---------------------------------------------------------------------------------------------

const COMPONENTS: Record<string, React.ElementType> = {
  DatePicker,
  DesktopDatePicker,
  MobileDatePicker,
  StaticDatePicker,
  TimePicker,
  DesktopTimePicker,
  MobileTimePicker,
  StaticTimePicker,
  DateTimePicker,
  DesktopDateTimePicker,
  MobileDateTimePicker,
  StaticDateTimePicker,
};

interface ControlsProps {
  settings: PlaygroundSettings;
  onChange: (settings: PlaygroundSettings) => void;
}

function PlaygroundControls({ settings, onChange }: ControlsProps) {
  const set = <K extends keyof PlaygroundSettings>(key: K, value: PlaygroundSettings[K]) =>
    onChange({ ...settings, [key]: value });
  const switchControl = (key: 'landscape' | 'ampm' | 'disabled' | 'readOnly' | 'displayWeekNumber', label: string) => (
    <FormControlLabel
      control={<Switch checked={settings[key]} onChange={(event) => set(key, event.target.checked)} />}
      label={label}
    />
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0, width: { xs: '100%', md: 260 } }}>
      <TextField
        select
        size="small"
        label="Component"
        value={settings.kind}
        onChange={(event) => {
          const kind = event.target.value as PickerKind;
          onChange({ ...settings, kind, views: DEFAULT_VIEWS[kind] });
        }}
      >
        {(['DatePicker', 'TimePicker', 'DateTimePicker'] as const).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {kind}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Variant"
        value={settings.variant}
        onChange={(event) => set('variant', event.target.value as PickerVariant)}
      >
        {(['responsive', 'desktop', 'mobile', 'static'] as const).map((variant) => (
          <MenuItem key={variant} value={variant}>
            {variant}
          </MenuItem>
        ))}
      </TextField>
      <FormGroup>
        <FormLabel component="legend">Views</FormLabel>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {VIEWS_BY_KIND[settings.kind].map((view) => (
            <FormControlLabel
              key={view}
              control={
                <Checkbox
                  size="small"
                  checked={settings.views.includes(view)}
                  onChange={() => set('views', toggleView(settings.kind, settings.views, view))}
                />
              }
              label={view}
            />
          ))}
        </Stack>
      </FormGroup>
      <FormGroup>
        <FormLabel component="legend">Actions</FormLabel>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {ACTIONS.map((action) => (
            <FormControlLabel
              key={action}
              control={
                <Checkbox
                  size="small"
                  checked={settings.actions.includes(action)}
                  onChange={() => set('actions', toggleAction(settings.actions, action))}
                />
              }
              label={action}
            />
          ))}
        </Stack>
      </FormGroup>
      <FormGroup>
        {switchControl('landscape', 'Landscape orientation')}
        {switchControl('ampm', 'AM/PM (time views)')}
        {switchControl('displayWeekNumber', 'Week numbers (day view)')}
        {switchControl('disabled', 'Disabled')}
        {switchControl('readOnly', 'Read-only')}
      </FormGroup>
      <TextField
        select
        size="small"
        label="Layout style (sx)"
        value={settings.layoutStyle}
        onChange={(event) => set('layoutStyle', event.target.value as LayoutStyle)}
      >
        <MenuItem value="none">None</MenuItem>
        <MenuItem value="tinted">Tinted background</MenuItem>
        <MenuItem value="roundedDays">Rounded days</MenuItem>
        <MenuItem value="accentToolbar">Accent toolbar</MenuItem>
      </TextField>
    </Stack>
  );
}

export default function PickersPlayground() {
  const [settings, setSettings] = React.useState<PlaygroundSettings>(DEFAULT_SETTINGS);
  const componentName = getComponentName(settings);
  const Picker = COMPONENTS[componentName]!;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}>
      <PlaygroundControls settings={settings} onChange={setSettings} />
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', overflowX: 'auto' }}>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            {/* A new key remounts the picker when its views change, so that it opens on a valid view. */}
            <Picker key={`${componentName}-${settings.views.join()}`} {...toRuntimeProps(settings)} />
          </LocalizationProvider>
        </Box>
        <Box
          component="pre"
          aria-label="Code for the current settings"
          sx={{
            m: 0,
            p: 2,
            overflowX: 'auto',
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: 13,
            color: 'text.primary',
          }}
        >
          {buildPickerJsx(settings)}
        </Box>
      </Stack>
    </Stack>
  );
}
