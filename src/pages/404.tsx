import { EN_STRINGS } from '@/i18n/strings/en';
import { ZH_STRINGS } from '@/i18n/strings/zh';
import { withUiStrings } from '@/i18n/withUiStrings';
import { NotFoundPage } from '@/shell/NotFoundPage';

// One static page answers every unknown URL, in either language: its navigation is rendered in the browser, in the
// reader's language (a 404 page with getStaticProps would make Next fetch page data for the unknown URL), so it
// carries the shell's strings in both.
export default withUiStrings(NotFoundPage, EN_STRINGS, ZH_STRINGS);
