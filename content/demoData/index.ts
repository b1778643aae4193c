export { createRandom, type Random } from './random';
export { generateEmployees, DEPARTMENTS, ROLES, type Employee } from './employees';
export { generateCommodities, COMMODITY_NAMES, DESKS, STATUSES, INCOTERMS, type Commodity } from './commodities';
export { MOVIES, type Movie } from './movies';
export { generateOrgChart, type OrgMember } from './orgChart';
export { COUNTRIES } from './names';
export { DEMO_TODAY } from './dates';
export {
  MUI_X_PRODUCTS,
  FILE_SYSTEM,
  DEPARTMENTS_TREE,
  getExpandableItemIds,
  getDescendantIds,
  type TreeNode,
  type FileNode,
  type FileKind,
  type Department,
} from './treeView';
export {
  MONTH_LABELS,
  MONTHLY_CLIMATE,
  QUARTERLY_REVENUE,
  MONTHLY_CASH_FLOW,
  CITY_POPULATIONS,
  DAILY_VISITS,
  LATENCY_SAMPLES,
  LAPTOP_SCORES,
  SIGNUP_FUNNEL,
  RELEASE_PLAN,
  type MonthlyClimate,
  type QuarterlyRevenue,
  type MonthlyCashFlow,
  type CityPopulation,
  type DailyVisits,
  type LatencySample,
  type LaptopScore,
  type FunnelStep,
  type PlanTask,
} from './chartsFeatures';
export {
  SHORT_MONTHS,
  MONTHLY_FINANCE,
  CITY_TEMPERATURES,
  CLOUD_COSTS,
  generateStockPrices,
  generateRandomWalk,
  ENERGY_MIX,
  PHONE_MARKET_SHARE,
  TRAFFIC_BY_DEVICE,
  generateApartments,
  WEEKDAYS,
  generateTicketHeatmap,
  KPI_TRENDS,
  LABELLED_SLICE_COLORS,
  type MonthlyFinance,
  type CityTemperature,
  type StockDay,
  type EnergyYear,
  type ApartmentListing,
} from './charts';
export { getOrgChartChildren, type OrgChartRow } from './orgChartServer';
export { SPARE_PARTS, type SparePart } from './migrationParts';
