import { MUI_X_VERSION } from '@/routing/muiXVersion';

export interface VersionEntry {
  text: string;
  href: string;
  current?: boolean;
}

/** Entries of the version switcher. Only MUI_X_VERSION is this site; the others are the documentation hosts of those versions. */
export const VERSIONS: VersionEntry[] = [
  { text: 'next', href: 'https://next.mui.com/x/introduction/' },
  { text: MUI_X_VERSION, href: '/x/introduction/', current: true },
  { text: 'v6', href: 'https://v6.mui.com/x/introduction/' },
  { text: 'v5', href: 'https://v5.mui.com/x/introduction/' },
  { text: 'v4', href: 'https://v4.mui.com/' },
];

export const CURRENT_VERSION = VERSIONS.find((version) => version.current)!;
