import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';
import { DEMO_TODAY } from '@content/demoData';

const SECTIONS: FieldSectionType[] = ['month', 'day', 'year', 'hours', 'minutes'];

export default function SelectedSectionsField() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  // The selection is only shown while the input has the focus.
  const select = (sections: FieldSelectedSections) => {
    inputRef.current?.focus();
    setSelectedSections(sections);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {SECTIONS.map((section) => (
            <Button key={section} size="small" variant="outlined" onClick={() => select(section)}>
              {section}
            </Button>
          ))}
          <Button size="small" variant="outlined" onClick={() => select('all')}>
            all
          </Button>
        </Stack>
        <DateTimeField
          label="Departure"
          defaultValue={DEMO_TODAY}
          inputRef={inputRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
          sx={{ maxWidth: 320 }}
        />
        <Typography variant="body2">selectedSections: {JSON.stringify(selectedSections)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
