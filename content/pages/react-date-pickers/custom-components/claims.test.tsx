import { render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import DateTimeTabs from './demos/DateTimeTabs';

describe('tabs of a static date time picker on a short screen', () => {
  let view: Element;
  const tabs = (id: string) => view.querySelectorAll(`#${id} [role="tab"]`).length;
  beforeAll(() => {
    // Shorter than the 667 px under which a standalone DateTimePickerTabs hides itself.
    window.innerHeight = 500;
    view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div id="default">
          <StaticDateTimePicker />
        </div>
        <div id="desktop">
          <StaticDateTimePicker displayStaticWrapperAs="desktop" />
        </div>
        <div id="desktop-forced">
          <StaticDateTimePicker displayStaticWrapperAs="desktop" slotProps={{ tabs: { hidden: false } }} />
        </div>
        <div id="demo">
          <DateTimeTabs />
        </div>
      </LocalizationProvider>,
    ).container;
  });

  claim('the static one shows them unless `displayStaticWrapperAs="desktop"`', () => {
    expect(tabs('default')).toBe(2);
    expect(tabs('desktop')).toBe(0);
  });

  claim('`slotProps.tabs` accepts `hidden` to force either way', () => {
    expect(tabs('desktop-forced')).toBe(2);
  });

  claim('The desktop variant hides them, the mobile one shows them whatever the screen height', () => {
    const dialogTabs = (picker: React.ReactElement) => {
      const { baseElement, unmount } = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>{picker}</LocalizationProvider>,
      );
      const count = baseElement.querySelectorAll('[role="dialog"] [role="tab"]').length;
      unmount();
      return count;
    };
    expect(dialogTabs(<DesktopDateTimePicker open />)).toBe(0);
    expect(dialogTabs(<MobileDateTimePicker open />)).toBe(2);
  });

  claim('the static one shows them', () => {
    // The demo, a static picker, shows its tabs with its own icons.
    expect(tabs('demo')).toBe(2);
    expect(view.querySelectorAll('#demo [data-testid="EventIcon"], #demo [data-testid="ScheduleIcon"]')).toHaveLength(
      2,
    );
  });
});
