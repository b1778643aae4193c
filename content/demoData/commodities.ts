import { COUNTRIES, FIRST_NAMES, LAST_NAMES } from './names';
import { createRandom } from './random';

export const COMMODITY_NAMES = [
  'Cocoa',
  'Coffee',
  'Copper',
  'Corn',
  'Cotton',
  'Gold',
  'Oats',
  'Rice',
  'Silver',
  'Soybeans',
  'Sugar',
  'Wheat',
] as const;
export const DESKS = ['D-101', 'D-204', 'D-317', 'D-422', 'D-530'] as const;
export const STATUSES = ['Open', 'PartiallyFilled', 'Filled', 'Rejected'] as const;
export const INCOTERMS = ['FOB', 'CIF', 'EXW', 'DAP', 'DDP'] as const;

export interface Commodity {
  id: number;
  desk: (typeof DESKS)[number];
  commodity: (typeof COMMODITY_NAMES)[number];
  traderName: string;
  traderEmail: string;
  quantity: number;
  filledQuantity: number;
  status: (typeof STATUSES)[number];
  isFilled: boolean;
  unitPrice: number;
  feeRate: number;
  totalPrice: number;
  incoTerm: (typeof INCOTERMS)[number];
  counterPartyCountry: string;
  counterPartyCurrency: string;
  tradeDate: Date;
  maturityDate: Date;
}

/** `count` commodity trades, identical for the same seed. */
export function generateCommodities(count: number, seed = 1): Commodity[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const quantity = random.int(1, 100) * 1000;
    const filledQuantity = random.bool(0.4) ? quantity : random.int(0, quantity);
    const unitPrice = random.float(1, 120);
    const country = random.pick(COUNTRIES);
    const tradeDate = random.date(new Date(2023, 0, 1), new Date(2024, 9, 1));
    const trader = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const status =
      filledQuantity === quantity ? 'Filled' : random.pick(['Open', 'PartiallyFilled', 'Rejected'] as const);
    return {
      id: index + 1,
      desk: random.pick(DESKS),
      commodity: random.pick(COMMODITY_NAMES),
      traderName: trader,
      traderEmail: `${trader.replace(' ', '.').toLowerCase()}@example.com`,
      quantity,
      filledQuantity,
      status,
      isFilled: filledQuantity === quantity,
      unitPrice,
      feeRate: random.float(0.001, 0.02, 4),
      totalPrice: Number((quantity * unitPrice).toFixed(2)),
      incoTerm: random.pick(INCOTERMS),
      counterPartyCountry: country.name,
      counterPartyCurrency: country.currency,
      tradeDate,
      maturityDate: new Date(tradeDate.getTime() + random.int(30, 720) * 86_400_000),
    };
  });
}
