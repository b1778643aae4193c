import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource, type GridGetRowsResponse } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, generateEmployees } from '@content/demoData';

const EMPLOYEES = generateEmployees(120, 86);

// Group rows and employee rows share one shape: the grid shows both in the same columns.
interface Row {
  id: string;
  label: string;
  headcount: number;
  role?: string;
  salary?: number;
}

// The "server" groups by department: the top level is one row per department, with its count.
function fetchLevel(groupKeys: string[]): Row[] {
  if (groupKeys.length === 0) {
    return DEPARTMENTS.map((department) => ({
      id: `department/${department}`,
      label: department,
      headcount: EMPLOYEES.filter((employee) => employee.department === department).length,
    }));
  }
  return EMPLOYEES.filter((employee) => employee.department === groupKeys[0]).map((employee) => ({
    id: `employee/${employee.id}`,
    label: employee.fullName,
    headcount: 0,
    role: employee.role,
    salary: employee.salary,
  }));
}

const columns: GridColDef<Row>[] = [
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ServerGroupsWithTreeData() {
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ groupKeys = [] }) =>
        new Promise<GridGetRowsResponse>((resolve) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            const rows = fetchLevel(groupKeys);
            resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows });
          }, 500);
          timers.current.add(timer);
        }),
      getGroupKey: (row) => (row as Row).label,
      // Departments report their headcount; employees have no children.
      getChildrenCount: (row) => (row as Row).headcount,
    }),
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Department / employee', minWidth: 240, flex: 1 }}
      />
    </Box>
  );
}
