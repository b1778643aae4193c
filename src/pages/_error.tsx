import NextError from 'next/error';
import { EN_STRINGS } from '@/i18n/strings/en';
import { withUiStrings } from '@/i18n/withUiStrings';

// Next's error page (exported as /500), inside the shell, in English.
export default withUiStrings(NextError, EN_STRINGS);
