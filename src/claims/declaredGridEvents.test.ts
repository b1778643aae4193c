import { describe, expect, it } from 'vitest';
import { declaredGridEvents, gridEventsOf, parseInterfaces } from './declaredGridEvents';

const COMMUNITY = `export interface GridRowEventLookup {
    /**
     * Fired when a row is clicked.
     */
    rowClick: {
        params: GridRowParams;
        event: React.MouseEvent<HTMLElement>;
    };
}
export interface GridControlledStateEventLookup {
    sortModelChange: {
        params: GridSortModel;
    };
}
export interface GridControlledStateReasonLookup {
    filter: 'upsertFilterItem';
}
export interface GridEventLookup extends GridRowEventLookup, GridControlledStateEventLookup {
    unmount: {};
    columnResizeStart: {
        params: {
            field: string;
        };
    };
}
`;

const PRO = `export interface GridControlledStateEventLookupPro {
    pinnedColumnsChange: {
        params: GridPinnedColumnFields;
    };
}
export interface GridEventLookupPro {
    rowsScrollEnd: {
        params: GridRowScrollEndParams;
    };
}
export interface GridPipeProcessingLookupPro {
    canBeReordered: {
        value: boolean;
    };
}
export interface GridColDefPremium<R extends GridValidRowModel = any, V = any> {
    aggregable?: boolean;
}
declare module '@mui/x-data-grid' {
    interface GridEventLookup extends GridEventLookupPro {
    }
    interface GridControlledStateEventLookup extends GridControlledStateEventLookupPro {
    }
    interface GridPipeProcessingLookup extends GridPipeProcessingLookupPro {
    }
}
`;

describe('parseInterfaces', () => {
  it('keeps the members one step inside an interface, not the nested params of an event', () => {
    const lookup = parseInterfaces(COMMUNITY).find((declaration) => declaration.name === 'GridEventLookup');
    expect(lookup).toEqual({
      name: 'GridEventLookup',
      bases: ['GridRowEventLookup', 'GridControlledStateEventLookup'],
      members: ['unmount', 'columnResizeStart'],
    });
  });

  it('reads augmentations inside `declare module` and drops type arguments from names', () => {
    const declarations = parseInterfaces(PRO);
    expect(declarations.find((declaration) => declaration.name === 'GridColDefPremium')).toMatchObject({
      bases: [],
      members: ['aggregable'],
    });
    expect(declarations.filter((declaration) => declaration.name === 'GridEventLookup')).toEqual([
      { name: 'GridEventLookup', bases: ['GridEventLookupPro'], members: [] },
    ]);
  });
});

describe('gridEventsOf', () => {
  it('follows extends and augmentations, and gives each event the plan of the file declaring it', () => {
    const events = gridEventsOf([
      { plan: 'community', source: COMMUNITY },
      { plan: 'pro', source: PRO },
    ]);
    expect(Object.fromEntries(events)).toEqual({
      unmount: 'community',
      columnResizeStart: 'community',
      rowClick: 'community',
      sortModelChange: 'community',
      pinnedColumnsChange: 'pro',
      rowsScrollEnd: 'pro',
    });
  });

  it('says which files to look at when it finds no event', () => {
    expect(() => gridEventsOf([{ plan: 'community', source: 'export {};' }])).toThrow(/No event found/);
  });
});

describe('declaredGridEvents', () => {
  it('reads the installed packages', () => {
    const events = declaredGridEvents();
    expect([events.get('cellClick'), events.get('fetchRows'), events.get('clipboardPasteEnd')]).toEqual([
      'community',
      'pro',
      'premium',
    ]);
    expect(events.has('params')).toBe(false);
    expect(events.has('canBeReordered')).toBe(false);
  });
});
