import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { DEPARTMENTS_TREE, type Department } from '@content/demoData';

const getItemId = (item: Department) => item.code;
const getItemLabel = (item: Department) => (item.archived ? `${item.name} (archived)` : item.name);
const isItemDisabled = (item: Department) => Boolean(item.archived);

export default function DisabledItemsRichTreeView() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 340, width: '100%', maxWidth: 320 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items focusable"
      />
      <RichTreeView
        aria-label="Departments"
        items={DEPARTMENTS_TREE}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['ENG']}
      />
    </Box>
  );
}
