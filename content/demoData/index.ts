export { createRandom, type Random } from './random';
export { generateEmployees, DEPARTMENTS, ROLES, type Employee } from './employees';
export { generateCommodities, COMMODITY_NAMES, DESKS, STATUSES, INCOTERMS, type Commodity } from './commodities';
export { MOVIES, type Movie } from './movies';
export { generateOrgChart, type OrgMember } from './orgChart';
export { COUNTRIES } from './names';
export { DEMO_TODAY } from './dates';
export { SPARE_PARTS, type SparePart } from './migrationParts';
export { getOrgChartChildren, type OrgChartRow } from './orgChartServer';
