import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IndentationSimpleTreeView() {
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ minHeight: 280, width: '100%', maxWidth: 320 }}>
      <Typography id="indentation-label" variant="body2">
        Indentation: {indentation}px
      </Typography>
      <Slider
        aria-labelledby="indentation-label"
        value={indentation}
        min={0}
        max={48}
        step={4}
        onChange={(event, value) => setIndentation(value as number)}
      />
      <SimpleTreeView
        aria-label="Continents"
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['europe', 'france']}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="france" label="France">
            <TreeItem itemId="lyon" label="Lyon" />
            <TreeItem itemId="paris" label="Paris" />
          </TreeItem>
          <TreeItem itemId="spain" label="Spain" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia" />
      </SimpleTreeView>
    </Box>
  );
}
