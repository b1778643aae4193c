export type ChangelogRelease = {
  version: string;
  /** As the changelog prints it, for example `Oct 17, 2024`. */
  date: string;
  /** The release's highlight bullets (top level only), for example `🐞 Bugfixes`; empty when it lists none. */
  highlights: string[];
};

const RELEASE_HEADING = /^## v?(\d+\.\d+\.\d+\S*)\s*$/;
const DATE_LINE = /^_(.+)_$/;

/** Reads the releases of an MUI X `CHANGELOG.md`, newest first, as the file lists them. */
export function readChangelogReleases(markdown: string): ChangelogRelease[] {
  const releases: ChangelogRelease[] = [];
  let current: ChangelogRelease | null = null;
  let inHighlights = false;
  for (const line of markdown.split('\n')) {
    const heading = RELEASE_HEADING.exec(line);
    if (heading) {
      current = { version: heading[1]!, date: '', highlights: [] };
      releases.push(current);
      inHighlights = false;
      continue;
    }
    if (!current) continue;
    if (line.startsWith('#')) {
      current = line.startsWith('## ') ? null : current;
      inHighlights = false;
      continue;
    }
    const date = DATE_LINE.exec(line.trim());
    if (date && !current.date) current.date = date[1]!;
    else if (/highlights\b.*:\s*$/.test(line)) inHighlights = true;
    else if (inHighlights && line.startsWith('- ')) current.highlights.push(line.slice(2).trim());
    else if (inHighlights && line.trim() !== '' && !line.startsWith(' ')) inHighlights = false;
  }
  return releases;
}

/** The release's date as a UTC timestamp, for ordering releases of different major lines. */
export function releaseTime(release: ChangelogRelease): number {
  const time = Date.parse(`${release.date} UTC`);
  if (Number.isNaN(time)) throw new Error(`${release.version}: unreadable release date "${release.date}"`);
  return time;
}
