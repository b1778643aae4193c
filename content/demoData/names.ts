export const FIRST_NAMES = [
  'Ada', 'Alan', 'Amara', 'Bea', 'Carlos', 'Chen', 'Dana', 'Diego', 'Elena', 'Emeka', 'Farah', 'Felix', 'Grace', 'Hana',
  'Hugo', 'Ines', 'Ivan', 'Jade', 'Jonas', 'Kai', 'Keiko', 'Lara', 'Liam', 'Lucia', 'Malik', 'Maya', 'Mei', 'Nadia',
  'Noah', 'Omar', 'Priya', 'Quinn', 'Rafael', 'Rosa', 'Sami', 'Sofia', 'Tariq', 'Tess', 'Umar', 'Vera', 'Wei', 'Yara', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Abbott', 'Adeyemi', 'Bauer', 'Brennan', 'Castillo', 'Chowdhury', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad',
  'Ibrahim', 'Jensen', 'Kim', 'Kowalski', 'Larsen', 'Lopez', 'Moreau', 'Nakamura', 'Novak', 'Okafor', 'Patel', 'Quinto',
  'Rossi', 'Santos', 'Schmidt', 'Silva', 'Tanaka', 'Ueda', 'Varga', 'Wang', 'Weber', 'Yilmaz', 'Zhang',
] as const;

export const COUNTRIES = [
  { name: 'Brazil', code: 'BR', currency: 'BRL', cities: ['São Paulo', 'Recife', 'Curitiba'] },
  { name: 'Canada', code: 'CA', currency: 'CAD', cities: ['Toronto', 'Montréal', 'Vancouver'] },
  { name: 'China', code: 'CN', currency: 'CNY', cities: ['Shanghai', 'Shenzhen', 'Chengdu'] },
  { name: 'France', code: 'FR', currency: 'EUR', cities: ['Paris', 'Lyon', 'Nantes'] },
  { name: 'Germany', code: 'DE', currency: 'EUR', cities: ['Berlin', 'Munich', 'Hamburg'] },
  { name: 'India', code: 'IN', currency: 'INR', cities: ['Bengaluru', 'Pune', 'Chennai'] },
  { name: 'Japan', code: 'JP', currency: 'JPY', cities: ['Tokyo', 'Osaka', 'Fukuoka'] },
  { name: 'Nigeria', code: 'NG', currency: 'NGN', cities: ['Lagos', 'Abuja', 'Ibadan'] },
  { name: 'Spain', code: 'ES', currency: 'EUR', cities: ['Madrid', 'Valencia', 'Seville'] },
  { name: 'United Kingdom', code: 'GB', currency: 'GBP', cities: ['London', 'Leeds', 'Bristol'] },
  { name: 'United States', code: 'US', currency: 'USD', cities: ['New York', 'Austin', 'Seattle'] },
] as const;
