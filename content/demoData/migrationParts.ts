export interface SparePart {
  /** Stock-keeping unit: the unique key of a part, used instead of an `id` field. */
  sku: string;
  name: string;
  category: 'Brakes' | 'Engine' | 'Electrical' | 'Suspension';
  stock: number;
  /** Unit price, euros. */
  price: number;
}

/** A small fixed inventory whose rows have no `id` field, for demos of `getRowId`. */
export const SPARE_PARTS: SparePart[] = [
  {
    sku: 'BRK-104',
    name: 'Front brake pads',
    category: 'Brakes',
    stock: 42,
    price: 38.5,
  },
  {
    sku: 'BRK-221',
    name: 'Rear brake disc',
    category: 'Brakes',
    stock: 12,
    price: 64,
  },
  {
    sku: 'ENG-310',
    name: 'Oil filter',
    category: 'Engine',
    stock: 130,
    price: 9.9,
  },
  {
    sku: 'ENG-412',
    name: 'Timing belt kit',
    category: 'Engine',
    stock: 7,
    price: 149,
  },
  {
    sku: 'ENG-518',
    name: 'Spark plug (set of 4)',
    category: 'Engine',
    stock: 58,
    price: 27.4,
  },
  {
    sku: 'ELC-020',
    name: 'Alternator',
    category: 'Electrical',
    stock: 5,
    price: 212,
  },
  {
    sku: 'ELC-087',
    name: 'Starter battery 70 Ah',
    category: 'Electrical',
    stock: 19,
    price: 118,
  },
  {
    sku: 'ELC-133',
    name: 'Headlight bulb H7',
    category: 'Electrical',
    stock: 240,
    price: 6.2,
  },
  {
    sku: 'SUS-045',
    name: 'Shock absorber',
    category: 'Suspension',
    stock: 16,
    price: 89,
  },
  {
    sku: 'SUS-078',
    name: 'Control arm',
    category: 'Suspension',
    stock: 9,
    price: 74.9,
  },
  {
    sku: 'SUS-102',
    name: 'Stabilizer link',
    category: 'Suspension',
    stock: 33,
    price: 21.5,
  },
  {
    sku: 'BRK-305',
    name: 'Brake fluid DOT 4',
    category: 'Brakes',
    stock: 75,
    price: 11.8,
  },
];
